import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

/** Every string literal written in app/ that looks like a list of classes, by file. */
function classStrings(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|server)\./.test(entry.name) && entry.name !== "class-merge.ts") {
        const text = fs.readFileSync(full, "utf8");
        const found = [...text.matchAll(/"([^"\n]*)"|`([^`$\n]*)`/g)]
          .map((m) => (m[1] ?? m[2] ?? "").trim())
          .filter((s) => s.includes("-") && s.split(/\s+/).every((t) => /^[!a-z0-9\-[\]&_:/.%#>*@(),=']+$/i.test(t)));
        if (found.length) byFile.set(full, found);
      }
    }
  };
  walk(path.resolve(__dirname, "../.."));
  return byFile;
}

/** Equal up to repeated identical classes (tailwind-merge keeps repeats of classes it does not know; they change nothing). */
function same(input: string) {
  const once = (list: string) => [...new Set(list.split(" "))].join(" ");
  return once(mergeClasses(input)) === once(twMerge(input));
}

describe("mergeClasses agrees with tailwind-merge on this app's classes", () => {
  const byFile = classStrings();
  const all = [...new Set([...byFile.values()].flat())];
  const bases = [...new Set([...byFile].filter(([file]) => file.includes(`${path.sep}ui${path.sep}`)).flatMap(([, list]) => list))];

  it("finds the classes", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(bases.length).toBeGreaterThan(50);
  });

  it("a component's own classes followed by any className written in the app", () => {
    const differences: string[] = [];
    for (const base of bases)
      for (const extra of all) {
        const input = `${base} ${extra}`;
        if (!same(input)) differences.push(input);
      }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it("any two class strings of the same file, both orders", () => {
    const differences: string[] = [];
    for (const list of byFile.values())
      for (const a of list)
        for (const b of list) {
          const input = `${a} ${b}`;
          if (!same(input)) differences.push(input);
        }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it("resolves the usual conflicts", () => {
    expect(mergeClasses("px-4 py-2 p-6")).toBe("p-6");
    expect(mergeClasses("p-6 px-4")).toBe("p-6 px-4");
    expect(mergeClasses("max-w-lg max-w-3xl")).toBe("max-w-3xl");
    expect(mergeClasses("text-sm text-white text-base")).toBe("text-white text-base");
    expect(mergeClasses("hover:bg-muted bg-black hover:bg-primary")).toBe("bg-black hover:bg-primary");
    expect(mergeClasses("[&_svg]:size-4 [&_svg]:size-6")).toBe("[&_svg]:size-6");
  });
});
