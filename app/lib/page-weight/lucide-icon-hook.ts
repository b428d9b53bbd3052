// The private lucide-react path the client build hooks (vite.config.ts): every icon module under
// dist/esm/icons/ imports its factory as `../createLucideIcon.mjs`, and the build resolves that import to
// ./lucide-icon.ts. lucide-icon.test.tsx fails when a lucide upgrade changes the path.
export const LUCIDE_ICONS_DIR = "/lucide-react/dist/esm/icons/";
export const LUCIDE_FACTORY_IMPORT = "../createLucideIcon.mjs";

export function isLucideFactoryImport(source: string, importer: string | undefined): boolean {
  return source === LUCIDE_FACTORY_IMPORT && !!importer?.includes(LUCIDE_ICONS_DIR);
}
