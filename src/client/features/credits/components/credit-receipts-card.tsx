import { useId } from "react";
import { Card, CardContent, CardHeader } from "../../../components/ui/card.tsx";
import { PaymentsList } from "../../../entities/payments/payments-list.tsx";
import { cn } from "../../../lib/cn.ts";

/** The credit purchases and their refunds, each with its receipt. */
export function CreditReceiptsCard({ userId, className }: { userId: number; className?: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn("min-w-0", className)}>
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
          Ihre Käufe und Belege
        </h2>
      </CardHeader>
      <CardContent>
        <PaymentsList userId={userId} only="credits" empty="Noch keine Käufe." />
      </CardContent>
    </Card>
  );
}
