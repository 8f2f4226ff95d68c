// Small server-rendered pages of the PayPal sandbox. No inline script (the CSP forbids it);
// the stylesheet and the window-closing script are files under /__sandbox/paypal/assets/.

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

export function sandboxPage(title: string, body: string, options: { closeWindow?: boolean } = {}): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – PayPal-Sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/__sandbox/paypal/assets/sandbox.css">
${options.closeWindow ? '<script src="/__sandbox/paypal/assets/close-window.js" defer></script>' : ""}
</head>
<body>
<main class="box">
<p class="badge">PayPal-Sandbox (Testmodus)</p>
${body}
<p class="note">Dies ist eine Testumgebung des Portals. Es wird kein echtes Geld bewegt.</p>
</main>
</body>
</html>`;
}

export interface ApprovalDetails {
  heading: string;
  merchant: string;
  rows: [string, string][];
  action: string;
  hidden: Record<string, string>;
  /** Further test decisions, shown between the two usual buttons. */
  testChoices?: { value: string; label: string }[];
}

/** The buyer's decision: 'Zahlung genehmigen' or 'Abbrechen', posted as an ordinary form. */
export function approvalPage(details: ApprovalDetails): string {
  const rows = details.rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  const hidden = Object.entries(details.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return sandboxPage(
    details.heading,
    `<h1>${escapeHtml(details.heading)}</h1>
<p>Händler: <strong>${escapeHtml(details.merchant)}</strong></p>
<dl>${rows}</dl>
<p>Angemeldet als <strong>kaeufer@sandbox.example</strong> (Testkonto)</p>
<form method="post" action="${escapeHtml(details.action)}">
${hidden}
<button type="submit" name="decision" value="approve" class="primary">Zahlung genehmigen</button>
${(details.testChoices ?? [])
  .map(
    (c) =>
      `<button type="submit" name="decision" value="${escapeHtml(c.value)}" class="secondary">${escapeHtml(c.label)}</button>`,
  )
  .join("\n")}
<button type="submit" name="decision" value="cancel" class="secondary">Abbrechen</button>
</form>`,
  );
}

export function messagePage(heading: string, text: string, options: { closeWindow?: boolean } = {}): string {
  return sandboxPage(heading, `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>`, options);
}

export const sandboxCss = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fa;color:#1a1a1a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.box{width:min(440px,92vw);background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.badge{display:inline-block;margin:0 0 12px;padding:4px 10px;border-radius:999px;background:#ffd140;color:#142c8e;font-weight:700;font-size:13px}
h1{margin:0 0 12px;font-size:22px;color:#142c8e}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
dt{color:#555}dd{margin:0;font-weight:600}
form{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{padding:12px 16px;border-radius:999px;font-size:16px;font-weight:700;cursor:pointer;border:2px solid #0070e0}
.primary{background:#0070e0;color:#fff}
.secondary{background:#fff;color:#0070e0}
.note{margin-top:20px;color:#666;font-size:13px}
`;

// The popup closes itself once the buyer decided; the opener's SDK stand-in sees the outcome.
export const closeWindowJs = `window.setTimeout(function () { window.close(); }, 400);\n`;
