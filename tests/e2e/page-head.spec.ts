import sharp from "sharp";
import { describePagePath } from "../../src/shared/domain/page-descriptions.ts";
import { pages, type PagePath } from "../../src/shared/domain/page-paths.ts";
import { expect, test } from "./fixtures.ts";

// What a browser tab, a search result, a shared link and a phone's home screen show of the
// portal: each public page's own description, the touch icon and the web app manifest with
// icons that are what they claim to be.

const publicPages: Array<{ path: PagePath; address: string }> = [
  { path: pages.home, address: "/" },
  { path: pages.consultants, address: "/berater" },
  { path: pages.consultantProfile, address: "/berater/luna-sternberg" },
  { path: pages.reviewRules, address: "/so-pruefen-wir-bewertungen" },
  { path: pages.pricing, address: "/pricing" },
  { path: pages.impressum, address: "/impressum" },
  { path: pages.agb, address: "/agb" },
  { path: pages.contact, address: "/contact" },
  { path: pages.privacy, address: "/datenschutz" },
  { path: pages.accessibility, address: "/barrierefreiheit" },
  { path: pages.login, address: "/login" },
  { path: pages.signup, address: "/signup" },
  { path: pages.horoscopes, address: "/horoskope" },
];

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

test("every public page has its own description, the touch icon and the manifest in its head", async ({ request }) => {
  const seen = new Set<string>();
  for (const { path, address } of publicPages) {
    const html = await (await request.get(address)).text();
    const descriptions = html.match(/<meta name="description" content="[^"]*"/g) ?? [];
    expect(descriptions, address).toEqual([`<meta name="description" content="${attribute(describePagePath(path))}"`]);
    seen.add(descriptions[0] ?? "");
    expect(html, address).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html, address).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  }
  // Every page says something of its own.
  expect(seen.size).toBe(publicPages.length);
});

test("the manifest names the portal and icons that are PNGs of their stated sizes", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ short_name: "Sternenruf", lang: "de", start_url: "/", display: "standalone" });
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of [...manifest.icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe("png");
  }
});
