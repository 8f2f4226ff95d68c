import { horoscopePartNames, type HoroscopeParts as Parts } from "../../../../shared/schemas/horoscopes.ts";
import { SimpleMarkdown } from "../../../components/ui/simple-markdown.tsx";

/** The four parts of one sign's horoscope as members read them (also the admin's preview). */
export function HoroscopeParts({ parts, headingLevel = 3 }: { parts: Parts; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="grid gap-5">
      {horoscopePartNames.map(([key, name]) => (
        <section key={key} className="grid gap-2">
          <Heading className="font-semibold text-foreground">{name}</Heading>
          <SimpleMarkdown text={parts[key]} className="text-muted-foreground" />
        </section>
      ))}
    </div>
  );
}
