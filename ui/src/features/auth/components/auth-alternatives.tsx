import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SocialButtons } from './social-buttons';

/** The foot of the login and sign-up cards: a link to the other one, then the social buttons. */
export function AuthAlternatives({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="small">{children}</p>
      <div className="divider" role="separator">
        {t('OR')}
      </div>
      <SocialButtons />
    </>
  );
}
