import { describe, expect, it } from "vitest";
import { contactDetailIn, type ContactDetail } from "../../src/shared/domain/contact-details.ts";
import { reviewTextProblem } from "../../src/shared/domain/review-text.ts";

// Ways to hide a phone number, an e-mail or a web address in a review, each of which must be
// found, beside ordinary review sentences, none of which may be taken for one.

const hidden: Array<[string, ContactDetail]> = [
  ["Ruft sie direkt an: 0171 / 123 45 67", "phone"],
  ["Ruft sie an: +49 (0)151-2345678", "phone"],
  ["Ihre Nummer: ０１５１ ２３４ ５６７８", "phone"],
  ["Privat: 𝟎𝟏𝟓𝟏 𝟐𝟑𝟒𝟓𝟔𝟕𝟖", "phone"],
  ["Nummer ٠١٥١٢٣٤٥٦٧٨ anrufen", "phone"],
  ["Direkt: 0151\u200b2345\u200b678", "phone"],
  ["Sie ist erreichbar unter null eins fünf eins zwei drei vier fünf sechs", "phone"],
  ["Schreibt ihr: Null Eins Fünf Eins – Zwo Drei Vier Fünf", "phone"],
  ["Ruft an: null eins fünf eins dreiundzwanzig fünfundvierzig sechsundsiebzig", "phone"],
  ["Die Nummer: 0151 zwei drei vier fünf sechs sieben", "phone"],
  ["Schreibt ihr an luna (at) example.de", "email"],
  ["Mail an luna.stern@gmx.de für mehr", "email"],
  ["Mail an luna.stern＠gmx．de für mehr", "email"],
  ["Schreibt an luna punkt stern bei gmx punkt de", "email"],
  ["Schreibt an luna punkt stern at gmx dot de", "email"],
  ["Kontakt: luna [at] gmx [punkt] net", "email"],
  ["Kontakt: lunastern (ät) web (.) de", "email"],
  ["Kontakt luna.stern bei gmx.de aufnehmen", "email"],
  ["Kontakt luna.stern at gmail jederzeit", "email"],
  ["Kontakt: luna@gmx, sie antwortet schnell", "email"],
  ["Mehr auf www.sternenblick-beratung.de", "web"],
  ["Mehr auf www punkt sternenblick punkt de", "web"],
  ["Sie hat jetzt eine eigene Seite: sternen-hilfe.xyz", "web"],
  ["Sie hat jetzt eine eigene Seite: Sternen-Hilfe.COM", "web"],
  ["Schreibt ihr auf t.me/lunastern", "web"],
  ["Schreibt ihr auf https://t.me/lunastern", "web"],
  ["Ihre Seite: lunastern punkt de, dort mehr", "web"],
  ["Ihre Seite: lunastern (punkt) berlin", "web"],
  ["Ihre Seite: lunastern . de", "web"],
  ["Ihre Seite: sternen-hilfe．ｘｙｚ", "web"],
  ["Ihre Seite: sternen-hilfe.beratung", "web"],
  ["Ihre Seite: lunastern.guru", "web"],
  ["Ihre Seite: lunastern.beratung/termine", "web"],
];

const messages: Record<ContactDetail, string> = {
  phone: "Bitte geben Sie in Bewertungen keine Telefonnummern an.",
  email: "Bitte geben Sie in Bewertungen keine E-Mail-Adressen an.",
  web: "Bitte geben Sie in Bewertungen keine Internetadressen an.",
};

const ordinary = [
  "Sie war sehr einfühlsam. Ich rufe wieder an.",
  "Top Beratung, 5 Sterne",
  "Sie sagte bei mir kommt bald eine Wende",
  "Sie hat alles auf den Punkt gebracht.",
  "Auf den Punkt gebracht und sehr ehrlich. Danke!",
  "Der wichtigste Punkt bei mir war die Arbeit, sie hat ihn auf den Punkt erkannt.",
  "Sie brachte es auf den Punkt es war toll",
  "Nach 20 Minuten wusste ich mehr als vorher.",
  "Sie hat 2 Karten gezogen und dann noch 3 weitere.",
  "Ich habe am 12.03.2024 angerufen und am 2024-03-20 wieder.",
  "Seit 2019 rufe ich zwei Mal im Monat an.",
  "Eins, zwei, drei Sätze und sie wusste Bescheid.",
  "Ich bin 45 Jahre alt und war 1 Stunde und 10 Minuten am Telefon.",
  "Sie hat es in acht von zehn Punkten genau getroffen.",
  "Sie war at her best, wie man sagt: bei jedem Anruf einfühlsam.",
  "Ich war bei ihr. Sie hat mir sehr geholfen.",
  "Toll, z.B. die Sache mit der Arbeit, d.h. alles stimmte usw. und so fort.",
  "Sehr gute Beratung bei Frau Stern. Ich komme wieder.",
  "Die 3. Karte war der Turm, die 7. der Stern.",
  "Die Lesung kostete 1.000 Credits, das war es wert.",
  "Ich rufe um 14.30 Uhr wieder an, wie jeden Dienstag.",
  "Sie hat mir bei meiner Frage zu Tarot und Astrologie sehr geholfen!",
  "Sie nannte mir den 3. 4. oder 5. Mai als gute Tage.",
  "Danke.Sie war toll, einfach 1a!",
  "Sehr hilfreich.ich melde mich wieder",
  "Das 1.mal angerufen und 2-3.mal wieder, immer gut.",
];

describe("contact details in a review", () => {
  it.each(hidden)("finds %j (%s) and refuses the review with the German message for it", (text, kind) => {
    expect(contactDetailIn(text)).toBe(kind);
    expect(reviewTextProblem(text)).toBe(messages[kind]);
  });

  it.each(ordinary)("leaves %j alone", (text) => {
    expect(contactDetailIn(text)).toBeNull();
    expect(reviewTextProblem(text)).toBeNull();
  });
});
