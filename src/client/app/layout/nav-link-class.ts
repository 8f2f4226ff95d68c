import { cn } from "../../lib/cn.ts";

// Between 768 and 1023 px a member's bar holds nine entries: narrower padding keeps it on one line.
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted hover:text-foreground md:max-lg:px-2",
    isActive ? "text-foreground" : "text-muted-foreground",
  );
}
