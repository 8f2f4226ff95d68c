import { withDescription } from "../../src/shared/domain/page-descriptions.ts";

/** One prerendered page put into the built index.html. */
export interface PageContent {
  html: string;
  title: string;
  /** Markup for readers without JavaScript, placed after #root (the home page's text). */
  noscript?: string;
  /** Scripts of the page's route to fetch along with the entry (paths from the site root). */
  preload?: string[];
  /** The page's own `<meta name="description">` (src/shared/domain/page-descriptions.ts). */
  description?: string;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The built index.html with the page's markup inside #root (marked, so the client hydrates it
 * instead of rendering afresh), its title, and preloads for its route's scripts (the client
 * loads them before it hydrates; without the preloads they would wait for the entry). The shell's own <noscript> note goes: the page
 * is readable without the script now.
 */
export function fillTemplate(template: string, page: PageContent): string {
  const root = /<div id="root">[\s\S]*?<\/div>/;
  const title = /<title>[^<]*<\/title>/;
  if (!root.test(template) || !title.test(template)) throw new Error("index.html hat kein #root oder kein <title>.");
  // Without the script the skeleton would stay for good; the text below it is the page then.
  const noscript = page.noscript
    ? `<noscript><style>#root [aria-busy="true"]{display:none}</style>${page.noscript}</noscript>`
    : "";
  const preloads = (page.preload ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
  const described = page.description ? withDescription(template, page.description) : template;
  return described
    .replace(title, () => `<title>${escapeText(page.title)}</title>`)
    .replace("</head>", () => `${preloads}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="">${page.html}</div>${noscript}`);
}
