// Bytes to base64 in the browser (a file sent inside a JSON body), in chunks so large files do not overflow
// the argument list of String.fromCharCode.
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}
