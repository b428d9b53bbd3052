import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { REQUEST_TYPES, REVIEW_STATUSES, STATUS_LABELS, TYPE_LABELS, type RequestFilters } from "~/domain/requests";

/** Estado and tipo filters, kept in the address (?estado=&tipo=) so a filtered list can be shared. */
export function RequestFiltersForm({ filters }: { filters: RequestFilters }) {
  const submit = useSubmit();
  const selects = [
    {
      name: "estado",
      label: "Estado",
      all: "Todos los estados",
      value: filters.status,
      options: REVIEW_STATUSES.map((s) => [s, STATUS_LABELS[s]]),
    },
    { name: "tipo", label: "Tipo", all: "Todos los tipos", value: filters.type, options: REQUEST_TYPES.map((t) => [t, TYPE_LABELS[t]]) },
  ];
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
      {selects.map((select) => (
        <div key={select.name} className="grid gap-1.5">
          <Label htmlFor={`filtro-${select.name}`}>{select.label}</Label>
          <NativeSelect
            id={`filtro-${select.name}`}
            name={select.name}
            defaultValue={select.value ?? "todas"}
            key={`${select.name}-${select.value}`}
          >
            <option value="todas">{select.all}</option>
            {select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {/* Before JavaScript loads the selects do not submit themselves. */}
      <noscript>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </noscript>
    </Form>
  );
}
