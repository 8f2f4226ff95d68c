export class BodyTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`response body larger than ${maxBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads a fetch response's body as text, but never more than `maxBytes`: a body that announces
 * or turns out to be larger is cancelled on the spot instead of being buffered whole.
 */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  const reader = response.body?.getReader();
  if (!reader) return "";
  if (declared > maxBytes) {
    await reader.cancel();
    throw new BodyTooLargeError(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
