/** Hands a file made in the page (or fetched with a POST) to the browser's download. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; keep the URL a moment for slow ones.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
