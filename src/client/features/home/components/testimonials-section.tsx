import { Quote } from "lucide-react";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { ReviewRulesLink } from "../../../entities/reviews/review-rules-link.tsx";

interface Testimonial {
  name: string;
  image: string;
  rating: number;
  content: string;
}

// Three static testimonials. The avatars are bundled from public/testimonials.
const testimonials: readonly Testimonial[] = [
  {
    name: "Sabine M.",
    image: "/testimonials/sabine-m.svg",
    rating: 5,
    content:
      "Ich war nach der Trennung völlig durcheinander. Das Gespräch hat mir geholfen, wieder klarer zu sehen – ruhig, ehrlich und ohne Zeitdruck.",
  },
  {
    name: "Thomas K.",
    image: "/testimonials/thomas-k.svg",
    rating: 4.5,
    content:
      "Vor meinem Jobwechsel wollte ich eine zweite Sicht auf die Dinge. Die Legung war erstaunlich treffend, und der Minutenpreis ist fair.",
  },
  {
    name: "Elena R.",
    image: "/testimonials/elena-r.svg",
    rating: 5,
    content:
      "Ich rufe inzwischen regelmäßig an. Als Mitglied ist es günstig, und ich erreiche fast immer sofort jemanden, der sich Zeit nimmt.",
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="testimonials-title" className="text-3xl font-semibold tracking-tight">
        Das sagen unsere Kundinnen und Kunden
      </h2>
      {/* § 5b Abs. 3 UWG: whoever shows reviews must say whether and how they are verified; these are not. */}
      <p className="mt-3 max-w-2xl text-sm text-muted-foreground">
        Die Erfahrungsberichte sind beispielhafte Darstellungen; sie stammen nicht aus der geprüften Bewertung nach
        einem Anruf. <ReviewRulesLink className="text-sm" />
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="grid">
            <figure className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
              <Quote className="size-6 text-gold" aria-hidden="true" />
              <blockquote className="flex-1 text-sm leading-6">
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3 border-t border-border pt-4">
                <img
                  src={testimonial.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 shrink-0 rounded-full bg-muted"
                />
                <span className="grid gap-1">
                  <span className="font-semibold">{testimonial.name}</span>
                  <StarRating rating={testimonial.rating} />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
