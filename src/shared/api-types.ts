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
  status: "active" | "cancelled";
  startDate: string;
  endDate: string | null;
  nextBillingDate: string | null;
  paypalSubscriptionId: string | null;
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
