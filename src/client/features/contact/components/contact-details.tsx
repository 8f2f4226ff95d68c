import { Mail, MapPin, Phone } from "lucide-react";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { telHref } from "../../../lib/tel-href.ts";

/** The other ways to reach the company, shown beside the form. */
export function ContactDetails() {
  const { data: config, isPending, isError } = useSiteConfig();
  const company = config?.company;

  return (
    <div className="grid gap-6 text-sm">
      <section aria-labelledby="contact-email-heading" className="grid gap-2">
        <h2 id="contact-email-heading" className="flex items-center gap-2 text-base font-semibold">
          <Mail className="size-4" aria-hidden="true" /> E-Mail
        </h2>
        {/* The image's text alternative carries the address itself: a screen reader must read it
            out like sighted visitors read the image (the Impressum names it as text anyway). */}
        <img
          src="/api/support-email.svg"
          alt={config ? `E-Mail-Adresse des Kundenservice: ${config.supportEmail}` : "E-Mail-Adresse des Kundenservice"}
          className="h-7 w-auto self-start rounded-md border border-border"
        />
        <p className="text-muted-foreground">Oder schreiben Sie uns einfach über das Kontaktformular.</p>
      </section>

      {isPending ? <p className="text-muted-foreground">Kontaktdaten werden geladen...</p> : null}
      {isError ? <p className="text-destructive">Die Kontaktdaten konnten nicht geladen werden.</p> : null}

      {config && company ? (
        <>
          <section aria-labelledby="contact-phone-heading" className="grid gap-2">
            <h2 id="contact-phone-heading" className="flex items-center gap-2 text-base font-semibold">
              <Phone className="size-4" aria-hidden="true" /> Telefon
            </h2>
            <a
              href={telHref(config.supportPhone)}
              className="self-start rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {config.supportPhone}
            </a>
            <p>
              Erreichbar: <span className="font-medium">{config.supportHours}</span>
            </p>
            <p className="text-muted-foreground">
              Fragen zu Ihrem Vertrag, Ihrer Mitgliedschaft oder Ihrer Rechnung beantworten wir unter dieser Rufnummer
              zum normalen Tarif Ihres Anbieters. Hierfür ist keine 0900-Nummer nötig.
            </p>
          </section>

          <section aria-labelledby="contact-address-heading" className="grid gap-2">
            <h2 id="contact-address-heading" className="flex items-center gap-2 text-base font-semibold">
              <MapPin className="size-4" aria-hidden="true" /> Anschrift
            </h2>
            <address className="not-italic leading-6">
              {company.name}
              <br />
              {company.street}
              <br />
              {company.postalCode} {company.city}
              <br />
              {company.country}
            </address>
          </section>
        </>
      ) : null}
    </div>
  );
}
