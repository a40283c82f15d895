import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { screens } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';

import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { addMobile, chooseOrderTexts, sendAddingCode, signOutEverywhere } from '../api/profile';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { DEFAULT_PHOTO } from '@/config/pictures';
import { inDigits, words } from '@/lib/i18n';
import { Picture } from '@/components/picture';
import { AddressBook } from './address-book';

export function MyProfile() {
  const { t } = useTranslation();
  useTitle(t('DASH_MY_PROFILE'));
  /** Unset profile fields read 'N/A' (spec §3). */
  const orNA = (value: string | null) => value || t('NOT_AVAILABLE');
  const { user, signOut, refresh } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useMutation();
  if (!user) return null;

  async function endAll() {
    const ended = await run('end-all', signOutEverywhere, { success: words.SIGNED_OUT_EVERYWHERE });
    setAsking(false);
    if (!ended) return;
    signOut();
    void navigate(screens.login, { replace: true });
  }

  async function textMe(on: boolean) {
    if (await run('order-texts', () => chooseOrderTexts(on), { success: t('ORDER_TEXTS_SAVED') })) await refresh();
  }

  // The spec's facts, each 'N/A' when unset.
  const rows: [string, string | null][] = [
    [t('NAME'), user.displayName],
    [t('EMAIL'), user.email],
    [t('INSTITUTION'), user.institution],
    [t('PHONE'), user.phoneNumber],
    ...(user.mobile ? ([[t('MOBILE_FOR_SIGN_IN'), inDigits(user.mobile)]] as [string, string][]) : []),
    [t('ADDRESS'), user.address],
    [t('DATE_OF_BIRTH'), user.dateOfBirth],
  ];
  return (
    <div className="profile">
      <section className="card">
        <h1>{t('DASH_MY_PROFILE')}</h1>
        <Picture
          className="profile__photo"
          src={user.photoURL || DEFAULT_PHOTO}
          sizes="120px"
          alt={t('PHOTO_OF', { name: displayName(user) })}
          width={120}
          height={120}
        />
        <dl className="profile__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{orNA(value)}</dd>
            </div>
          ))}
        </dl>
        {user.role === 'user' && (
          <label className="checkbox profile__texts">
            <input type="checkbox" checked={user.orderTexts} disabled={busy} onChange={(event) => void textMe(event.target.checked)} />
            {t('ORDER_TEXTS')}
          </label>
        )}
        <div className="profile__actions">
          <Link to={screens.editProfile} className="button">
            {t('EDIT_PROFILE')}
          </Link>
          <button type="button" className="button button--outline" onClick={() => setAsking(true)}>
            {t('SIGN_OUT_EVERY_DEVICE')}
          </button>
        </div>
        <ConfirmDialog
          open={asking}
          title={t('SIGN_OUT_EVERY_DEVICE_Q')}
          confirmLabel={t('SIGN_OUT_EVERYWHERE')}
          cancelLabel={t('CANCEL')}
          busy={busy}
          onConfirm={endAll}
          onCancel={() => setAsking(false)}
        >
          <p>{t('SIGN_OUT_EVERYWHERE_HINT')}</p>
        </ConfirmDialog>
      </section>
      {user.role === 'user' && !user.mobile && (
        <section className="card" aria-labelledby="add-mobile">
          <h2 id="add-mobile">{t('ADD_MOBILE')}</h2>
          <PhoneCodeForm
            sendCode={sendAddingCode}
            redeem={(phone, code) => addMobile(phone, code)}
            submitLabel={t('VERIFY_MOBILE')}
            success={words.MOBILE_VERIFIED}
            onDone={() => void refresh()}
          />
        </section>
      )}
      {user.role === 'user' && <AddressBook />}
    </div>
  );
}
