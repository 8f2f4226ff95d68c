import type { CreditPackage } from "../../../../shared/schemas/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useCreditPackages } from "../api/get-credit-packages.ts";
import { CreditPackageCard } from "./credit-package-card.tsx";

/** The five packages as cards; choosing one is the page's business (a dialog, or the login prompt). */
export function CreditPackages({ onBuy }: { onBuy(creditPackage: CreditPackage): void }) {
  const packages = useCreditPackages();

  if (packages.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Credit-Pakete werden geladen...
      </p>
    );
  }
  if (packages.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center text-sm">
        <p>Die Credit-Pakete konnten nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        <Button variant="outline" size="sm" onClick={() => void packages.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Credit-Pakete" className="grid gap-x-4 gap-y-6 pt-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {packages.data.map((creditPackage) => (
        <CreditPackageCard key={creditPackage.id} creditPackage={creditPackage} onBuy={onBuy} />
      ))}
    </ul>
  );
}
