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
export function TextField({ id, label, required, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input className="field__control" required={required} {...controlProps(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<FieldFrameProps, "children"> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">;

export function TextAreaField({ id, label, required, hint, error, ...textarea }: TextAreaFieldProps) {
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
