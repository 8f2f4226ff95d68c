import type { ReactNode } from "react";
import type { CallHistoryItem } from "../../../../shared/schemas/calls.ts";
import { cn } from "../../../lib/cn.ts";
import { callLineLabel } from "../../../../shared/domain/call-lines.ts";
import { consultantNameOf, exactCallLength, formatCallStart, formatCost, wholeMinutes } from "./call-history-format.ts";

/** The exact length under the whole minutes, where they are not exact. */
function ExactCallLength({ seconds }: { seconds: number }) {
  const text = exactCallLength(seconds);
  return text ? <span className="block text-xs text-muted-foreground">{text}</span> : null;
}

const headClass = "px-3 py-2 text-left font-medium text-muted-foreground first:pl-0 last:pr-0";
const cellClass = "align-top sm:px-3 sm:py-3 sm:first:pl-0 sm:last:pr-0";

/**
 * A table from 640 px up. On phones each row becomes two lines (consultant and cost, then date
 * and duration) and the column headers stay for screen readers only. The explicit roles keep
 * the table semantics that some browsers drop once a table's display is changed.
 */
export function CallHistoryTable({
  calls,
  empty,
  review,
}: {
  calls: CallHistoryItem[];
  empty: string;
  /** The own review or the offer to write one, under the consultant's name. */
  review?: (call: CallHistoryItem) => ReactNode;
}) {
  if (calls.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;

  return (
    <div className="overflow-x-auto">
      <table role="table" className="w-full text-sm">
        <thead role="rowgroup" className="border-b border-border max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className={headClass}>
              Berater
            </th>
            <th role="columnheader" scope="col" className={headClass}>
              Datum
            </th>
            <th role="columnheader" scope="col" className={cn(headClass, "text-right")}>
              Dauer
            </th>
            <th role="columnheader" scope="col" className={cn(headClass, "text-right")}>
              Kosten
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border">
          {calls.map((call) => (
            <tr
              key={call.id}
              role="row"
              className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-4 max-sm:gap-y-0.5 max-sm:py-3"
            >
              <td role="cell" className={cn(cellClass, "font-medium max-sm:col-start-1 max-sm:row-start-1")}>
                {consultantNameOf(call)}
                {/* How the call was paid: over the phone bill on an 0900 line, or with credits. */}
                <span className="block text-xs font-normal text-muted-foreground">{callLineLabel(call.line)}</span>
                {/* Why a dropped call was not charged, or only in part. */}
                {call.note ? (
                  <span className="block text-xs font-normal text-muted-foreground">{call.note}</span>
                ) : null}
                {review?.(call)}
              </td>
              <td
                role="cell"
                className={cn(cellClass, "max-sm:col-start-1 max-sm:row-start-2 max-sm:text-muted-foreground")}
              >
                <time dateTime={call.call_start}>{formatCallStart(call.call_start)}</time>
              </td>
              <td
                role="cell"
                className={cn(
                  cellClass,
                  "text-right whitespace-nowrap max-sm:col-start-2 max-sm:row-start-2 max-sm:text-muted-foreground",
                )}
              >
                {wholeMinutes(call.duration)}
                <ExactCallLength seconds={call.duration} />
              </td>
              <td
                role="cell"
                className={cn(
                  cellClass,
                  "text-right whitespace-nowrap max-sm:col-start-2 max-sm:row-start-1 max-sm:font-medium",
                )}
              >
                {formatCost(call)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
