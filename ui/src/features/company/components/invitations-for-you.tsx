import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/i18n';
import type { CompanyPage, InvitationForYou } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { acceptInvitation, declineInvitation } from '../api/company';
import { roleLabel } from './role-select';

interface InvitationsForYouProps {
  invitations: InvitationForYou[];
  /** Whether the caller orders for a company already: they must leave it to join another. */
  inCompany: boolean;
  onJoined: (company: CompanyPage) => void;
  onDeclined: () => void;
}

/** The invitations to the caller's address or mobile number, each to join or decline. */
export function InvitationsForYou({ invitations, inCompany, onJoined, onDeclined }: InvitationsForYouProps) {
  const { t, i18n } = useTranslation();
  const { busy, running, run } = useMutation();
  const nameOf = (invitation: InvitationForYou) => (i18n.language === 'bn' && invitation.companyBn) || invitation.company;

  async function join(invitation: InvitationForYou) {
    const company = await run(`join-${invitation.id}`, () => acceptInvitation(invitation.id), {
      success: t('JOINED_COMPANY', { company: nameOf(invitation) }),
    });
    if (company) onJoined(company);
  }

  async function decline(invitation: InvitationForYou) {
    await run(`decline-${invitation.id}`, () => declineInvitation(invitation.id), { success: t('INVITATION_DECLINED'), onSuccess: onDeclined });
  }

  return (
    <section className="card company__for-you" aria-labelledby="for-you-title">
      <h2 id="for-you-title">{t('INVITATIONS_FOR_YOU')}</h2>
      <ul className="company__list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="company__row">
            <div>
              <p>{t('INVITATION_FROM', { company: nameOf(invitation), role: roleLabel(t, invitation.role) })}</p>
              <p className="muted small">{t('INVITED_AS', { role: roleLabel(t, invitation.role), day: formatDay(invitation.expiresAt) })}</p>
              {inCompany && <p className="muted small">{t('ALREADY_IN_COMPANY')}</p>}
            </div>
            <div className="company__actions">
              <button type="button" className="button button--small" disabled={busy || inCompany} onClick={() => void join(invitation)}>
                {running === `join-${invitation.id}` ? t('PLEASE_WAIT') : t('ACCEPT_INVITATION')}
              </button>
              <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => void decline(invitation)}>
                {t('DECLINE_INVITATION')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
