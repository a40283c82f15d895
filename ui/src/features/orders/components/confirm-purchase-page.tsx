import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DeliveryFields } from '@/components/delivery-fields';
import { PoNumberField } from '@/components/po-number-field';
import { DeliverySums } from '@/components/delivery-sums';
import { NextBreakHint, PriceBreakTable } from '@/components/price-breaks';
import { Spinner } from '@/components/spinner';
import { ToolFacts } from '@/components/tool-facts';
import { screenOf, screens } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { useCart } from '@/lib/cart';
import { checkQuantity, displayTotal, errorsByField, preview, unitPrice, vatSplit, type Tool } from '@/lib/model';
import { useCheckoutDelivery } from '@/lib/use-delivery-form';
import { useDeliveryQuote } from '@/lib/use-delivery-quote';
import { useMutation } from '@/lib/use-mutation';
import { usePoNumber } from '@/lib/use-po-number';
import { useTitle } from '@/lib/use-title';
import { placeOrder, useTool } from '../api/orders';
import { formatCount, formatMoney, words } from '@/lib/i18n';
import { Picture } from '@/components/picture';
import { toolName, toolDescription } from '@/lib/tool-text';

export function ConfirmPurchasePage() {
  const { t } = useTranslation();
  useTitle(t('CONFIRM_TITLE'));
  const { id = '' } = useParams();
  const { data: tool, error, loading } = useTool(id);
  const navigate = useNavigate();

  return (
    <section className="container section purchase">
      <button type="button" className="back" onClick={() => navigate(-1)} aria-label={t('BACK')}>
        {t('BACK_ARROW')}
      </button>
      {loading && <Spinner label={t('LOADING_TOOL')} />}
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
  const { t } = useTranslation();
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
  const po = usePoNumber(Boolean(user));
  // Until the pieces are allowed, the charge is the minimum order's, like the total above.
  const pieces = outcome.ok ? outcome.value.quantity : tool.minOrder;
  const lines = useMemo(() => [{ toolId: tool._id, quantity: pieces }], [tool._id, pieces]);
  const quote = useDeliveryQuote(lines, delivery.form.district);

  function addToCart() {
    if (!outcome.ok) return;
    cart.add(tool._id, outcome.value.quantity);
    toast.success(words.ADDED_TO_CART);
  }

  async function order(event: FormEvent) {
    event.preventDefault();
    const details = delivery.submit();
    const poNumber = po.submit();
    if (!outcome.ok || !details || poNumber === null) return;
    await run('order', () => placeOrder({ toolId: tool._id, quantity, idempotencyKey, delivery: details, poNumber }), {
      success: words.ORDER_PLACED,
      // The order's own page: its number, what happens next and the way to pay.
      onSuccess: (placed) => {
        delivery.forget();
        void navigate(screenOf(screens.order, placed.insertedId), { state: { placed: true } });
      },
      onError: po.refused,
    });
  }

  return (
    <div className="purchase__grid">
      <article className="card purchase__tool">
        <Picture src={tool.toolImage} sizes="(max-width: 600px) calc(100vw - 2rem), 400px" alt={toolName(tool)} width={400} height={300} />
        <h1>{toolName(tool)}</h1>
        <p className="muted">{preview(toolDescription(tool), 100)}</p>
        <p className="tool-card__price">
          {formatMoney(tool.toolPrice)} <span>{t('PER_PIECE')}</span>
        </p>
        <ToolFacts tool={tool} minimumLabel={t('MIN_ORDER_SHORT')} />
        <PriceBreakTable tool={tool} />
      </article>
      <form className="card form" noValidate onSubmit={order}>
        <h2>{t('YOUR_ORDER')}</h2>
        <ReadOnly id="readonly-name" label={t('YOUR_NAME')} value={user ? displayName(user) : ''} />
        <ReadOnly id="readonly-email" label={t('EMAIL_ADDRESS')} value={user?.email ?? ''} />
        <ReadOnly id="readonly-tool" label={t('SELECTED_TOOL')} value={toolName(tool)} />
        <div className="field">
          <label htmlFor="quantity">{t('PIECES_WANTED')}</label>
          {/* Text, not number: a number field refuses the Bengali digits the rules accept. */}
          <input
            id="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
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
          <ReadOnly id="readonly-unit-price" label={t('PRICE_AT_QUANTITY')} value={formatMoney(outcome.ok ? outcome.value.unitPrice : unitPrice(tool.minOrder, tool))} />
        )}
        {outcome.ok && <NextBreakHint pieces={outcome.value.quantity} tool={tool} />}
        <ReadOnly id="readonly-total" label={t('TOTAL_PRICE_BDT')} value={formatMoney(displayTotal(quantity, tool))} />
        <p className="muted small">{t('INCL_VAT', { amount: formatMoney(vatSplit(displayTotal(quantity, tool), tool.vatRate).vat) })}</p>
        {error && <p className="muted small">{t('TOTAL_NOTE', { minimum: formatCount(tool.minOrder) })}</p>}
        <DeliveryFields state={delivery} />
        <PoNumberField state={po} />
        <DeliverySums quote={quote.data} loading={quote.loading} toolsTotal={outcome.ok ? outcome.value.totalPrice : undefined} district={delivery.form.district} />
        <button type="submit" className="button button--block" disabled={Boolean(error) || busy}>
          {busy ? t('PLACING_ORDER') : t('CONFIRM_YOUR_ORDER')}
        </button>
        <button type="button" className="button button--block button--outline" disabled={Boolean(error)} onClick={addToCart}>
          {t('ADD_TO_CART')}
        </button>
        {cart.lines.length > 0 && (
          <Link to={screens.cart} className="purchase__cart-link">
            {t('GO_TO_CART', { count: formatCount(cart.lines.length) })}
          </Link>
        )}
      </form>
    </div>
  );
}

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly />
    </div>
  );
}
