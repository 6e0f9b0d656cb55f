/**
 * Whether a site approves a photo as soon as it passed the automatic checks (a real, decodable image,
 * re-encoded; see pipeline.ts). On (the default), an upload is active at once. Off, it stays pending,
 * seen only by its owner, until staff approve it (the staff console is a later issue; the ApprovePhoto
 * and RejectPhoto commands are there for it). A constant per site until the site settings carry it.
 */
const manualModeration: ReadonlySet<string> = new Set<string>();

export const approvesAutomatically = (domain: string): boolean => !manualModeration.has(domain);
