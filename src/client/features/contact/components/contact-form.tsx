import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { contactSchema, type ContactInput, type ContactTopic } from "../../../../shared/schemas/contact.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { HoneypotField } from "../../../components/ui/honeypot-field.tsx";

type ContactFormValues = z.input<typeof contactSchema>;

const emptyValues: ContactFormValues = { name: "", email: "", message: "", website: "" };

// The wording of the form for each topic; without one it is the general contact form.
const wording = {
  general: { form: "Kontaktformular", message: "Nachricht", submit: "Nachricht senden", idPrefix: "contact" },
  barrier: {
    form: "Barriere melden",
    message: "Welche Barriere ist Ihnen begegnet, und auf welcher Seite?",
    submit: "Barriere melden",
    idPrefix: "barrier",
  },
} as const;

/** The contact form; with a topic it sends its messages marked so (a barrier from /barrierefreiheit). */
export function ContactForm({ topic }: { topic?: ContactTopic }) {
  const words = wording[topic ?? "general"];
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const sendMessage = useSendContactMessage();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    sendMessage.mutate(topic ? { ...values, topic } : values, {
      onSuccess: (response) => {
        toast({ title: "Nachricht gesendet", description: response.message });
        form.reset(emptyValues);
      },
      // The typed text stays in the form so nothing is lost when the send fails.
      onError: (error) => {
        toast({ title: "Fehler beim Senden", description: error.message, variant: "destructive" });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={words.form}>
      <FormField id={`${words.idPrefix}-name`} label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField id={`${words.idPrefix}-email`} label="E-Mail" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField id={`${words.idPrefix}-message`} label={words.message} error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} {...form.register("message")} />}
      </FormField>
      <HoneypotField id="contact-website" {...form.register("website")} />
      <div>
        <Button type="submit" disabled={sendMessage.isPending}>
          {sendMessage.isPending ? "Wird gesendet..." : words.submit}
        </Button>
      </div>
    </form>
  );
}
