import type { ZodiacSign } from "../../../shared/domain/zodiac.ts";
import { zodiacSigns } from "../../../shared/domain/zodiac.ts";
import type { HoroscopeTexts } from "./factories.ts";

// Demo horoscopes, composed from a sentence about each sign and pools of sentences about the
// month, so that two demo months read differently without thousands of lines; within a month no
// two signs share a sentence. Warm and
// encouraging, never fatalistic; no promises about health or money.

type Traits = Record<keyof HoroscopeTexts, string>;

const traits: Record<ZodiacSign, Traits> = {
  widder: {
    love: "Ihre direkte, herzliche Art macht es Ihnen leicht, auf andere zuzugehen.",
    career: "Ihr Tatendrang bringt Bewegung in Vorhaben, die zuletzt stillstanden.",
    wellbeing: "Kraft tanken Sie am besten, wenn Sie sich draußen bewegen und den Kopf frei bekommen.",
    tip: "Zählen Sie vor einer schnellen Antwort einmal bis zehn – oft wird sie dann noch besser.",
  },
  stier: {
    love: "Ihre Beständigkeit gibt den Menschen um Sie herum ein Gefühl von Geborgenheit.",
    career: "Mit Geduld und Ausdauer bringen Sie zu Ende, was andere längst aufgegeben hätten.",
    wellbeing: "Gutes Essen in netter Runde und ein gemütliches Zuhause sind Ihre liebsten Kraftquellen.",
    tip: "Lassen Sie sich auf eine kleine Veränderung ein, auch wenn das Vertraute lockt.",
  },
  zwillinge: {
    love: "Ihre Neugier und Ihr Witz sorgen dafür, dass Gespräche mit Ihnen nie langweilig werden.",
    career: "Sie verbinden Ideen und Menschen wie kaum ein anderes Zeichen.",
    wellbeing: "Ihr wacher Geist freut sich über Abwechslung, braucht aber auch Momente der Stille.",
    tip: "Bringen Sie eine Sache ganz zu Ende, bevor Sie die nächste beginnen.",
  },
  krebs: {
    love: "Sie spüren oft schon, was Ihr Gegenüber bewegt, bevor es ausgesprochen ist.",
    career: "Ihr Gespür für Stimmungen macht Sie zu einer geschätzten Stütze im Team.",
    wellbeing: "Vertraute Rituale und Ihr Rückzugsort zu Hause geben Ihnen Halt.",
    tip: "Sagen Sie auch einmal, was Sie selbst brauchen – Fürsorge gilt auch Ihnen.",
  },
  loewe: {
    love: "Ihre Großzügigkeit und Ihre Wärme lassen andere in Ihrer Nähe aufblühen.",
    career: "Wenn Sie vorangehen, folgen Ihnen andere gern.",
    wellbeing: "Sie blühen auf, wenn Sie sich kreativ ausdrücken und lachen können.",
    tip: "Lassen Sie einmal jemand anderem den Vortritt und genießen Sie den Platz in der zweiten Reihe.",
  },
  jungfrau: {
    love: "Ihre Aufmerksamkeit für kleine Dinge zeigt Ihren Liebsten, wie viel sie Ihnen bedeuten.",
    career: "Ihre Sorgfalt und Ihr Blick fürs Wesentliche sind jetzt besonders gefragt.",
    wellbeing: "Ein aufgeräumter Tag mit klaren Pausen tut Ihnen gut.",
    tip: "Erlauben Sie sich, etwas nur gut statt perfekt zu machen.",
  },
  waage: {
    love: "Ihr Sinn für Harmonie und Schönheit macht gemeinsame Stunden mit Ihnen besonders.",
    career: "Sie finden Lösungen, mit denen alle Beteiligten gut leben können.",
    wellbeing: "Schöne Dinge, Musik und Begegnungen mit lieben Menschen bringen Sie ins Gleichgewicht.",
    tip: "Treffen Sie eine kleine Entscheidung heute, statt sie noch einmal abzuwägen.",
  },
  skorpion: {
    love: "Sie lieben tief und aufrichtig, und Ihre Treue ist ein großes Geschenk.",
    career: "Ihre Ausdauer und Ihr Blick hinter die Kulissen helfen Ihnen, knifflige Fragen zu lösen.",
    wellbeing: "Zeit für sich allein ist für Sie kein Rückzug, sondern eine Quelle neuer Kraft.",
    tip: "Lassen Sie eine alte Kränkung los – das macht Platz für Neues.",
  },
  schuetze: {
    love: "Ihr Optimismus steckt an und macht jede Verabredung zu einem kleinen Abenteuer.",
    career: "Sie sehen das große Ganze und begeistern andere für neue Wege.",
    wellbeing: "Neue Eindrücke, ob auf Reisen oder beim Entdecken der eigenen Stadt, beleben Sie.",
    tip: "Planen Sie etwas, worauf Sie sich in den nächsten Wochen freuen können.",
  },
  steinbock: {
    love: "Auf Sie ist Verlass, und diese Verlässlichkeit schätzen die Menschen an Ihrer Seite sehr.",
    career: "Mit Ihrem langen Atem und klaren Plänen kommen Sie Schritt für Schritt voran.",
    wellbeing: "Gönnen Sie sich nach getaner Arbeit bewusst Feierabend – Sie haben ihn sich verdient.",
    tip: "Feiern Sie einen kleinen Erfolg, statt gleich zum nächsten Ziel zu eilen.",
  },
  wassermann: {
    love: "Sie schenken Ihren Liebsten Freiheit und gewinnen dadurch ihr Vertrauen.",
    career: "Ihre ungewöhnlichen Ideen bringen frischen Wind in eingefahrene Abläufe.",
    wellbeing: "Begegnungen mit Gleichgesinnten und ein wenig Abstand vom Alltag tun Ihnen gut.",
    tip: "Teilen Sie eine Idee, die Sie bisher für sich behalten haben.",
  },
  fische: {
    love: "Ihr Mitgefühl und Ihre Fantasie berühren die Herzen der Menschen um Sie herum.",
    career: "Ihre Intuition zeigt Ihnen oft den richtigen Weg, bevor andere ihn sehen.",
    wellbeing: "Wasser, Musik und Träumereien helfen Ihnen, zur Ruhe zu kommen.",
    tip: "Schreiben Sie Ihre Einfälle auf, damit keiner im Alltag verloren geht.",
  },
};

// The second paragraph of "Liebe & Partnerschaft" is for members only, so its sentences come
// from a pool of their own and never turn up in a teaser.
const lovePoolForMembers = [
  "Zur Monatsmitte spüren Sie, wem Sie wirklich vertrauen können; nehmen Sie sich Zeit für diese Menschen.",
  "Wenn es einmal knirscht, hilft ein ehrliches „Wie geht es dir wirklich?“ mehr als jede Erklärung.",
  "Ein gemeinsamer Ausflug, und sei er noch so klein, bringt frische Leichtigkeit in Ihre Beziehungen.",
  "Gegen Ende des Monats fällt es Ihnen leichter, auch Ihre eigenen Wünsche freundlich auszusprechen.",
  "Erinnerungen an schöne gemeinsame Momente geben Ihnen jetzt Wärme und Zuversicht.",
  "Vertrauen Sie darauf, dass echte Nähe wachsen darf – sie muss nicht alles auf einmal sein.",
  "Ein offenes Ohr für die Sorgen Ihres Gegenübers stärkt das Band zwischen Ihnen spürbar.",
  "Überraschen Sie einen lieben Menschen mit einer Kleinigkeit, die zeigt, dass Sie zugehört haben.",
  "Alte Missverständnisse lassen sich jetzt in einem ruhigen Gespräch klären.",
  "Wer Single ist, darf sich über eine Begegnung freuen, die ganz ohne Erwartungen beginnt.",
  "Ein gemeinsames Lachen über eine Kleinigkeit bringt Sie einander näher als jedes Geschenk.",
  "Nehmen Sie Komplimente in diesen Wochen einfach an – sie sind ehrlich gemeint.",
];

// "{Monat}" becomes the month's name.
const monthPools: Record<keyof HoroscopeTexts, string[]> = {
  love: [
    "Im {Monat} lohnt es sich, Gefühle offen anzusprechen, statt auf den perfekten Moment zu warten.",
    "Kleine Gesten sagen in diesen Wochen mehr als große Worte: ein Anruf, eine liebe Nachricht, ein gemeinsamer Abend.",
    "Wer allein ist, begegnet im {Monat} Menschen, die neugierig machen – lassen Sie sich Zeit, sie kennenzulernen.",
    "In einer Partnerschaft tut ein gemeinsames Vorhaben gut, auf das Sie sich beide freuen können.",
    "Ein Gespräch, das Sie lange vor sich hergeschoben haben, fällt Ihnen jetzt leichter als gedacht.",
    "Gönnen Sie sich und Ihren Liebsten Zeit ohne Termine, denn Nähe braucht Ruhe.",
    "Im {Monat} öffnen sich Türen zu Menschen, die Sie schon länger näher kennenlernen wollten.",
    "Ein ehrliches Wort zur rechten Zeit schafft Vertrauen, wo bisher Zurückhaltung war.",
    "Ihre Zuneigung zeigt sich in diesen Tagen am schönsten in kleinen Aufmerksamkeiten.",
    "Ein Abend zu zweit ohne Bildschirme schenkt Ihnen überraschend viel Nähe.",
    "Freundschaften, die Sie pflegen, geben Ihnen jetzt besonders viel zurück.",
    "Lassen Sie sich auf ein Wiedersehen ein, das Sie lange aufgeschoben haben.",
  ],
  career: [
    "Im {Monat} zahlt sich Sorgfalt aus: Wer die Einzelheiten im Blick behält, gewinnt Vertrauen.",
    "Ein Austausch mit Kolleginnen und Kollegen bringt Ideen, auf die Sie allein nicht gekommen wären.",
    "Nehmen Sie sich Zeit, Ihre Ziele für die kommenden Wochen zu ordnen, denn Klarheit schafft Ruhe.",
    "Bei Entscheidungen rund ums Geld hilft es, eine Nacht darüber zu schlafen und nachzurechnen.",
    "Eine Aufgabe, die Ihnen zunächst lästig erscheint, zeigt Ihnen eine neue Seite Ihres Könnens.",
    "Sprechen Sie ruhig aus, was Sie können – Ihre Erfahrung verdient es, gesehen zu werden.",
    "Im {Monat} lohnt es sich, eine liegen gebliebene Aufgabe endlich abzuschließen.",
    "Ein klarer Wochenplan hilft Ihnen, Wichtiges von Dringendem zu unterscheiden.",
    "Fragen Sie um Rat, wenn Sie nicht weiterkommen – das spart Zeit und Nerven.",
    "Ein Blick auf Ihre regelmäßigen Ausgaben zeigt Ihnen, wo sich etwas einsparen lässt.",
    "Neue Kontakte im Beruf entstehen jetzt oft ganz nebenbei, etwa in der Mittagspause.",
    "Eine Weiterbildung oder ein gutes Fachbuch bringt Sie in diesen Wochen einen Schritt voran.",
  ],
  wellbeing: [
    "Im {Monat} tun Ihnen feste Ruhezeiten gut, in denen das Telefon einmal schweigen darf.",
    "Ein Spaziergang am Morgen oder ein ruhiger Abend mit einem Buch schenkt Ihnen Gelassenheit.",
    "Achten Sie darauf, was Ihnen Freude macht, und planen Sie bewusst Zeit dafür ein.",
    "Eine Tasse Tee und ein gutes Gespräch sind in diesen Wochen Balsam für die Seele.",
    "Hören Sie auf Ihr Gefühl, wenn Sie eine Pause brauchen – sie ist kein Luxus.",
    "Musik, Tanz oder ein kreatives Hobby helfen Ihnen, den Alltag für eine Weile hinter sich zu lassen.",
    "Im {Monat} tut Ihnen frische Luft gut, am besten jeden Tag ein kleines Stück.",
    "Ausreichend Schlaf ist in diesen Wochen Ihre beste Kraftquelle.",
    "Ein warmes Bad am Abend hilft Ihnen, die Gedanken des Tages loszulassen.",
    "Ein paar ruhige Atemzüge zwischendurch bringen Sie schnell wieder zu sich.",
    "Kochen Sie sich etwas Gutes und genießen Sie es ohne Eile.",
    "Ein freier Nachmittag ohne Pläne gibt Ihnen mehr Energie, als Sie erwarten.",
  ],
  tip: [
    "Schreiben Sie am Ende des Monats drei Dinge auf, für die Sie dankbar sind.",
    "Verabreden Sie sich mit einem Menschen, den Sie lange nicht gesehen haben.",
    "Probieren Sie im {Monat} etwas Neues aus, und sei es nur ein anderer Weg zur Arbeit.",
    "Räumen Sie eine Ecke Ihrer Wohnung auf: Äußere Ordnung schafft inneren Raum.",
    "Gönnen Sie sich einen Nachmittag, der nur Ihnen gehört.",
    "Sagen Sie einem Menschen, was Sie an ihm schätzen.",
    "Schenken Sie im {Monat} einem Fremden ein Lächeln und sehen Sie, was zurückkommt.",
    "Legen Sie einen Abend pro Woche fest, an dem Sie nur tun, worauf Sie Lust haben.",
    "Schreiben Sie einem lieben Menschen eine Karte mit der Hand.",
    "Beginnen Sie den Tag mit einem Glas Wasser und fünf Minuten Stille.",
    "Lesen Sie ein Buch, das Ihnen jemand empfohlen hat, den Sie mögen.",
    "Gehen Sie einmal ohne Ziel spazieren und lassen Sie sich überraschen.",
  ],
};

// Every pool holds at least twelve sentences and each sign takes the next one from where the
// month starts, so no sentence turns up twice among the twelve signs of a month
// (tests/unit/demo-horoscopes.test.ts).
const monthNames = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });

function pick(part: keyof HoroscopeTexts, index: number, monthName: string): string {
  const pool = monthPools[part];
  return (pool[index % pool.length] ?? "").replaceAll("{Monat}", monthName);
}

/** The demo texts of every sign for a month "YYYY-MM". */
export function demoHoroscopes(month: string): Record<ZodiacSign, HoroscopeTexts> {
  const monthNumber = Number(month.slice(5, 7));
  const monthName = monthNames.format(new Date(`${month}-01T00:00:00Z`));
  const entries = zodiacSigns.map((sign, signIndex) => {
    const base = signIndex + monthNumber * 5;
    const t = traits[sign];
    const texts: HoroscopeTexts = {
      // Two paragraphs: guests and non-members read the first one only.
      love: `${t.love} ${pick("love", base, monthName)}\n\n${lovePoolForMembers[(base + 2) % lovePoolForMembers.length] ?? ""}`,
      career: `${t.career} ${pick("career", base + 1, monthName)}`,
      wellbeing: `${t.wellbeing} ${pick("wellbeing", base + 2, monthName)}`,
      tip: `**${t.tip}** ${pick("tip", base, monthName)}`,
    };
    return [sign, texts] as const;
  });
  return Object.fromEntries(entries) as Record<ZodiacSign, HoroscopeTexts>;
}
