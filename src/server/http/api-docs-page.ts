import { z } from "zod";

// The readable twin of /api/openapi.json: plain server-rendered HTML, no script (the CSP allows
// none inline and the page needs none), one inline stylesheet (style-src allows it, decision 0003).

const content = z.record(z.string(), z.looseObject({ schema: z.unknown().optional() })).optional();
const operationSchema = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.unknown())).optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: z.unknown().optional(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content }).optional(),
  responses: z.record(z.string(), z.looseObject({ description: z.string().optional(), content })).optional(),
});
type Operation = z.infer<typeof operationSchema>;

const documentSchema = z.looseObject({
  info: z.looseObject({ title: z.string(), description: z.string().optional(), version: z.string() }),
  tags: z.array(z.object({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const places: Record<string, string> = { path: "Pfad", query: "Abfrage", header: "Kopfzeile", cookie: "Cookie" };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const pre = (schema: unknown) => `<pre>${escape(JSON.stringify(schema, null, 2) ?? "")}</pre>`;

function bodies(entries: Operation["requestBody"]): string {
  return Object.entries(entries?.content ?? {})
    .map(([type, { schema }]) => `<p class="type">${escape(type)}</p>${schema === undefined ? "" : pre(schema)}`)
    .join("");
}

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code></td><td>${places[p.in] ?? escape(p.in)}</td>` +
      `<td>${p.required ? "ja" : "nein"}</td><td>${p.description ? escape(p.description) : ""}${pre(p.schema)}</td></tr>`,
  );
  const security = (op.security ?? []).flatMap((s) => Object.keys(s));
  const responses = Object.entries(op.responses ?? {}).map(
    ([code, r]) => `<dt>${escape(code)} ${escape(r.description ?? "")}</dt><dd>${bodies(r)}</dd>`,
  );
  return [
    `<article><h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p class="summary">${escape(op.summary ?? "")}</p>`,
    op.description ? `<p>${escape(op.description)}</p>` : "",
    security.length ? `<p>Zugang: ${security.map((s) => `<code>${escape(s)}</code>`).join(" oder ")}</p>` : "",
    params.length
      ? `<h4>Parameter</h4><table><tr><th>Name</th><th>Ort</th><th>Pflicht</th><th>Schema</th></tr>${params.join("")}</table>`
      : "",
    op.requestBody ? `<h4>Anfragerumpf</h4>${bodies(op.requestBody)}` : "",
    responses.length ? `<h4>Antworten</h4><dl>${responses.join("")}</dl>` : "",
    "</article>",
  ].join("");
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c1b22;background:#fbfaff}
main{max-width:960px;margin:0 auto;padding:1rem 1.5rem 4rem}article{border-top:1px solid #ddd;padding:.5rem 0 1rem}
.method{display:inline-block;min-width:4rem;padding:0 .4rem;border-radius:4px;background:#4b2e83;color:#fff;font-size:.85em}
pre{background:#f1eff7;padding:.5rem;overflow:auto;font-size:.8em;max-height:24rem}.summary{font-weight:600}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
.type{font-style:italic;margin:.2rem 0}`;

/** The whole page, from the same OpenAPI document that /api/openapi.json serves. */
export function renderApiDocsPage(openapi: unknown): string {
  const doc = documentSchema.parse(openapi);
  const groups = new Map<string, string[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const op = operationSchema.safeParse(value);
      if (!op.success) continue;
      const tag = op.data.tags?.[0] ?? "Weitere";
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(method, path, op.data)]);
    }
  }
  const described = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? ""]));
  const sections = [...groups].filter(([, ops]) => ops.length > 0);
  const title = escape(doc.info.title);
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}: Schnittstellenbeschreibung</title><style>${style}</style></head>
<body><main><h1>${title}</h1><p>${escape(doc.info.description ?? "")}</p>
<p>Version ${escape(doc.info.version)}. Maschinenlesbar als OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav><h2>Inhalt</h2><ul>${sections.map(([tag]) => `<li><a href="#${encodeURIComponent(tag)}">${escape(tag)}</a></li>`).join("")}</ul></nav>
${sections
  .map(
    ([tag, ops]) =>
      `<section id="${encodeURIComponent(tag)}"><h2>${escape(tag)}</h2><p>${escape(described.get(tag) ?? "")}</p>${ops.join("")}</section>`,
  )
  .join("\n")}
</main></body></html>`;
}
