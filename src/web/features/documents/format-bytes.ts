const KB = 1024;
const MB = 1024 * KB;

/**
 * A size as the documents screen shows it: MB to one decimal place (none when whole), whole KB, and
 * bytes under 1 KB, so nothing stored reads "0 KB" rather than a rounded-up claim of use.
 */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return "0 KB";
  if (bytes < KB) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  const kilobytes = Math.round(bytes / KB);
  if (bytes < MB && kilobytes < 1024) return `${kilobytes} KB`;
  return `${Number((bytes / MB).toFixed(1))} MB`;
}
