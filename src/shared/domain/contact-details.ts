// Contact details in a text that is published: a phone number, an e-mail or a web address,
// also when written in other digits ("０１５１"), spelled out ("null eins fünf eins …",
// "luna punkt stern bei gmx punkt de") or at a domain nobody expects ("sternen-hilfe.xyz").
// Deliberately broad, but ordinary sentences must pass: "bei mir", "auf den Punkt gebracht",
// "nach 20 Minuten" (docs/decisions/0040-verified-reviews.md).

export type ContactDetail = "email" | "web" | "phone";

/** Domain endings recognised wherever they stand, also in capitals or after a spelled "punkt". */
const commonEndings = "de|com|net|org|info|eu|at|ch|io|me|biz|shop|app|xyz|online|top|site|club";
/** Further endings recognised only after a written dot. */
const moreEndings =
  "li|lu|nl|be|fr|pl|uk|us|co|tv|cc|to|ly|gg|ws|la|fm|store|live|life|link|email|one|pro|page|blog|website|world|space|berlin|hamburg|koeln|bayern|nrw|art|tech|guru|love|cloud|fun|vip|help|coach|beauty|family|media|agency|studio|center|today|news|social|chat|tel|wiki|network|digital|services|academy|global|cafe|gratis|moda|rocks|ninja|icu|cyou|buzz|work|click|mom|horse|dog|kim|bio|eco|earth|energy|health|care|yoga|fit";
const mailProviders = "gmx|gmail|googlemail|yahoo|hotmail|outlook|icloud|t-online|freenet|posteo|aol|proton(?:mail)?";

interface Patterns {
  email: RegExp[];
  web: RegExp[];
}
let compiled: Patterns | null = null;

/** Built on first use: the pages that import reviews.ts only for its ratings never pay for them. */
function patterns(): Patterns {
  if (compiled) return compiled;
  const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?`;
  const wordEnd = String.raw`(?![\p{L}\p{N}])`;

  /** Domains in any case: "name.de", "t.me", "Name.COM", "name (punkt) xyz", "name [.] xyz", "name punkt de". */
  const domain = String.raw`${label}(?:\.(?:${commonEndings}|${moreEndings})|\s*[(\[{<]\s*(?:\.|punkt|dot|pkt)\s*[)\]}>]\s*[a-z]{2,24}|\s+(?:punkt|dot|pkt)\s+(?:${commonEndings}))${wordEnd}`;
  /**
   * Any lower-case ending (addresses are written so, sentences after a full stop are not) after a
   * name with a dash ("sternen-hilfe.beratung") or before a path ("name.beratung/luna"),
   * and a common one after a spaced dot ("name . de"). A bare "word.word" is too often a missing
   * space after a full stop ("hilfreich.ich") to count.
   */
  const lowerCaseDomain = String.raw`(?=[\p{N}-]*\p{L})[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\.[a-z]{2,24}${wordEnd}|${label}\.[a-z]{2,24}\/|${label}(?:\s+\.\s*|\s*\.\s+)(?:${commonEndings})${wordEnd}`;

  /** "@", "(at)", "[ät]", " at " and " bei " between the name and the domain. */
  const bracketedAt = String.raw`\s*[(\[{<]\s*(?:at|ät|a|et|bei)\s*[)\]}>]\s*`;
  const local = String.raw`[\p{L}\p{N}._%+-]+`;

  const email = [
    // Any "@" followed by a dotted name.
    new RegExp(String.raw`${local}\s*(?:@|${bracketedAt})\s*${label}(?:\s*(?:\.|\(dot\)|\[dot\])\s*${label})+`, "iu"),
    new RegExp(String.raw`${local}(?:${bracketedAt}|\s+(?:at|ät|bei)\s+)${domain}`, "iu"),
    new RegExp(String.raw`${local}\s*(?:@|${bracketedAt}|\s+at\s+)\s*(?:${mailProviders})${wordEnd}`, "iu"),
  ];

  const web = [
    new RegExp(String.raw`(?:https?:\/\/|www\s*(?:\.|punkt|dot)\s*)\S+`, "iu"),
    new RegExp(domain, "iu"),
    new RegExp(lowerCaseDomain, "u"),
  ];
  compiled = { email, web };
  return compiled;
}

/** The digit each number word stands for; two-digit words count as two digits. */
const digitWords: Record<string, number> = {
  null: 1,
  eins: 1,
  zwei: 1,
  zwo: 1,
  drei: 1,
  vier: 1,
  fünf: 1,
  fuenf: 1,
  sechs: 1,
  sieben: 1,
  acht: 1,
  neun: 1,
  zero: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  zehn: 2,
  elf: 2,
  zwölf: 2,
  zwoelf: 2,
};
const tens =
  /^(?:(?:ein|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig|dreissig|vierzig|fünfzig|fuenfzig|sechzig|siebzig|achtzig|neunzig)$|^(?:drei|vier|fünf|fuenf|sech|sieb|acht|neun)zehn$/u;

/** How many digits a word is read as in a number said aloud, or 0 for any other word. */
function digitsOfWord(word: string): number {
  if (Object.prototype.hasOwnProperty.call(digitWords, word)) return digitWords[word] ?? 0;
  return tens.test(word) ? 2 : 0;
}

// A date is no phone number: 12.03.2024, 2024-03-12.
const dates = /\b(?:\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})?|\d{4}-\d{2}-\d{2})(?!\d)/gu;
// What a phone number is written with between its digit groups.
const numberGap = /^[\s./()+\p{Pd}]*$/u;

/**
 * A run of digits and number words with only spaces, dots, slashes, dashes and brackets between
 * them: seven digits or more, or five when three of them are written as words.
 */
function hasPhoneNumber(text: string): boolean {
  let digits = 0;
  let words = 0;
  const phoneLike = () => digits >= 7 || (words >= 3 && digits >= 5);
  const tokens = /(\d+)|(\p{L}+)|([^\d\p{L}]+)/gu;
  const undated = text.replace(dates, " Datum ");
  for (let token = tokens.exec(undated); token !== null; token = tokens.exec(undated)) {
    const [, number, word, gap] = token;
    const wordDigits = word === undefined ? 0 : digitsOfWord(word);
    if (number !== undefined) digits += number.length;
    else if (wordDigits > 0) {
      digits += wordDigits;
      words += 1;
    } else if (word !== undefined || (gap !== undefined && !numberGap.test(gap))) {
      if (phoneLike()) return true;
      digits = 0;
      words = 0;
    }
  }
  return phoneLike();
}

/** Any decimal digit as its ASCII digit ("٠١٥١" → "0151"): digits of a script come in runs from 0 to 9. */
function asciiDigits(text: string): string {
  return text.replace(/[^\P{Nd}0-9]/gu, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    let zero = point;
    while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String((point - zero) % 10);
  });
}

/** The text as it reads: compatibility forms folded ("０１５１", "＠"), invisible characters dropped, all digits ASCII. */
function readable(text: string): string {
  return asciiDigits(text.normalize("NFKC").replace(/\p{Cf}/gu, ""));
}

/** The first kind of contact detail the text holds, looking for e-mail, then web addresses, then phone numbers. */
export function contactDetailIn(text: string): ContactDetail | null {
  const read = readable(text);
  const { email, web } = patterns();
  if (email.some((pattern) => pattern.test(read))) return "email";
  if (web.some((pattern) => pattern.test(read))) return "web";
  if (hasPhoneNumber(read.toLocaleLowerCase("de-DE"))) return "phone";
  return null;
}
