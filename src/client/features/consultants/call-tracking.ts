import type { Consultant } from "../../../shared/schemas/consultants.ts";
import { trackEvent } from "../../lib/analytics.ts";
import { sendCallConversion } from "./api/send-call-conversion.ts";
import type { CallLine } from "../../../shared/domain/call-prices.ts";

export type CardFace = "front" | "back";

/** "call": a tel: link was tapped; "reveal": a desktop button showed the number. */
export type CallIntent = "call" | "reveal";

interface CallIntentInput {
  intent: CallIntent;
  line: CallLine;
  face: CardFace;
  consultant: Pick<Consultant, "id" | "name">;
  userId: number | null;
}

const initiatedEvent = {
  member: "call_member_initiated",
  premium: "call_premium_initiated",
} as const;
const viewEvent = {
  member: "call_member_view",
  premium: "call_premium_view",
} as const;
const conversionKind = {
  member: "member-call",
  premium: "premium-call",
} as const;

/**
 * The front's reveal button is a first look and only counts as a view;
 * tapping a number or revealing it on the back is a call intent worth a conversion.
 */
export function reportCallIntent({ intent, line, face, consultant, userId }: CallIntentInput): void {
  const params = {
    consultant_id: consultant.id,
    consultant_name: consultant.name,
  };
  if (intent === "reveal" && face === "front") {
    trackEvent("call_view", params);
    return;
  }
  trackEvent(intent === "call" ? initiatedEvent[line] : viewEvent[line], params);
  void sendCallConversion(conversionKind[line], {
    consultantId: consultant.id,
    consultantName: consultant.name,
    userId,
  });
}
