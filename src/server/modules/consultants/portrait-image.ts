import { createHash } from "node:crypto";
import sharp from "sharp";
import { portraitCropBox } from "../../../shared/domain/portrait-crop.ts";
import { adminConsultantMessages, PORTRAIT_WIDTHS } from "../../../shared/schemas/admin-consultants.ts";
import { HttpError } from "../../http/http-error.ts";
import type { PortraitRendition } from "./portraits-repo.ts";

type Format = "jpeg" | "png" | "webp";

/** What the first bytes say, whatever the file was called or the browser claimed. */
export function sniffImageFormat(bytes: Uint8Array): Format | null {
  const starts = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (starts(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

// A portrait larger than this is a mistake or an attack (a decompression bomb), not a photo.
const MAX_PIXELS = 40_000_000;

export interface ProcessedPortrait {
  hash: string;
  renditions: PortraitRendition[];
}

/**
 * Checks an upload by its content and turns it into square WebP renditions for the card. The
 * whole image is decoded (failOn: "error"), so a truncated or corrupt file is refused here
 * instead of showing half a face; metadata such as camera location is not copied. The square
 * is cut where the admin's preview shows it (shared/domain/portrait-crop.ts), after the photo
 * is turned upright by its EXIF orientation, as the browser shows it.
 */
export async function processPortrait(bytes: Uint8Array): Promise<ProcessedPortrait> {
  if (bytes.length === 0) throw new HttpError(400, adminConsultantMessages.portraitEmpty);
  const format = sniffImageFormat(bytes);
  if (!format) throw new HttpError(415, adminConsultantMessages.portraitType);
  let renditions: PortraitRendition[];
  try {
    const source = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS });
    const meta = await source.metadata();
    if (meta.format !== format) throw new Error(`content is ${meta.format}, header says ${format}`);
    // Decoding everything once surfaces truncation that the header alone does not show; the
    // upright pixels are what the square is cut from.
    const upright = await source.clone().rotate().raw().toBuffer({ resolveWithObject: true });
    const { width: fullWidth, height: fullHeight, channels } = upright.info;
    const box = portraitCropBox(fullWidth, fullHeight);
    renditions = await Promise.all(
      PORTRAIT_WIDTHS.map(async (width) => ({
        width,
        content: new Uint8Array(
          await sharp(upright.data, { raw: { width: fullWidth, height: fullHeight, channels } })
            .extract({ left: box.left, top: box.top, width: box.size, height: box.size })
            .resize(width, width)
            .webp({ quality: 82 })
            .toBuffer(),
        ),
      })),
    );
  } catch {
    throw new HttpError(400, adminConsultantMessages.portraitBroken);
  }
  const hash = createHash("sha256");
  for (const r of renditions) hash.update(r.content);
  return { hash: hash.digest("hex").slice(0, 32), renditions };
}
