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
 * Google, Facebook and Github sign-in through Firebase. When the shop has not configured
 * Firebase the buttons stay visible but disabled, and say why.
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
            {busy === provider ? t('OPENING_PROVIDER', { provider }) : t('CONTINUE_WITH', { provider })}
          </button>
        ))}
      </div>
      {config === null && (
        <p id="social-note" className="muted small">
          {t('IDENTITY_PROVIDER_OFF')} {t('USE_EMAIL_PASSWORD')}
        </p>
      )}
    </div>
  );
}
