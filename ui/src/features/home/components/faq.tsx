import { useTranslation } from 'react-i18next';
/** Questions buyers of this shop ask (the old site's were leftover course notes about React). */
export const QUESTIONS = [
  { question: 'FAQ_MINIMUM_Q', answer: 'FAQ_MINIMUM_A' },
  { question: 'FAQ_PAY_Q', answer: 'FAQ_PAY_A' },
  { question: 'FAQ_DELIVERY_Q', answer: 'FAQ_DELIVERY_A' },
  { question: 'FAQ_CANCEL_Q', answer: 'FAQ_CANCEL_A' },
] as const;

export function Faq() {
  const { t } = useTranslation();
  return (
    <section className="section container faq" aria-labelledby="faq-title">
      <h2 id="faq-title" className="section-title">
        {t('FAQ_TITLE')}
      </h2>
      {QUESTIONS.map((item, index) => (
        <details key={item.question} open={index === 0}>
          <summary>{t(item.question)}</summary>
          <p>{t(item.answer)}</p>
        </details>
      ))}
    </section>
  );
}
