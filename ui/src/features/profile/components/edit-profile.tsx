import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ImagePicker } from '@/components/image-picker';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { screens } from '@/config/paths';
import { DEFAULT_PHOTO } from '@/config/pictures';
import { useAuth } from '@/lib/auth';
import { checkProfile, errorsByField, type ProfileForm } from '@/lib/model';
import { imageProblem, uploadImage } from '@/lib/upload';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { updateProfile } from '../api/profile';
import { words } from '@/lib/i18n';

const emptyForm: ProfileForm = {
  displayName: '',
  institution: '',
  phoneNumber: '',
  address: '',
  dateOfBirth: '',
  photoURL: '',
};

/**
 * Update Your Profile. Fields start with the stored values; a field left empty keeps its value.
 * A new photo is uploaded first, with its progress shown, then the profile is saved.
 */
export function EditProfile() {
  const { t } = useTranslation();
  useTitle(t('UPDATE_PROFILE'));
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<ProfileForm>(() => ({
    ...emptyForm,
    displayName: user?.displayName ?? '',
    institution: user?.institution ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    address: user?.address ?? '',
    dateOfBirth: user?.dateOfBirth ?? '',
  }));
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { busy, run } = useMutation();
  const outcome = useMemo(() => checkProfile(form), [form]);
  const errors = errorsByField(outcome);
  if (!user) return null;

  const update = (field: keyof ProfileForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function choosePhoto(file: File | null) {
    setPhoto(file);
    setPhotoError(file ? imageProblem(file) : null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!outcome.ok || photoError || !user) return;
    const email = user.email;
    const save = async () => {
      let photoURL = '';
      if (photo) {
        setProgress(0);
        photoURL = await uploadImage(photo, setProgress);
      }
      await updateProfile(email, { ...form, photoURL });
      await refresh();
    };
    await run('save', save, {
      success: words.PROFILE_UPDATED,
      onSuccess: () => void navigate(screens.myProfile),
      onError: (failure) => {
        if (failure.field !== 'image') return false;
        setPhotoError(failure.message);
        return true;
      },
    });
    setProgress(null);
  }

  return (
    <section className="container section">
      <form className="card form profile-form" noValidate onSubmit={save}>
        <h1>{t('UPDATE_PROFILE')}</h1>
        <div className="profile-form__photo">
          <img src={photo ? URL.createObjectURL(photo) : user.photoURL || DEFAULT_PHOTO} alt="" width={96} height={96} />
          <ImagePicker label={t('PROFILE_PHOTO')} error={photoError} progress={progress} onChoose={choosePhoto} />
        </div>
        <TextField label={t('NAME')} name="displayName" value={form.displayName} error={errors.displayName} onChange={update('displayName')} />
        <TextField label={t('INSTITUTION')} name="institution" value={form.institution} error={errors.institution} onChange={update('institution')} />
        <TextField
          label={t('PHONE_NUMBER')}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.phoneNumber}
          error={errors.phoneNumber}
          onChange={update('phoneNumber')}
        />
        <TextField label={t('DATE_OF_BIRTH')} name="dateOfBirth" type="date" value={form.dateOfBirth} error={errors.dateOfBirth} onChange={update('dateOfBirth')} />
        <TextAreaField label={t('ADDRESS')} name="address" rows={3} value={form.address} error={errors.address} onChange={update('address')} />
        {user.role === 'user' && (
          <p className="muted">
            {t('COMPANY_POINTER')} <Link to={screens.company}>{t('COMPANY_TITLE')}</Link>
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy || !outcome.ok || Boolean(photoError)}>
          {busy ? t('SAVING') : t('SAVE')}
        </button>
      </form>
    </section>
  );
}
