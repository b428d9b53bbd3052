import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

describe("Slot", () => {
  it("renders the child element with the slot's attributes and both class lists", () => {
    const html = renderToStaticMarkup(
      <Slot className="inline-flex" aria-label="Perfil" data-x="slot">
        <a href="/padel/ana" className="underline" data-x="child">
          Ana
        </a>
      </Slot>,
    );
    expect(html).toMatch(/^<a [^>]*>Ana<\/a>$/);
    for (const attribute of ['class="inline-flex underline"', 'aria-label="Perfil"', 'data-x="child"', 'href="/padel/ana"']) {
      expect(html).toContain(attribute);
    }
  });

  it("lets a Button render as a link (asChild)", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline">
        <a href="/torneos-padel-puebla">Torneos</a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*>Torneos<\/a>$/);
    expect(html).toMatch(/class="[^"]*border-border[^"]*"/);
    expect(html).toContain('href="/torneos-padel-puebla"');
  });
});
