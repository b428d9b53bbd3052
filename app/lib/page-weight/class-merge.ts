/**
 * Conflict resolution for Tailwind classes, the subset of tailwind-merge this app needs: a later class
 * replaces an earlier one of the same group under the same variants ('px-4 px-6' -> 'px-6', 'p-2 px-4'
 * keeps both, 'px-4 p-2' -> 'p-2'). tailwind-merge was 8.5 KB gzip of the JavaScript every page loads
 * (issue 10 budget); `class-merge.test.ts` checks this gives the same result as tailwind-merge for every
 * class string written in app/. Unknown utilities never conflict (they are kept).
 */

const RULES: [RegExp, string][] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden|flow-root|list-item)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^truncate$/, "text-overflow"],
  [/^(proportional|tabular)-nums$/, "fvn-spacing"],
  [/^(lining|oldstyle)-nums$/, "fvn-figure"],
  [/^\[([a-z-]+):.+\]$/, "[$1]"],
  [/^list-(inside|outside)$/, "list-position"],
  [/^snap-(start|end|center|align-none)$/, "snap-align"],
  [/^snap-(x|y|both|none)$/, "snap-type"],
  [/^snap-(mandatory|proximity)$/, "snap-strictness"],
  [/^snap-(normal|always)$/, "snap-stop"],
  [/^scroll-(auto|smooth)$/, "scroll-behavior"],
  [/^(list-image)-/, "$1"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^(grow|shrink)(-|$)/, "$1"],
  [
    /^(appearance|resize|basis|order|z|opacity|cursor|select|aspect|duration|ease|delay|animate|leading|tracking|whitespace|break|align|list|decoration|underline-offset|scale|rotate|line-clamp|columns|fill|stroke|accent|caret)-/,
    "$1",
  ],
  [/^(items|self|justify-items|justify-self|justify|place-items|place-self|place-content)-/, "$1"],
  // Only what Tailwind names: a header name such as 'content-type' written in the app is no class.
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, "align-content"],
  [/^content-(none|\[.+\])$/, "content"],
  [/^(gap|space|translate|scroll-m|scroll-p|overflow|overscroll)(-[xy])?-/, "$1$2"],
  [/^(grid-cols|grid-rows|col|row|auto-cols|auto-rows|grid-flow)-/, "$1"],
  [/^([pm])([xytrblse]?)-/, "$1$2"],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, "$1"],
  [/^(inset)(-[xy])?-(auto|full|px|\d.*|\[.+\]|\(.+\))$/, "$1$2"],
  [/^(top|right|bottom|left|start|end)-(auto|full|px|\d.*|\[.+\]|\(.+\))$/, "$1"],
  [/^rounded(?:-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-.+)?$/, "rounded-$1"],
  [/^border(-[xytrblse])?(-\d+)?$/, "border-w$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(collapse|separate)$/, "border-collapse"],
  [/^border-spacing(-[xy])?-/, "border-spacing$1"],
  [/^table-(auto|fixed)$/, "table-layout"],
  [/^border-[xytrblse]-/, "border-color-side"],
  [/^border-/, "border-color"],
  [/^ring(-\d+)?$/, "ring-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-offset-\d+$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^outline(-(none|hidden|dashed|dotted|double|solid))?$/, "outline-style"],
  [/^outline-\d+$/, "outline-w"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^text-(xs|sm|base|lg|\d?xl)$/, "font-size"],
  [/^text-\[(length:)?[\d.]+(em|rem|px|vw|vh|%)\]$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(ellipsis|clip)$/, "text-overflow"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^wrap-(break-word|anywhere|normal)$/, "overflow-wrap"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^bg-(fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-(cover|contain|auto)$/, "bg-size"],
  // tailwind-merge 3 reads the v3 spelling bg-gradient-to-* as a colour, so it does too.
  [/^bg-(none|linear-.+|radial.*|conic.*)$/, "bg-image"],
  [/^bg-(no-repeat|repeat.*)$/, "bg-repeat"],
  [/^bg-(center|top|bottom|left|right)(-.+)?$/, "bg-position"],
  [/^bg-/, "bg-color"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^object-(contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^object-/, "object-position"],
  [/^transition(-.+)?$/, "transition"],
  [/^(from|via|to)-/, "gradient-$1"],
  [/^divide-[xy](-\d+)?$/, "divide-w"],
  [/^divide-/, "divide-color"],
  [/^pointer-events-/, "pointer-events"],
];

const SIDES: Record<string, string[]> = { x: ["r", "l"], y: ["t", "b"] };
const CONFLICTS: Record<string, string[]> = {
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  "rounded-": ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"].map((s) => `rounded-${s}`),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["x", "y", "t", "r", "b", "l", "s", "e"].map((s) => `border-w-${s}`),
};
for (const box of ["p", "m"]) {
  CONFLICTS[box] = ["x", "y", "t", "r", "b", "l", "s", "e"].map((s) => box + s);
  for (const [axis, sides] of Object.entries(SIDES)) CONFLICTS[box + axis] = sides.map((s) => box + s);
}
for (const [axis, sides] of Object.entries(SIDES)) CONFLICTS[`border-w-${axis}`] = sides.map((s) => `border-w-${s}`);

function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(utility);
    if (match) return group.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? "");
  }
  return undefined;
}

/** Splits 'md:hover:!-mt-2' into sorted variants 'hover:md:', '!' and utility 'mt-2' (arbitrary [..] parts kept whole). */
function parse(cls: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let utility = cls.slice(start);
  let important = "";
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = "!";
    utility = utility.replace(/^!|!$/g, "");
  }
  // tailwind-merge sorts variants but keeps arbitrary ones ([&_svg]) in place, relative to each other.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith("[")) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(":") + important, utility: utility.replace(/^-/, "") };
}

/** Keeps the last class of each group (per variant set), dropping earlier ones it overrides. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    const { variants, utility } = parse(cls);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(cls);
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${variants}|${other}`);
    kept.push(cls);
  }
  return kept.reverse().join(" ");
}
