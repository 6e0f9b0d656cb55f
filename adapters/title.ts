/** "(3) Base" when there are unread items, else "Base". Counts below one (or not finite) add nothing. */
export const titleWithCount = (base: string, count: number): string =>
  Number.isFinite(count) && count >= 1 ? `(${Math.floor(count)}) ${base}` : base;

export const setDocumentTitle = (doc: Pick<Document, 'title'>, base: string, count: number): void => {
  const title = titleWithCount(base, count);
  if (doc.title !== title) doc.title = title;
};
