import { useId } from "react";
import { Card, CardContent, CardHeader } from "../../../components/ui/card.tsx";
import { PaymentsList } from "../../../entities/payments/payments-list.tsx";
import { cn } from "../../../lib/cn.ts";

/** "Zahlungen und Belege": every payment and refund of the account, each with its receipt. */
export function PaymentsCard({ userId, className }: { userId: number; className?: string }) {
  const titleId = useId();
  return (
    <Card
      id="zahlungen-und-belege"
      role="region"
      aria-labelledby={titleId}
      className={cn("min-w-0 scroll-mt-24", className)}
    >
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
          Zahlungen und Belege
        </h2>
      </CardHeader>
      <CardContent>
        <PaymentsList userId={userId} empty="Noch keine Zahlungen." />
      </CardContent>
    </Card>
  );
}
