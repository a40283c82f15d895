import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screens } from '@/config/paths';
import { SendLinkAgain } from './send-link-again';

/**
 * 'Check your inbox', after a link was mailed: what was sent, to which address, a way to have
 * it sent again and the way back to the login page.
 */
export function CheckInbox({ kind, email }: { kind: 'verification' | 'reset'; email: string }) {
  const { t } = useTranslation();
  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>{t('CHECK_INBOX')}</h1>
        <p role="status" className="notice notice--success">
          {t(kind === 'verification' ? 'VERIFICATION_SENT' : 'RESET_LINK_SENT')}
        </p>
        <p className="muted">
          {t('WE_WROTE_TO')} <strong>{email}</strong>.
        </p>
        <SendLinkAgain kind={kind} email={email} />
        <Link to={screens.login} className="button">
          {t('GO_TO_LOGIN')}
        </Link>
      </div>
    </section>
  );
}
