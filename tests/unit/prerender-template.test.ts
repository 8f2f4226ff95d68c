import { describe, expect, it } from "vitest";
import { fillTemplate } from "../../scripts/prerender/fill-template.ts";

const template = `<!doctype html><html lang="de"><head><title>Sternenruf</title>
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><div id="root">
  <noscript>Bitte aktivieren Sie JavaScript, um Sternenruf zu nutzen.</noscript>
</div><script nomodule src="/legacy-browser-warning.js"></script></body></html>`;

describe("a prerendered page in the built index.html", () => {
  it("puts the markup into a marked #root, sets the title and preloads the route's scripts", () => {
    const html = fillTemplate(template, {
      html: "<main><h1>Preise &amp; Tarife</h1></main>",
      title: "Preise & <Tarife> | Sternenruf",
      preload: ["assets/pricing-page.js"],
    });
    expect(html).toContain('<div id="root" data-prerendered=""><main><h1>Preise &amp; Tarife</h1></main></div>');
    expect(html).toContain("<title>Preise &amp; &lt;Tarife&gt; | Sternenruf</title>");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing-page.js"></head>');
    expect(html).not.toContain("Bitte aktivieren Sie JavaScript");
    expect(html).not.toContain("<noscript>");
    expect(html).toContain('<script nomodule src="/legacy-browser-warning.js"></script>');
  });

  it("adds the text for readers without JavaScript after #root, with the skeleton hidden for them", () => {
    const html = fillTemplate(template, {
      html: '<div aria-busy="true"></div>',
      title: "Start",
      noscript: "<h1>Start</h1>",
    });
    expect(html).toContain(
      '</div><noscript><style>#root [aria-busy="true"]{display:none}</style><h1>Start</h1></noscript>',
    );
  });

  it("keeps replacement patterns in the markup as they are", () => {
    const html = fillTemplate(template, { html: "<p>$& $1 $$</p>", title: "$'" });
    expect(html).toContain("<p>$& $1 $$</p>");
    expect(html).toContain("<title>$'</title>");
  });

  it("refuses a template without #root or <title>", () => {
    expect(() => fillTemplate("<html><body></body></html>", { html: "", title: "" })).toThrow(/#root/);
  });
});
