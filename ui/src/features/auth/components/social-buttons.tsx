import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { messages } from '@/lib/model';
import {
  loadFirebaseConfig,
  signInWithProvider,
  type FirebaseWebConfig,
  type SocialProvider,
} from '../api/firebase-sign-in';

const providers: SocialProvider[] = ['Google', 'Facebook', 'Github'];

/**
 * Google, Facebook and Github sign-in through Firebase. When the shop has not configured
 * Firebase the buttons stay visible but disabled, and say why.
 */
export function SocialButtons() {
  const [config, setConfig] = useState<FirebaseWebConfig | null | undefined>(undefined);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const { signInWithIdToken } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;

  useEffect(() => {
    loadFirebaseConfig()
      .then(setConfig)
      .catch(() => setConfig(null));
  }, []);

  async function signIn(provider: SocialProvider) {
    if (!config) return;
    setBusy(provider);
    try {
      await signInWithIdToken(await signInWithProvider(config, provider));
      toast.success(`Successfully Signed In With ${provider}`);
      navigate(from ? `${from.pathname}${from.search}` : paths.home, { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : messages.PROVIDER_SIGN_IN_FAILED!);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="social">
      <div className="social__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button button--outline"
            disabled={!config || busy !== null}
            aria-describedby={config === null ? 'social-note' : undefined}
            onClick={() => signIn(provider)}
          >
            {busy === provider ? `Opening ${provider}…` : `Continue with ${provider}`}
          </button>
        ))}
      </div>
      {config === null && (
        <p id="social-note" className="muted small">
          {messages.IDENTITY_PROVIDER_OFF} Please use your email and a password.
        </p>
      )}
    </div>
  );
}
