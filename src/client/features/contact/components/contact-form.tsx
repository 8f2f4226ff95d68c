import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { contactSchema, type ContactInput } from "../../../../shared/schemas/contact.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";
import { HoneypotField } from "./honeypot-field.tsx";

type ContactFormValues = z.input<typeof contactSchema>;

const emptyValues: ContactFormValues = { name: "", email: "", message: "", website: "" };

export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const sendMessage = useSendContactMessage();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    sendMessage.mutate(values, {
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
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Kontaktformular">
      <FormField id="contact-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField id="contact-email" label="E-Mail" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField id="contact-message" label="Nachricht" error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} {...form.register("message")} />}
      </FormField>
      <HoneypotField {...form.register("website")} />
      <div>
        <Button type="submit" disabled={sendMessage.isPending}>
          {sendMessage.isPending ? "Wird gesendet..." : "Nachricht senden"}
        </Button>
      </div>
    </form>
  );
}
