import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/** A titled card of the home page grid. */
export function HomeSection({
  title,
  icon,
  className,
  children,
  id,
}: {
  title: string;
  icon: ReactNode;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("min-w-0", className)}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-xl">
            {icon}
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
