import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { ShowMore } from '@/components/show-more';
import { TextAreaField } from '@/components/text-area-field';
import { formatMoment, type MessageKey } from '@/lib/i18n';
import type { InboxMessage } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { answerMessage, markMessage, useInbox } from '../api/inbox';
import { AdminTable } from './admin-table';

/** Where a message stands: answered, read, or new. */
function standing(message: InboxMessage): { label: MessageKey; badge: string } {
  if (message.answeredAt !== null) return { label: 'MESSAGE_ANSWERED', badge: 'badge badge--success' };
  if (message.readAt !== null) return { label: 'MESSAGE_READ', badge: 'badge badge--muted' };
  return { label: 'MESSAGE_NEW', badge: 'badge badge--pending' };
}

/**
 * The inbox: what visitors wrote through the contact form, newest first; each read in full,
 * answered by mail from here, marked read and put away.
 */
export function InboxPage() {
  const { t } = useTranslation();
  useTitle(t('INBOX_TITLE'));
  const [archived, setArchived] = useState(false);
  const list = useInbox(archived);
  const { running, run } = useMutation();
  const [answering, setAnswering] = useState<InboxMessage | null>(null);

  async function mark(message: InboxMessage, update: { read?: boolean; archived?: boolean }) {
    if (await run(`mark-${message._id}`, () => markMessage(message._id, update), { success: null })) list.reload();
  }

  return (
    <section>
      <h1>{t('INBOX_TITLE')}</h1>
      <p className="muted">{t('INBOX_HINT')}</p>
      <label className="check">
        <input type="checkbox" checked={archived} onChange={(event) => setArchived(event.target.checked)} />
        {t('SHOW_ARCHIVED')}
      </label>
      <AdminTable
        caption={t('INBOX_TITLE')}
        dense
        columns={[t('COL_WHEN'), t('COL_FROM'), t('COL_MESSAGE'), t('COL_STATUS')]}
        rows={list.items}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={t(archived ? 'NO_ARCHIVED_MESSAGES' : 'NO_MESSAGES_YET')}
        row={(message) => {
          const { label, badge } = standing(message);
          return (
            <tr key={message._id}>
              <td data-label={t('COL_WHEN')}>
                <div>{formatMoment(message.createdAt)}</div>
              </td>
              <td data-label={t('COL_FROM')}>
                <div>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                </div>
              </td>
              <td data-label={t('COL_MESSAGE')}>
                <div>
                  <p className="inbox__message">{message.message}</p>
                  {message.answer !== null && (
                    <details className="table__details">
                      <summary>{t('YOUR_ANSWER')}</summary>
                      <p className="inbox__message">{message.answer}</p>
                    </details>
                  )}
                </div>
              </td>
              <td data-label={t('COL_STATUS')}>
                <div className="table__actions">
                  <span className={badge}>{t(label)}</span>
                  <button type="button" className="button button--small" disabled={running !== null} onClick={() => setAnswering(message)}>
                    {t('ANSWER_BY_MAIL')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--outline"
                    disabled={running !== null}
                    onClick={() => void mark(message, { read: message.readAt === null })}
                  >
                    {t(message.readAt === null ? 'MARK_READ' : 'MARK_UNREAD')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--outline"
                    disabled={running !== null}
                    onClick={() => void mark(message, { archived: !archived })}
                  >
                    {t(archived ? 'UNARCHIVE' : 'ARCHIVE')}
                  </button>
                </div>
              </td>
            </tr>
          );
        }}
      />
      <ShowMore list={list} />
      <AnswerDialog
        message={answering}
        onClose={() => setAnswering(null)}
        onSent={() => {
          setAnswering(null);
          list.reload();
        }}
      />
    </section>
  );
}

/** Writes and sends the answer to one message. */
function AnswerDialog({ message, onClose, onSent }: { message: InboxMessage | null; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useMutation();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!message) return;
    if (answer.trim() === '') {
      setError(t('ANSWER_REQUIRED'));
      return;
    }
    const sent = await run('answer', () => answerMessage(message._id, answer));
    if (sent) {
      setAnswer('');
      setError(undefined);
      onSent();
    }
  }

  return (
    <Modal open={message !== null} title={message ? t('ANSWER_TO', { email: message.email }) : ''} onClose={onClose} busy={busy}>
      {message && (
        <form className="form" noValidate onSubmit={send}>
          <blockquote className="inbox__quote">{message.message}</blockquote>
          <TextAreaField
            id="inbox-answer"
            label={t('YOUR_ANSWER')}
            rows={6}
            maxLength={5000}
            value={answer}
            error={error}
            onChange={(event) => {
              setAnswer(event.target.value);
              setError(undefined);
            }}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('PLEASE_WAIT') : t('SEND_ANSWER')}
          </button>
        </form>
      )}
    </Modal>
  );
}
