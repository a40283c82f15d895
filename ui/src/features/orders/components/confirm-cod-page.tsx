import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { confirmByCode } from '../api/confirmation';

/**
 * The page a cash-on-delivery order's text links to (`/c/{code}`): what confirming means and
 * one button. Opening the link confirms nothing (a link preview opens it too); pressing does,
 * once, and the page then says so. No sign-in: the code is the proof.
 */
export function ConfirmCodPage() {
  const { t } = useTranslation();
  useTitle(t('CONFIRM_COD_TITLE'));
  const { code = '' } = useParams();
  const { busy, run } = useMutation();
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  async function confirm() {
    const note = await run('confirm', () => confirmByCode(code), {
      success: null,
      onError: (failure) => {
        setRefused(failure.message);
        return true;
      },
    });
    if (note) setDone(note.message);
  }

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>{t('CONFIRM_COD_TITLE')}</h1>
        {done ? (
          <p className="notice notice--success" role="status">
            {done}
          </p>
        ) : (
          <>
            <p className="muted">{t('CONFIRM_COD_LEAD')}</p>
            {refused && (
              <p className="form__error" role="alert">
                {refused}
              </p>
            )}
            <button type="button" className="button button--block" disabled={busy} onClick={() => void confirm()}>
              {t('CONFIRM_COD_BUTTON')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
