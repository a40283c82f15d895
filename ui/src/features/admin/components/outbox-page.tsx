import { useTranslation } from 'react-i18next';
import { ShowMore } from '@/components/show-more';
import { useDocumentDownload } from '@/components/tax-document-buttons';
import { formatCount, formatMoment, formatMoney, inDigits, type MessageKey } from '@/lib/i18n';
import type { MailAttachment, MailStatus, OutboxMail, OutboxText, TextStatus } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { resendMail, useOutbox, useTextOutbox } from '../api/outbox';
import { AdminTable } from './admin-table';

const statusLabels = { sent: 'MAIL_SENT', kept: 'MAIL_KEPT', failed: 'MAIL_FAILED' } as const satisfies Record<MailStatus, MessageKey>;
const statusBadges: Record<MailStatus, string> = { sent: 'badge badge--success', kept: 'badge badge--info', failed: 'badge badge--pending' };
const textLabels = { queued: 'TEXT_QUEUED', sent: 'TEXT_SENT', kept: 'TEXT_KEPT', failed: 'TEXT_FAILED' } as const satisfies Record<TextStatus, MessageKey>;
const textBadges: Record<TextStatus, string> = { ...statusBadges, queued: 'badge badge--info' };

/**
 * The outbox: every mail the shop sent, kept (no mail server is set up) or could not send,
 * newest first, each readable in full (a new buyer's verification link is in it) and with
 * Send again; then every text message, with the SMS it was billed as and its cost.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  useTitle(t('OUTBOX_TITLE'));
  const list = useOutbox();
  const { running, run } = useMutation();

  async function resend(mail: OutboxMail) {
    if (await run(`resend-${mail._id}`, () => resendMail(mail._id))) list.reload();
  }

  return (
    <section>
      <h1>{t('OUTBOX_TITLE')}</h1>
      <p className="muted">{t('OUTBOX_HINT')}</p>
      <AdminTable
        caption={t('OUTBOX_TITLE')}
        dense
        columns={[t('COL_WHEN'), t('COL_TO'), t('COL_SUBJECT'), t('COL_STATUS')]}
        rows={list.items}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={t('NO_MAIL_YET')}
        row={(mail) => (
          <tr key={mail._id}>
            <td data-label={t('COL_WHEN')}>
              <div>{formatMoment(mail.createdAt)}</div>
            </td>
            <td data-label={t('COL_TO')}>
              <div>{mail.to}</div>
            </td>
            <td data-label={t('COL_SUBJECT')}>
              <div>
                {mail.subject}
                {mail.resentFrom != null && <p className="muted small">{t('MAIL_COPY_OF', { id: formatCount(mail.resentFrom) })}</p>}
                {mail.attachment && <AttachedDocument attachment={mail.attachment} />}
                <details className="table__details">
                  <summary>{t('MAIL_READ')}</summary>
                  <pre className="mail-body">{mail.body}</pre>
                </details>
              </div>
            </td>
            <td data-label={t('COL_STATUS')}>
              <div className="table__actions">
                <span className={statusBadges[mail.status]}>{t(statusLabels[mail.status])}</span>
                {mail.error && <p className="small field__error">{mail.error}</p>}
                <button
                  type="button"
                  className="button button--small button--outline"
                  disabled={running !== null}
                  aria-label={`${t('MAIL_RESEND')}: ${mail.subject} → ${mail.to}`}
                  onClick={() => void resend(mail)}
                >
                  {t('MAIL_RESEND')}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
      <ShowMore list={list} />
      <TextOutbox />
    </section>
  );
}

/** The text messages: to whom, what, the SMS it is billed as and its cost, and what became of it. */
function TextOutbox() {
  const { t } = useTranslation();
  const texts = useTextOutbox();
  return (
    <>
      <h2>{t('TEXTS_TITLE')}</h2>
      <p className="muted">{t('TEXTS_HINT')}</p>
      <AdminTable
        caption={t('TEXTS_TITLE')}
        dense
        columns={[t('COL_WHEN'), t('COL_TO'), t('COL_TEXT'), t('COL_STATUS')]}
        rows={texts.items}
        loading={texts.loading}
        error={texts.error}
        onRetry={texts.reload}
        empty={t('NO_TEXTS_YET')}
        row={(text) => (
          <tr key={text._id}>
            <td data-label={t('COL_WHEN')}>
              <div>{formatMoment(text.createdAt)}</div>
            </td>
            <td data-label={t('COL_TO')}>
              <div>{inDigits(text.to)}</div>
            </td>
            <td data-label={t('COL_TEXT')}>
              <div>
                <p className="mail-body">{text.body}</p>
                <p className="muted small">{t('TEXT_PARTS_COST', { parts: formatCount(text.parts), cost: formatMoney(text.cost) })}</p>
              </div>
            </td>
            <td data-label={t('COL_STATUS')}>
              <div>
                <span className={textBadges[text.status]}>{t(textLabels[text.status], { gateway: text.providerName ?? '' })}</span>
                <DeliveryReport text={text} />
                {text.attempts > 1 && <p className="muted small">{t('TEXT_TRIES', { count: formatCount(text.attempts) })}</p>}
                {text.error && <p className="small field__error">{text.error}</p>}
              </div>
            </td>
          </tr>
        )}
      />
      <ShowMore list={texts} />
    </>
  );
}

/** The VAT document a mail carries, printed as it was sent: a button that saves it. */
function AttachedDocument({ attachment }: { attachment: MailAttachment }) {
  const { t } = useTranslation();
  const { busy, save } = useDocumentDownload();
  return (
    <p className="small">
      <button
        type="button"
        className="link-button"
        disabled={busy}
        onClick={() => void save(attachment.orderId, attachment.creditNote ? 'credit-note' : 'invoice', attachment.fileName)}
      >
        {t('MAIL_ATTACHED', { file: attachment.fileName })}
      </button>
    </p>
  );
}

/** What the gateway's delivery report says, for a gateway that gives them. */
function DeliveryReport({ text }: { text: OutboxText }) {
  const { t } = useTranslation();
  switch (text.delivery) {
    case 'waiting':
      return <p className="muted small">{t('TEXT_DELIVERY_WAITING')}</p>;
    case 'delivered':
      return <p className="muted small">{t('TEXT_DELIVERED')}</p>;
    case 'undelivered':
      return <p className="small field__error">{t('TEXT_UNDELIVERED', { why: text.deliveryWords ?? '' })}</p>;
    case 'unknown':
      return <p className="muted small">{t('TEXT_DELIVERY_UNKNOWN')}</p>;
    case null:
      return null;
  }
}
