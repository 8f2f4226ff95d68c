import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "../../lib/cn.ts";

export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive" | "accent" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon" | "twoLines";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium " +
  "transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring " +
  "focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none " +
  "disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-background hover:bg-muted",
  ghost: "hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent/90",
  link: "text-primary underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-6 text-base",
  icon: "size-10",
  // A label with a second, smaller line under it: as tall as its lines need, at least the default height.
  twoLines: "min-h-10 px-4 py-1.5",
};

/** The button look, also for links that should read as buttons. */
export function buttonClasses(opts: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[opts.variant ?? "default"], sizes[opts.size ?? "default"], opts.className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (e.g. a router Link) with the button styles. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses({ variant, size, className })} {...props} />;
  return <button type={type ?? "button"} className={buttonClasses({ variant, size, className })} {...props} />;
}
