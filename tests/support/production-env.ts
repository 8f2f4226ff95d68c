/**
 * Settings that let createTestApp build the portal as production does (NODE_ENV=production):
 * every required secret set, payments in the explicitly allowed sandbox mode. The SMTP server
 * is never reached unless a test sends mail.
 */
export const productionEnv: Record<string, string> = {
  NODE_ENV: "production",
  TELEPHONY_SECRET: "production-telephony-secret",
  TELEPHONY_TOKEN: "production-telephony-token",
  SMTP_URL: "smtp://127.0.0.1:9",
  PAYMENT_SANDBOX: "1",
};
