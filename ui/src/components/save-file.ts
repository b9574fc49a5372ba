/**
 * Saving what the console holds (a result, a recording) as a file the browser downloads.
 */

/** Offers `blob` as a download named `name`. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Released a little later, not at once: a large blob (a recording) may still be read after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
