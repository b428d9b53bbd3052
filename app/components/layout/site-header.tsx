import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useId, useState } from "react";
import { Form, Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { type NavLink, linksFor } from "./nav-links";
import { markLive } from "~/lib/page-weight/held-taps";

function NavItem({ link, onChoose, className }: { link: NavLink; onChoose?: () => void; className?: string }) {
  const Icon = link.icon;
  return (
    <RouterNavLink
      to={link.to}
      end={link.to === "/"}
      onClick={onChoose}
      prefetch="intent"
      className={({ isActive }) =>
        cn(
          "flex items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-primary-foreground/10",
          isActive && "bg-primary-foreground/15",
          className,
        )
      }
    >
      {/* Between 1024 and 1280 px the top bar's links are words only: with their icons they no longer fit in one line. */}
      <Icon className="size-4 lg:max-xl:hidden" aria-hidden />
      {link.label}
    </RouterNavLink>
  );
}

function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/auth/sign-out" reloadDocument>
      <button
        ref={markLive}
        type="submit"
        className={cn(
          "flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium hover:bg-primary-foreground/10",
          className,
        )}
      >
        <LogOut className="size-4 lg:max-xl:hidden" aria-hidden />
        Cerrar sesión
      </button>
    </Form>
  );
}

export function SiteHeader({ siteName, signedIn }: { siteName: string; signedIn: boolean }) {
  const menuId = useId();
  const { pathname } = useLocation();
  const links = linksFor(signedIn);
  // The menu is open on the page it was opened on: a navigation closes it without an effect. A reset in
  // a mount effect undid a tap replayed right after hydration (held-taps.ts), before effects had run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  return (
    <header className="sticky top-0 z-40 bg-primary text-primary-foreground shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-accent text-accent-foreground">
            P
          </span>
          <span className="lg:max-xl:sr-only">{siteName}</span>
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-0.5 lg:flex">
          {links.map((l) => (
            <NavItem key={l.to} link={l} />
          ))}
          {signedIn ? <SignOutButton /> : null}
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="hover:bg-primary-foreground/10 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Cerrar menú" : "Abrir menú"}
          onClick={() => setOpen(!open)}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </Button>
      </div>
      {open ? (
        <nav id={menuId} aria-label="Menú móvil" className="border-t border-primary-foreground/20 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((l) => (
              <li key={l.to}>
                <NavItem link={l} onChoose={() => setOpen(false)} className="py-3 text-base" />
              </li>
            ))}
            {signedIn ? (
              <li>
                <SignOutButton className="py-3 text-base" />
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
