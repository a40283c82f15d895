/** Questions buyers of this shop ask (the old site's were leftover course notes about React). */
export const QUESTIONS = [
  {
    question: 'Why does each tool have a minimum order?',
    answer:
      'We make and pack tools in batches, so each one is sold from a minimum number of pieces, shown on its card. The order form checks the minimum and the stock as you type, and you can order any number up to what is in stock.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Place the order, then choose Pay Now in My Orders and pay by debit or credit card. The amount is always the order total in taka, and you get the transaction id once the payment goes through.',
  },
  {
    question: 'How long does delivery take?',
    answer:
      'Paid orders leave our works within two working days. Delivery inside Dhaka usually takes one to two days more, and three to five days elsewhere in Bangladesh. My Orders shows when an order is delivered.',
  },
  {
    question: 'Can I cancel an order?',
    answer:
      'Yes, until it is delivered: open My Orders and press Cancel Order. The pieces go back into stock at once, and if you had already paid, the payment is refunded to your card.',
  },
];

export function Faq() {
  return (
    <section className="section container faq" aria-labelledby="faq-title">
      <h2 id="faq-title" className="section-title">
        Frequently Asked Questions
      </h2>
      {QUESTIONS.map((item, index) => (
        <details key={item.question} open={index === 0}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
