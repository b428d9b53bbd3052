// The part of Conform's React API this app uses (ADR: forms without Conform's client), so a form page
// ships no form library and no Zod until the user touches the form. The server side is Conform's:
// actions answer `submission.reply()`, whose SubmissionResult this module reads.
import type { SubmissionResult } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ZodType } from "zod";

export type { SubmissionResult };

type Errors = Record<string, string[]>;
type Validate = (formData: FormData) => Errors;
export type ValidateOn = "onSubmit" | "onBlur" | "onInput";

export type FormState = {
  formId: string;
  /** The values the inputs start from: the posted values of a refused submission, else the defaults. */
  initialValue: Record<string, unknown>;
  /** Errors of the fields already validated (only those are shown). */
  errors: Errors;
  validated: Record<string, boolean>;
  /** Changes on every reset, so that inputs keyed by it start again from initialValue. */
  resets: number;
  /** The last server answer applied (a new one is applied once). */
  result: SubmissionResult<string[]> | null | undefined;
};

/** Form values the way inputs hold them: strings ('on' for a checked box), lists of strings. */
export function serialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serialize);
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]));
  }
  return value ?? undefined;
}

const only = (errors: Errors, validated: Record<string, boolean>): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => validated[name]));

function mark(validated: Record<string, boolean>, names: Iterable<string>): Record<string, boolean> {
  const next = { ...validated };
  for (const name of names) next[name] = true;
  return next;
}

/** A fresh form: the defaults, or what a server answer (rendered without JavaScript) carries. */
export function initialState(formId: string, defaultValue: unknown, result?: SubmissionResult<string[]> | null): FormState {
  const state: FormState = {
    formId,
    initialValue: (serialize(defaultValue) ?? {}) as Record<string, unknown>,
    errors: {},
    validated: {},
    resets: 0,
    result,
  };
  if (!result || result.initialValue === null) return state;
  return applyResult({ ...state, initialValue: result.initialValue ?? state.initialValue, result: undefined }, result, defaultValue);
}

/** Starts again from the defaults, without errors; inputs remount. */
export function resetState(state: FormState, defaultValue: unknown, formId = state.formId): FormState {
  return { ...initialState(formId, defaultValue), resets: state.resets + 1, result: state.result };
}

/**
 * A server answer: `resetForm` starts again from the defaults; otherwise its errors are shown (a
 * null error keeps the field's current one). The inputs keep what the user typed.
 */
export function applyResult(state: FormState, result: SubmissionResult<string[]>, defaultValue: unknown): FormState {
  if (result.initialValue === null) return { ...resetState(state, defaultValue), result };
  const errors: Errors = {};
  for (const [name, error] of Object.entries(result.error ?? {})) {
    const kept = error ?? state.errors[name];
    if (kept?.length) errors[name] = kept;
  }
  const validated = mark(state.validated, [...Object.keys(errors), ...(result.fields ?? [])]);
  return { ...state, validated, errors: only(errors, validated), result };
}

/** A client validation of the whole form, shown for `names` and the fields validated before. */
export function applyValidation(state: FormState, errors: Errors, names: Iterable<string>): FormState {
  const validated = mark(state.validated, names);
  return { ...state, validated, errors: only(errors, validated) };
}

/** Conform's timing: a field validates on `shouldValidate`, and once validated, on `shouldRevalidate`. */
export function willValidate(
  state: FormState,
  name: string,
  event: "onBlur" | "onInput",
  { shouldValidate = "onSubmit", shouldRevalidate = shouldValidate }: { shouldValidate?: ValidateOn; shouldRevalidate?: ValidateOn },
  valueUpdated: boolean,
): boolean {
  if (!state.validated[name]) return shouldValidate === event;
  return shouldRevalidate === event && (event === "onInput" || valueUpdated);
}

export type FieldMetadata = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  initialValue: unknown;
  key: string;
  valid: boolean;
};

export type FormMetadata = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FormEvent<HTMLFormElement>) => void;
};

export type FormOptions<Values> = {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: NoInfer<{ [K in keyof Values]?: unknown }>;
  /**
   * The form's Zod schema, imported on the first focus or input in the form (with Zod and its
   * Spanish messages). Without it, only the server validates.
   */
  schema?: () => Promise<ZodType>;
  shouldValidate?: ValidateOn;
  shouldRevalidate?: ValidateOn;
  /** Called for a valid submission, e.g. to send it with fetch after `event.preventDefault()`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
};

export function fieldMetadata(state: FormState, name: string): FieldMetadata {
  const id = `${state.formId}-${name}`;
  const errors = state.errors[name];
  return {
    id,
    name,
    formId: state.formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors,
    initialValue: state.initialValue[name],
    key: `${state.formId}-${state.resets}`,
    valid: !errors,
  };
}

function focusFirstInvalid(form: HTMLFormElement, errors: Errors) {
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (element.name && errors[element.name]) return element.focus();
  }
}

const fieldName = (event: FormEvent<HTMLFormElement>) => (event.target as HTMLInputElement).name || "";

export function useForm<Values extends object = Record<string, unknown>>(
  options: FormOptions<Values>,
): [FormMetadata, { [K in keyof Values & string]-?: FieldMetadata }] {
  const { id, lastResult } = options;
  const [stored, setState] = useState(() => initialState(id, options.defaultValue, lastResult));
  let state = stored;
  // Adjusting state to new props during render (React's documented pattern): no effect, no flash.
  if (state.formId !== id) state = { ...resetState(state, options.defaultValue, id), result: lastResult };
  else if (lastResult && lastResult !== state.result) state = applyResult(state, lastResult, options.defaultValue);
  if (state !== stored) setState(state);

  const latest = useRef({ options, state });
  latest.current = { options, state };
  const validator = useRef<Promise<Validate | null>>(null);
  const loaded = useRef<Validate | null | undefined>(undefined);
  const valueUpdated = useRef(false);
  // Like Conform: a refused submission moves the focus to its first invalid field.
  const firstResult = useRef(state.result);
  useEffect(() => {
    const form = document.forms.namedItem(state.formId);
    if (form && state.result !== firstResult.current && state.result?.status === "error")
      focusFirstInvalid(form, latest.current.state.errors);
  }, [state.result, state.formId]);

  function load(): Promise<Validate | null> | null {
    const schema = latest.current.options.schema;
    if (!schema) return null;
    validator.current ??= Promise.all([schema(), import("./form-validate")]).then(
      ([s, m]) => (loaded.current = (formData: FormData) => m.errorsOf(s, formData)),
      () => (loaded.current = null),
    );
    return validator.current;
  }

  function validateField(form: HTMLFormElement, name: string) {
    void load()?.then((validate) => {
      if (!validate || !form.isConnected) return;
      valueUpdated.current = false;
      setState((s) => applyValidation(s, validate(new FormData(form)), [name]));
    });
  }

  function onFieldEvent(event: FormEvent<HTMLFormElement>, on: "onBlur" | "onInput") {
    const name = fieldName(event);
    if (!name) return;
    if (willValidate(latest.current.state, name, on, latest.current.options, valueUpdated.current))
      validateField(event.currentTarget, name);
    else if (on === "onInput") valueUpdated.current = true;
  }

  const form: FormMetadata = {
    id: state.formId,
    errorId: `${state.formId}-error`,
    errors: state.errors[""],
    noValidate: true,
    onFocus: () => void load(),
    onInput(event) {
      void load();
      onFieldEvent(event, "onInput");
    },
    onBlur: (event) => onFieldEvent(event, "onBlur"),
    onSubmit(event) {
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      // Still loading the schema: wait for it, then submit again (validated, or by the server if it failed to load).
      if (loaded.current === undefined && validator.current) {
        event.preventDefault();
        void validator.current.then(() => element.isConnected && element.requestSubmit(submitter));
        return;
      }
      const formData = new FormData(element, submitter);
      const validate = loaded.current;
      if (validate) {
        const errors = validate(formData);
        valueUpdated.current = false;
        setState((s) => applyValidation(s, errors, [...formData.keys(), ...Object.keys(errors)]));
        if (Object.keys(errors).length > 0) {
          event.preventDefault();
          focusFirstInvalid(element, errors);
          return;
        }
      }
      latest.current.options.onSubmit?.(event, { formData });
    },
  };
  const fields = new Proxy({} as { [K in keyof Values & string]-?: FieldMetadata }, {
    get: (_, name) => fieldMetadata(state, String(name)),
  });
  return [form, fields];
}

type ControlOptions = { ariaDescribedBy?: string };

function controlProps(field: FieldMetadata, { ariaDescribedBy }: ControlOptions = {}) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${field.errorId} ${ariaDescribedBy ?? ""}`.trim() : ariaDescribedBy,
  };
}

const asText = (value: unknown) => (Array.isArray(value) ? value.map((v) => `${v ?? ""}`) : value == null ? undefined : String(value));

/** Props of the <form>: its id, submit and validation handlers, and noValidate (the schema checks). */
export function getFormProps(form: FormMetadata) {
  const { id, onSubmit, onFocus, onInput, onBlur, noValidate, errors, errorId } = form;
  return { id, onSubmit, onFocus, onInput, onBlur, noValidate, "aria-describedby": errors ? errorId : undefined };
}

/** Props of an uncontrolled <input>: id, name, aria attributes, initial value. Key it with `field.key` (changes on reset). */
export function getInputProps(field: FieldMetadata, options: ControlOptions & { type: string }) {
  const props = { ...controlProps(field, options), type: options.type };
  if (options.type === "checkbox" || options.type === "radio") {
    const value = field.initialValue;
    return { ...props, value: "on", defaultChecked: Array.isArray(value) ? value.includes("on") : value === "on" };
  }
  return { ...props, defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined };
}

export function getSelectProps(field: FieldMetadata, options?: ControlOptions) {
  return { ...controlProps(field, options), defaultValue: asText(field.initialValue) };
}

export function getTextareaProps(field: FieldMetadata, options?: ControlOptions) {
  return { ...controlProps(field, options), defaultValue: asText(field.initialValue) as string | undefined };
}
