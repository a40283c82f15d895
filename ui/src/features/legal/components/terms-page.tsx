import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PlainText } from '@/components/plain-text';
import { Spinner } from '@/components/spinner';
import { formatDay, type MessageKey } from '@/lib/i18n';
import type { PageSlug } from '@/lib/model';
import { pageText, usePage } from '@/lib/shop-texts';
import { useTitle } from '@/lib/use-title';

/** The terms and the privacy policy, as the owner wrote them, in the reader's language. */
export function TermsPage() {
  const { t } = useTranslation();
  useTitle(t('TERMS_TITLE'));
  return (
    <section className="container section legal">
      <h1>{t('TERMS_TITLE')}</h1>
      <OwnersPage slug="terms" heading="TERMS_HEADING" />
      <OwnersPage slug="privacy" heading="PRIVACY_HEADING" />
    </section>
  );
}

function OwnersPage({ slug, heading }: { slug: PageSlug; heading: MessageKey }) {
  const { t } = useTranslation();
  const { data: page, error, reload } = usePage(slug);
  return (
    <article className="card legal__page" id={slug} aria-labelledby={`${slug}-heading`}>
      <h2 id={`${slug}-heading`}>{t(heading)}</h2>
      {error && <LoadError message={error} onRetry={reload} />}
      {!page && !error && <Spinner />}
      {page && (
        <>
          {page.updatedAt !== null && <p className="muted small">{t('LAST_UPDATED', { date: formatDay(page.updatedAt) })}</p>}
          <PlainText text={pageText(page)} />
        </>
      )}
    </article>
  );
}
