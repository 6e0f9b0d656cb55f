/** Saves a text as a file the browser downloads (an object URL clicked as a link, then let go). */
export const saveFileIn =
  (doc: Document, url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>) =>
  (name: string, type: string, text: string): void => {
    const href = url.createObjectURL(new Blob([text], { type }));
    const link = doc.createElement('a');
    link.href = href;
    link.download = name;
    link.hidden = true;
    doc.body.append(link);
    link.click();
    link.remove();
    // After the click has started the download: the file no longer needs the URL.
    setTimeout(() => url.revokeObjectURL(href), 0);
  };
