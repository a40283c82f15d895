import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { checkEmail, errorsByField } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { resendVerification } from '../api/accounts';
import { requestPasswordReset } from '../api/sign-in-methods';
import { formatCount, words } from '@/lib/i18n';

/** How long to wait before the same link can be asked for again. */
export const COOL_DOWN_SECONDS = 60;

/** Seconds left before asking again, counting down once started. */
function useCoolDown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(COOL_DOWN_SECONDS)] as const;
}

interface SendLinkAgainProps {
  /** Which mail: the verification link, or the password reset link. */
  kind: 'verification' | 'reset';
  /** The address, when the page knows it; else the buyer types it. */
  email?: string;
}

/**
 * 'Send the link again': mails a fresh link, then waits a minute before it can be asked for
 * again, with a hint to look in the spam folder meanwhile.
 */
export function SendLinkAgain({ kind, email: known }: SendLinkAgainProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [left, startCoolDown] = useCoolDown();
  const [sent, setSent] = useState(false);
  const { busy, run } = useMutation();
  const email = known ?? typed;
  const emailError = known ? undefined : errorsByField(checkEmail(typed)).email;

  async function send(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (emailError) return;
    const [action, success] = kind === 'verification' ? [resendVerification, words.VERIFICATION_SENT] : [requestPasswordReset, words.SENDING_RESET_EMAIL];
    const done = await run('send-again', () => action(email), { success });
    if (done) {
      setSent(true);
      startCoolDown();
    }
  }

  const label = sent ? t('SEND_LINK_AGAIN') : kind === 'verification' ? t('SEND_NEW_VERIFICATION') : t('SEND_NEW_RESET');
  return (
    <form className="form" noValidate onSubmit={send} aria-label={label}>
      {!known && (
        <TextField label={t('YOUR_EMAIL')} type="email" autoComplete="email" value={typed} error={tried ? emailError : undefined} onChange={(event) => setTyped(event.target.value)} />
      )}
      <button type="submit" className="button button--outline button--block" disabled={busy || left > 0}>
        {busy ? t('SENDING') : left > 0 ? t('ASK_AGAIN_IN', { seconds: formatCount(left) }) : label}
      </button>
      <p className="muted small">{t('SPAM_HINT')}</p>
    </form>
  );
}
