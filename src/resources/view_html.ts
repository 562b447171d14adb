/**
 * The trend view's HTML, unpacked from `generated/trend_html.ts`, where
 * `deno task build:view` keeps it gzipped and base64-encoded: about 320 KB of
 * plain ASCII in the server's one-file bundle instead of a 980 KB string
 * literal, which the JavaScript engine had to scan at every start even though
 * the view is read only when a host shows it (`docs/performance.md`,
 * "Start-up"). The module is imported on the first read, and the HTML is
 * unpacked once; both need no permission (a literal dynamic import is part of
 * the module graph, so a compiled binary carries it).
 *
 * @module
 */

let unpacked: Promise<string> | undefined;

/** The bytes of a base64 text. */
function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The text of gzipped, base64-encoded UTF-8 (what {@link packText} makes).
 *
 * @internal test seam: the test unpacks what packText packed.
 */
export async function unpackText(packed: string): Promise<string> {
  const stream = new Blob([base64Bytes(packed)]).stream()
    .pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

/** `text` as UTF-8, gzipped and base64-encoded. The same text always packs the same. */
export async function packText(text: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(text)]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The trend view as one HTML document. */
export function trendViewHtml(): Promise<string> {
  unpacked ??= import("../../generated/trend_html.ts").then(({ default: packed }) =>
    unpackText(packed)
  );
  return unpacked;
}
