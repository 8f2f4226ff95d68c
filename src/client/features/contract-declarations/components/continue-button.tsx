import { Button } from "../../../components/ui/button.tsx";

/** Ends step 1 of both declaration forms: submits the form to move on to the review. */
export function ContinueButton() {
  return (
    <div>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Weiter zur Bestätigung
      </Button>
    </div>
  );
}
