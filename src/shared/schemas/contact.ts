import { z } from "zod";

// The contact form's messages end without a trailing period, unlike the sign-up form's; shown exactly so.
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Name muss mindestens 2 Zeichen lang sein")
    .max(100, "Name darf höchstens 100 Zeichen lang sein"),
  email: z.string().trim().email("Ungültige E-Mail-Adresse").max(254, "Ungültige E-Mail-Adresse"),
  message: z
    .string()
    .trim()
    .min(10, "Nachricht muss mindestens 10 Zeichen lang sein")
    .max(5000, "Nachricht darf höchstens 5000 Zeichen lang sein"),
  // What the message is about, set by the form that sends it: "barrier" is a barrier reported
  // from the accessibility statement (BFSG § 14 with Anlage 3), so support sees it as such.
  topic: z.enum(["barrier"]).optional(),
  // Honeypot: hidden from people, filled in by naive bots. It is accepted, never rejected,
  // so a bot learns nothing; the server drops such a message silently.
  website: z.string().max(500).optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactTopic = NonNullable<ContactInput["topic"]>;

/** The German name of each topic, as the support mail's subject and the form call it. */
export const contactTopicLabels: Record<ContactTopic, string> = { barrier: "Barriere melden" };

export { messageResponseSchema as contactResponseSchema, type MessageResponse as ContactResponse } from "./message.ts";
