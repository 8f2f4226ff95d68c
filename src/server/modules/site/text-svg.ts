function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Draws a line of text as an SVG. Characters are written as numeric entities so the plain
 * address does not appear in the file either; `currentColor` cannot cross an <img>, so the
 * image uses a mid-tone that reads on light and dark backgrounds.
 */
export function renderTextSvg(text: string): string {
  const width = Math.ceil(text.length * 9.6) + 8;
  const encoded = [...text].map((c) => `&#${c.codePointAt(0)};`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28" viewBox="0 0 ${width} 28" role="img">`,
    `<title>${escapeXml("E-Mail-Adresse des Kundenservice")}</title>`,
    `<text x="4" y="19" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="16" fill="#7c6ad6">${encoded}</text>`,
    `</svg>`,
  ].join("");
}
