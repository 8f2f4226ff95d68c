import type { User } from "../../../../shared/schemas/users.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { DataList, DataRow } from "./data-list.tsx";

export function PersonalDataCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Persönliche Daten</CardTitle>
      </CardHeader>
      <CardContent>
        <DataList>
          <DataRow label="Name">{user.name}</DataRow>
          <DataRow label="Telefon">{user.phone}</DataRow>
          <DataRow label="E-Mail">
            {user.email ?? <span className="font-normal text-muted-foreground">Keine E-Mail-Adresse hinterlegt</span>}
          </DataRow>
        </DataList>
      </CardContent>
    </Card>
  );
}
