import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DeliveryFields } from '@/components/delivery-fields';
import { PriceBreakTable } from '@/components/price-breaks';
import { Spinner } from '@/components/spinner';
import { ToolFacts } from '@/components/tool-facts';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { useCart } from '@/lib/cart';
import { checkQuantity, displayTotal, errorsByField, preview, unitPrice, type Tool } from '@/lib/model';
import { useCheckoutDelivery } from '@/lib/use-delivery-form';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { placeOrder, useTool } from '../api/orders';
import { formatMoney, words } from '@/lib/i18n';

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
  const outcome = useMemo(() => checkQuantity(quantity, tool), [quantity, tool]);
  const error = errorsByField(outcome).quantity;
  const cart = useCart();
  const delivery = useCheckoutDelivery(user);

  function addToCart() {
    if (!outcome.ok) return;
    cart.add(tool._id, outcome.value.quantity);
    toast.success(words.ADDED_TO_CART);
  }

  async function order(event: FormEvent) {
    event.preventDefault();
    const details = delivery.submit();
    if (!outcome.ok || !details) return;
    await run('order', () => placeOrder({ toolId: tool._id, quantity, idempotencyKey, delivery: details }), {
      success: words.ORDER_PLACED,
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
        <PriceBreakTable toolPrice={tool.toolPrice} tiers={tool.priceTiers} />
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
        {tool.priceTiers.length > 0 && (
          <ReadOnly label="Price per piece at this quantity" value={formatMoney(outcome.ok ? outcome.value.unitPrice : unitPrice(tool.minOrder, tool))} />
        )}
        <ReadOnly label="Total Price (BDT)" value={formatMoney(displayTotal(quantity, tool))} />
        {error && <p className="muted small">{totalNote(tool)}</p>}
        <DeliveryFields state={delivery} />
        <button type="submit" className="button button--block" disabled={Boolean(error) || busy}>
          {busy ? 'Placing your order…' : 'Confirm Your Order'}
        </button>
        <button type="button" className="button button--block button--outline" disabled={Boolean(error)} onClick={addToCart}>
          Add to cart
        </button>
        {cart.lines.length > 0 && (
          <Link to={paths.cart} className="purchase__cart-link">
            Go to your cart ({cart.lines.length} {cart.lines.length === 1 ? 'tool' : 'tools'})
          </Link>
        )}
      </form>
    </div>
  );
}

/** Why the total stays put while the pieces typed are not allowed (the spec's fallback). */
const totalNote = (tool: Tool) =>
  `The total shows the minimum order of ${tool.minOrder} pieces until the number of pieces is allowed.`;

function ReadOnly({ label, value }: { label: string; value: string }) {
  const id = `readonly-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly />
    </div>
  );
}
