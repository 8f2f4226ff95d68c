import type { ReactNode } from "react";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

/** The test payment's card; the page puts the button that starts the payment in `children`. */
export function TestPaymentCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Testzahlung</CardTitle>
        <CardDescription>
          Eine einmalige Zahlung über 0,01&nbsp;€ prüft die Verbindung zum Kreditkartenanbieter und kommt danach hierher
          zurück.
        </CardDescription>
      </CardHeader>
      <CardFooter>{children}</CardFooter>
    </Card>
  );
}
