import { cn } from "../../../lib/cn.ts";

function Block({ className }: { className: string }) {
  return <div className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)} />;
}

/** The placeholder shown for 800 ms before the home page appears. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Seite wird geladen...
      </p>
      <div aria-hidden="true">
        <div className="border-b border-border">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[3fr_2fr] md:items-center md:py-24">
            <div className="grid gap-5">
              <Block className="h-7 w-56 rounded-full" />
              <Block className="h-12 w-full max-w-xl" />
              <Block className="h-12 w-4/5 max-w-lg" />
              <Block className="h-5 w-full max-w-xl" />
              <div className="mt-3 flex gap-3">
                <Block className="h-11 w-40" />
                <Block className="h-11 w-36" />
              </div>
            </div>
            <Block className="h-56 w-full rounded-xl" />
          </div>
        </div>
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-3">
          <Block className="h-8 w-64 md:col-span-3" />
          <Block className="h-40 rounded-xl" />
          <Block className="h-40 rounded-xl" />
          <Block className="h-40 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
