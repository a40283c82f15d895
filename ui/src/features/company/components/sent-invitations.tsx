import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/text-field';
import { formatDay, inDigits, words } from '@/lib/i18n';
import type { CompanyPage, MemberRole } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { invite, withdrawInvitation } from '../api/company';
import { RoleSelect, roleLabel } from './role-select';

interface SentInvitationsProps {
  company: CompanyPage;
  onChanged: () => void;
}

/** A company admin invites colleagues by email or mobile number, and sees who has not answered. */
export function SentInvitations({ company, onChanged }: SentInvitationsProps) {
  const { t } = useTranslation();
  const [contact, setContact] = useState('');
  const [role, setRole] = useState<MemberRole>('buyer');
  const [contactError, setContactError] = useState<string>();
  const { busy, running, run } = useMutation();

  async function send(event: FormEvent) {
    event.preventDefault();
    const sent = await run('invite', () => invite(contact, role), {
      onError: (error) => {
        if (error.field !== 'contact') return false;
        setContactError(error.message);
        return true;
      },
      success: null,
    });
    if (!sent) return;
    toast.success(t('INVITATION_SENT', { contact: inDigits(sent.contact) }));
    setContact('');
    onChanged();
  }

  async function withdraw(id: number) {
    await run(`withdraw-${id}`, () => withdrawInvitation(id), { success: words.INVITATION_WITHDRAWN, onSuccess: onChanged });
  }

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('INVITE_MEMBER')}</h2>
      <form className="form company__invite" noValidate onSubmit={send}>
        <TextField
          label={t('INVITEE_CONTACT')}
          name="contact"
          autoComplete="off"
          value={contact}
          error={contactError}
          onChange={(event) => {
            setContact(event.target.value);
            setContactError(undefined);
          }}
        />
        <RoleSelect label={t('MEMBER_ROLE')} name="role" value={role} onChange={setRole} />
        <button type="submit" className="button" disabled={busy}>
          {running === 'invite' ? t('PLEASE_WAIT') : t('SEND_INVITATION')}
        </button>
      </form>
      {company.invitations.length > 0 && (
        <>
          <h3>{t('INVITATIONS_SENT')}</h3>
          <ul className="company__list">
            {company.invitations.map((invitation) => (
              <li key={invitation.id} className="company__row">
                <div>
                  <p>
                    <strong>{inDigits(invitation.contact)}</strong>
                  </p>
                  <p className="muted small">{t('INVITED_AS', { role: roleLabel(t, invitation.role), day: formatDay(invitation.expiresAt) })}</p>
                </div>
                <button
                  type="button"
                  className="button button--small button--outline"
                  aria-label={`${t('WITHDRAW_INVITATION')}: ${invitation.contact}`}
                  disabled={busy}
                  onClick={() => void withdraw(invitation.id)}
                >
                  {t('WITHDRAW_INVITATION')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
