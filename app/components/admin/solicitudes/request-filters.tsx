import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { REQUEST_TYPES, REVIEW_STATUSES, STATUS_LABELS, TYPE_LABELS, type RequestFilters } from "~/domain/requests";

/** Estado and tipo filters, kept in the address (?estado=&tipo=) so a filtered list can be shared. */
export function RequestFiltersForm({ filters }: { filters: RequestFilters }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
      <div className="grid gap-1.5">
        <Label htmlFor="filtro-estado">Estado</Label>
        <NativeSelect id="filtro-estado" name="estado" defaultValue={filters.status ?? "todas"} key={`estado-${filters.status}`}>
          <option value="todas">Todos los estados</option>
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filtro-tipo">Tipo</Label>
        <NativeSelect id="filtro-tipo" name="tipo" defaultValue={filters.type ?? "todas"} key={`tipo-${filters.type}`}>
          <option value="todas">Todos los tipos</option>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Before JavaScript loads the selects do not submit themselves. */}
      <noscript>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </noscript>
    </Form>
  );
}
