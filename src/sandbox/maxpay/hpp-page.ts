import type { CardInput } from "./card-check.ts";
import type { SandboxProduct } from "./products.ts";

// The Maxpay sandbox's payment pages, rendered on the server. No inline script (the CSP
// forbids it); the stylesheet is a file under /__sandbox/maxpay/assets/.

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const euro = (cents: number, currency: string) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency }).format(cents / 100);

const dayWord = (days: number) => (days === 1 ? "1 Tag" : `${days} Tage`);

/** "1,00 € für die ersten 30 Tage, danach 4,99 € alle 7 Tage", or just the amount. */
export function describePrice(product: SandboxProduct): string {
  const first = euro(product.amountCents, product.currency);
  if (!product.recurring || product.firstPeriodDays === null) return first;
  const then = euro(product.recurring.amountCents, product.currency);
  const every = product.recurring.periodDays === 1 ? "täglich" : `alle ${dayWord(product.recurring.periodDays)}`;
  if (product.productType === "subscriptionProduct") return `${first} ${every}`;
  return `${first} für die ersten ${dayWord(product.firstPeriodDays)}, danach ${then} ${every}`;
}

export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Maxpay-Sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/__sandbox/maxpay/assets/sandbox.css">
</head>
<body>
<main class="box">
<p class="badge">Maxpay-Sandbox (Testmodus)</p>
${body}
<p class="note">Dies ist eine Testumgebung des Portals. Es wird kein echtes Geld bewegt.</p>
</main>
</body>
</html>`;
}

export function messagePage(heading: string, text: string): string {
  return sandboxPage(heading, `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`);
}

export interface PaymentPageDetails {
  merchant: string;
  product: SandboxProduct;
  checkoutId: string;
  error?: string;
  values?: Partial<CardInput>;
}

function input(name: keyof CardInput, label: string, attributes: string, value = ""): string {
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required>`;
}

/** The card form: 'Jetzt bezahlen' charges, 'Abbrechen' returns without a transaction. */
export function paymentPage(details: PaymentPageDetails): string {
  const { product, values = {} } = details;
  const rows: [string, string][] = [
    ["Händler", details.merchant],
    ["Produkt", product.name],
    ["Betrag", describePrice(product)],
  ];
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  return sandboxPage(
    "Zahlung mit Karte",
    `<h1>Zahlung mit Karte</h1>
<dl>${list}</dl>
${product.description ? `<p class="description">${escapeHtml(product.description)}</p>` : ""}
${details.error ? `<p class="error" role="alert">${escapeHtml(details.error)}</p>` : ""}
<form method="post" action="/__sandbox/maxpay/hpp/pay">
<input type="hidden" name="checkout" value="${escapeHtml(details.checkoutId)}">
${input("cardNumber", "Kartennummer", 'inputmode="numeric" autocomplete="cc-number"', values.cardNumber)}
<div class="pair">
<div>${input("expiry", "Gültig bis (MM/JJ)", 'placeholder="MM/JJ" autocomplete="cc-exp"', values.expiry)}</div>
<div>${input("cvc", "Prüfnummer (CVC)", 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
</div>
${input("holder", "Name auf der Karte", 'autocomplete="cc-name"', values.holder)}
<button type="submit" name="action" value="pay" class="primary">Jetzt bezahlen</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Abbrechen</button>
</form>
<p class="hint">Testkarten: 4111 1111 1111 1111 wird genehmigt, 4000 0000 0000 0002 wird abgelehnt;
dazu ein beliebiges künftiges Ablaufdatum und eine beliebige dreistellige Prüfnummer.</p>`,
  );
}

export const sandboxCss = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f4f8;color:#1a1a1a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.box{width:min(460px,94vw);background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.badge{display:inline-block;margin:0 0 12px;padding:4px 10px;border-radius:999px;background:#ffe08a;color:#3b2a00;font-weight:700;font-size:13px}
h1{margin:0 0 12px;font-size:22px;color:#1f2a56}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
dt{color:#555}dd{margin:0;font-weight:600}
.description{color:#444;font-size:14px}
.error{padding:10px 12px;border-radius:8px;background:#fdecec;color:#8a1111;font-weight:600}
form{display:flex;flex-direction:column;gap:6px;margin-top:16px}
label{font-size:14px;font-weight:600;margin-top:6px}
input{width:100%;padding:10px 12px;border:1px solid #b8bdd0;border-radius:8px;font-size:16px}
input:focus{outline:3px solid #9db4ff;border-color:#3355cc}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.pair>div{display:flex;flex-direction:column;gap:6px}
button{margin-top:10px;padding:12px 16px;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer;border:2px solid #3355cc}
.primary{background:#3355cc;color:#fff}
.secondary{background:#fff;color:#3355cc}
.hint,.note{margin-top:16px;color:#555;font-size:13px}
`;
