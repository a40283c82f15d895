import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DeliveryFields } from '@/components/delivery-fields';
import { PoNumberField } from '@/components/po-number-field';
import { DeliverySums } from '@/components/delivery-sums';
import { NextBreakHint } from '@/components/price-breaks';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { screenOf, screens } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useCart } from '@/lib/cart';
import { checkQuantity, errorsByField, orderTotal, type CartLine, type Tool } from '@/lib/model';
import { useCheckoutDelivery } from '@/lib/use-delivery-form';
import { useDeliveryQuote } from '@/lib/use-delivery-quote';
import { useMutation } from '@/lib/use-mutation';
import { usePoNumber } from '@/lib/use-po-number';
import { useTitle } from '@/lib/use-title';
import { placeCartOrder } from '../api/cart';
import { useCartTools } from '../api/cart-tools';
import { formatCount, formatMoney, words } from '@/lib/i18n';
import { Picture } from '@/components/picture';
import { toolName } from '@/lib/tool-text';

/** A line as the page shows it: the pieces typed, checked against the tool as it is now. */
interface LineView {
  line: CartLine;
  tool: Tool | undefined;
  typed: string;
  /** Why the line cannot be ordered as it is, in the shared rules' words. */
  problem: string | undefined;
  unitPrice: number | undefined;
  total: number | undefined;
}

/**
 * The cart: each tool with its pieces (the shared quantity rules, live, per line), its unit
 * price after price breaks and its total; the order's total and what delivery adds to it;
 * 'Place order'. A line whose tool
 * has gone or whose stock has fallen is flagged, never changed behind the buyer's back.
 */
export function CartPage() {
  const { t } = useTranslation();
  useTitle(t('CART_TITLE'));
  const { user } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const toolIds = useMemo(() => cart.lines.map((line) => line.toolId), [cart.lines]);
  const { data: tools, loading, error, reload } = useCartTools(toolIds);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const { busy, run } = useMutation();
  // One key per visit of the page: a double click or a retry places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const delivery = useCheckoutDelivery(user);
  const po = usePoNumber(Boolean(user));
  // A guest has no delivery form yet: each zone's charge until they sign in and choose.
  const district = user ? delivery.form.district : '';
  const quote = useDeliveryQuote(cart.lines, district);

  if (user?.role === 'admin') {
    return (
      <section className="container section">
        <h1>{t('CART_TITLE')}</h1>
        <p className="notice">{words.YOU_ARE_AN_ADMIN}</p>
      </section>
    );
  }

  const views: LineView[] = cart.lines.map((line) => {
    const tool = tools?.find((candidate) => candidate._id === line.toolId);
    const text = typed[line.toolId] ?? String(line.quantity);
    if (!tool) {
      return { line, tool, typed: text, problem: tools ? words.TOOL_GONE : undefined, unitPrice: undefined, total: undefined };
    }
    const outcome = checkQuantity(text, tool);
    return outcome.ok
      ? { line, tool, typed: text, problem: undefined, unitPrice: outcome.value.unitPrice, total: outcome.value.totalPrice }
      : { line, tool, typed: text, problem: errorsByField(outcome).quantity, unitPrice: undefined, total: undefined };
  });
  const ready = tools !== undefined && views.every((view) => view.problem === undefined);
  const total = orderTotal(views.flatMap((view) => (view.total === undefined ? [] : [view.total])));

  function change(toolId: number, text: string, tool: Tool | undefined) {
    setTyped((current) => ({ ...current, [toolId]: text }));
    if (!tool) return;
    const outcome = checkQuantity(text, tool);
    if (outcome.ok) cart.set(toolId, outcome.value.quantity);
  }

  async function placeOrder() {
    if (!user) {
      void navigate(screens.login, { state: { from: location } });
      return;
    }
    const details = delivery.submit();
    const poNumber = po.submit();
    if (!details || poNumber === null) return;
    await run('place', () => placeCartOrder(cart.lines, details, idempotencyKey, poNumber), {
      success: words.ORDER_PLACED,
      onSuccess: (placed) => {
        cart.clear();
        delivery.forget();
        void navigate(screenOf(screens.order, placed.insertedId), { state: { placed: true } });
      },
      onError: (failure) => {
        if (po.refused(failure)) return true;
        // Stock may have gone meanwhile: show the lines as they are now.
        if (failure.status === 409 || failure.status === 404) reload();
      },
    });
  }

  return (
    <section className="container section cart">
      <h1>{t('CART_TITLE')}</h1>
      {cart.lines.length === 0 && (
        <div className="empty">
          <h2>{t('CART_EMPTY')}</h2>
          <p className="muted">{t('CART_EMPTY_HINT')}</p>
          <Link to={screens.products} className="button">
            {t('BROWSE_TOOLS')}
          </Link>
        </div>
      )}
      {loading && !tools && <Spinner label={t('CART_CHECKING')} />}
      {error && <LoadError message={error} onRetry={reload} />}
      {cart.lines.length > 0 && tools && (
        <>
          <ul className="cart__lines">
            {views.map((view) => (
              <CartLineRow
                key={view.line.toolId}
                view={view}
                onChange={(text) => change(view.line.toolId, text, view.tool)}
                onRemove={() => cart.remove(view.line.toolId)}
              />
            ))}
          </ul>
          <div className="card cart__summary">
            <p className="cart__total">
              <span>{quote.data?.charged ? t('SUBTOTAL') : t('TOTAL')}</span> <strong>{formatMoney(total)}</strong>
            </p>
            {!ready && <p className="muted small">{t('CART_FIX_LINES')}</p>}
            {user && <DeliveryFields state={delivery} />}
            <PoNumberField state={po} />
            <DeliverySums quote={quote.data} loading={quote.loading} toolsTotal={ready ? total : undefined} district={district} />
            <button type="button" className="button button--block button--large" disabled={!ready || busy} onClick={placeOrder}>
              {busy ? t('PLACING_ORDER') : user ? t('PLACE_ORDER') : t('SIGN_IN_TO_ORDER')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function CartLineRow({ view, onChange, onRemove }: { view: LineView; onChange: (text: string) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const { line, tool, problem } = view;
  const inputId = `cart-quantity-${line.toolId}`;
  const name = (tool && toolName(tool)) ?? t('TOOL_NUMBER', { id: line.toolId });
  return (
    <li className="card cart__line">
      {tool && <Picture src={tool.toolImage} sizes="96px" alt="" width={96} height={72} className="cart__image" />}
      <div className="cart__body">
        <h2 className="cart__name">{tool ? <Link to={screenOf(screens.confirmPurchase, tool._id)}>{name}</Link> : name}</h2>
        {tool && (
          <p className="muted small">
            {view.unitPrice !== undefined
              ? t('A_PIECE', { price: formatMoney(view.unitPrice) })
              : t('FROM_A_PIECE', { price: formatMoney(tool.toolPrice) })}{' '}
            · {t('IN_STOCK_MINIMUM', { stock: formatCount(tool.availableQuantity), minimum: formatCount(tool.minOrder) })}
          </p>
        )}
        {tool ? (
          <div className="field cart__quantity">
            <label htmlFor={inputId}>{t('PIECES_COLUMN')}</label>
            {/* Text, not number: a number field refuses the Bengali digits the rules accept. */}
            <input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={view.typed}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {problem && (
              <p id={`${inputId}-error`} className="field__error" role="alert">
                {problem}
              </p>
            )}
            {!problem && <NextBreakHint pieces={line.quantity} tool={tool} />}
          </div>
        ) : (
          problem && (
            <p className="notice notice--error" role="alert">
              {problem}
            </p>
          )
        )}
      </div>
      <div className="cart__end">
        {view.total !== undefined && <p className="cart__line-total">{formatMoney(view.total)}</p>}
        <button type="button" className="button button--outline button--small" onClick={onRemove} aria-label={t('REMOVE_NAMED', { name })}>
          {t('REMOVE')}
        </button>
      </div>
    </li>
  );
}
