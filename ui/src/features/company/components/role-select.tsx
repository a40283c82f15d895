import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '@/lib/model';

const roles: MemberRole[] = ['buyer', 'approver', 'admin'];
const labels = { buyer: 'ROLE_BUYER', approver: 'ROLE_APPROVER', admin: 'ROLE_ADMIN' } as const;

/** A role's name in the current language. */
export const roleLabel = (t: TFunction, role: MemberRole) => t(labels[role]);

interface RoleSelectProps {
  label: string;
  /** The label is read by screen readers only (the row says whose role it is). */
  labelHidden?: boolean;
  name: string;
  value: MemberRole;
  disabled?: boolean;
  onChange: (role: MemberRole) => void;
}

/** A choice of a member's role. */
export function RoleSelect({ label, labelHidden, name, value, disabled, onChange }: RoleSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field role-select">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : undefined}>
        {label}
      </label>
      <select id={id} name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as MemberRole)}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabel(t, role)}
          </option>
        ))}
      </select>
    </div>
  );
}
