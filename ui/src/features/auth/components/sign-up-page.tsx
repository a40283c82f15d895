import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { screens } from '@/config/paths';

import { useTitle } from '@/lib/use-title';
import { SignUpForm } from './sign-up-form';
import { AuthAlternatives } from './auth-alternatives';
import { CheckInbox } from './check-inbox';

export function SignUpPage() {
  const { t } = useTranslation();
  useTitle(t('SIGN_UP'));
  const [registered, setRegistered] = useState<string | null>(null);

  if (registered) return <CheckInbox kind="verification" email={registered} />;

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>{t('CREATE_ACCOUNT_TITLE')}</h1>
        <p className="muted">{t('SIGN_UP_LEAD')}</p>
        <SignUpForm onRegistered={setRegistered} />
        <AuthAlternatives>
          {t('HAVE_ACCOUNT')} <Link to={screens.login}>{t('LOGIN_TITLE')}</Link>
        </AuthAlternatives>
      </div>
    </section>
  );
}
