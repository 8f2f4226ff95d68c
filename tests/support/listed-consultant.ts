import type { Consultant } from "../../src/shared/schemas/consultants.ts";

/** A consultant as the public list carries it, for tests of the list's cache and its sharing. */
export const listedConsultant = (id: number, status = "available"): Consultant => ({
  id,
  name: `Beraterin ${id}`,
  status,
  rating: 4.5,
  reviewCount: 12,
  slug: `beraterin-${id}`,
  title: "Astrologin",
  specialties: "Liebe",
  description: "Ruhig und klar.",
  imageUrl: null,
  image_url: null,
  creditsPerMinute: 120,
  workingHours: null,
});
