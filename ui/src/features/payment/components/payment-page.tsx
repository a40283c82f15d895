import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { displayName, useAuth } from '@/lib/auth';
import { checkCard, errorsByField, formatMoney, messages } from '@/lib/model';
import type { Order } from '@/lib/types';
import { useApi } from '@/lib/use-api';
import { useTitle } from '@/lib/use-title';

/** 'Please Pay For {tool}': the order's stored total, paid by card. */
export function PaymentPage() {
  useTitle('Payment');
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: orders, loading, reload } = useApi<Order[]>(user ? `/orders/${encodeURIComponent(user.email)}` : null);
  const [paying, setPaying] = useState(false);
  const order = orders?.find((candidate) => String(candidate._id) === id);

  return (
    <section className="container section payment">
      <button type="button" className="back" onClick={() => navigate(-1)}>
        ← Back
      </button>
      {loading && !orders && <Spinner label="Loading your order…" />}
      {orders && !order && (
        <div className="empty">
          <h1>Choose an order to pay</h1>
          <p className="muted">This order is not among your open orders.</p>
          <Link to={paths.dashboard.myOrders} className="button">
            My Orders
          </Link>
        </div>
      )}
      {order && (
        <div className="card payment__card">
          <h1>Please Pay For {order.toolName}</h1>
          <p className="payment__amount">Payment Amount : {formatMoney(order.totalPrice)}</p>
          <p className="muted">
            {order.quantity} pieces at {formatMoney(order.toolPrice)} each.
          </p>
          {order.isPaid ? (
            <p className="notice notice--success" role="status">
              Paid. Transaction <code>{order.transactionId}</code>
            </p>
          ) : paying ? (
            <CardForm
              order={order}
              payer={user ? displayName(user) : ''}
              onClose={() => setPaying(false)}
              onPaid={() => {
                setPaying(false);
                reload();
              }}
            />
          ) : (
            <button type="button" className="button button--large" onClick={() => setPaying(true)}>
              Proceed
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The shop's own card form, used with the built-in test processor. The card is checked as the
 * buyer types; declines show inline and as a toast.
 */
function CardForm({ order, payer, onClose, onPaid }: { order: Order; payer: string; onClose: () => void; onPaid: () => void }) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [submitted, setSubmitted] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const outcome = useMemo(() => checkCard(card), [card]);
  const errors = submitted ? errorsByField(outcome) : {};
  const update = (field: keyof typeof card) => (event: { target: { value: string } }) => {
    setCard((current) => ({ ...current, [field]: event.target.value }));
    setDeclined(null);
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok) return;
    setBusy(true);
    const waiting = toast.loading(messages.PLEASE_WAIT!);
    try {
      const reply = await api<{ transactionId: string }>('/payments/confirm', {
        method: 'POST',
        body: { orderId: order._id, card },
      });
      toast.success(`${messages.PAYMENT_SUCCESSFUL} Transaction ${reply.transactionId}`, { id: waiting });
      onPaid();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'The payment could not be made. Please try again.';
      setDeclined(message);
      toast.error(message, { id: waiting });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form payment__form" noValidate onSubmit={pay} aria-label="Card payment">
      <p className="muted small">Paying as {payer}. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        error={errors.number}
        onChange={update('number')}
      />
      <div className="payment__row">
        <TextField label="Expiry (MM / YY)" autoComplete="cc-exp" placeholder="MM / YY" value={card.expiry} error={errors.expiry} onChange={update('expiry')} />
        <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} error={errors.cvc} onChange={update('cvc')} />
      </div>
      {declined && (
        <p className="form__error" role="alert">
          {declined}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--outline" onClick={onClose} disabled={busy}>
          Back
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Paying…' : `Pay ${formatMoney(order.totalPrice)}`}
        </button>
      </div>
    </form>
  );
}
