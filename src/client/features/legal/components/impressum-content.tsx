import type { ReactNode } from "react";
import type { SiteConfig } from "../../../../shared/schemas/site.ts";
import { Link } from "../../../lib/navigation.tsx";
import { telHref } from "../../../lib/tel-href.ts";
import { legalLinkClass } from "./legal-section.tsx";

const linkClass = legalLinkClass;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-2 leading-7">{children}</div>
    </section>
  );
}

function CompanyAddress({ company }: { company: SiteConfig["company"] }) {
  return (
    <>
      {company.street}
      <br />
      {company.postalCode} {company.city}
      <br />
      {company.country}
    </>
  );
}

/** The provider facts § 5 DDG and § 18 MStV ask for, from the site config. */
export function ImpressumContent({ config }: { config: SiteConfig }) {
  const { company } = config;
  return (
    <>
      <Block title="Angaben gemäß § 5 DDG">
        <address className="not-italic">
          {company.name}
          <br />
          <CompanyAddress company={company} />
        </address>
      </Block>
      <Block title="Vertreten durch">
        <p>Geschäftsführer: {company.representative}</p>
      </Block>
      {/* The Impressum must be usable directly, so unlike the contact page the address is plain text here. */}
      <Block title="Kontakt">
        <p>
          Telefon:{" "}
          <a href={telHref(company.phone)} className={linkClass}>
            {company.phone}
          </a>
          <br />
          E-Mail:{" "}
          <a href={`mailto:${config.supportEmail}`} className={linkClass}>
            {config.supportEmail}
          </a>
        </p>
      </Block>
      {/* DSA Art. 11 and 12: one point of contact for authorities and one for users, with the
          languages they are answered in; the one for users is not a bot. */}
      <Block title="Zentrale Kontaktstellen nach dem Digital Services Act">
        <h3 className="mt-2 font-semibold">Für Behörden (Art. 11 DSA)</h3>
        <p>
          Behörden der Mitgliedstaaten, die Europäische Kommission und das Europäische Gremium für digitale Dienste
          erreichen uns unter{" "}
          <a href={`mailto:${config.supportEmail}`} className={linkClass}>
            {config.supportEmail}
          </a>{" "}
          (Betreff „Behördenanfrage“) oder schriftlich unter der oben genannten Anschrift.
        </p>
        <h3 className="mt-4 font-semibold">Für Nutzerinnen und Nutzer (Art. 12 DSA)</h3>
        <p>
          Sie erreichen uns per E-Mail an{" "}
          <a href={`mailto:${config.supportEmail}`} className={linkClass}>
            {config.supportEmail}
          </a>
          , über das{" "}
          <Link to="/contact" className={linkClass}>
            Kontaktformular
          </Link>{" "}
          oder telefonisch unter{" "}
          <a href={telHref(config.supportPhone)} className={linkClass}>
            {config.supportPhone}
          </a>{" "}
          ({config.supportHours}). Ihre Nachricht liest und beantwortet ein Mensch, kein Chatbot.
        </p>
        <p className="mt-4">Beide Kontaktstellen kommunizieren auf Deutsch und Englisch.</p>
      </Block>
      <Block title="Registereintrag">
        <p>
          Registergericht: {company.registerCourt}
          <br />
          Registernummer: {company.registerNumber}
        </p>
      </Block>
      <Block title="Umsatzsteuer-ID">
        <p>
          Umsatzsteuer-Identifikationsnummer nach § 27a UStG:
          <br />
          {company.vatId}
        </p>
      </Block>
      <Block title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <p>Für die redaktionellen Inhalte, insbesondere die Monatshoroskope:</p>
        <address className="not-italic">
          {company.editorialResponsible}
          <br />
          <CompanyAddress company={company} />
        </address>
      </Block>
      {/* No link to the EU online dispute platform: it was switched off in July 2025. */}
      <Block title="Verbraucherstreitbeilegung">
        <p>
          Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
          teilzunehmen.
        </p>
      </Block>
      <Block title="Hinweis zu den Telefonpreisen">
        <p>
          Anrufe bei unseren 0900-Rufnummern kosten 0,69 €/Min. (Mitgliedernummer, Tarif P1) bzw. 1,49 €/Min. (Nummer
          ohne Mitgliedschaft, Tarif P3) aus allen deutschen Fest- und Mobilfunknetzen, jeweils inkl. MwSt. Die
          Abrechnung erfolgt über Ihre Telefonrechnung. Unsere Beratungen stehen ausschließlich Personen ab 18 Jahren
          offen.
        </p>
      </Block>
    </>
  );
}
