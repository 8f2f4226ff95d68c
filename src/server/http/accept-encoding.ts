export type ContentEncoding = "br" | "gzip";

/**
 * The encoding to send for an Accept-Encoding header, as compression.ts negotiates it for
 * answers made per request: brotli before gzip at equal weight, nothing for a client that
 * names neither (or only with q=0). "x-gzip" is gzip, "*" stands for both.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim() === "x-gzip" ? "gzip" : rawName.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name, weight);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}
