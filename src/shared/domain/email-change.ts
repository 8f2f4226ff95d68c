/** The query parameter of the link mailed to a new address: "/profile?email-token=…" (docs/decisions/0036). */
export const emailTokenParam = "email-token";
