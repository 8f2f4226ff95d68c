import type { Insertable } from "kysely";
import type { ConsultantsTable } from "../schema.ts";

type DemoConsultant = Omit<Insertable<ConsultantsTable>, "created_at" | "slug" | "rating">;

// Shown on a fresh installation and in demos. Every one has a bundled portrait, drawn in one
// style by scripts/draw-portraits.ts into public/portraits. Extensions are fixed so the numbers
// printed in demo material stay valid after a reseed. Credit prices per minute (1 credit = 1 cent)
// differ between consultants and stay within 60 to 250 (docs/decisions/0012). Working hours are
// written in the canonical form the administration's form stores (src/shared/domain/working-hours.ts).
export const demoConsultants: ReadonlyArray<DemoConsultant> = [
  {
    name: "Luna Sternberg",
    title: "Kartenlegerin & Hellsichtige",
    specialties: "Tarot, Liebe & Partnerschaft, Beruf, Lebensweg",
    description:
      "Seit über fünfzehn Jahren lege ich die Karten für Menschen, die in Herzensfragen Klarheit suchen. Ich höre zuerst zu und beschreibe dann offen, was ich in den Karten sehe – auch wenn es nicht das ist, was man gern hören möchte. Die Entscheidung bleibt immer bei Ihnen.",
    status: "available",
    image_url: "/portraits/luna-sternberg.svg",
    extension: "101",
    credits_per_minute: 180,
    working_hours: "Mo–Fr 18–23 Uhr, Sa 10–14 Uhr",
  },
  {
    name: "Madame Aurelia",
    title: "Medium",
    specialties: "Jenseitskontakte, Trauerbegleitung, Hellfühlen",
    description:
      "Ich begleite Menschen, die einen geliebten Menschen verloren haben und nach Worten für das Unausgesprochene suchen. In meinen Gesprächen nehme ich mir Zeit, arbeite behutsam und sage ehrlich, wenn sich an einem Tag keine Verbindung einstellt.",
    status: "busy",
    image_url: "/portraits/madame-aurelia.svg",
    extension: "102",
    credits_per_minute: 250,
    working_hours: "Di–Sa 10–18 Uhr",
  },
  {
    name: "Jonas Mondschein",
    title: "Astrologe",
    specialties: "Geburtshoroskop, Partnerhoroskop, Transite, Jahresvorschau",
    description:
      "Für ein Gespräch brauche ich Ihr Geburtsdatum, den Geburtsort und wenn möglich die Uhrzeit. Daraus lese ich die Themen, die Sie in den kommenden Monaten begleiten, und erkläre sie ohne Fachchinesisch. Astrologie zeigt Tendenzen, keine festen Schicksale.",
    status: "available",
    image_url: "/portraits/jonas-mondschein.svg",
    extension: "103",
    credits_per_minute: 150,
    working_hours: "täglich 19–24 Uhr",
  },
  {
    name: "Elena Morgentau",
    title: "Tarot-Expertin",
    specialties: "Tarot, Keltisches Kreuz, Beruf",
    description:
      "Ich arbeite mit dem Rider-Waite-Tarot und lege am liebsten das Keltische Kreuz. Gemeinsam schauen wir, welche Kräfte in Ihrer Situation wirken und wo Sie selbst ansetzen können.",
    status: "offline",
    image_url: "/portraits/elena-morgentau.svg",
    extension: "104",
    credits_per_minute: 90,
    working_hours: "Mo–Do 9–13 Uhr",
  },
  {
    name: "Selma Nachtigall",
    title: "Numerologin",
    specialties: "Numerologie, Namensanalyse, Lebenszahl, Lebensweg",
    description:
      "Zahlen begleiten uns vom ersten Tag an. Aus Ihrem Geburtsdatum und Ihrem Namen berechne ich Ihre Lebenszahl und spreche mit Ihnen darüber, welche Anlagen und Aufgaben sich darin zeigen. Viele meiner Anruferinnen nutzen das als Anstoß zum Nachdenken über den eigenen Weg.",
    status: "available",
    image_url: "/portraits/selma-nachtigall.svg",
    extension: "105",
    credits_per_minute: 120,
    working_hours: "Mo–Fr 14–22 Uhr",
  },
  {
    name: "Raphael Lichtenfels",
    title: "Engelmedium",
    specialties: "Engelbotschaften, Seelenweg, Selbstvertrauen",
    description:
      "In meinen Beratungen gebe ich weiter, was ich als Botschaften der geistigen Welt wahrnehme. Mir ist wichtig, dass Sie nach dem Gespräch mit mehr Ruhe und Zuversicht auflegen als vorher. Ich ersetze keine ärztliche oder therapeutische Begleitung.",
    status: "busy",
    image_url: "/portraits/raphael-lichtenfels.svg",
    extension: "106",
    credits_per_minute: 210,
    working_hours: "Fr–So 18–2 Uhr",
  },
  {
    name: "Theo Wolkenstein",
    title: "Traumdeuter",
    specialties: "Traumdeutung, Symbolik, Wiederkehrende Träume",
    description:
      "Träume sprechen in Bildern, die oft mehr über unseren Alltag verraten, als wir denken. Erzählen Sie mir Ihren Traum so genau wie möglich, und wir entschlüsseln gemeinsam, welche Symbole darin stecken und was sie Ihnen sagen könnten.",
    status: "offline",
    image_url: "/portraits/theo-wolkenstein.svg",
    extension: "107",
    credits_per_minute: 60,
    working_hours: "Sa–So 10–20 Uhr",
  },
  {
    name: "Mira Silberstern",
    title: "Hellsichtige",
    specialties: "Hellsehen, Liebe & Partnerschaft, Familie, Neuanfang",
    description:
      "Ich arbeite ohne Hilfsmittel und beschreibe die Bilder und Eindrücke, die während unseres Gesprächs entstehen. Viele Anrufende kommen in Zeiten des Umbruchs zu mir – nach einer Trennung, vor einem Umzug oder einem beruflichen Wechsel.",
    status: "available",
    image_url: "/portraits/mira-silberstern.svg",
    extension: "108",
    credits_per_minute: 135,
    working_hours: "Mo–Fr 8–12 Uhr, Sa 9–12 Uhr",
  },
  {
    name: "Katharina Himmelreich",
    title: "Astrologin",
    specialties: "Partnerhoroskop, Mondkalender, Liebe & Partnerschaft",
    description:
      "Mein Schwerpunkt ist die Beziehungsastrologie: Wie ergänzen sich zwei Horoskope, wo liegen Reibungspunkte, wo gemeinsame Stärken? Ich deute offen und respektvoll und freue mich auch über Fragen zum eigenen Mondzeichen.",
    status: "busy",
    image_url: "/portraits/katharina-himmelreich.svg",
    extension: "109",
    credits_per_minute: 99,
    working_hours: "Mi–So 16–23 Uhr",
  },
  {
    name: "Noah Sonnenfeld",
    title: "Kartenleger",
    specialties: "Lenormand, Beruf, Entscheidungsfragen",
    description:
      "Mit den Lenormand-Karten lassen sich konkrete Fragen gut beleuchten – etwa ob ein Jobwechsel jetzt passt oder wie ein Gespräch verlaufen könnte. Ich lege klar und direkt und erkläre jede Karte, damit Sie die Deutung nachvollziehen können.",
    status: "available",
    image_url: "/portraits/noah-sonnenfeld.svg",
    extension: "110",
    credits_per_minute: 165,
    working_hours: "täglich 10–22 Uhr",
  },
  {
    name: "Amira Sternenglanz",
    title: "Pendel- und Tarotberaterin",
    specialties: "Pendeln, Tarot, Liebe & Partnerschaft",
    description:
      "Für Ja-Nein-Fragen nutze ich das Pendel, für größere Zusammenhänge das Tarot. Ich nehme mir Zeit für Ihr Anliegen und sage Ihnen ehrlich, wenn eine Frage sich so nicht beantworten lässt.",
    status: "offline",
    image_url: "/portraits/amira-sternenglanz.svg",
    extension: "111",
    credits_per_minute: 75,
    working_hours: "Mo–Mi 18–22 Uhr",
  },
  {
    name: "Benedikt Abendrot",
    title: "Astrologe & Numerologe",
    specialties: "Geburtshoroskop, Numerologie, Jahresvorschau, Beruf, Lebensweg",
    description:
      "Ich verbinde Astrologie und Numerologie zu einem Gesamtbild Ihres persönlichen Jahres. Besonders gern berate ich zum Jahreswechsel oder rund um den Geburtstag, wenn viele ohnehin Bilanz ziehen.",
    status: "available",
    image_url: "/portraits/benedikt-abendrot.svg",
    extension: "112",
    credits_per_minute: 199,
    working_hours: "Di–Fr 11–19 Uhr",
  },
  {
    name: "Frieda Rosenthal",
    title: "Kartenlegerin",
    specialties: "Kipperkarten, Skatkarten, Familie",
    description:
      "Ich lege die Karten so, wie ich es von meiner Großmutter gelernt habe, und verbinde das mit viel Lebenserfahrung. Bei mir dürfen Sie auch einfach erzählen – oft ordnet sich im Gespräch schon vieles von selbst.",
    status: "busy",
    image_url: "/portraits/frieda-rosenthal.svg",
    extension: "113",
    credits_per_minute: 110,
    working_hours: "Mo–Sa 20–24 Uhr",
  },
  {
    name: "Helene Morgenstern",
    title: "Engelmedium & Kartenlegerin",
    specialties: "Engelkarten, Seelenweg, Neuanfang, Selbstvertrauen",
    description:
      "Mit Engelkarten und meiner Intuition begleite ich Sie durch Phasen, in denen sich vieles neu sortiert. Meine Beratung ist eine Anregung zur Selbstreflexion, kein Versprechen auf einen bestimmten Ausgang.",
    status: "offline",
    image_url: "/portraits/helene-morgenstern.svg",
    extension: "114",
    credits_per_minute: 240,
    working_hours: "Do–Sa 17–23 Uhr",
  },
];
