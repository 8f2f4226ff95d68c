function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Draws a line of text as an SVG. Characters are written as numeric entities so the plain
 * address does not appear in the file either. `currentColor` cannot cross an <img>, so the
 * text sits on its own white plate: dark ink on white reads in the light and the dark theme.
 */
export function renderTextSvg(text: string): string {
  const width = Math.ceil(text.length * 9.6) + 16;
  const encoded = [...text].map((c) => `&#${c.codePointAt(0)};`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28" viewBox="0 0 ${width} 28" role="img">`,
    `<title>${escapeXml("E-Mail-Adresse des Kundenservice")}</title>`,
    `<rect width="100%" height="100%" rx="6" fill="#ffffff"/>`,
    `<text x="8" y="19" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="16" fill="#1e1b4b">${encoded}</text>`,
    `</svg>`,
  ].join("");
}
