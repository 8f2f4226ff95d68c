/** The order's number and where its confirmation went (docs/decisions/0022). */
export function OrderNumber({ orderNumber }: { orderNumber: string }) {
  return (
    <p className="text-sm">
      Ihre Bestellnummer: <strong className="font-semibold tabular-nums">{orderNumber}</strong>. Die Vertragsbestätigung
      mit AGB und Widerrufsbelehrung senden wir Ihnen per E-Mail.
    </p>
  );
}
