import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { BenefitsSection } from "../../features/home/components/benefits-section.tsx";
import { faqItems } from "../../features/home/components/faq-items.tsx";
import { HomeHero } from "../../features/home/components/home-hero.tsx";
import { HowItWorks } from "../../features/home/components/how-it-works.tsx";
import { TestimonialsSection } from "../../features/home/components/testimonials-section.tsx";
import { PageTitleContext } from "../../lib/use-page-title.ts";
import { AppProviders } from "../providers.tsx";
import { AppRoutes, loadPageFor } from "../router.tsx";

// The server entry of the build (scripts/prerender/plugin.ts): renders a public page as a guest
// sees it on the first render, so that the client hydrates the same markup
// (docs/decisions/0018-prerendered-public-pages.md).

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
}

/** A page with the layout, as the client's first render shows it: the route's lazy module is loaded first. */
export async function renderPage(path: string): Promise<RenderedPage> {
  await loadPageFor(path);
  let title = "Sternenruf";
  const html = renderToString(
    createElement(
      PageTitleContext.Provider,
      {
        value: (pageTitle: string) => {
          title = pageTitle;
        },
      },
      createElement(AppProviders, null, createElement(StaticRouter, { location: path }, createElement(AppRoutes))),
    ),
  );
  return { html, title };
}

function HomeText(): ReactNode {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <BenefitsSection />
      <TestimonialsSection />
      <section aria-labelledby="noscript-faq-title" className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="noscript-faq-title" className="text-3xl font-semibold tracking-tight">
          Häufige Fragen
        </h2>
        <dl className="mt-8 grid gap-6">
          {faqItems.map((item) => (
            <div key={item.id}>
              <dt className="font-medium">{item.question}</dt>
              <dd className="mt-2 text-sm leading-6 text-muted-foreground">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/**
 * The home page's text for readers without JavaScript (search engines among them): the page
 * itself starts with its skeleton, so its sections are in the HTML only this way. No form:
 * a form sent without the script would put its fields into the address.
 */
export function renderHomeText(): string {
  return renderToString(
    createElement(AppProviders, null, createElement(StaticRouter, { location: "/" }, createElement(HomeText))),
  );
}
