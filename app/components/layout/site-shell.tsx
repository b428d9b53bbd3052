import { useLocation } from "react-router";
import { SponsorsStrip } from "~/components/sponsors/sponsors-strip";
import type { PublicConfig } from "~/server/infra/config.server";
import type { SponsorSlide } from "~/server/admin";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** What the header and footer show: the root loader's data (or a refusal's, see adminGuard). */
export type ShellProps = { config: PublicConfig; year: number; signedIn: boolean };

/** The skip link, header, page, sponsors strip and footer around every page of the site. */
export function SiteShell({
  root,
  sponsors,
  children,
}: {
  root: ShellProps | undefined;
  sponsors?: Promise<SponsorSlide[]>;
  children: React.ReactNode;
}) {
  // The public sponsors strip is for visitors, not for the admin area's work pages.
  const adminArea = /^\/admin(?:\/|$)/.test(useLocation().pathname);
  if (!root) return <>{children}</>;
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar al contenido
      </a>
      <SiteHeader siteName={root.config.siteName} signedIn={root.signedIn} />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      {adminArea ? null : <SponsorsStrip sponsors={sponsors} signedIn={root.signedIn} />}
      <SiteFooter config={root.config} year={root.year} />
    </>
  );
}
