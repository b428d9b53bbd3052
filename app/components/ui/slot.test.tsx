import { createRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

type Props = Record<string, (...args: unknown[]) => void>;

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

  it("runs the child's handler first and then the slot's", () => {
    const calls: string[] = [];
    const el = Slot({ onClick: () => calls.push("slot"), children: <button onClick={() => calls.push("child")} /> }) as ReactElement<Props>;
    el.props.onClick!();
    expect(calls).toEqual(["child", "slot"]);
  });

  it("gives the node to both refs", () => {
    const objectRef = createRef<unknown>();
    const callbackRef = vi.fn();
    const el = Slot({ ref: objectRef, children: <span ref={callbackRef} /> }) as ReactElement<Props>;
    el.props.ref!("node");
    expect(objectRef.current).toBe("node");
    expect(callbackRef).toHaveBeenCalledWith("node");
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
