import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Avatar } from "./avatar";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { Progress } from "./progress";
import { RadioCard, RadioGroup } from "./radio-group";
import { mergeProps } from "./slot";
import { Switch } from "./switch";
import { rovingTarget, Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

// The browser behaviour (showModal, focus, Escape, backdrop) is covered by tests/e2e/primitives.spec.ts.

const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];

describe("rovingTarget (tabs keyboard)", () => {
  it("moves right and left with wrap-around, Home and End jump to the ends", () => {
    expect(rovingTarget("ArrowRight", 0, 3)).toBe(1);
    expect(rovingTarget("ArrowRight", 2, 3)).toBe(0);
    expect(rovingTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(rovingTarget("ArrowLeft", 2, 3)).toBe(1);
    expect(rovingTarget("Home", 2, 3)).toBe(0);
    expect(rovingTarget("End", 0, 3)).toBe(2);
  });

  it("ignores other keys, vertical arrows and focus outside the tabs", () => {
    expect(rovingTarget("ArrowDown", 0, 3)).toBeUndefined();
    expect(rovingTarget("Enter", 0, 3)).toBeUndefined();
    expect(rovingTarget("ArrowRight", -1, 3)).toBeUndefined();
    expect(rovingTarget("ArrowRight", 0, 0)).toBeUndefined();
  });
});

describe("mergeProps (asChild)", () => {
  it("runs the child's handler, then the slot's, and adds up classes and styles", () => {
    const calls: string[] = [];
    const merged = mergeProps(
      { onClick: () => calls.push("slot"), className: "a", style: { color: "red" }, role: "tab" },
      { onClick: () => calls.push("child"), className: "b", style: { margin: 0 }, role: "link" },
    );
    (merged.onClick as () => void)();
    expect(calls).toEqual(["child", "slot"]);
    expect(merged.className).toBe("a b");
    expect(merged.style).toEqual({ color: "red", margin: 0 });
    expect(merged.role).toBe("link");
  });

  it("sets both refs", () => {
    const objectRef = { current: null as unknown };
    const callbackRef = vi.fn();
    const merged = mergeProps({ ref: objectRef }, { ref: callbackRef });
    const cleanup = (merged.ref as (node: unknown) => () => void)("node");
    expect(objectRef.current).toBe("node");
    expect(callbackRef).toHaveBeenCalledWith("node");
    cleanup();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });
});

describe("Tabs markup", () => {
  const html = renderToString(
    <Tabs defaultValue="b">
      <TabsList aria-label="Secciones">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
      <TabsContent value="a">panel A</TabsContent>
      <TabsContent value="b">panel B</TabsContent>
    </Tabs>,
  );

  it("selects the default tab, which alone is in the Tab order, and renders only its panel", () => {
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*tabindex="-1"[^>]*>A</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>B</);
    expect(html).not.toContain("panel A");
    expect(html).toContain("panel B");
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""/);
  });

  it("wires each tab to its panel", () => {
    const controls = attr(html, /aria-selected="true" aria-controls="([^"]+)"/);
    const tabId = attr(html, /id="([^"]+)"[^>]*aria-selected="true"/);
    expect(html).toContain(`id="${controls}" aria-labelledby="${tabId}"`);
  });
});

describe("Tabs with every panel kept", () => {
  it("renders the inactive panels too, not hidden, marked inactive for the caller's classes", () => {
    const html = renderToString(
      <Tabs defaultValue="b">
        <TabsList aria-label="Rondas">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a" keepMounted>
          panel A
        </TabsContent>
        <TabsContent value="b" keepMounted>
          panel B
        </TabsContent>
      </Tabs>,
    );
    expect(html).toContain("panel A");
    expect(html).toContain("panel B");
    expect(html).not.toContain("hidden");
    expect(html).toMatch(/data-state="inactive"[^>]*>panel A</);
    expect(html).toMatch(/data-state="active"[^>]*>panel B</);
  });
});

describe("Dialog markup", () => {
  it("renders only the trigger while closed", () => {
    const html = renderToString(
      <Dialog>
        <DialogTrigger asChild>
          <button type="button">Abrir</button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Título</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(html).toMatch(/aria-haspopup="dialog" aria-expanded="false"/);
    expect(html).not.toContain("<dialog");
  });

  it("renders an open dialog as <dialog open>, labelled by its title, with the close button", () => {
    const html = renderToString(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Título</DialogTitle>
          <DialogDescription>Texto</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(html).toMatch(/<dialog[^>]* open=""/);
    const labelledBy = attr(html, /aria-labelledby="([^"]+)"/);
    expect(html).toContain(`<h2 id="${labelledBy}"`);
    expect(html).toContain("Cerrar");
  });
});

describe("form controls", () => {
  it("a switch is a checkbox with role=switch that posts its name", () => {
    const html = renderToString(<Switch id="s" name="featured" defaultChecked />);
    expect(html).toMatch(/<input type="checkbox" role="switch"[^>]*id="s" name="featured" checked=""/);
  });

  it("the radios of a group share a name and the group's value is checked", () => {
    const html = renderToString(
      <RadioGroup value="3" aria-label="Sets">
        <RadioCard id="one" value="1" title="1 set" />
        <RadioCard id="three" value="3" title="Mejor de 3" />
      </RadioGroup>,
    );
    const names = [...html.matchAll(/type="radio"[^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(names[1]);
    expect(html).toMatch(/checked=""[^>]*value="3"/);
    expect(html).not.toMatch(/checked=""[^>]*value="1"/);
  });

  it("progress reports its value", () => {
    const html = renderToString(<Progress value={40} aria-label="Subiendo imagen" />);
    expect(html).toMatch(/role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" aria-valuetext="40%"/);
  });
});

describe("Avatar", () => {
  it("shows the picture over the initials, which are then hidden from assistive technology", () => {
    const html = renderToString(<Avatar src="/img/avatars/a.webp" name="Ana López" />);
    expect(html).toMatch(/aria-hidden="true"[^>]*>AL</);
    expect(html).toMatch(/<img src="\/img\/avatars\/a.webp\?w=400" alt="Ana López"/);
  });

  it("shows only the initials without a picture", () => {
    const html = renderToString(<Avatar src={null} name="Ana López" />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("aria-hidden");
  });
});
