import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { CoachForm } from "./coach-form";
import { EditPageShell } from "./registered-by";
import type { CoachPageData } from "./page-data";

export function CoachEditView({ page }: { page: CoachPageData }) {
  const { coach, clubs } = page;
  return (
    <EditPageShell backLabel="Volver al perfil" title="Editar entrenador" name={coach.name} registeredBy={page.registeredBy}>
      <Card className="mt-6">
        <CardContent className="p-6">
          <CoachForm
            mode="edit"
            intent="update-coach"
            clubs={page.clubOptions}
            submitLabel="Guardar cambios"
            defaults={{
              name: coach.name,
              description: coach.description ?? "",
              classCost: coach.classCost !== null ? String(coach.classCost) : "",
              whatsapp: coach.whatsapp ?? "",
              instagram: coach.instagram ?? "",
              experience: coach.experience ?? "",
              featured: coach.featured,
              image: coach.image,
              clubIds: clubs.map((c) => c.id),
            }}
          />
        </CardContent>
      </Card>
      <Card className="mt-6 border-destructive/40">
        <CardHeader>
          <CardTitle>Eliminar entrenador</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm text-muted-foreground">Esta acción no se puede deshacer.</p>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!window.confirm(`¿Eliminar a ${coach.name}?`)) e.preventDefault();
            }}
          >
            <Button type="submit" name="intent" value="delete-coach" variant="destructive">
              <Trash2 aria-hidden />
              Eliminar entrenador
            </Button>
          </Form>
        </CardContent>
      </Card>
    </EditPageShell>
  );
}
