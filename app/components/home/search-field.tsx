import { Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { Input } from "~/components/ui/input";

/** What the visitor typed, and where, before the combobox's code came. */
export type Handover = { term: string; focused: boolean; caret: number };

/** The search form around the combobox's input: a plain GET over the players list before JavaScript. */
export function SearchField({ id, input, children }: { id: string; input: ComponentProps<"input">; children?: ReactNode }) {
  return (
    <Form method="get" action="/jugadores-padel-puebla" role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        Buscar jugador
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={id}
        name="search"
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        autoComplete="off"
        maxLength={100}
        placeholder="Busca un jugador por nombre o Instagram"
        className="h-12 pl-10 pr-10 text-base"
        {...input}
      />
      {children}
    </Form>
  );
}
