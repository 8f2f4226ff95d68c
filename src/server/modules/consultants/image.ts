import { portraitUrl, PORTRAIT_WIDTHS } from "../../../shared/schemas/admin-consultants.ts";
import type { ConsultantRow } from "./repo.ts";

/** The uploaded portrait wins over the bundled one (image_url); without either, none. */
export function consultantImage(row: Pick<ConsultantRow, "portrait_hash" | "image_url">): {
  imageUrl: string | null;
  imageSrcSet: string | null;
} {
  if (!row.portrait_hash) return { imageUrl: row.image_url, imageSrcSet: null };
  const hash = row.portrait_hash;
  const [small, large] = PORTRAIT_WIDTHS;
  return {
    imageUrl: portraitUrl(hash, large),
    imageSrcSet: `${portraitUrl(hash, small)} 1x, ${portraitUrl(hash, large)} 2x`,
  };
}
