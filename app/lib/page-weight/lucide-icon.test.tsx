import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";
import { isLucideFactoryImport } from "./lucide-icon-hook";

const ICONS = path.resolve("node_modules/lucide-react/dist/esm/icons");

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0", "aria-hidden": true },
  { className: "lucide size-5", "aria-label": "Cerrar", role: "img" },
  { className: "fill-current", fill: "currentColor", style: { color: "red" }, "data-testid": "icono" },
  { width: 16, height: 16, strokeWidth: 3, color: "#0a0" },
  { size: 20, children: createElement("title", null, "Título") },
];

describe("createLucideIcon stand-in", () => {
  it("is hooked where every lucide icon imports its factory (a lucide upgrade that moves it must fail here)", () => {
    const files = fs.readdirSync(ICONS).filter((f) => f.endsWith(".mjs") && f !== "index.mjs");
    const factoryImports = new Map<string, number>();
    for (const file of files) {
      for (const [, source] of fs
        .readFileSync(path.join(ICONS, file), "utf8")
        .matchAll(/import\s+createLucideIcon\s+from\s+['"]([^'"]+)['"]/g)) {
        factoryImports.set(source!, (factoryImports.get(source!) ?? 0) + 1);
        expect(
          isLucideFactoryImport(source!, path.join(ICONS, file)),
          `${file} imports its factory from ${source}: update lucide-icon-hook.ts`,
        ).toBe(true);
      }
    }
    expect([...factoryImports.keys()]).toEqual(["../createLucideIcon.mjs"]);
    expect(factoryImports.get("../createLucideIcon.mjs")).toBeGreaterThan(1000);
    expect(isLucideFactoryImport("../createLucideIcon.mjs", "/app/node_modules/lucide-react/dist/esm/icons/trophy.mjs")).toBe(true);
    expect(isLucideFactoryImport("../createLucideIcon.mjs", "/app/app/components/icons/trophy.mjs")).toBe(false);
  });

  it("renders the same markup as lucide-react for every icon and the props the app passes", async () => {
    const files = fs.readdirSync(ICONS).filter((f) => f.endsWith(".mjs") && f !== "index.mjs");
    let aliased = 0;
    let compared = 0;
    for (const file of files) {
      const mod = (await import(path.join(ICONS, file))) as { default: ComponentType; __iconData?: Parameters<typeof createLucideIcon>[0] };
      if (!mod.__iconData) continue; // an alias module re-exporting another icon
      compared++;
      if (mod.__iconData.aliases?.length) aliased++;
      const ours = createLucideIcon(mod.__iconData);
      // Every icon with the app's usual props; every prop set on a hundred icons (props do not depend on the icon).
      for (const props of compared <= 100 ? PROPS : PROPS.slice(1, 2)) {
        expect(renderToStaticMarkup(createElement(ours, props)), `${file} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(mod.default, props)),
        );
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(aliased).toBeGreaterThan(0);
  });
});
