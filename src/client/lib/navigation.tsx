import { useCallback, type ComponentProps } from "react";
// The one place that may use react-router's own link and navigation API; everything else
// goes through the typed wrappers below (enforced in eslint/client-boundaries.js).
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
} from "react-router";
import type { LinkTarget } from "../../shared/domain/page-paths.ts";

export type { LinkTarget } from "../../shared/domain/page-paths.ts";

type LinkProps = Omit<ComponentProps<typeof RouterLink>, "to"> & { to: LinkTarget };
type NavLinkProps = Omit<ComponentProps<typeof RouterNavLink>, "to"> & { to: LinkTarget };
type NavigateProps = Omit<ComponentProps<typeof RouterNavigate>, "to"> & { to: LinkTarget };

/** react-router's Link whose `to` must be a known page (with an optional query or fragment). */
export function Link(props: LinkProps) {
  return <RouterLink {...props} />;
}

/** react-router's NavLink, typed like Link. */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} />;
}

/** react-router's Navigate, typed like Link. */
export function Navigate(props: NavigateProps) {
  return <RouterNavigate {...props} />;
}

/**
 * A page address for places that need a plain string: an anchor that opens a page in a new
 * tab, a return address handed to a payment provider. Typed like Link's `to`.
 */
export function pageHref(to: LinkTarget): string {
  return to;
}

export type NavigateTo = (to: LinkTarget, options?: NavigateOptions) => void | Promise<void>;

/** react-router's navigate function, typed like Link. */
export function useNavigate(): NavigateTo {
  const navigate = useRouterNavigate();
  return useCallback<NavigateTo>((to, options) => navigate(to, options), [navigate]);
}
