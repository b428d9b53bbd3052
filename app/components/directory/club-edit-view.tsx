import { Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { imageSrc } from "~/lib/image";
import { ClubForm } from "./club-form";
import { EditPageShell } from "./registered-by";
import type { ClubPageData } from "./page-data";

export function ClubEditView({ page }: { page: ClubPageData }) {
  const { club, amenities, images } = page;
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-image";
  return (
    <EditPageShell backLabel="Volver al club" title="Editar club" name={club.name} registeredBy={page.registeredBy}>
      <Card className="mt-6">
        <CardContent className="p-6">
          <ClubForm
            mode="edit"
            intent="update-club"
            amenities={page.amenityOptions}
            canFeature={page.isAdmin}
            submitLabel="Guardar cambios"
            defaults={{
              name: club.name,
              state: club.state ?? "",
              description: club.description ?? "",
              mapsUrl: club.mapsUrl ?? "",
              whatsapp: club.whatsapp ?? "",
              courts: String(club.courts),
              hourlyCost: club.hourlyCost ?? "",
              specialHoursCost: club.specialHoursCost ?? "",
              instagramUrl: club.instagramUrl ?? "",
              covered: club.covered,
              featured: club.featured,
              image: club.image,
              amenityIds: amenities.map((a) => a.id),
            }}
          />
        </CardContent>
      </Card>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Galería</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {images.length === 0 ? <p className="text-sm text-muted-foreground">La galería está vacía.</p> : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {images.map((img, i) => (
              <li key={img.id} className="flex flex-col gap-2">
                <img
                  src={imageSrc(img.image, 400)}
                  alt={`Foto ${i + 1} de la galería`}
                  className="aspect-video w-full rounded-md object-cover"
                />
                <Form method="post" encType="multipart/form-data">
                  <input type="hidden" name="imageId" value={img.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="delete-image"
                    variant="outline"
                    size="sm"
                    className="w-full"
                    disabled={deleting}
                  >
                    <Trash2 aria-hidden />
                    Eliminar foto {i + 1}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" key={images.length}>
            <ImageUploadField
              name="galleryImage"
              fileName="galleryImageFile"
              folder="clubs"
              label="Añadir foto a la galería"
              alt="Nueva foto de la galería"
              previewClassName="rounded-md"
            />
            <SubmitButton intent="add-image" variant="secondary" className="self-start">
              Añadir a la galería
            </SubmitButton>
          </Form>
        </CardContent>
      </Card>

      {page.isAdmin ? (
        <Card className="mt-6 border-destructive/40">
          <CardHeader>
            <CardTitle>Eliminar club</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="mb-3 text-sm text-muted-foreground">
              Esta acción no se puede deshacer. Se eliminarán el club, su galería y sus comodidades.
            </p>
            <Form
              method="post"
              encType="multipart/form-data"
              onSubmit={(e) => {
                if (!window.confirm(`¿Eliminar ${club.name}?`)) e.preventDefault();
              }}
            >
              <Button type="submit" name="intent" value="delete-club" variant="destructive">
                <Trash2 aria-hidden />
                Eliminar club
              </Button>
            </Form>
          </CardContent>
        </Card>
      ) : null}
    </EditPageShell>
  );
}
