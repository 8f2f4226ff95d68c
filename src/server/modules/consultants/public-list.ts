import { sortByStatus } from "../../../shared/domain/consultants.ts";
import type { Consultant } from "../../../shared/schemas/consultants.ts";
import { consultantImage } from "./image.ts";
import type { ConsultantRow, ConsultantsRepo } from "./repo.ts";

/** A consultant as the public API shows them. */
export function consultantView(row: ConsultantRow): Consultant {
  const image = consultantImage(row);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    rating: row.rating,
    reviewCount: row.rating_count,
    slug: row.slug,
    title: row.title,
    specialties: row.specialties,
    description: row.description,
    imageUrl: image.imageUrl,
    image_url: image.imageUrl,
    ...(image.imageSrcSet ? { imageSrcSet: image.imageSrcSet } : {}),
    creditsPerMinute: row.credits_per_minute,
    workingHours: row.working_hours,
  };
}

/** What GET /api/consultants shows: the listed consultants, busy first, then available, then offline. */
export async function publicConsultantList(consultants: ConsultantsRepo): Promise<Consultant[]> {
  return sortByStatus((await consultants.list()).map(consultantView));
}
