import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { screens } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { useMutation } from '@/lib/use-mutation';
import {
  loadFirebaseConfig,
  signInWithProvider,
  type FirebaseWebConfig,
  type SocialProvider,
} from '../api/firebase-sign-in';
import { words } from '@/lib/i18n';

const providers: SocialProvider[] = ['Google', 'Facebook', 'Github'];

/**
 * Google, Facebook and Github sign-in through Firebase: offered only when the shop has set
 * Firebase up (a button that cannot work is no choice).
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const [config, setConfig] = useState<FirebaseWebConfig | null | undefined>(undefined);
  const { running: busy, run } = useMutation();
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
    const signInThrough = async () => {
      try {
        return await signInWithIdToken(await signInWithProvider(config, provider));
      } catch (error) {
        // The provider's own failures (a closed popup, say) read as one sentence.
        if (error instanceof ApiError) throw error;
        throw new ApiError(words.PROVIDER_SIGN_IN_FAILED, 0, 'identity_provider', null);
      }
    };
    await run(provider, signInThrough, {
      success: t('SIGNED_IN_WITH', { provider }),
      onSuccess: () => void navigate(from ? `${from.pathname}${from.search}` : screens.home, { replace: true }),
    });
  }

  if (!config) return null;
  return (
    <div className="social">
      <div className="social__buttons">
        {providers.map((provider) => (
          <button key={provider} type="button" className="button button--outline" disabled={busy !== null} onClick={() => signIn(provider)}>
            {busy === provider ? t('OPENING_PROVIDER', { provider }) : t('CONTINUE_WITH', { provider })}
          </button>
        ))}
      </div>
    </div>
  );
}
