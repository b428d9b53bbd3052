import { useState, type ComponentProps } from "react";
import { initials } from "~/lib/initials";
import { imageSrc } from "~/lib/image";
import { cn } from "~/lib/utils";

/**
 * A round picture over the initials of `name`: the initials show while it loads, when there is none
 * and when it fails. The box has a fixed size, so nothing moves when the picture arrives.
 */
export function Avatar({ src, name, className, ...props }: ComponentProps<"span"> & { src: string | null | undefined; name: string }) {
  const url = src ? imageSrc(src, 400) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url !== null && failed !== url;
  return (
    <span className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)} {...props}>
      <span
        aria-hidden={showImage || undefined}
        className="flex size-full items-center justify-center bg-secondary font-semibold text-secondary-foreground"
      >
        {initials(name)}
      </span>
      {showImage ? (
        <img
          src={url}
          alt={name}
          loading="lazy"
          decoding="async"
          // An error before hydration has no listener yet: a finished image with no size has failed.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setFailed(url);
          }}
          onError={() => setFailed(url)}
          className="absolute inset-0 size-full object-cover text-transparent"
        />
      ) : null}
    </span>
  );
}
