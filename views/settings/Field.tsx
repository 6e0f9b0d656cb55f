import { useId, type HTMLInputTypeAttribute } from 'react';
import { ErrorText } from '../shell/ui';

export interface FieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete: string;
  /** The field's problem as text, or null. */
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}

/** A labelled input with its error under it, announced and linked to the field. */
export const Field = ({ label, name, value, type = 'text', autoComplete, error, onChange }: FieldProps) => {
  const errorId = `${useId()}-error`;
  return (
    <>
      <label>
        {label}
        <input
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error !== null && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
};
