import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

type IconNode = [tag: string, attributes: Record<string, string>][];
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const a11yProp = (props: object) =>
  Object.entries(props).some(([key, value]) => (key.startsWith("aria-") || key === "role" || key === "title") && value != null);

/**
 * Stands in for lucide-react's `createLucideIcon` in the client build (vite.config.ts): the same SVG
 * markup for the props this app passes, without lucide's provider, alias and stroke-scaling machinery,
 * which cost ~1.4 KB gzip on every page (issue 10). lucide-icon.test.tsx checks it against lucide for every icon.
 */
export default function createLucideIcon({ name, node, aliases = [] }: { name: string; node: IconNode; aliases?: unknown[] }) {
  const own = ["lucide", `lucide-${name}`, ...aliases.filter((a) => typeof a === "string" && a.trim()).map((a) => `lucide-${a}`)];
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { color = "currentColor", size = 24, strokeWidth = 2, className = "", children, ...rest },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...new Set([...own, ...className.split(/\s+/)])].filter(Boolean).join(" "),
        ...(children || a11yProp(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
