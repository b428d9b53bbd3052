import { Avatar as AvatarPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { initials } from "~/lib/format";
import { imageSrc } from "~/lib/image";
import { cn } from "~/lib/utils";

/** A round picture with the initials of `name` while it loads or when there is none. */
export function Avatar({
  src,
  name,
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Root> & { src: string | null | undefined; name: string }) {
    return (
    <AvatarPrimitive.Root className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)} {...props}>
      {src ? <AvatarPrimitive.Image src={imageSrc(src, 400)} alt={name} className="aspect-square size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center bg-secondary font-semibold text-secondary-foreground">
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
