import { markBlockingOverlay } from "../blocking-overlay.ts";

// The full-screen "Verbindung zu PayPal wird hergestellt..." layer over every PayPal checkout (the
// membership and the credits). It is a plain element on <body>, not a React portal: it has to cover open dialogs (whose transform
// would trap a fixed child), and /register removes leftovers of it (lib/blocking-overlay.ts) without
// React noticing, which a portal would not survive.

const overlayId = "paypal-connecting-overlay";
const connectingToPaypalText = "Verbindung zu PayPal wird hergestellt...";

export function showConnectingOverlay(): void {
  if (document.getElementById(overlayId)) return;
  const overlay = document.createElement("div");
  overlay.id = overlayId;
  overlay.setAttribute("role", "status");
  overlay.setAttribute("aria-live", "assertive");
  overlay.className =
    "fixed inset-0 flex flex-col items-center justify-center gap-4 bg-black/70 p-6 text-center text-lg font-medium text-white";
  // The class list holds no z-index: the marker sets the one the removal on /register knows.
  markBlockingOverlay(overlay);
  // An open modal dialog turns pointer events off on <body>; the layer must still block clicks.
  overlay.style.pointerEvents = "auto";
  const spinner = document.createElement("span");
  spinner.className = "size-10 rounded-full border-4 border-white/30 border-t-white motion-safe:animate-spin";
  spinner.setAttribute("aria-hidden", "true");
  const text = document.createElement("p");
  text.textContent = connectingToPaypalText;
  overlay.append(spinner, text);
  document.body.append(overlay);
}

export function hideConnectingOverlay(): void {
  document.getElementById(overlayId)?.remove();
}
