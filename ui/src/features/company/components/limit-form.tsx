import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import type { Member } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { setMember } from '../api/company';

/** A member's limit as the form holds it: taka, or empty for none. */
export const limitText = (member: Member) => (member.orderLimit === null ? '' : String(member.orderLimit));

/** A company admin sets a buyer's spending limit per order; an order above it waits for an approver. */
export function LimitForm({ member, onSaved }: { member: Member; onSaved: () => void }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(() => limitText(member));
  const [error, setError] = useState<string>();
  const { busy, run } = useMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    await run('limit', () => setMember(member.userId, member.role, limit), {
      success: t('LIMIT_SAVED', { name: member.name }),
      onSuccess: onSaved,
      onError: (failure) => {
        if (failure.field !== 'orderLimit') return false;
        setError(failure.message);
        return true;
      },
    });
  }

  return (
    <form className="company__limit" noValidate onSubmit={save}>
      <TextField
        label={`${t('ORDER_LIMIT')}: ${member.name}`}
        name={`limit-${member.userId}`}
        inputMode="numeric"
        autoComplete="off"
        hint={t('ORDER_LIMIT_HINT')}
        value={limit}
        error={error}
        onChange={(event) => {
          setLimit(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="button button--small button--outline" disabled={busy}>
        {busy ? t('SAVING') : t('SAVE_LIMIT')}
      </button>
    </form>
  );
}
