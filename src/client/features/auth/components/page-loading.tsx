import { PageLoading as Loading } from "../../../components/ui/page-loading.tsx";

/** Shown while the session check runs, so a signed-in visitor never sees the form flash up. */
export function PageLoading() {
  return <Loading label="Wird geladen..." className="py-24" />;
}
