import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { screens } from '@/config/paths';

import { useTitle } from '@/lib/use-title';
import { words } from '@/lib/i18n';

const RELOADED_AT = 'page-reloaded-at';
/** A reload that failed again this soon is not retried: the page says so instead. */
const RELOAD_COOLDOWN_MS = 30_000;

/**
 * Whether the error is a code chunk that could not be fetched: after a release renamed the
 * files a long-open tab still asks for, or while the connection is down.
 */
export function isChunkLoadError(error: unknown): boolean {
  // Each browser words it its own way; a wrapped error carries the original as its cause.
  for (let cause = error; cause; cause = cause instanceof Error ? cause.cause : undefined) {
    const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message)) return true;
  }
  return false;
}

/** Reloads the page once for a missing code chunk; false when it was just tried. */
function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_COOLDOWN_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * What a screen shows when it fails, inside the shop's own layout (navbar and footer stay): a
 * sentence and a way on, never the router's developer page.
 */
export function PageError() {
  const { t } = useTranslation();
  useTitle(t('PAGE_FAILED'));
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) reloadOnce();
  }, [chunk]);

  return (
    <section className="container section not-found" role="alert">
      <h1>{t('PAGE_FAILED')}</h1>
      <p className="muted">{chunk ? words.SHOP_UNREACHABLE : words.UNEXPECTED_ERROR}</p>
      <div className="order__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('RELOAD')}
        </button>
        <Link to={screens.home} className="button button--outline">
          {t('GO_HOME')}
        </Link>
      </div>
    </section>
  );
}
