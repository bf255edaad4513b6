/**
 * Hands a file to the browser as a download: an object URL clicked through a
 * link, released once the browser has started the download.
 */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has taken the file; the URL may go once the browser started the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
