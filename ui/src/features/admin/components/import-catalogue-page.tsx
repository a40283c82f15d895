import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitle } from '@/lib/use-title';
import { useMutation } from '@/lib/use-mutation';
import { asApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/i18n';
import type { ImportChange, ImportStatus } from '@/lib/model';
import { applyImport, importStatus, isRunning, recentImports, startImport } from '../api/imports';
import { AdminTable } from './admin-table';
import './import-catalogue.css';

/** How often a running import is asked where it stands. */
const FOLLOW_MS = 700;

/**
 * The catalogue's bulk import: a CSV or XLSX file checked into a report of what it changes
 * and what is wrong with it, by row and column, then applied. The server does the work; the
 * page follows it, and shows the latest import when it is opened again.
 */
export function ImportCataloguePage() {
  const { t } = useTranslation();
  useTitle(t('IMPORT_TITLE'));
  const fileId = useId();
  const { running, run } = useMutation();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<ImportStatus | null>(null);

  // The latest import, when the page is opened again.
  useEffect(() => {
    recentImports()
      .then((recent) => setStatus((shown) => shown ?? recent[0] ?? null))
      .catch(() => undefined);
  }, []);

  // A running import is followed until it ends.
  const following = status && isRunning(status) ? status.id : null;
  useEffect(() => {
    if (!following) return;
    let stopped = false;
    const follow = async () => {
      while (!stopped) {
        await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS));
        if (stopped) return;
        try {
          const next = await importStatus(following);
          if (stopped) return;
          setStatus(next);
          if (!isRunning(next)) return;
        } catch (failure) {
          // A blip of the network: asked again next time round; a forgotten import ends here.
          if (asApiError(failure).status === 404) return;
        }
      }
    };
    void follow();
    return () => {
      stopped = true;
    };
  }, [following]);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    const started = await run('check', () => startImport(file), { success: null });
    if (started) setStatus(started);
  }

  async function apply() {
    if (!status) return;
    const started = await run('apply', () => applyImport(status.id), { success: null });
    if (started) setStatus(started);
  }

  const busy = running !== null || (status !== null && isRunning(status));
  return (
    <section className="import-page">
      <h1>{t('IMPORT_TITLE')}</h1>
      <p className="muted">{t('IMPORT_HINT')}</p>
      <p className="muted">{t('IMPORT_HINT_CATEGORIES')}</p>
      <form className="import-page__form" onSubmit={(event) => void check(event)} noValidate>
        <label htmlFor={fileId}>{t('IMPORT_FILE')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={missing}
          aria-describedby={missing ? `${fileId}-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
        {missing && (
          <p id={`${fileId}-error`} className="field__error" role="alert">
            {t('IMPORT_CHOOSE_FILE')}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('IMPORT_CHECK')}
        </button>
      </form>
      {status && <ImportReport status={status} busy={busy} onApply={() => void apply()} />}
    </section>
  );
}

/** The words that differ between the tools' file and the category tree's. */
const kindWords = {
  tools: { summary: 'IMPORT_SUMMARY', key: 'COL_PART', added: 'IMPORT_NEW_TOOL' },
  categories: { summary: 'IMPORT_SUMMARY_CATEGORIES', key: 'COL_CATEGORY', added: 'IMPORT_NEW_ENTRY' },
} as const;

const stageWords = {
  checking: 'IMPORT_STAGE_CHECKING',
  applying: 'IMPORT_STAGE_APPLYING',
  checked: 'IMPORT_STAGE_CHECKED',
  applied: 'IMPORT_STAGE_APPLIED',
  failed: 'IMPORT_STAGE_FAILED',
} as const;

/** Where an import stands: its progress, what it changes, its problems. */
function ImportReport({ status, busy, onApply }: { status: ImportStatus; busy: boolean; onApply: () => void }) {
  const { t } = useTranslation();
  const working = isRunning(status);
  const ready = status.stage === 'checked' && status.errorCount === 0;
  const changes = status.created + status.updated;
  const words = kindWords[status.kind];
  const changeWords = (change: ImportChange) => (change.added ? t(words.added) : change.removed ? t('IMPORT_REMOVED') : change.columns.join(', '));
  return (
    <div className="import-report" aria-live="polite">
      <h2>{t(stageWords[status.stage], { name: status.fileName })}</h2>
      {working && (
        <>
          <progress max={status.rows} value={status.done} aria-label={t(stageWords[status.stage], { name: status.fileName })} />
          <p className="muted small">
            {t('IMPORT_PROGRESS', { done: formatCount(status.done), rows: formatCount(status.rows) })} · {t('IMPORT_LEAVE_NOTE')}
          </p>
        </>
      )}
      {status.message && status.stage === 'failed' && <p className="field__error">{status.message}</p>}
      {!working && (
        <p>
          {t(words.summary, {
            created: formatCount(status.created),
            updated: formatCount(status.updated),
            unchanged: formatCount(status.unchanged),
          })}
        </p>
      )}
      {status.errorCount > 0 && (
        <>
          <p className="field__error" role="alert">
            {t('IMPORT_PROBLEMS', { count: formatCount(status.errorCount) })}
            {status.errorCount > status.errors.length && ` ${t('IMPORT_FIRST_SHOWN', { count: formatCount(status.errors.length) })}`}
          </p>
          <AdminTable
            caption={t('COL_PROBLEM')}
            columns={[t('COL_ROW'), t('COL_COLUMN'), t('COL_PROBLEM')]}
            rows={status.errors}
            loading={false}
            error={null}
            onRetry={() => undefined}
            empty=""
            dense
            row={(problem, index) => (
              <tr key={index}>
                <td data-label={t('COL_ROW')}>{formatCount(problem.row)}</td>
                <td data-label={t('COL_COLUMN')}>{problem.column ?? ''}</td>
                <td data-label={t('COL_PROBLEM')}>{problem.message}</td>
              </tr>
            )}
          />
        </>
      )}
      {ready && (
        <p>
          {changes > 0 ? t('IMPORT_READY') : t('IMPORT_NOTHING_TO_DO')}{' '}
          {changes > 0 && (
            <button type="button" className="button" disabled={busy} onClick={onApply}>
              {t('IMPORT_APPLY')}
            </button>
          )}
        </p>
      )}
      {status.changes.length > 0 && status.errorCount === 0 && (
        <>
          <h3>{t('IMPORT_CHANGES')}</h3>
          {changes > status.changes.length && <p className="muted small">{t('IMPORT_FIRST_SHOWN', { count: formatCount(status.changes.length) })}</p>}
          <AdminTable
            caption={t('IMPORT_CHANGES')}
            columns={[t('COL_ROW'), t(words.key), t('COL_CHANGES')]}
            rows={status.changes}
            loading={false}
            error={null}
            onRetry={() => undefined}
            empty=""
            dense
            row={(change) => (
              <tr key={`${change.row} ${change.key}`}>
                <td data-label={t('COL_ROW')}>{formatCount(change.row)}</td>
                <td data-label={t(words.key)}>{change.key}</td>
                <td data-label={t('COL_CHANGES')}>{changeWords(change)}</td>
              </tr>
            )}
          />
        </>
      )}
    </div>
  );
}
