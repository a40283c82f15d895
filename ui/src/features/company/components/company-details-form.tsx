import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { inDigits, words } from '@/lib/i18n';
import type { CompanyDetails, CompanyForm, CompanyPage } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { setUpCompany, updateCompany } from '../api/company';

const blank: CompanyForm = { name: '', nameBn: '', bin: '', tradeLicence: '', billingAddress: '', requiresPo: false };

/** The form's fields from stored details: a BIN as its certificate prints it. */
function formOf(details: CompanyDetails): CompanyForm {
  const bin = details.bin ? `${details.bin.slice(0, 9)}-${details.bin.slice(9)}` : '';
  return {
    name: details.name,
    nameBn: details.nameBn ?? '',
    bin,
    tradeLicence: details.tradeLicence ?? '',
    billingAddress: details.billingAddress ?? '',
    requiresPo: details.requiresPo,
  };
}

interface CompanyDetailsFormProps {
  /** The details stored, or none to set a company up. */
  details?: CompanyDetails;
  onSaved: (page: CompanyPage) => void;
}

/**
 * A company's details: set up with them, or kept by its company admin. The server checks each
 * field by the shared rules and names the one it refuses, shown under it.
 */
export function CompanyDetailsForm({ details, onSaved }: CompanyDetailsFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CompanyForm>(() => (details ? formOf(details) : blank));
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  const { busy, run } = useMutation();
  const errorOf = (field: keyof CompanyForm) => (refused?.field === field ? refused.message : undefined);
  const update = (field: Exclude<keyof CompanyForm, 'requiresPo'>) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (refused?.field === field) setRefused(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await run('company', () => (details ? updateCompany(form) : setUpCompany(form)), {
      success: details ? words.COMPANY_SAVED : words.COMPANY_CREATED,
      onError: (error) => {
        if (!error.field || !(error.field in blank)) return false;
        setRefused({ field: error.field, message: error.message });
        return true;
      },
    });
    if (saved) onSaved(saved);
  }

  return (
    <form className="form company-form" noValidate onSubmit={save}>
      <TextField label={t('COMPANY_NAME')} name="name" autoComplete="organization" required value={form.name} error={errorOf('name')} onChange={update('name')} />
      <TextField label={t('COMPANY_NAME_BN')} name="nameBn" lang="bn" value={form.nameBn} error={errorOf('nameBn')} onChange={update('nameBn')} />
      <TextField
        label={t('BIN')}
        name="bin"
        inputMode="numeric"
        placeholder={inDigits('000123456-0101')}
        value={form.bin}
        error={errorOf('bin')}
        onChange={update('bin')}
      />
      <TextField label={t('TRADE_LICENCE')} name="tradeLicence" value={form.tradeLicence} error={errorOf('tradeLicence')} onChange={update('tradeLicence')} />
      <TextAreaField
        label={t('BILLING_ADDRESS')}
        name="billingAddress"
        rows={3}
        autoComplete="street-address"
        value={form.billingAddress}
        error={errorOf('billingAddress')}
        onChange={update('billingAddress')}
      />
      <label className="checkbox">
        <input type="checkbox" name="requiresPo" checked={form.requiresPo} onChange={(event) => setForm((current) => ({ ...current, requiresPo: event.target.checked }))} />
        {t('REQUIRES_PO')}
      </label>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('SAVING') : details ? t('SAVE_COMPANY') : t('COMPANY_SET_UP')}
      </button>
    </form>
  );
}
