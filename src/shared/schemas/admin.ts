import { z } from "zod";
import { creditTransactionSchema } from "./credits.ts";
import { passwordField, rowIdParam } from "./fields.ts";
import { subscriptionInfoSchema } from "./subscriptions.ts";
import { userSchema } from "./users.ts";

// Request and response shapes of the administration (/api/admin/*), for the routes and the
// admin page alike.

export const adminMessages = {
  creditKind: "Bitte wählen Sie Gutschrift oder Rückbuchung.",
  credits: "Bitte geben Sie eine ganze Zahl von Credits zwischen 1 und 1.000.000 an.",
  reason: "Bitte geben Sie einen Grund mit 3 bis 500 Zeichen an.",
  operationKey: "Die Vorgangskennung fehlt oder ist ungültig. Bitte laden Sie die Seite neu.",
  cancelReason: "Der Grund darf höchstens 500 Zeichen lang sein.",
  immediate: "Bitte geben Sie an, ob die Mitgliedschaft sofort enden soll.",
} as const;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const adminUserIdParamsSchema = z.object({ id: rowIdParam });

/** GET /api/admin/users */
export const adminUsersQuerySchema = z.object({
  /** A part of the name or of the phone number (any usual spelling); empty lists everyone. */
  q: z.string().trim().max(100).default(""),
  page,
  pageSize,
});

export const adminUserSchema = userSchema.extend({
  creditBalance: z.number().int(),
  createdAt: z.string(),
  deletionRequestedAt: z
    .string()
    .nullable()
    .describe("wann der Kunde die Löschung verlangt hat; ab dann ist keine Anmeldung und keine Aktion mehr möglich"),
  deletedAt: z.string().nullable().describe("wann das Konto gelöscht wurde; null, solange es besteht"),
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUsersResponseSchema = z
  .object({
    users: z.array(adminUserSchema),
    total: z.number().int(),
    /** False when total is an estimate: the unfiltered list, or a search with over 1 000 matches. */
    totalExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe("Eine Seite der Konten, neueste zuerst, mit der Gesamtzahl");
export type AdminUsersResponse = z.output<typeof adminUsersResponseSchema>;

const membershipSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  provider: z.string(),
  providerSubscriptionId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  startDate: z.string(),
  trialEndDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  minimumTermEndDate: z.string().nullable(),
  paidUntil: z.string().nullable(),
  /** When access ends (or ended) after a cancellation. */
  accessUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  providerCancelledAt: z.string().nullable(),
  /** The payments the providers reported for it. */
  payments: z.array(
    z.object({
      provider: z.string(),
      paymentId: z.string(),
      amount: z.number(),
      currency: z.string(),
      paidAt: z.string(),
    }),
  ),
});

/** GET /api/admin/users/{id} */
export const adminUserDetailSchema = z
  .object({
    user: adminUserSchema,
    /** Every subscription of the account, newest first. */
    memberships: z.array(membershipSchema),
    calls: z.array(
      z.object({
        id: z.number().int(),
        line: z.string(),
        consultantName: z.string().nullable(),
        startedAt: z.string(),
        durationSeconds: z.number().int(),
        cost: z.number(),
      }),
    ),
    credits: z.object({
      balance: z.number().int(),
      held: z.number().int(),
      lastTransactions: z.array(creditTransactionSchema),
    }),
    declarations: z.array(
      z.object({
        reference: z.string(),
        kind: z.string(),
        status: z.string(),
        receivedAt: z.string(),
        effectiveEnd: z.string().nullable(),
      }),
    ),
    activeSessions: z.number().int(),
  })
  .describe("Alles, was die Verwaltung über ein Konto wissen muss");
export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;

/** POST /api/admin/users/{id}/cancel-subscription */
export const adminCancelSubscriptionSchema = z.object({
  /** Ends access at once (a refund case); the refund itself is done by hand. */
  immediate: z.boolean({ message: adminMessages.immediate }).default(false),
  reason: z.string().trim().max(500, adminMessages.cancelReason).optional(),
});
export type AdminCancelSubscriptionInput = z.input<typeof adminCancelSubscriptionSchema>;

export const adminCancelSubscriptionResponseSchema = z
  .object({
    subscription: subscriptionInfoSchema,
    effectiveEndDate: z.string(),
    message: z.string(),
  })
  .describe("Die gekündigte Mitgliedschaft, das Ende des Zugangs und eine Bestätigung");
export type AdminCancelSubscriptionResponse = z.output<typeof adminCancelSubscriptionResponseSchema>;

/** POST /api/admin/users/{id}/reset-password: the same password rule as everywhere (at least 6 characters). */
export const adminResetPasswordSchema = z.object({ newPassword: passwordField });
export type AdminResetPasswordInput = z.input<typeof adminResetPasswordSchema>;

/** POST /api/admin/users/{id}/credits */
export const adminCreditAdjustmentSchema = z.object({
  kind: z.enum(["bonus", "refund"], { message: adminMessages.creditKind }),
  credits: z
    .number({ message: adminMessages.credits })
    .int(adminMessages.credits)
    .min(1, adminMessages.credits)
    .max(1_000_000, adminMessages.credits),
  reason: z
    .string({ message: adminMessages.reason })
    .trim()
    .min(3, adminMessages.reason)
    .max(500, adminMessages.reason),
  /** Generated by the browser once per dialog submission: a repeat has no second effect. */
  operationKey: z
    .string({ message: adminMessages.operationKey })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, adminMessages.operationKey),
});
export type AdminCreditAdjustmentInput = z.input<typeof adminCreditAdjustmentSchema>;

export const adminCreditAdjustmentResponseSchema = z
  .object({
    transaction: creditTransactionSchema,
    /** The balance now. */
    balance: z.number().int(),
    /** True when this operation key had been booked before and nothing changed now. */
    repeated: z.boolean(),
    message: z.string(),
  })
  .describe("Die Buchung (bei einer Wiederholung die erste) und der Kontostand");
export type AdminCreditAdjustmentResponse = z.output<typeof adminCreditAdjustmentResponseSchema>;

/** Every kind of administrative action the audit log records. */
export const adminAuditActionSchema = z.enum([
  "cancel_subscription",
  "reset_password",
  "adjust_credits",
  "toggle_card_payments",
  "start_second_factor_setup",
  "enable_second_factor",
  "renew_recovery_codes",
  "disable_second_factor",
  "reset_second_factor",
  "use_recovery_code",
  "start_card_test_payment",
  "create_consultant",
  "update_consultant",
  "deactivate_consultant",
  "reactivate_consultant",
  "upload_consultant_portrait",
  "save_horoscopes",
  "publish_horoscopes",
  "correct_horoscopes",
  "export_user_data",
  "decide_review_report",
]);

/** GET /api/admin/audit-log: a page, optionally only one kind of action or one account's entries. */
export const adminAuditLogQuerySchema = z.object({
  page,
  pageSize,
  action: z.enum(adminAuditActionSchema.options, { message: "Diese Aktion gibt es im Protokoll nicht." }).optional(),
  /** The account that acted or was acted on. */
  userId: z.coerce
    .number({ message: "Bitte geben Sie eine Benutzer-ID an." })
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional(),
});
export type AdminAuditLogFilter = Pick<z.output<typeof adminAuditLogQuerySchema>, "action" | "userId">;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int(),
  /** Names as the accounts have them now; null for an account that is gone. */
  actorName: z.string().nullable(),
  action: adminAuditActionSchema,
  targetUserId: z.number().int().nullable(),
  targetName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.output<typeof adminAuditEntrySchema>;
export type AdminAuditAction = AdminAuditEntry["action"];

export const adminAuditLogResponseSchema = z
  .object({
    entries: z.array(adminAuditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe("Eine Seite des Protokolls der Verwaltung, neueste zuerst");
export type AdminAuditLog = z.output<typeof adminAuditLogResponseSchema>;
