import sharp from "sharp";

/**
 * A 200 x 600 PNG in three bands, red over green over blue. Portraits are cut to a square a
 * third of the spare height down (src/shared/domain/portrait-crop.ts): rows 133 to 333, its top
 * third red and the rest green; a cut at the top would be all red, one in the middle all green.
 */
export async function tallBandedPortrait(): Promise<Buffer> {
  const bands = [
    [220, 30, 30],
    [30, 200, 60],
    [30, 60, 220],
  ];
  const raw = Buffer.alloc(200 * 600 * 3);
  for (let row = 0; row < 600; row++) {
    const colour = bands[Math.floor(row / 200)] ?? [0, 0, 0];
    for (let col = 0; col < 200; col++) raw.set(colour, (row * 200 + col) * 3);
  }
  return sharp(raw, { raw: { width: 200, height: 600, channels: 3 } })
    .png()
    .toBuffer();
}
