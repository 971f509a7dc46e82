import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** The id of a field's error message, for `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** "a b" from the ids that are set, or undefined. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const set = ids.filter(Boolean);
  return set.length > 0 ? set.join(" ") : undefined;
}

/** The asterisk of a required field; the legend of the form explains it. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** A field's error message, next to it; absent when the field is valid. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="field__error">
      {error}
    </p>
  );
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The attributes that tie a control to its hint and error. */
function controlProps(id: string, hint: string | undefined, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && hintId(id), error && errorId(id)),
  } as const;
}

type TextFieldProps = Omit<FieldFrameProps, "children"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">;

/** A labelled text input that owns its hint, its error and their ARIA links. */
function TextField({ id, label, required, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input className="field__control" required={required} {...controlProps(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<FieldFrameProps, "children"> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">;

function TextAreaField({ id, label, required, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        className="field__control"
        required={required}
        {...controlProps(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<FieldFrameProps, "children"> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & { options: readonly string[] };

export function SelectField({ id, label, required, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select className="field__control" required={required} {...controlProps(id, hint, error)} {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

// The contact details block. Here rather than in a module of its own: vite.config.ts keeps
// this module out of the "shared" chunk every page loads (only the contact and booking pages
// load it), which a new module under app/components/ would not be.

/** The fields of the block, by role. The message's `name` is the form's own ("Message" or "message"). */
export type ContactFieldName = "whom" | "lastName" | "firstName" | "email" | "phone" | "interest" | "message";

/** Required unless a form says otherwise: the contact form's required fields (spec section 3). */
const DEFAULT_REQUIRED: readonly ContactFieldName[] = ["whom", "lastName", "firstName", "email", "phone"];

/** The labels of the block: content/contact.yaml `form` has them all (the loaders pass them). */
interface ContactFieldLabels<Whom extends string = never> {
  whom: { legend: string } & Record<Whom, string>;
  lastName: string;
  firstName: string;
  email: string;
  emailHint: string;
  phone: string;
  phoneHint: string;
  interest: string;
  honeypot: string;
}

/** The free-text field: its name, label and height differ from form to form. */
interface MessageField {
  name: string;
  label: string;
  hint?: string;
  rows: number;
}

export interface ContactFieldsProps<Whom extends string = never> {
  /** Each control's id is `${idPrefix}-${name}`: what the form's error summary links to and its focus goes to. */
  idPrefix: string;
  labels: ContactFieldLabels<Whom>;
  /** The options of « Vous êtes », in order; the choice is shown only when they are given. */
  whom?: readonly Whom[];
  /** The options of the subject list; the list is shown only when they are given. */
  interest?: readonly string[];
  message: MessageField;
  /** The name of the field a person never fills (shared/contact-validation.ts `HONEYPOT_FIELD`). */
  honeypot: string;
  /** The fields marked and checked as required; by default, the contact form's. */
  required?: readonly ContactFieldName[];
  /** The message of each invalid field, by field name; none before the first submit. */
  errors?: Readonly<Partial<Record<string, string>>>;
}

/**
 * The fields a visitor fills to be contacted, shared by the contact, booking
 * and callback forms: « Vous êtes », name, e-mail, phone, subject, message
 * and the honeypot, in that order, with their labels, autocomplete tokens and
 * errors (each field's own, tied by `aria-describedby`). The controls are
 * uncontrolled: what was typed stays in the DOM through every render, and a
 * form posted without scripts sends them as they are named here.
 */
export function ContactFields<Whom extends string = never>({
  idPrefix,
  labels,
  whom,
  interest,
  message,
  honeypot,
  required = DEFAULT_REQUIRED,
  errors = {},
}: ContactFieldsProps<Whom>) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const isRequired = (field: ContactFieldName) => required.includes(field);
  return (
    <>
      {whom && (
        <fieldset
          className={`field field--choices${errors.whom ? " field--invalid" : ""}`}
          aria-describedby={errors.whom ? errorId(id("whom")) : undefined}
        >
          <legend className="field__label">
            {labels.whom.legend}
            {isRequired("whom") && <RequiredMark />}
          </legend>
          <div className="choices">
            {whom.map((option, index) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name="whom"
                  value={option}
                  id={index === 0 ? id("whom") : undefined}
                  required={isRequired("whom")}
                  aria-invalid={errors.whom ? true : undefined}
                />
                {labels.whom[option]}
              </label>
            ))}
          </div>
          <FieldError id={id("whom")} error={errors.whom} />
        </fieldset>
      )}
      <div className="contact-form__row">
        <TextField
          id={id("lastName")}
          name="lastName"
          label={labels.lastName}
          required={isRequired("lastName")}
          autoComplete="family-name"
          error={errors.lastName}
        />
        <TextField
          id={id("firstName")}
          name="firstName"
          label={labels.firstName}
          required={isRequired("firstName")}
          autoComplete="given-name"
          error={errors.firstName}
        />
      </div>
      <div className="contact-form__row">
        <TextField
          id={id("email")}
          name="email"
          type="email"
          label={labels.email}
          hint={labels.emailHint}
          required={isRequired("email")}
          autoComplete="email"
          spellCheck={false}
          error={errors.email}
        />
        <TextField
          id={id("phone")}
          name="phone"
          type="tel"
          label={labels.phone}
          hint={labels.phoneHint}
          required={isRequired("phone")}
          autoComplete="tel"
          error={errors.phone}
        />
      </div>
      {interest && (
        <SelectField
          id={id("interest")}
          name="interest"
          label={labels.interest}
          options={interest}
          required={isRequired("interest")}
          error={errors.interest}
        />
      )}
      <TextAreaField
        id={id(message.name)}
        name={message.name}
        label={message.label}
        hint={message.hint}
        rows={message.rows}
        required={isRequired("message")}
        error={errors[message.name]}
      />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id(honeypot)}>{labels.honeypot}</label>
        <input id={id(honeypot)} name={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
