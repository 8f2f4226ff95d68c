/** One chunk of Vite's build manifest (`build.manifest: true`), as far as the budgets need it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What a browser fetches on a first visit of one page: script files and stylesheets, as built. */
export interface FirstLoad {
  scripts: string[];
  styles: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Scripts (module entry and modulepreloads) and stylesheets the built HTML asks for, without their leading slash. */
export function htmlAssets(html: string): FirstLoad {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith("<script") && attribute(tag, "type") === "module") {
      const src = attribute(tag, "src");
      if (src) scripts.push(src.replace(/^\//, ""));
    }
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href || href.startsWith("data:")) continue;
    if (rel === "modulepreload") scripts.push(href.replace(/^\//, ""));
    if (rel === "stylesheet") styles.push(href.replace(/^\//, ""));
  }
  return { scripts, styles };
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Das Build-Manifest kennt ${key} nicht.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
}

/**
 * The files a first visit of a page downloads: what the HTML loads and preloads, the entry
 * chunk with its static imports, and the page's lazy route chunk with its static imports
 * (the router fetches that one before the first paint). Stylesheets of all those chunks too.
 */
export function firstLoad(manifest: Manifest, html: string, routeSource: string): FirstLoad {
  const fromHtml = htmlAssets(html);
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withStaticImports(manifest, key, keys);
  }
  withStaticImports(manifest, routeSource, keys);
  const scripts = new Set(fromHtml.scripts);
  const styles = new Set(fromHtml.styles);
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith(".js")) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
