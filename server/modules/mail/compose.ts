/** A mail's body as plain text and as HTML from the same paragraphs; the HTML escapes every text it holds. */
export interface MailBody {
  readonly text: string;
  readonly html: string;
}

export type Paragraph = string | { readonly href: string; readonly label: string };

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The plain text shows the link itself (a client that renders no HTML must still reach it); the HTML a labelled link with the address below.
const textOf = (paragraph: Paragraph): string => (typeof paragraph === 'string' ? paragraph : paragraph.href);

const htmlOf = (paragraph: Paragraph): string =>
  typeof paragraph === 'string'
    ? `<p>${escapeHtml(paragraph)}</p>`
    : `<p><a href="${escapeHtml(paragraph.href)}">${escapeHtml(paragraph.label)}</a><br>${escapeHtml(paragraph.href)}</p>`;

export const composeBody = (paragraphs: ReadonlyArray<Paragraph>, lang: string): MailBody => ({
  text: `${paragraphs.map(textOf).join('\n\n')}\n`,
  html: `<!doctype html><html lang="${escapeHtml(lang)}"><body>${paragraphs.map(htmlOf).join('')}</body></html>`,
});
