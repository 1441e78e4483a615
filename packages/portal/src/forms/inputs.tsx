// The inputs of the contact fields several forms ask for, so what the browser and the keyboard are
// told about them (type, keypad, autofill, length) is written once. Their rules live in the
// endpoints' request schemas (packages/api).
import type { ComponentProps } from 'react';
import { Input } from '@chainportal/ui';

type InputProps = ComponentProps<typeof Input>;

/** A mainland mobile number: 11 digits on the phone keypad, filled from the browser's saved phone. */
export function MobileInput(props: InputProps) {
  return <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...props} />;
}

/** An e-mail address, at most 100 characters, filled from the browser's saved address. */
export function EmailInput(props: InputProps) {
  return <Input type="email" autoComplete="email" maxLength={100} {...props} />;
}

/**
 * A code written in capitals (a unified social credit code, a taxpayer number): what is typed is
 * capitalised before the form sees it.
 */
export function UpperCaseInput({ onChange, ...props }: InputProps) {
  return (
    <Input
      autoCapitalize="characters"
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.toUpperCase();
        return onChange?.(event);
      }}
    />
  );
}
