// The one result shape of the domain and the server: a value, or a refusal carrying its Spanish message.
// A refusal may say more (`status`, a form `field`, why): `Result<T, Refusal & { field: "x" }>`.

export type Refusal = { message: string; status?: number };

export type Result<T = undefined, R extends object = Refusal> = { ok: true; value: T } | ({ ok: false } & R);

export function done(): { ok: true; value: undefined };
export function done<T>(value: T): { ok: true; value: T };
export function done<T>(value?: T) {
  return { ok: true as const, value };
}

/** A refusal; `status` (HTTP) when it is not the form action's default 409. */
export function refused(message: string, status?: number): { ok: false; message: string; status?: number } {
  return status === undefined ? { ok: false, message } : { ok: false, message, status };
}

/** A refusal that carries more than its message. */
export function refusedWith<R extends object>(refusal: R): { ok: false } & R {
  return { ok: false, ...refusal };
}
