import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { demoConsultants } from "../src/server/db/seed/demo-consultants.ts";

// Draws the bundled consultant portraits referenced by the demo seed. Every shape and colour
// follows from the name, so rerunning the script yields byte-identical files and a new
// consultant gets a portrait without anyone picking colours by hand.
// Usage: npx node scripts/draw-portraits.ts

const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../public/portraits");

type HairStyle = "long" | "wavy" | "bun" | "curly" | "short" | "tousled" | "sidePart";

interface Look {
  hair: HairStyle;
  beard: boolean;
  earrings: boolean;
  pendant: "moon" | "star" | null;
  /** Index into HAIR, or silver for an older face; left out, the name decides. */
  hairColour?: number | "silver";
}

// Hair and beard are the few traits a random pick would get wrong for a named person, so the
// known faces are fixed here; any other name falls back to traits drawn from its hash.
const LOOKS: Record<string, Look> = {
  "luna-sternberg": { hair: "long", beard: false, earrings: true, pendant: "moon" },
  "madame-aurelia": { hair: "bun", beard: false, earrings: true, pendant: "star" },
  "jonas-mondschein": { hair: "short", beard: false, earrings: false, pendant: null },
  "selma-nachtigall": { hair: "curly", beard: false, earrings: true, pendant: null },
  "theo-wolkenstein": { hair: "tousled", beard: true, earrings: false, pendant: null },
  "katharina-himmelreich": { hair: "wavy", beard: false, earrings: false, pendant: "star", hairColour: 7 },
  "noah-sonnenfeld": { hair: "sidePart", beard: false, earrings: false, pendant: null },
  "elena-morgentau": { hair: "long", beard: false, earrings: true, pendant: "star", hairColour: 4 },
  "raphael-lichtenfels": { hair: "short", beard: true, earrings: false, pendant: null, hairColour: 5 },
  "mira-silberstern": { hair: "wavy", beard: false, earrings: true, pendant: "moon", hairColour: 5 },
  "amira-sternenglanz": { hair: "curly", beard: false, earrings: true, pendant: "moon", hairColour: 0 },
  "benedikt-abendrot": { hair: "sidePart", beard: true, earrings: false, pendant: null, hairColour: 3 },
  "frieda-rosenthal": { hair: "bun", beard: false, earrings: true, pendant: null, hairColour: "silver" },
  "helene-morgenstern": { hair: "wavy", beard: false, earrings: false, pendant: "star", hairColour: 2 },
};

// Kept apart from HAIR: a longer list would change the colours the name picks for every face.
const SILVER = "#b8b2ab";

const SKIN = ["#f6d5bd", "#edc09f", "#dfa98a", "#c98d66", "#a9704c", "#8b5a3c"];
const HAIR = ["#2a1c16", "#3d2a20", "#5a3a24", "#7c4a2a", "#a0652e", "#c79a5b", "#1f1b2a", "#8c3a26"];
// Jewel and earth tones that stand apart from the night-blue backdrop.
const CLOTH = [
  "#1f6f6b",
  "#7a2942",
  "#5b3a82",
  "#24507a",
  "#b4556b",
  "#2f7a4f",
  "#a8692a",
  "#e3d5c0",
  "#3a3f58",
  "#8e3b2e",
];

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error("leere Auswahlliste");
  return item;
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * a);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

function slugOf(imageUrl: string): string {
  const match = /\/portraits\/([a-z0-9-]+)\.svg$/.exec(imageUrl);
  if (!match?.[1]) throw new Error(`Unerwarteter Bildpfad: ${imageUrl}`);
  return match[1];
}

function lookFor(slug: string, rand: () => number): Look {
  return (
    LOOKS[slug] ?? {
      hair: pick(rand, ["long", "wavy", "bun", "curly", "short", "tousled", "sidePart"] as const),
      beard: rand() < 0.2,
      earrings: rand() < 0.5,
      pendant: pick(rand, ["moon", "star", null] as const),
    }
  );
}

function starPath(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${r1(cx)} ${r1(cy - r)}Q${r1(cx + k)} ${r1(cy - k)} ${r1(cx + r)} ${r1(cy)}Q${r1(cx + k)} ${r1(cy + k)} ${r1(cx)} ${r1(cy + r)}Q${r1(cx - k)} ${r1(cy + k)} ${r1(cx - r)} ${r1(cy)}Q${r1(cx - k)} ${r1(cy - k)} ${r1(cx)} ${r1(cy - r)}Z`;
}

function backdrop(rand: () => number, hue: number): string[] {
  const parts: string[] = [];
  parts.push(`<rect width="400" height="400" fill="url(#bg)"/>`);
  parts.push(
    `<ellipse cx="${r1(80 + rand() * 240)}" cy="${r1(60 + rand() * 80)}" rx="170" ry="60" fill="${hsl(hue + 40, 70, 60)}" opacity=".12" transform="rotate(${r1(-25 + rand() * 50)} 200 120)"/>`,
  );
  const dots: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const x = rand() * 400;
    const y = rand() * 300;
    // Keep the area behind the head clear so stars do not read as freckles or hair clips.
    if (Math.hypot(x - 200, y - 165) < 120) continue;
    dots.push(`<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r1(0.6 + rand() * 1.3)}"/>`);
  }
  parts.push(`<g fill="#fff8e7" opacity=".85">${dots.join("")}</g>`);
  const sparkles: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const left = i % 2 === 0;
    const x = left ? 25 + rand() * 60 : 315 + rand() * 60;
    sparkles.push(starPath(x, 40 + rand() * 220, 5 + rand() * 5));
  }
  parts.push(`<path fill="#fff4cf" opacity=".9" d="${sparkles.join("")}"/>`);
  const moonLeft = rand() < 0.5;
  const mx = moonLeft ? 62 + rand() * 20 : 318 + rand() * 20;
  const my = 58 + rand() * 30;
  const mr = 20 + rand() * 8;
  const dir = moonLeft ? 1 : -1;
  parts.push(
    `<mask id="moon"><rect width="400" height="400" fill="#fff"/><circle cx="${r1(mx + dir * mr * 0.45)}" cy="${r1(my - mr * 0.25)}" r="${r1(mr * 0.9)}" fill="#000"/></mask>`,
    `<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(mr * 2)}" fill="url(#glow)"/>`,
    `<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(mr)}" fill="#fbe9b7" mask="url(#moon)"/>`,
  );
  parts.push(`<circle cx="200" cy="165" r="128" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`);
  parts.push(`<circle cx="200" cy="165" r="112" fill="url(#aura)"/>`);
  return parts;
}

/** Hair that sits behind the neck and shoulders. */
function hairBack(look: Look, hair: string): string {
  switch (look.hair) {
    case "long":
      return `<path fill="${hair}" d="M200 72C128 72 124 140 128 210C131 262 118 298 104 330L296 330C282 298 269 262 272 210C276 140 272 72 200 72Z"/>`;
    case "wavy":
      return `<path fill="${hair}" d="M200 70C122 70 118 140 124 196C128 230 110 250 118 278C126 304 104 318 112 340L288 340C296 318 274 304 282 278C290 250 272 230 276 196C282 140 278 70 200 70Z"/>`;
    case "curly": {
      const curls: string[] = [];
      for (let i = 0; i < 18; i += 1) {
        const a = (i / 18) * Math.PI * 2;
        const x = 200 + Math.cos(a) * 86;
        const y = 160 + Math.sin(a) * 88;
        if (y > 235) continue;
        curls.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${i % 2 === 0 ? 28 : 24}"/>`);
      }
      return `<g fill="${hair}"><ellipse cx="200" cy="160" rx="90" ry="90"/>${curls.join("")}<circle cx="126" cy="236" r="24"/><circle cx="274" cy="236" r="24"/></g>`;
    }
    case "bun":
      return `<circle cx="200" cy="74" r="34" fill="${hair}"/><path d="M176 62Q200 50 224 62" stroke="${shade(hair, 0.25)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    default:
      return "";
  }
}

/** Hair that sits on top of the face: crown and fringe. */
function hairFront(look: Look, hair: string, hi: string): string {
  switch (look.hair) {
    case "long":
      return `<path fill="${hair}" d="M138 176C128 104 166 76 204 76C248 78 274 110 264 176C258 140 240 118 214 108C196 126 168 136 146 178Z"/><path d="M206 84C188 96 176 112 170 128M222 88C238 100 250 118 254 140" stroke="${hi}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".5"/><path fill="${hair}" d="M140 160C128 220 136 284 120 338Q142 334 158 318C150 276 152 220 150 170Z"/><path fill="${hair}" d="M260 160C272 220 264 284 280 338Q258 334 242 318C250 276 248 220 250 170Z"/>`;
    case "wavy":
      return `<path fill="${hair}" d="M136 190C122 110 160 74 200 74C244 74 280 108 266 190C260 150 246 124 226 112C214 124 190 118 176 112C156 126 142 150 136 190Z"/><path d="M176 86C164 96 156 108 152 124M236 90C250 104 258 120 260 138" stroke="${hi}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".5"/><path fill="${hair}" d="M138 170C124 200 142 230 128 262C118 286 140 306 124 346Q148 340 160 326C164 306 146 288 156 262C166 232 146 204 152 178Z"/><path fill="${hair}" d="M262 170C276 200 258 230 272 262C282 286 260 306 276 346Q252 340 240 326C236 306 254 288 244 262C234 232 254 204 248 178Z"/>`;
    case "bun":
      return `<path fill="${hair}" d="M140 168C134 104 166 82 200 82C234 82 266 104 260 168C254 138 240 112 200 108C160 112 146 138 140 168Z"/><path d="M200 84L200 108M180 90C170 100 160 116 156 132M220 90C230 100 240 116 244 132" stroke="${hi}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".45"/>`;
    case "curly": {
      const curls: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const x = 150 + i * 16.7;
        const y = 102 + Math.abs(i - 3) * 6 - (i % 2) * 4;
        curls.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="15"/>`);
      }
      return `<g fill="${hair}">${curls.join("")}<circle cx="144" cy="132" r="14"/><circle cx="256" cy="132" r="14"/></g><path d="M160 98a8 8 0 0 1 12 0M192 90a8 8 0 0 1 12 0M224 96a8 8 0 0 1 12 0" stroke="${hi}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".5"/>`;
    }
    case "short":
      return `<path fill="${hair}" d="M140 160C132 98 170 74 204 74C246 76 270 104 260 160C256 134 250 120 242 112C222 120 184 116 160 108C150 122 144 140 140 160Z"/><path d="M170 92C190 84 214 84 234 92" stroke="${hi}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".4"/>`;
    case "tousled":
      return `<path fill="${hair}" d="M140 160C132 112 150 86 176 78Q182 64 196 72Q208 60 220 72Q238 66 240 84C258 94 268 120 260 160C256 136 250 122 240 112Q230 124 218 114Q206 126 192 114Q178 126 166 114Q152 128 140 160Z"/><path d="M184 80Q196 88 204 78M214 82Q226 88 232 80" stroke="${hi}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".45"/>`;
    case "sidePart":
      return `<path fill="${hair}" d="M140 160C130 96 166 70 204 70C248 70 272 100 260 160C256 136 250 122 244 114C230 100 206 96 178 112C160 122 148 138 140 160Z"/><path d="M178 78C170 86 166 96 166 104M192 76C220 78 240 90 250 106" stroke="${hi}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".45"/>`;
  }
}

function portrait(name: string, slug: string): string {
  const rand = mulberry32(fnv1a(name));
  const look = lookFor(slug, rand);
  const skin = pick(rand, SKIN);
  const hairPick = pick(rand, HAIR);
  const hair =
    look.hairColour === "silver"
      ? SILVER
      : ((look.hairColour === undefined ? undefined : HAIR[look.hairColour]) ?? hairPick);
  const hue = 215 + rand() * 70;
  const eyeColour = pick(rand, ["#4a3526", "#2f5d7c", "#3f6b45", "#6b4a2e", "#35485e"]);
  const male = look.beard || look.hair === "short" || look.hair === "tousled" || look.hair === "sidePart";
  const skinDark = shade(skin, -0.14);
  const skinDeep = shade(skin, -0.28);
  const lip = male ? shade(skin, -0.3) : shade("#c25b66", (rand() - 0.5) * 0.3);
  const hairHi = shade(hair, 0.35);
  const brow = shade(hair, -0.2);
  const cloth = pick(rand, CLOTH);
  const clothHi = shade(cloth, 0.22);
  const jaw = male ? 34 : 28;

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">`,
    `<title>Porträt ${name}</title>`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 14)}"/><stop offset=".6" stop-color="${hsl(hue + 20, 45, 24)}"/><stop offset="1" stop-color="${hsl(hue + 45, 40, 34)}"/></linearGradient>`,
    `<radialGradient id="aura"><stop offset="0" stop-color="${hsl(hue + 30, 80, 75)}" stop-opacity=".35"/><stop offset="1" stop-color="${hsl(hue + 30, 80, 75)}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="glow"><stop offset=".4" stop-color="#fff3c4" stop-opacity=".25"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="skin" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="${shade(skin, 0.12)}"/><stop offset="1" stop-color="${skin}"/></radialGradient>`,
    `<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${clothHi}"/><stop offset=".5" stop-color="${cloth}"/></linearGradient>`,
    `</defs>`,
  );
  out.push(...backdrop(rand, hue));
  out.push(hairBack(look, hair));

  // Neck, with the shadow the chin casts on it.
  out.push(`<path fill="${skinDark}" d="M174 210L226 210L230 292L170 292Z"/>`);
  out.push(`<path fill="${skinDeep}" opacity=".5" d="M174 222Q200 252 226 222L227 246Q200 262 173 246Z"/>`);

  // Shoulders and clothing with a V or scoop neckline.
  const neckline = male ? `L200 318L236 280` : `Q200 336 236 280`;
  out.push(`<path fill="url(#cloth)" d="M52 400C54 330 100 296 164 280${neckline}C300 296 346 330 348 400Z"/>`);
  out.push(`<path d="M164 280${neckline}" stroke="${clothHi}" stroke-width="5" fill="none" stroke-linejoin="round"/>`);
  out.push(
    `<path d="M112 400C116 360 122 338 132 322M288 400C284 360 278 338 268 322" stroke="#000" stroke-opacity=".18" stroke-width="3" fill="none"/>`,
  );
  if (look.pendant) {
    const py = male ? 300 : 308;
    out.push(`<path d="M178 282Q200 ${py + 8} 222 282" stroke="#e8c46a" stroke-width="1.6" fill="none"/>`);
    out.push(
      look.pendant === "star"
        ? `<path fill="#f3d27a" d="${starPath(200, py + 12, 8)}"/>`
        : `<path fill="#f3d27a" d="M202 ${py + 5}A7 7 0 1 0 202 ${py + 19}A5.5 5.5 0 1 1 202 ${py + 5}Z"/>`,
    );
  }

  // Ears, then the face: an egg shape whose chin narrows more for softer features.
  out.push(
    `<ellipse cx="142" cy="170" rx="10" ry="17" fill="${skinDark}"/><ellipse cx="258" cy="170" rx="10" ry="17" fill="${skinDark}"/>`,
  );
  out.push(
    `<path fill="url(#skin)" d="M200 86C240 86 262 118 260 160C259 198 ${200 + jaw + 10} 232 200 240C${200 - jaw - 10} 232 141 198 140 160C138 118 160 86 200 86Z"/>`,
  );
  if (look.earrings) {
    out.push(
      `<g fill="#f0cf75"><circle cx="141" cy="192" r="4"/><circle cx="259" cy="192" r="4"/><circle cx="141" cy="203" r="3"/><circle cx="259" cy="203" r="3"/></g>`,
    );
  }
  // Cheeks and a hint of nose and jaw shadow give the flat oval some volume.
  out.push(
    `<circle cx="166" cy="196" r="13" fill="#e0707a" opacity="${male ? ".1" : ".16"}"/><circle cx="234" cy="196" r="13" fill="#e0707a" opacity="${male ? ".1" : ".16"}"/>`,
  );
  if (look.beard) {
    out.push(
      `<path fill="${hair}" d="M142 168C144 214 168 246 200 248C232 246 256 214 258 168C252 196 240 210 224 206C214 202 186 202 176 206C160 210 148 196 142 168Z"/>`,
      `<path fill="${hair}" d="M178 206C186 196 196 198 200 202C204 198 214 196 222 206C212 206 206 208 200 208C194 208 188 206 178 206Z"/>`,
    );
  }

  // Eyes: white, iris, pupil, catch-light, upper lid; then brows.
  for (const cx of [176, 224]) {
    const side = cx < 200 ? -1 : 1;
    out.push(
      `<ellipse cx="${cx}" cy="166" rx="10" ry="6" fill="#fbf8f4"/>`,
      `<circle cx="${cx + side * 0.5}" cy="166" r="5" fill="${eyeColour}"/>`,
      `<circle cx="${cx + side * 0.5}" cy="166" r="2.3" fill="#1a1412"/>`,
      `<circle cx="${cx + side * 0.5 + 1.6}" cy="164.4" r="1.2" fill="#fff"/>`,
      `<path d="M${cx - 11} 166Q${cx} 156 ${cx + 11} 166" stroke="#2a1d18" stroke-width="${male ? 2 : 2.6}" fill="none" stroke-linecap="round"/>`,
    );
    if (!male)
      out.push(
        `<path d="M${cx + side * 10} 164l${side * 4} -3" stroke="#2a1d18" stroke-width="1.6" stroke-linecap="round"/>`,
      );
    out.push(
      `<path d="M${cx - side * 12} 150Q${cx - side * 2} ${male ? 143 : 141} ${cx + side * 12} ${male ? 149 : 147}" stroke="${brow}" stroke-width="${male ? 4.5 : 3.2}" fill="none" stroke-linecap="round"/>`,
    );
  }
  out.push(
    `<path d="M201 170Q197 188 193 194Q199 199 207 195" stroke="${skinDeep}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  // A closed-lip smile: upper line plus a fuller lower lip.
  out.push(`<path fill="${lip}" d="M184 212Q200 226 216 212Q200 218 184 212Z"/>`);
  out.push(
    `<path d="M183 211Q200 220 217 211" stroke="${shade(lip, -0.25)}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  );

  out.push(hairFront(look, hair, hairHi));
  out.push(`</svg>`);
  return `${out.join("")}\n`;
}

mkdirSync(OUT_DIR, { recursive: true });
for (const consultant of demoConsultants) {
  if (!consultant.image_url) continue;
  const slug = slugOf(consultant.image_url);
  const svg = portrait(consultant.name, slug);
  const file = join(OUT_DIR, `${slug}.svg`);
  writeFileSync(file, svg);
  console.log(`${file} (${Buffer.byteLength(svg)} Bytes)`);
}
