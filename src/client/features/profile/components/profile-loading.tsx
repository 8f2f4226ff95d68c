import { PageLoading } from "../../../components/ui/page-loading.tsx";

export function ProfileLoading() {
  return <PageLoading label="Profil wird geladen..." className="py-24" />;
}
