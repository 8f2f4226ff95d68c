import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { cn } from "../../../lib/cn.ts";
import type { CallHistoryItem } from "../../../../shared/schemas/calls.ts";
import { useCallHistory } from "../api/get-call-history.ts";
import { useOwnReviews } from "../api/own-reviews.ts";
import { CallReview } from "./call-review.tsx";
import { recentCalls } from "./call-history-format.ts";
import { PagedCallHistory } from "./paged-call-history.tsx";

function CallHistoryTabs({ userId }: { userId: number }) {
  const history = useCallHistory(userId);
  // The history shows without them while they load or when they fail: rating is an extra.
  const reviews = useOwnReviews(userId);
  // Fixed when the card mounts: the list does not reshuffle while someone reads it.
  const [now] = useState(() => Date.now());

  if (history.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Anrufverlauf wird geladen...
      </p>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center text-sm">
        <p>Der Anrufverlauf konnte nicht geladen werden. Bitte versuchen Sie es später erneut.</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }

  const review = reviews.data
    ? (call: CallHistoryItem) => <CallReview call={call} reviews={reviews.data} userId={userId} now={now} />
    : undefined;
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Zeitraum">
        <TabsTrigger value="all">Alle</TabsTrigger>
        <TabsTrigger value="recent">Letzte 30 Tage</TabsTrigger>
      </TabsList>
      <TabsContent value="all">
        <PagedCallHistory calls={history.data} empty="Noch keine Anrufe." review={review} />
      </TabsContent>
      <TabsContent value="recent">
        <PagedCallHistory
          calls={recentCalls(history.data, now)}
          empty="Keine Anrufe in den letzten 30 Tagen."
          review={review}
        />
      </TabsContent>
    </Tabs>
  );
}

/** The caller's own calls with the tabs "Alle" and "Letzte 30 Tage". */
export function CallHistoryCard({ userId, className }: { userId: number; className?: string }) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <CardTitle>Anrufverlauf</CardTitle>
      </CardHeader>
      <CardContent>
        <CallHistoryTabs userId={userId} />
      </CardContent>
    </Card>
  );
}
