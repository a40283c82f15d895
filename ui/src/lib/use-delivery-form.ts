// The delivery details form's state: prefilled from the buyer's default address (else the
// profile), kept as a draft through a reload, checked by the shared rules on every change, each
// field's message shown once it is touched or submitted.
import { useEffect, useMemo, useState } from 'react';
import { endpoint } from '@/lib/api-client';
import { checkDelivery, districts, errorsByField, type DeliveryForm, type SavedAddress, type User } from '@/lib/model';
import { useApi } from '@/lib/use-api';

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

/** Where the checkout keeps what is typed, so a reload loses nothing (this tab only). */
const DRAFT_KEY = 'checkout.delivery';

function draftOf(email: string | undefined): DeliveryForm | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as { email?: string; form?: DeliveryForm } | null;
    return draft?.email === email && draft?.form ? draft.form : null;
  } catch {
    return null;
  }
}

/** A saved place as the form holds it. */
export const formOf = (place: SavedAddress): DeliveryForm => ({ ...place.delivery });

/**
 * The checkout's delivery form: the draft this tab kept, else the buyer's default address (the
 * API lists it first), else the profile; filled again if the buyer changes. `saved` is the
 * buyer's address book, to choose from; `forget` drops the draft once the order is placed.
 */
export function useCheckoutDelivery(user: User | null | undefined) {
  const email = user?.email;
  const state = useDeliveryForm(draftOf(email) ?? fromProfile(user));
  const [filledFor, setFilledFor] = useState(email);
  const [typed, setTyped] = useState(draftOf(email) !== null);
  if (email !== filledFor) {
    // Adjusting state to a changed input during render, as React's docs recommend over an effect.
    setFilledFor(email);
    setTyped(draftOf(email) !== null);
    state.reset(draftOf(email) ?? fromProfile(user));
  }
  const { data: saved } = useApi<SavedAddress[]>(email ? endpoint('GET /me/addresses') : null);
  // The places of the company the buyer orders for, after their own (none outside a company).
  const { data: companyPlaces } = useApi<SavedAddress[]>(email ? endpoint('GET /company/addresses') : null);
  const first = saved?.[0];
  const [prefilled, setPrefilled] = useState<SavedAddress>();
  // Until the buyer types, the form shows the default (or the place used last). Set during the
  // render that brings the answer, not in an effect: an effect runs later, and a choice the
  // buyer made in between would be overwritten by the default.
  if (first && !typed && first !== prefilled) {
    setPrefilled(first);
    state.reset(formOf(first));
  }
  useEffect(() => {
    if (typed && email) sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ email, form: state.form }));
  }, [typed, email, state.form]);
  return {
    ...state,
    saved: [...(saved ?? []), ...(companyPlaces ?? [])],
    update: (field: keyof DeliveryForm, value: string) => {
      setTyped(true);
      state.update(field, value);
    },
    /** Fills the form with a saved place. */
    choose: (place: SavedAddress) => {
      setTyped(true);
      state.reset(formOf(place));
    },
    forget: () => sessionStorage.removeItem(DRAFT_KEY),
  };
}

export type CheckoutDelivery = ReturnType<typeof useCheckoutDelivery>;
