import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/text-area-field';
import { call, endpoint } from '@/lib/api-client';
import type { Synonym } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useMutation } from '@/lib/use-mutation';

/** The table as the field holds it: `word = means`, a pair a line. */
const linesOf = (synonyms: readonly Synonym[]) => synonyms.map((pair) => `${pair.word} = ${pair.means}`).join('\n');

/** The field's lines as pairs; a line without `=` is a pair with one side, for the server to refuse by its line. */
const pairsOf = (text: string): Synonym[] =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [word = '', ...rest] = line.split('=');
      return { word: word.trim(), means: rest.join('=').trim() };
    });

/** The owner's words that mean the same, one pair a line; saved as a whole. */
export function SynonymsForm() {
  const { t } = useTranslation();
  const { data, reload } = useApi<{ synonyms: Synonym[] }>(endpoint('GET /synonyms'));
  return data ? <SynonymsFields key={linesOf(data.synonyms)} saved={data.synonyms} onSaved={reload} /> : <p className="muted">{t('LOADING')}</p>;
}

function SynonymsFields({ saved, onSaved }: { saved: Synonym[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const { running, run } = useMutation();
  const [text, setText] = useState(() => linesOf(saved));
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const done = await run('synonyms', () => call('PUT /synonyms', { body: { synonyms: pairsOf(text) } }), {
      success: t('SYNONYMS_SAVED'),
      onError: (refusal) => {
        setError(refusal.message);
        return true;
      },
    });
    if (done) onSaved();
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="synonyms-title">
      <h2 id="synonyms-title">{t('SYNONYMS_TITLE')}</h2>
      <p className="muted small">{t('SYNONYMS_HINT')}</p>
      <TextAreaField label={t('SYNONYMS_FIELD')} rows={6} value={text} error={error} onChange={(event) => setText(event.target.value)} />
      <p>
        <button type="submit" className="button" disabled={running === 'synonyms'}>
          {t('SAVE_SYNONYMS')}
        </button>
      </p>
    </form>
  );
}
