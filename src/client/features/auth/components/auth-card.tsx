import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.tsx";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow centred card shared by login and the password pages. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-6">
          {children}
          {footer ? <div className="grid gap-2 text-sm">{footer}</div> : null}
        </CardContent>
      </Card>
    </div>
  );
}
