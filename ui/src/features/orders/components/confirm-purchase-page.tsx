import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { ToolFacts } from '@/components/tool-facts';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { checkQuantity, displayTotal, errorsByField, formatMoney, messages, preview, type Tool } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { placeOrder, useTool } from '../api/orders';

export function ConfirmPurchasePage() {
  useTitle('Confirm Your Purchase');
  const { id = '' } = useParams();
  const { data: tool, error, loading } = useTool(id);
  const navigate = useNavigate();

  return (
    <section className="container section purchase">
      <button type="button" className="back" onClick={() => navigate(-1)} aria-label="Back">
        ← Back
      </button>
      {loading && <Spinner label="Loading the tool…" />}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {tool && <PurchaseForm tool={tool} />}
    </section>
  );
}

function PurchaseForm({ tool }: { tool: Tool }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(String(tool.minOrder));
  const { busy, run } = useMutation();
  // One key per visit of this page: a double click or a retry places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const input = useMemo(
    () => ({ quantity, toolPrice: tool.toolPrice, minOrder: tool.minOrder, availableQuantity: tool.availableQuantity }),
    [quantity, tool],
  );
  const outcome = useMemo(() => checkQuantity(input), [input]);
  const error = errorsByField(outcome).quantity;

  async function order(event: FormEvent) {
    event.preventDefault();
    if (!outcome.ok) return;
    await run('order', () => placeOrder({ toolId: tool._id, quantity, idempotencyKey }), {
      success: messages.ORDER_PLACED,
      onSuccess: () => void navigate(paths.dashboard.myOrders),
    });
  }

  return (
    <div className="purchase__grid">
      <article className="card purchase__tool">
        <img src={tool.toolImage} alt={tool.toolName} width={400} height={300} />
        <h1>{tool.toolName}</h1>
        <p className="muted">{preview(tool.toolDescription, 100)}</p>
        <p className="tool-card__price">
          {formatMoney(tool.toolPrice)} <span>(per piece)</span>
        </p>
        <ToolFacts tool={tool} minimumLabel="Minimum Order" />
      </article>
      <form className="card form" noValidate onSubmit={order}>
        <h2>Your order</h2>
        <ReadOnly label="Your Name" value={user ? displayName(user) : ''} />
        <ReadOnly label="Email address" value={user?.email ?? ''} />
        <ReadOnly label="Selected Tool" value={tool.toolName} />
        <div className="field">
          <label htmlFor="quantity">Number of Pieces You Want</label>
          <input
            id="quantity"
            type="number"
            inputMode="numeric"
            min={tool.minOrder}
            max={tool.availableQuantity}
            step={1}
            value={quantity}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'quantity-error' : undefined}
            onChange={(event) => setQuantity(event.target.value)}
          />
          {error && (
            <p id="quantity-error" className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <ReadOnly label="Total Price (BDT)" value={formatMoney(displayTotal(input))} />
        <button type="submit" className="button button--block" disabled={Boolean(error) || busy}>
          {busy ? 'Placing your order…' : 'Confirm Your Order'}
        </button>
      </form>
    </div>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  const id = `readonly-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly />
    </div>
  );
}
