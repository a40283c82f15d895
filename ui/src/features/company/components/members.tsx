import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney, inDigits } from '@/lib/i18n';
import type { CompanyPage, Member, MemberRole } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { removeMember, setMember } from '../api/company';
import { LimitForm, limitText } from './limit-form';
import { RoleSelect, roleLabel } from './role-select';

interface MembersProps {
  company: CompanyPage;
  /** Called once a member's role or the members changed, the caller's own leaving too. */
  onChanged: () => void;
}

/**
 * The people ordering for the company. A company admin changes their roles and removes them;
 * every member can leave.
 */
export function Members({ company, onChanged }: MembersProps) {
  const { t } = useTranslation();
  const { busy, run } = useMutation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const manages = company.role === 'admin';
  const companyName = company.details.name;

  async function setRole(member: Member, role: MemberRole) {
    await run(`role-${member.userId}`, () => setMember(member.userId, role, limitText(member)), {
      success: t('ROLE_CHANGED', { name: member.name }),
      onSuccess: onChanged,
    });
  }

  async function remove() {
    if (!removing) return;
    const leaving = removing.you;
    await run('remove', () => removeMember(removing.userId), {
      success: leaving ? t('LEFT_COMPANY') : t('MEMBER_REMOVED', { name: removing.name }),
      onSuccess: onChanged,
    });
    setRemoving(null);
  }

  return (
    <section className="card company__members" aria-labelledby="members-title">
      <h2 id="members-title">{t('MEMBERS')}</h2>
      <p className="muted small">{t('ROLES_HINT')}</p>
      <ul className="company__list">
        {company.members.map((member) => (
          <li key={member.userId} className="company__row">
            <div>
              <p>
                <strong>{member.you ? t('MEMBER_YOU', { name: member.name }) : member.name}</strong>
              </p>
              <p className="muted small">{inDigits(member.contact)}</p>
              {manages && member.role === 'buyer' && <LimitForm member={member} onSaved={onChanged} />}
              {!manages && member.orderLimit !== null && (
                <p className="muted small">
                  {t('ORDER_LIMIT')}: {formatMoney(member.orderLimit)}
                </p>
              )}
            </div>
            <div className="company__actions">
              {manages ? (
                <RoleSelect
                  label={`${t('MEMBER_ROLE')}: ${member.name}`}
                  labelHidden
                  name={`role-${member.userId}`}
                  value={member.role}
                  disabled={busy}
                  onChange={(role) => void setRole(member, role)}
                />
              ) : (
                <span className="badge badge--info">{roleLabel(t, member.role)}</span>
              )}
              {(manages || member.you) && (
                <button
                  type="button"
                  className="button button--small button--outline"
                  aria-label={member.you ? t('LEAVE_COMPANY') : `${t('REMOVE_MEMBER')}: ${member.name}`}
                  onClick={() => setRemoving(member)}
                >
                  {member.you ? t('LEAVE_COMPANY') : t('REMOVE')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing?.you ? t('LEAVE_COMPANY_Q', { company: companyName }) : t('REMOVE_MEMBER_Q', { name: removing?.name ?? '' })}
        confirmLabel={removing?.you ? t('LEAVE_COMPANY') : t('REMOVE_MEMBER')}
        cancelLabel={t('CANCEL')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('REMOVE_MEMBER_HINT')}</p>
      </ConfirmDialog>
    </section>
  );
}
