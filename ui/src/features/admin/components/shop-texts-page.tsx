import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import type { ApiError } from '@/lib/api-client';
import { Spinner } from '@/components/spinner';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { screens } from '@/config/paths';
import { formatDay, inDigits, words, type MessageKey } from '@/lib/i18n';
import type { HomeFigure, PageSlug, ShopPage } from '@/lib/model';
import { saveFigures, savePage, useHomeFigures, usePage } from '@/lib/shop-texts';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';

/** A refused field's message, by the field the server named. */
type FieldErrors = Partial<Record<string, string>>;

/** A refusal that names a field is shown under it, not as a toast. */
const showUnderField = (show: (errors: FieldErrors) => void) => (refusal: ApiError) => {
  if (!refusal.field) return false;
  show({ [refusal.field]: refusal.message });
  return true;
};

/** The owner's texts: the home page's figures, the terms and the privacy policy. */
export function ShopTextsPage() {
  const { t } = useTranslation();
  useTitle(t('DASH_SHOP_TEXTS'));
  return (
    <section className="shop-texts">
      <h1>{t('DASH_SHOP_TEXTS')}</h1>
      <FiguresSection />
      <PageSection slug="terms" heading="TERMS_HEADING" />
      <PageSection slug="privacy" heading="PRIVACY_HEADING" />
    </section>
  );
}

/** When the text was last saved, or that the shop's own is shown. */
function Saved({ at }: { at: number | null }) {
  const { t } = useTranslation();
  return <p className="muted small">{at === null ? t('SHOWING_SHOPS_OWN') : t('LAST_UPDATED', { date: formatDay(at) })}</p>;
}

function FiguresSection() {
  const { t } = useTranslation();
  const { data, error, reload } = useHomeFigures();
  return (
    <article className="card shop-texts__part" aria-labelledby="figures-heading">
      <h2 id="figures-heading">{t('HOME_FIGURES')}</h2>
      <p className="muted small">{t('HOME_FIGURES_HINT')}</p>
      {error && <LoadError message={error} onRetry={reload} />}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <Saved at={data.updatedAt} />
          <FiguresForm key={data.updatedAt ?? 0} figures={data.figures} onSaved={reload} />
        </>
      )}
    </article>
  );
}

function FiguresForm({ figures, onSaved }: { figures: HomeFigure[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const [forms, setForms] = useState(() => figures.map((figure) => ({ value: String(figure.value), labelEn: figure.labelEn, labelBn: figure.labelBn })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, run } = useMutation();

  const update = (index: number, field: 'value' | 'labelEn' | 'labelBn', value: string) => {
    setForms((current) => current.map((form, at) => (at === index ? { ...form, [field]: value } : form)));
    setErrors({});
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    await run('figures', () => saveFigures(forms), {
      success: words.FIGURES_SAVED,
      onSuccess: onSaved,
      onError: showUnderField(setErrors),
    });
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <div className="shop-texts__figures">
        {forms.map((form, index) => (
          <fieldset key={index} className="fieldset">
            <legend>{t('FIGURE_N', { number: inDigits(String(index + 1)) })}</legend>
            <TextField
              id={`figure-${index}-value`}
              label={t('FIGURE_NUMBER_FIELD')}
              inputMode="numeric"
              value={form.value}
              error={errors[`figures.${index}.value`]}
              onChange={(event) => update(index, 'value', event.target.value)}
            />
            <TextField
              id={`figure-${index}-en`}
              label={t('FIGURE_LABEL_EN')}
              lang="en"
              value={form.labelEn}
              error={errors[`figures.${index}.labelEn`]}
              onChange={(event) => update(index, 'labelEn', event.target.value)}
            />
            <TextField
              id={`figure-${index}-bn`}
              label={t('FIGURE_LABEL_BN')}
              lang="bn"
              value={form.labelBn}
              error={errors[`figures.${index}.labelBn`]}
              onChange={(event) => update(index, 'labelBn', event.target.value)}
            />
          </fieldset>
        ))}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('SAVING') : t('SAVE_FIGURES')}
      </button>
    </form>
  );
}

function PageSection({ slug, heading }: { slug: PageSlug; heading: MessageKey }) {
  const { t } = useTranslation();
  const { data, error, reload } = usePage(slug);
  return (
    <article className="card shop-texts__part" aria-labelledby={`${slug}-heading`}>
      <h2 id={`${slug}-heading`}>{t(heading)}</h2>
      <p className="muted small">
        {t('PAGE_TEXT_HINT')} <Link to={`${screens.terms}#${slug}`}>{t('VIEW_PAGE')}</Link>
      </p>
      {error && <LoadError message={error} onRetry={reload} />}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <Saved at={data.updatedAt} />
          <PageForm key={data.updatedAt ?? 0} page={data} onSaved={reload} />
        </>
      )}
    </article>
  );
}

function PageForm({ page, onSaved }: { page: ShopPage; onSaved: () => void }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState({ en: page.en, bn: page.bn });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, run } = useMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(page.slug, () => savePage(page.slug, texts), {
      success: words.PAGE_SAVED,
      onSuccess: onSaved,
      onError: showUnderField(setErrors),
    });
  }

  const update = (language: 'en' | 'bn', text: string) => {
    setTexts((current) => ({ ...current, [language]: text }));
    setErrors({});
  };

  return (
    <form className="form" noValidate onSubmit={save}>
      <TextAreaField id={`${page.slug}-en`} label={t('PAGE_IN_ENGLISH')} lang="en" rows={12} value={texts.en} error={errors.en} onChange={(event) => update('en', event.target.value)} />
      <TextAreaField id={`${page.slug}-bn`} label={t('PAGE_IN_BANGLA')} lang="bn" rows={12} value={texts.bn} error={errors.bn} onChange={(event) => update('bn', event.target.value)} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('SAVING') : t('SAVE_PAGE')}
      </button>
    </form>
  );
}
