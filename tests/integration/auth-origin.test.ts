// Signing in at another address than SITE_URL (issue 16): a local run trusts the address it is served at;
// a refused origin gets a Spanish message naming SITE_URL instead of 'Ocurrió un error'.
import { describe, expect, it } from "vitest";
import { configureTestEnv, dataOf, useAppDb, routeArgs as args, SITE_URL } from "./helpers/app-env";

configureTestEnv();

const { action: authAction } = await import("~/routes/auth");
const { authErrorMessage } = await import("~/server/accounts/auth.server");

useAppDb();

type Answer = { toast: { description?: string } | null };

function signInAt(origin: string) {
  const form = new URLSearchParams({ intent: "sign-in", email: "nadie@example.test", password: "contraseña-incorrecta" });
  return new Request(`${origin}/auth`, { method: "POST", headers: { origin, "x-client-ip": "10.9.8.7" }, body: form });
}

describe("auth at another address than SITE_URL on a local run", () => {
  for (const origin of ["http://127.0.0.1:3000", "http://192.168.1.20:3000"]) {
    it(`${origin}: better-auth answers the credentials, not the origin`, async () => {
      expect(SITE_URL).toBe("http://localhost:3000");
      const answer = dataOf<Answer>(await authAction(args(signInAt(origin))));
      expect(answer.toast?.description).toBe("Correo electrónico o contraseña incorrectos.");
    });
  }

  it("a refused origin names the site's address in Spanish", () => {
    expect(authErrorMessage("INVALID_ORIGIN")).toBe(
      `No se puede iniciar sesión desde esta dirección. Abre el sitio en ${SITE_URL} e inténtalo de nuevo.`,
    );
  });
});
