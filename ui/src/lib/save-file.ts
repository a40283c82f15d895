/** Hands a downloaded file to the browser to save, under the server's name or `fallback`. */
export function saveFile(file: { blob: Blob; name: string | null }, fallback: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = file.name ?? fallback;
  link.click();
  // The browser reads the blob when the click is handled; the address is freed afterwards.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
