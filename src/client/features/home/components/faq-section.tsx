import { Accordion } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { faqItems } from "./faq-items.tsx";

/** Five questions that open and close independently. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="faq-title" className="text-3xl font-semibold tracking-tight">
        Häufige Fragen
      </h2>
      <Accordion.Root
        type="multiple"
        className="mt-8 divide-y divide-border overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm"
      >
        {faqItems.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header className="text-base font-medium">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset">
                {item.question}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 text-sm leading-6 text-muted-foreground">
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
