import type { InputHTMLAttributes, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Props of {@link Field}: a native input plus its visible label and messages. */
export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input's name; also its id unless `id` is given. */
  name: string;
  label: ReactNode;
  /** The message shown under the input; marks the input invalid. */
  error?: string;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Forwarded to the input (React 19 passes refs as props; react-hook-form's `register` needs it). */
  ref?: React.Ref<HTMLInputElement>;
}

/** The accessibility attributes {@link FieldFrame} gives its control. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * What every labelled control shares: the visible label tied to the control, an optional hint,
 * and the error line. `children` draws the control with the id and `aria-*` attributes given
 * (an error sets `aria-invalid` and is announced through `aria-describedby`, with the hint).
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A labelled text-like input with an error line (see {@link FieldFrame}). */
export function Field({ name, label, error, hint, id, className, ...props }: FieldProps) {
  return (
    <FieldFrame id={id ?? name} label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} name={name} invalid={Boolean(error)} {...props} />}
    </FieldFrame>
  );
}

/** The red message line under a field; renders nothing without a message. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** Props of {@link RadioGroupField}. */
export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  /** Extra props for every radio input (e.g. react-hook-form's `register(name)`). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}

/** A group of radio buttons in a `<fieldset>` with a `<legend>` and an error line. */
export function RadioGroupField({
  name,
  legend,
  options,
  error,
  defaultValue,
  required,
  inputProps,
}: RadioGroupFieldProps) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className="space-y-1"
    >
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-6 pt-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              required={required}
              className="size-4 accent-brand-700"
              {...inputProps}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
