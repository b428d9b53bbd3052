// The one way an action handles a form (ADR 0015): the posted `intent` picks an entry of the route's
// table, its Zod schema parses the form (a refused form is a 400 with Spanish field errors, before
// anything is written), and its handler answers with a FormReply or a redirect. The route checks
// permissions before dispatching.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z, ZodType } from "zod";
import type { FormReply, FormToast } from "~/lib/form-reply";
import { UNKNOWN_INTENT_TOAST } from "./toast.server";

export { NoFieldsSchema as NO_FIELDS } from "~/lib/schemas/zod-locale";

/** What a handler answers: a FormReply, or a redirect (with a toast for the next page). */
export type IntentAnswer = ReturnType<typeof data<FormReply<unknown>>> | Response;

type ReplyOptions<Data> = { status?: number; toast?: FormToast | null; data?: Data };

/** Builds the replies of one submission; `status` defaults to 200 for a success and 400 for a refusal. */
export class Reply {
  constructor(
    readonly intent: string,
    private readonly submission: {
      reply(options?: {
        formErrors?: string[];
        fieldErrors?: Record<string, string[]>;
        hideFields?: string[];
        resetForm?: boolean;
      }): SubmissionResult<string[]>;
    } | null,
    private readonly hideFields?: string[],
  ) {}

  private send<Data>(
    ok: boolean,
    result: SubmissionResult<string[]> | undefined,
    { status, toast = null, data: payload }: ReplyOptions<Data>,
  ) {
    const body: FormReply<Data> = { intent: this.intent, ok, result, toast, ...(payload === undefined ? {} : { data: payload }) };
    return data(body, { status: status ?? (ok ? 200 : 400) });
  }

  /** Done: a toast, data for the page, and `reset` to start the form again from its defaults. */
  ok<Data = undefined>(options: ReplyOptions<Data> & { reset?: boolean } = {}) {
    return this.send(true, this.submission?.reply({ resetForm: options.reset ?? false, hideFields: this.hideFields }), options);
  }

  /** Refused, with a message under each named field. */
  fieldErrors(errors: Record<string, string[]>, options: ReplyOptions<never> = {}) {
    return this.send(false, this.submission?.reply({ fieldErrors: errors, hideFields: this.hideFields }), options);
  }

  /** Refused, with a message for the whole form (and data the page shows with it). */
  formError<Data = never>(message: string, options: ReplyOptions<Data> = {}) {
    return this.send(false, this.submission?.reply({ formErrors: [message], hideFields: this.hideFields }), options);
  }

  /** Refused, told by a toast only (a button without fields, a row that no longer exists). */
  refuse(status: number, toast: FormToast) {
    return this.send(false, this.submission?.reply({ hideFields: this.hideFields }), { status, toast });
  }
}

/** A refusal before any intent's schema ran (a body too large, an unknown intent). */
export function refuseForm(intent: string, status: number, toast: FormToast) {
  return new Reply(intent, null).refuse(status, toast);
}

export type Intent<Ctx> = {
  schema: ZodType;
  /** Fields never sent back to the browser (passwords, tokens). */
  hideFields?: string[];
  /** The toast of a refused form, when its fields are hidden inputs the user cannot correct. */
  invalidToast?: FormToast;
  run(input: { value: never; formData: FormData; reply: Reply }, ctx: Ctx): Promise<IntentAnswer>;
};

/** One entry of an intent table, typed by its schema. */
export function intent<S extends ZodType, Ctx>(
  schema: S,
  run: (input: { value: z.output<S>; formData: FormData; reply: Reply }, ctx: Ctx) => Promise<IntentAnswer>,
  options: { hideFields?: string[]; invalidToast?: FormToast } = {},
): Intent<Ctx> {
  return { schema, run: run as Intent<Ctx>["run"], ...options };
}

/**
 * Runs the intent the form names. An intent may carry a qualifier after ':' ('update:12'), so that
 * several forms of one page each recognise their own reply; the table is keyed by the part before it.
 */
export async function dispatchIntent<Ctx>(formData: FormData, table: Record<string, Intent<Ctx>>, ctx: Ctx): Promise<IntentAnswer> {
  const name = String(formData.get("intent") ?? "").slice(0, 100);
  const key = name.split(":")[0]!;
  const entry = Object.hasOwn(table, key) ? table[key] : undefined;
  if (!entry) return refuseForm(name || "unknown", 400, UNKNOWN_INTENT_TOAST);
  return runIntent(name, entry, formData, ctx);
}

/** Parses and runs one intent: a page with a single form runs its entry whatever the form posts as intent. */
export async function runIntent<Ctx>(name: string, entry: Intent<Ctx>, formData: FormData, ctx: Ctx): Promise<IntentAnswer> {
  const submission = parseWithZod(formData, { schema: entry.schema });
  const reply = new Reply(name, submission, entry.hideFields);
  if (submission.status !== "success") return reply.fieldErrors({}, { toast: entry.invalidToast ?? null });
  return entry.run({ value: submission.value as never, formData, reply }, ctx);
}
