import { useQueryClient } from "@tanstack/react-query";
import { Heart, X } from "lucide-react";
import { useId, useState } from "react";
import { favouriteMessages } from "../../../shared/domain/favourite-texts.ts";
import { useAuth } from "../../lib/auth/auth-context.tsx";
import { cn } from "../../lib/cn.ts";
import { errorMessageOf, tryLater } from "../../lib/error-message.ts";
import { Link } from "../../lib/navigation.tsx";
import { toast } from "../../lib/toast.ts";
import { useChangeFavourite } from "./change-favourite.ts";
import { favouriteLabels, heartButtonClasses, type FavouriteButtonProps } from "./favourite-button-style.ts";
import { favouritesQueryOptions, useFavourites } from "./get-favourites.ts";

/**
 * The heart on a consultant's card and page: a toggle (aria-pressed) for a signed-in user; a
 * guest sees it too and is told, next to it, to log in.
 */
export function FavouriteButton({
  consultantId,
  className,
  hintAlign = "end",
  focusable = true,
}: FavouriteButtonProps) {
  const { user, recheck } = useAuth();
  const signedIn = Boolean(user);
  const queryClient = useQueryClient();
  const favourites = useFavourites(signedIn);
  const change = useChangeFavourite();
  const [hint, setHint] = useState(false);
  const hintId = useId();
  const pressed = signedIn && (favourites.data?.favourites.some((f) => f.consultantId === consultantId) ?? false);

  const showError = (error: unknown) => toast({ title: errorMessageOf(error, tryLater), variant: "destructive" });
  const toggle = (on: boolean) => change.mutate({ consultantId, kind: "favourite", on }, { onError: showError });

  const onClick = async () => {
    // Not disabled while saving: a disabled button would drop the keyboard focus.
    if (change.isPending) return;
    if (user !== undefined) {
      if (user) toggle(!pressed);
      else setHint(true);
      return;
    }
    // Clicked before the session check has answered: it is waited for, so that a signed-in
    // user's heart works instead of asking them to log in.
    if (!(await recheck())) {
      setHint(true);
      return;
    }
    try {
      const list = await queryClient.ensureQueryData(favouritesQueryOptions);
      toggle(!(list?.favourites.some((f) => f.consultantId === consultantId) ?? false));
    } catch (error) {
      showError(error);
    }
  };

  return (
    // The outer box takes the caller's place (the card sets it absolute); the inner one holds the hint.
    <span className={cn("inline-block", className)}>
      <span className="relative inline-block">
        <button
          type="button"
          aria-pressed={pressed}
          aria-label={pressed ? favouriteLabels.remove : favouriteLabels.add}
          aria-describedby={hint ? hintId : undefined}
          aria-busy={change.isPending}
          tabIndex={focusable ? undefined : -1}
          onClick={() => void onClick()}
          className={heartButtonClasses}
        >
          <Heart className={cn("size-5", pressed && "fill-current")} aria-hidden="true" />
        </button>
        {hint ? (
          <span
            id={hintId}
            role="status"
            className={cn(
              "absolute top-full z-20 mt-2 flex w-64 max-w-[calc(100vw-2rem)] items-start gap-2 rounded-md border",
              "border-border bg-popover p-3 text-left text-sm text-popover-foreground shadow-md",
              hintAlign === "end" ? "right-0" : "left-0",
            )}
          >
            <span>
              {favouriteMessages.loginRequired}{" "}
              <Link to="/login" className="font-medium underline underline-offset-4">
                Zur Anmeldung
              </Link>
            </span>
            <button
              type="button"
              aria-label="Hinweis schließen"
              onClick={() => setHint(false)}
              className="shrink-0 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </span>
        ) : null}
      </span>
    </span>
  );
}
