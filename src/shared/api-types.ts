// Request and response shapes shared by client and server.

export interface ApiError {
  message: string;
}

/** Public site facts, whitelisted from the server config (GET /api/config). */
export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  memberPhoneNumber: string;
  premiumPhoneNumber: string;
  company: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    representative: string;
    registerCourt: string;
    registerNumber: string;
    vatId: string;
    phone: string;
  };
  /** Absent ids mean no tracking script is ever loaded. */
  tracking: {
    gaMeasurementId: string | null;
    adsConversionId: string | null;
  };
  paymentMode: "sandbox" | "live";
  /** What the browser needs to load PayPal's JS SDK (the sandbox serves a stand-in). */
  paypal: {
    clientId: string;
    sdkBaseUrl: string;
  };
}

export interface HealthResponse {
  status: "ok";
  database: "sqlite" | "postgres";
}

export interface ContactResponse {
  message: string;
}

/** Spec section 3 "Subscription"; dates are ISO-8601 (UTC). */
export interface SubscriptionInfo {
  planId: string;
  /** active: running; cancelled: access continues until endDate. */
  status: "active" | "cancelled";
  startDate: string;
  /** When access ends after a cancellation; null while the subscription runs. */
  endDate: string | null;
  nextBillingDate: string | null;
  paypalSubscriptionId: string | null;
  provider: "paypal" | "maxpay" | "manual";
  trialEndDate: string;
  minimumTermEndDate: string;
  /** The day access would end if the member cancelled now (shown before confirming). */
  cancellationEffectiveDate: string;
  cancelledAt: string | null;
  /** A cancellation the member can still take back (the provider has not been stopped yet). */
  cancellationRevocable: boolean;
}

/** Spec section 3 "User". */
export interface User {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  hasActiveSubscription: boolean;
  subscription: SubscriptionInfo | null;
}

export interface CreatedUserResponse {
  id: number;
}

export interface CheckPhoneResponse {
  exists: boolean;
}

export interface MessageResponse {
  message: string;
}

/** Spec section 3 "Consultant"; both image spellings are sent because both occur. */
export interface Consultant {
  id: number;
  name: string;
  status: string;
  rating: number;
  title: string;
  specialties: string;
  description: string;
  imageUrl: string | null;
  image_url: string | null;
}

/** Consultant id -> 3-digit extension. */
export type ExtensionsMap = Record<string, string>;

/** Spec section 3 "Call history item": duration in seconds, cost in euro. */
export interface CallHistoryItem {
  id: number;
  consultant_name: string;
  call_start: string;
  duration: number;
  cost: number;
}

// ---- Payments (spec sections 3 and 7) ----

/** GET /api/payment-methods */
export interface PaymentMethods {
  paypal: boolean;
  maxpay: boolean;
}

/** POST /paypal/subscription: the spec's subscription request. */
export interface PaypalSubscriptionRequest {
  planId: string;
  isRecurring: boolean;
  trialAmount: number;
  recurringAmount: number;
  currency: string;
  trialPeriod: string;
  recurringPeriod: string;
  minimumCommitmentMonths: number;
  returnUrl: string;
  cancelUrl: string;
  userId: number;
}

export interface ProviderLink {
  rel: string;
  href: string;
  method?: string;
}

export interface PaypalSubscriptionResponse {
  id: string;
  approvalUrl: string;
  links: ProviderLink[];
}

/** POST /api/subscription: only paypalSubscriptionId counts; the server asks PayPal for the rest. */
export interface RecordSubscriptionRequest {
  planId: string;
  status?: string;
  startDate?: string;
  endDate?: string;
  nextBillingDate?: string;
  paypalSubscriptionId: string;
}

/** POST /api/subscriptions/callback */
export interface SubscriptionCallbackRequest {
  subscriptionId: string;
  userId: number;
  planId: string;
  status?: string;
}

/** GET /api/subscription, POST /api/subscription, /api/subscriptions/callback */
export interface SubscriptionResponse {
  subscription: SubscriptionInfo | null;
}

/** POST /api/subscription/cancel */
export interface CancelSubscriptionResponse {
  subscription: SubscriptionInfo;
  /** The day access ends (ISO-8601). */
  effectiveEndDate: string;
  message: string;
}

/** POST /api/subscription/resume: the cancellation is taken back. */
export interface ResumeSubscriptionResponse {
  subscription: SubscriptionInfo;
  message: string;
}

/** POST /api/conversions/subscription */
export interface SubscriptionConversionRequest {
  gclid: string;
  subscriptionId: string;
  userId: number;
  conversionValue: number;
  currencyCode: string;
}

/** POST /api/maxpay/create: the spec's card payment request. */
export interface CardPaymentRequest {
  userId: number;
  amount: number;
  currency: string;
  isRecurring: boolean;
  trialAmount?: number;
  trialPeriod?: string;
  recurringAmount?: number;
  recurringPeriod?: string;
  returnUrl: string;
  cancelUrl: string;
}

/** POST /api/maxpay/create-payment */
export interface CreateCardPaymentRequest {
  amount: number;
  currency: string;
  userId: number;
  returnUrl: string;
  cancelUrl: string;
  recurring?: {
    initialPeriod: string;
    period: string;
    trialAmount: number;
    recurringAmount: number;
  };
}

/** The spec's card payment session: hidden form fields posted to the hosted payment page. */
export interface CardPaymentSession {
  sessionData: Record<string, string>;
  paymentUrl: string;
  sandboxUrl: string | null;
  orderReference: string;
}

/** GET /api/maxpay/enabled, GET/POST /api/admin/settings/maxpay */
export interface CardProviderToggle {
  enabled: boolean;
}

/** GET /api/admin/settings/maxpay/secrets: presence only, never a value. */
export interface CardProviderCredentialsStatus {
  items: { key: string; label: string; present: boolean }[];
}

/** GET /api/card-orders/{orderReference}: what the success page polls after a card payment. */
export interface CardOrderStatus {
  orderReference: string;
  status: "pending" | "paid" | "declined";
}

// ---- Contract declarations (§ 312k BGB cancellation, § 356a BGB withdrawal) ----

/** The declaration as the customer typed it; the confirmation echoes nothing else about an account. */
export interface DeclaredContractData {
  name: string;
  phone: string;
  email: string;
  contract: string;
  /** Cancellations only. */
  terminationType: "ordinary" | "extraordinary" | null;
  reason: string | null;
  /** "YYYY-MM-DD" when a date was asked for; null = zum nächstmöglichen Zeitpunkt (and for withdrawals). */
  requestedEndDate: string | null;
}

/**
 * What happened to the declaration, as the logged-in owner is told:
 * - ended: the contract was found; it ends at effectiveEnd (a withdrawal: now).
 * - reviewing: no contract found from the data given; support checks and confirms by e-mail.
 * - periodExpired (withdrawals only): the 14 days are over; stored, support decides.
 * Anyone else gets "received": the same neutral receipt whether or not a contract exists
 * (docs/decisions/0007).
 */
export type DeclarationOutcome = "ended" | "reviewing" | "periodExpired" | "received";

/** POST /api/contract-declarations/cancellation and /withdrawal */
export interface ContractDeclarationConfirmation {
  kind: "cancellation" | "withdrawal";
  reference: string;
  /** When the declaration was received (ISO-8601). */
  receivedAt: string;
  declaration: DeclaredContractData;
  outcome: DeclarationOutcome;
  /** When the contract ends (ISO-8601); null unless outcome is "ended". */
  effectiveEnd: string | null;
  /** False when the confirmation mail could not be sent right away (the declaration is stored all the same). */
  emailSent: boolean;
}

/**
 * A declaration made for the logged-in user's account that the owner should know about or
 * decide on (GET /api/contract-declarations/mine, the owner's actions, the e-mailed link).
 * - applied: in effect (a cancellation: the contract ends at effectiveEnd).
 * - awaitingOwner: a withdrawal that takes effect only once the owner confirms it.
 * - rejected: the owner said it was not theirs. - revoked: the owner took the cancellation back.
 * - noContract / periodExpired / unmatched: nothing changed; support looks at it.
 */
export type OwnerDeclarationStatus =
  "applied" | "awaitingOwner" | "rejected" | "revoked" | "noContract" | "periodExpired" | "unmatched";

export interface OwnerDeclaration {
  reference: string;
  kind: "cancellation" | "withdrawal";
  receivedAt: string;
  status: OwnerDeclarationStatus;
  terminationType: "ordinary" | "extraordinary" | null;
  requestedEndDate: string | null;
  effectiveEnd: string | null;
}

export interface OwnerDeclarationsResponse {
  declarations: OwnerDeclaration[];
}
