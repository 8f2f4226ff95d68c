import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

// Draws the portal's icons from one star on the night-blue disc of the favicon: the touch icon
// for a phone's home screen and the web app manifest's icons (a maskable one with the star
// inside the safe zone). The files are committed; rerun after a change of the drawing.
// Usage: npx node scripts/draw-icons.ts

const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../public/icons");
const NIGHT = "#1e1b4b";
const GOLD = "#f2c14e";
const STAR = "M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z";

/** The star on a square of night blue; `inset` shrinks the star toward the middle (maskable icons). */
function iconSvg(size: number, inset = 0): string {
  const scale = (1 - 2 * inset) * (size / 32);
  const offset = inset * size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${NIGHT}"/>` +
    `<path d="${STAR}" fill="${GOLD}" transform="translate(${offset} ${offset}) scale(${scale})"/>` +
    `</svg>`
  );
}

const icons = [
  // iOS rounds the corners itself and wants no transparency.
  { file: "apple-touch-icon.png", size: 180, inset: 0.08 },
  { file: "icon-192.png", size: 192, inset: 0.08 },
  { file: "icon-512.png", size: 512, inset: 0.08 },
  // Maskable: the launcher may cut a circle out of the middle 80 %.
  { file: "icon-maskable-512.png", size: 512, inset: 0.22 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, inset } of icons) {
  const png = await sharp(Buffer.from(iconSvg(size, inset)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(join(OUT_DIR, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} Bytes`);
}
