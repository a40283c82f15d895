// The delivery details form's state: prefilled from the buyer's profile, checked by the
// shared rules on every change, each field's message shown once it is touched or submitted.
import { useMemo, useState } from 'react';
import { checkDelivery, districts, errorsByField, type DeliveryForm, type User } from '@/lib/model';

type Field = keyof DeliveryForm;

/** The district named in a free-text profile address, if exactly one is. */
export function districtIn(address: string): string {
  const words = address.toLowerCase();
  const named = districts.filter((district) => new RegExp(`\\b${district.toLowerCase().replace(/'/g, "'?")}\\b`).test(words));
  return named.length === 1 ? (named[0] ?? '') : '';
}

/** The form as the profile fills it: name, phone and address, and the district it names. */
export function fromProfile(user: User | null | undefined): DeliveryForm {
  const address = user?.address ?? '';
  return {
    recipient: user?.displayName ?? '',
    phone: user?.phoneNumber ?? '',
    address,
    district: districtIn(address),
  };
}

export function useDeliveryForm(initial: DeliveryForm) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const outcome = useMemo(() => checkDelivery(form), [form]);
  const errors = errorsByField(outcome);

  return {
    form,
    outcome,
    /** A field's message, once the buyer has been there or tried to submit. */
    shown: (field: Field) => (submitted || touched[field] ? errors[field] : undefined),
    update: (field: Field, value: string) => {
      setForm((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    /** Shows every message; the details when they pass. */
    submit: () => {
      setSubmitted(true);
      return outcome.ok ? outcome.value : null;
    },
    /** Replaces the whole form, e.g. when the profile arrives after the page. */
    reset: (next: DeliveryForm) => {
      setForm(next);
      setTouched({});
      setSubmitted(false);
    },
  };
}

export type DeliveryFormState = ReturnType<typeof useDeliveryForm>;

/**
 * The checkout's delivery form, prefilled from the signed-in buyer's profile, and filled again
 * if the profile arrives (or the buyer changes) after the page.
 */
export function useCheckoutDelivery(user: User | null | undefined) {
  const state = useDeliveryForm(fromProfile(user));
  const [filledFor, setFilledFor] = useState(user?.email);
  if (user?.email !== filledFor) {
    // Adjusting state to a changed input during render, as React's docs recommend over an effect.
    setFilledFor(user?.email);
    state.reset(fromProfile(user));
  }
  return state;
}
