import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}

/** A part of the spending page: a card that is a landmark named by its heading. */
export function SectionCard({ title, description, contentClassName, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-tight font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn(contentClassName)}>{children}</CardContent>
    </Card>
  );
}
