import { createElement, type ComponentType, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// The public pages will be rendered on the server ahead of time. This renders each of them
// with the layout, the providers and everything the first render shows, in Node, without any
// browser global. Where the globals would be, a getter answers undefined and notes who asked,
// so that a read of ours inside a try/catch cannot slip through either (libraries may ask
// `typeof window`; only reads from src/ count). The app's modules are imported only after
// that, so their top-level code is covered as well.

const browserGlobals = ["window", "document", "localStorage", "sessionStorage", "matchMedia", "navigator"] as const;
const saved = new Map<string, PropertyDescriptor>();
const reads: string[] = [];

/** The first stack frame outside this file and outside the getter. */
function caller(): string {
  const frames = (new Error().stack ?? "").split("\n").slice(1);
  return frames.find((frame) => !frame.includes("server-render.test.ts")) ?? "";
}

let AppProviders: ComponentType<{ children: ReactNode }>;
let renderAppPage: (path: string) => Promise<{ html: string }>;
let HomeSections: ComponentType;

beforeAll(async () => {
  for (const name of browserGlobals) {
    // Node defines `navigator` itself; the others do not exist in the first place.
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    if (descriptor) saved.set(name, descriptor);
    Reflect.deleteProperty(globalThis, name);
    expect(name in globalThis, name).toBe(false);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const where = caller();
        if (/\/src\//.test(where) && !where.includes("node_modules")) reads.push(`${name} at ${where.trim()}`);
        return undefined;
      },
    });
  }
  ({ AppProviders } = await import("../../src/client/app/providers.tsx"));
  ({ renderPage: renderAppPage } = await import("../../src/client/app/prerender/render-page.tsx"));
  ({ HomeSections } = await import("../../src/client/app/routes/home-page.tsx"));
});

afterAll(() => {
  for (const name of browserGlobals) Reflect.deleteProperty(globalThis, name);
  for (const [name, descriptor] of saved) Object.defineProperty(globalThis, name, descriptor);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders with the app's providers and waits for lazily loaded parts (the home page's registration). */
async function withProvidersComplete(children: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(AppProviders, null, children));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Renders a page as the build's prerender does: the page's module first, then the HTML. */
async function renderPage(path: string): Promise<string> {
  return (await renderAppPage(path)).html;
}

const publicPages: [path: string, expected: string[]][] = [
  // For 800 ms the home page shows its skeleton; its sections are rendered in the last test.
  ["/", ["Seite wird geladen..."]],
  ["/berater", ["<h1", "Unsere Berater", "Berater werden geladen..."]],
  ["/pricing", ["<h1", "Preise", "Premium-Mitgliedschaft", "Anrufgebühren", "Häufige Fragen"]],
  ["/impressum", ["<h1", "Impressum", "Angaben werden geladen..."]],
  ["/agb", ["<h1", "Inhaltsübersicht", "§ 1 Geltungsbereich und Anbieter", "Muster-Widerrufsformular"]],
  ["/contact", ["<h1", "Kontakt", "Schreiben Sie uns", "Nachricht senden"]],
  ["/horoskope", ["<h1", "Monatshoroskope", "Horoskope werden geladen..."]],
  // Every consultant's page shares this one: the link back and the loading state.
  ["/berater/:slug", ["Alle Berater", "Beraterin oder Berater wird geladen..."]],
  [
    "/so-pruefen-wir-bewertungen",
    ["<h1", "So prüfen wir Bewertungen", "Verifizierter Anruf · 14 Min.", "Die Bewertung enthält persönliche Daten."],
  ],
];

describe("server rendering of the public pages", () => {
  it("loads the client's modules without reading a browser global", () => {
    expect(reads).toEqual([]);
  });

  for (const [path, expected] of publicPages) {
    it(`renders ${path} with the layout and its own content`, async () => {
      const errors = vi.spyOn(console, "error");
      const html = await renderPage(path);
      for (const text of expected) expect(html, text).toContain(text);
      // The frame of every page: skip link, navigation, main landmark, footer with the contract links.
      expect(html).toContain("Zum Inhalt springen");
      expect(html).toContain('aria-label="Hauptnavigation"');
      expect(html).toContain('id="main"');
      expect(html).toContain("Verträge hier kündigen");
      expect(reads).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it("renders the home page's sections that follow its skeleton", async () => {
    const errors = vi.spyOn(console, "error");
    const html = await withProvidersComplete(
      createElement(StaticRouter, { location: "/" }, createElement(HomeSections)),
    );
    for (const text of [
      "Persönliche Beratung am Telefon: 69 Cent pro Minute für Premium-Mitglieder",
      "So funktioniert",
      "Unsere Beraterinnen und Berater",
      "Ihre Vorteile als Mitglied",
      "Das sagen unsere Kundinnen und Kunden",
      "Häufige Fragen",
      "Konto erstellen",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(reads).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
