import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { CardOrderStatus } from "../../../../shared/schemas/card-payments.ts";
import { getQueryFn } from "../../../lib/api-client.ts";

const statusText: Record<CardOrderStatus["status"], string> = {
  pending: "Die Bestätigung des Anbieters steht noch aus.",
  paid: "Der Anbieter hat die Zahlung bestätigt.",
  declined: "Der Anbieter hat die Zahlung abgelehnt.",
};

/** The outcome of a test payment, when the payment page has sent the admin back here. */
export function TestResult() {
  const [query] = useSearchParams();
  const result = query.get("result");
  const orderReference = query.get("order_reference");
  const order = useQuery({
    queryKey: [`/api/card-orders/${encodeURIComponent(orderReference ?? "")}`],
    queryFn: getQueryFn<CardOrderStatus>({ on401: "throw" }),
    enabled: result === "success" && Boolean(orderReference),
    // The provider's callback may arrive a moment after the browser returns.
    refetchInterval: (q) => (q.state.data?.status === "pending" ? 2000 : false),
  });

  if (result !== "success" && result !== "cancel") return null;
  return (
    <div role="status" className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <p className="font-semibold">
        {result === "success" ? "Testzahlung abgeschlossen" : "Testzahlung abgebrochen oder abgelehnt"}
      </p>
      {order.data ? <p className="mt-1 text-muted-foreground">{statusText[order.data.status]}</p> : null}
    </div>
  );
}
