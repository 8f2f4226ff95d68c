import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { AgbDocument } from "../../src/client/features/legal/components/agb-document.tsx";
import { siteConfigQueryKey } from "../../src/client/lib/site-config.ts";
import { agbPlainText } from "../../src/shared/domain/agb-plain-text.ts";
import type { SiteFacts } from "../../src/shared/domain/site-facts.ts";

// The contract confirmation mail carries the AGB as plain text; the page is the original. Both
// are rendered with the same facts and compared letter by letter (whitespace aside).

const facts: SiteFacts = {
  brandName: "Testruf",
  supportEmail: "hilfe@testruf.example",
  memberPhoneNumber: "0900 1 111111",
  premiumPhoneNumber: "0900 2 222222",
  creditPhoneNumber: "+49 30 1234567",
  company: {
    name: "Testruf GmbH",
    street: "Prüfweg 1",
    postalCode: "10115",
    city: "Berlin",
    country: "Deutschland",
    representative: "Erika Muster",
    phone: "+49 30 7654321",
  },
};

function pageText(): string {
  const client = new QueryClient();
  client.setQueryData(siteConfigQueryKey, facts);
  const html = renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(StaticRouter, { location: "/agb" }, createElement(AgbDocument)),
    ),
  );
  const withoutContents = html.replace(/<nav[\s\S]*?<\/nav>/, "");
  const terms = withoutContents.split('<section aria-labelledby="datenschutz"')[0] ?? "";
  return terms
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\u00ad/g, "");
}

const letters = (text: string) => text.replace(/\s+/g, "");

describe("the AGB as plain text", () => {
  it("says word for word what the /agb page says", () => {
    expect(letters(agbPlainText(facts))).toBe(letters(pageText()));
  });

  it("names the provider and contains the withdrawal instructions and the model form", () => {
    const text = agbPlainText(facts);
    expect(text).toContain("Testruf GmbH, Prüfweg 1, 10115 Berlin, E-Mail: hilfe@testruf.example");
    expect(text).toContain("Ende der Widerrufsbelehrung");
    expect(text).toContain("Muster-Widerrufsformular");
    expect(text).toContain("§ 356 Abs. 5 BGB");
  });
});
