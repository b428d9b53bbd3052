import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  applyResult,
  applyValidation,
  fieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  initialState,
  resetState,
  useForm,
  willValidate,
} from "./form";
import { errorsOf } from "./form-validate";
import { FILL_ALL_FIELDS, INVALID_EMAIL, SignInSchema } from "./schemas/account";
import { JoinSchema } from "./schemas/join";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

/** What an action answers for this post, exactly as the server builds it. */
const reply = (entries: [string, string][], options?: { formErrors?: string[]; hideFields?: string[]; resetForm?: true }) =>
  parseWithZod(form(entries), { schema: SignInSchema }).reply(options) as SubmissionResult<string[]>;

describe("state from the server's answer", () => {
  it("starts from the defaults, serialised the way inputs hold them", () => {
    const state = initialState("f", { name: "Ana", covered: true, featured: false, courts: 3, clubIds: [1, 2], phone: null });
    expect(state.initialValue).toEqual({
      name: "Ana",
      covered: "on",
      featured: undefined,
      courts: "3",
      clubIds: ["1", "2"],
      phone: undefined,
    });
    expect(state.errors).toEqual({});
  });

  it("a refused post rendered without JavaScript shows its errors and the posted values", () => {
    const result = reply([
      ["email", "no-es-correo"],
      ["password", "x"],
    ]);
    const state = initialState("sign-in", { email: "" }, result);
    const email = fieldMetadata(state, "email");
    expect(email.errors).toEqual([INVALID_EMAIL]);
    expect(email.initialValue).toBe("no-es-correo");
    expect(email).toMatchObject({ id: "sign-in-email", errorId: "sign-in-email-error", name: "email", valid: false });
    expect(fieldMetadata(state, "password").errors).toBeUndefined();
  });

  it("a later answer shows its errors but keeps the inputs (no remount) and form errors", () => {
    const state = initialState("sign-in", { email: "" });
    const next = applyResult(
      state,
      reply(
        [
          ["email", "ana@example.com"],
          ["password", "secreto"],
        ],
        { formErrors: ["Correo electrónico o contraseña incorrectos."], hideFields: ["password"] },
      ),
      {},
    );
    expect(next.errors).toEqual({ "": ["Correo electrónico o contraseña incorrectos."] });
    expect(next.initialValue).toBe(state.initialValue);
    expect(fieldMetadata(next, "email").key).toBe(fieldMetadata(state, "email").key);
  });

  it("an empty post marks every missing field", () => {
    const next = applyResult(initialState("sign-in", {}), reply([]), {});
    expect(next.errors).toEqual({ email: [FILL_ALL_FIELDS], password: [FILL_ALL_FIELDS] });
  });

  it("a success clears the errors; resetForm goes back to the defaults and remounts the inputs", () => {
    const refused = applyResult(initialState("f", { email: "a@b.mx" }), reply([]), { email: "a@b.mx" });
    const ok = applyResult(
      refused,
      reply([
        ["email", "ana@example.com"],
        ["password", "secreto"],
      ]),
      {},
    );
    expect(ok.errors).toEqual({});
    const reset = applyResult(refused, reply([["email", "ana@example.com"]], { resetForm: true }), { email: "a@b.mx" });
    expect(reset.errors).toEqual({});
    expect(reset.validated).toEqual({});
    expect(reset.initialValue).toEqual({ email: "a@b.mx" });
    expect(fieldMetadata(reset, "email").key).not.toBe(fieldMetadata(refused, "email").key);
  });

  it("a new form id starts again", () => {
    const refused = applyResult(initialState("a", {}), reply([]), {});
    const next = resetState(refused, { email: "" }, "b");
    expect(next.formId).toBe("b");
    expect(next.errors).toEqual({});
    expect(fieldMetadata(next, "email").id).toBe("b-email");
  });
});

describe("client validation", () => {
  const errors = errorsOf(SignInSchema, form([["email", "x"]]));

  it("gives the action's Spanish messages", () => {
    expect(errors).toEqual({ email: [INVALID_EMAIL], password: [FILL_ALL_FIELDS] });
    expect(
      errorsOf(
        SignInSchema,
        form([
          ["email", "ana@example.com"],
          ["password", "secreto"],
        ]),
      ),
    ).toEqual({});
  });

  it("shows only the fields validated so far", () => {
    const blurred = applyValidation(initialState("f", {}), errors, ["email"]);
    expect(blurred.errors).toEqual({ email: [INVALID_EMAIL] });
    const submitted = applyValidation(blurred, errors, ["email", "password"]);
    expect(submitted.errors).toEqual(errors);
    const fixed = applyValidation(submitted, { password: [FILL_ALL_FIELDS] }, ["email"]);
    expect(fixed.errors).toEqual({ password: [FILL_ALL_FIELDS] });
  });

  it("a checkbox the form never posts is checked on submit through its error", () => {
    const join = errorsOf(JoinSchema, form([["name", "Ana"]]));
    expect(Object.keys(join)).toContain("acceptsTerms");
    expect(applyValidation(initialState("j", {}), join, ["name", ...Object.keys(join)]).errors.acceptsTerms).toBeDefined();
  });
});

describe("validation timing (Conform's shouldValidate / shouldRevalidate)", () => {
  const fresh = initialState("f", {});
  const validated = applyValidation(fresh, {}, ["email"]);
  const blurThenInput = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;

  it("validates on blur first, then on every input", () => {
    expect(willValidate(fresh, "email", "onInput", blurThenInput, true)).toBe(false);
    expect(willValidate(fresh, "email", "onBlur", blurThenInput, false)).toBe(true);
    expect(willValidate(validated, "email", "onInput", blurThenInput, false)).toBe(true);
    expect(willValidate(validated, "email", "onBlur", blurThenInput, true)).toBe(false);
  });

  it("onSubmit forms wait for the submit; revalidation on blur needs a changed value", () => {
    expect(willValidate(fresh, "email", "onBlur", { shouldValidate: "onSubmit" }, true)).toBe(false);
    expect(willValidate(fresh, "email", "onInput", { shouldValidate: "onSubmit" }, true)).toBe(false);
    expect(willValidate(validated, "email", "onBlur", { shouldValidate: "onBlur" }, false)).toBe(false);
    expect(willValidate(validated, "email", "onBlur", { shouldValidate: "onBlur" }, true)).toBe(true);
    expect(willValidate(fresh, "email", "onInput", { shouldValidate: "onInput" }, false)).toBe(true);
  });
});

describe("element props", () => {
  const state = applyValidation(
    initialState("f", { email: "a@b.mx", terms: true, level: "4ta", about: "hola" }),
    { email: [INVALID_EMAIL] },
    ["email"],
  );

  it("wire errors to the input for assistive technology", () => {
    const props = getInputProps(fieldMetadata(state, "email"), { type: "email", ariaDescribedBy: "f-email-hint" });
    expect(props).toMatchObject({
      id: "f-email",
      name: "email",
      form: "f",
      type: "email",
      defaultValue: "a@b.mx",
      "aria-invalid": true,
      "aria-describedby": "f-email-error f-email-hint",
    });
    expect(getInputProps(fieldMetadata(state, "other"), { type: "text", ariaDescribedBy: "h" })).toMatchObject({
      "aria-invalid": undefined,
      "aria-describedby": "h",
    });
  });

  it("checkboxes, selects and textareas start from the initial value", () => {
    expect(getInputProps(fieldMetadata(state, "terms"), { type: "checkbox" })).toMatchObject({ value: "on", defaultChecked: true });
    expect(getSelectProps(fieldMetadata(state, "level")).defaultValue).toBe("4ta");
    expect(getTextareaProps(fieldMetadata(state, "about")).defaultValue).toBe("hola");
  });

  it("the form is not validated by the browser and points to its own errors", () => {
    const withFormError = applyResult(state, reply([], { formErrors: ["No"] }), {});
    const props = getFormProps({
      id: "f",
      errorId: "f-error",
      errors: withFormError.errors[""],
      noValidate: true,
      onSubmit: () => {},
      onFocus: () => {},
      onInput: () => {},
      onBlur: () => {},
    });
    expect(props).toMatchObject({ id: "f", noValidate: true, "aria-describedby": "f-error" });
  });
});

describe("server-rendered form (what a browser without JavaScript gets)", () => {
  function SignIn({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
    const [form, fields] = useForm<{ email: string }>({ id: "sign-in", lastResult, defaultValue: { email: "" } });
    const { email } = fields;
    return createElement(
      "form",
      getFormProps(form),
      createElement("input", { key: email.key, ...getInputProps(email, { type: "email" }) }),
      email.errors ? createElement("p", { id: email.errorId }, email.errors[0]) : null,
    );
  }

  it("renders the refused answer: posted value, error under the field, aria wiring, noValidate", () => {
    const html = renderToString(createElement(SignIn, { lastResult: reply([["email", "no-es-correo"]]) }));
    expect(html).toContain('<form id="sign-in" noValidate=""');
    expect(html).toContain('value="no-es-correo"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="sign-in-email-error"');
    expect(html).toContain(`<p id="sign-in-email-error">${INVALID_EMAIL}</p>`);
  });

  it("renders the defaults after a resetForm answer", () => {
    const html = renderToString(createElement(SignIn, { lastResult: reply([["email", "ana@example.com"]], { resetForm: true }) }));
    expect(html).not.toContain("ana@example.com");
    expect(html).not.toContain("aria-invalid");
  });
});
