import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

interface ResultCardProps {
  icon: LucideIcon;
  tone: "success" | "neutral" | "error";
  title: string;
  children: ReactNode;
  /** Announced politely while the page works, assertively once it has an outcome. */
  live?: "polite" | "assertive";
}

const tones = {
  success: "text-primary",
  neutral: "text-muted-foreground",
  error: "text-destructive",
} as const;

/** The frame of both result pages: an icon, a heading and what to do next. */
export function ResultCard({ icon: Icon, tone, title, children, live }: ResultCardProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 lg:py-14">
      <div
        aria-live={live}
        className="grid gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
      >
        <Icon className={cn("size-10", tones[tone])} aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
