import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Modal } from '@/components/modal';
import { OrderLines, orderTitle } from '@/components/order-card';
import { OrderReference } from '@/components/order-status';
import { Spinner } from '@/components/spinner';
import { screenOf, screens } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { leaveFor } from '@/lib/leave-for';
import { methodLabels, statusRules, type Order, type PaymentMethod, type User } from '@/lib/model';
import { loadShopConfig, type ShopConfig } from '@/lib/shop-config';
import { useOwnOrder } from '@/lib/own-orders';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { startPayment, usePaymentOptions } from '../api/payments';
import type { PaymentOutcome } from '../api/use-payment-attempt';
import { BankTransferDetails } from './bank-transfer-details';
import { MethodChooser } from './method-chooser';
import { TestCardForm, type CardFormProps } from './test-card-form';
import { formatCount, formatMoney, words, type MessageKey } from '@/lib/i18n';
import i18next from 'i18next';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** How a provider's page sent the buyer back (`?result=`), as the server decided it. */
type GatewayResult = 'paid' | 'failed' | 'cancelled' | 'pending' | 'held' | 'duplicate';

/** The sentence for a refusal the provider explained (`?reason=`): one of the catalogue's. */
function refusalReason(reason: string | null): MessageKey | null {
  return reason?.startsWith('PAYMENT_REFUSED_') && i18next.exists(reason) ? (reason as MessageKey) : null;
}

/** The page's heading: paid, promised to the courier's cash, or still to pay. */
function headingOf(order: Order): MessageKey {
  if (order.isPaid) return 'PAID_TITLE';
  return order.status === 'cashOnDelivery' ? 'COD_TITLE' : 'PLEASE_PAY_FOR';
}

/** How often, and how many times, the page asks again while a provider confirms a payment. */
const RECHECK_MS = 3000;
const RECHECKS = 20;

/** 'Please Pay For {tool}': the order's stored total, paid the way the buyer chooses. */
export function PaymentPage() {
  const { t } = useTranslation();
  useTitle(t('PAYMENT_TITLE'));
  const { id } = useParams();
  const [search] = useSearchParams();
  const result = search.get('result') as GatewayResult | null;
  const reason = refusalReason(search.get('reason'));
  const { user } = useAuth();
  const navigate = useNavigate();
  const { order, looked, loading, reload } = useOwnOrder(user?.email, id);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  // Back from a provider that has not confirmed yet, or a payment the shop is still checking.
  const waiting = order !== undefined && !order.isPaid && (result === 'pending' || order.paymentCheck?.state === 'checking');

  // Back from a provider that has not confirmed yet: ask again now and then, not for ever.
  useEffect(() => {
    if (!waiting) return;
    let asked = 0;
    const timer = setInterval(() => {
      asked += 1;
      if (asked > RECHECKS) clearInterval(timer);
      else reload();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  return (
    <section className="container section payment">
      <button type="button" className="back" onClick={() => navigate(-1)}>
        {t('BACK_ARROW')}
      </button>
      {loading && !looked && <Spinner label={t('LOADING_ORDER')} />}
      {looked && !order && (
        <div className="empty">
          <h1>{t('CHOOSE_ORDER_TO_PAY')}</h1>
          <p className="muted">{t('ORDER_NOT_OPEN')}</p>
          <Link to={screens.myOrders} className="button">
            {t('DASH_MY_ORDERS')}
          </Link>
        </div>
      )}
      {order && user && (
        <div className="card payment__card">
          {/* Once paid, the page says so instead of asking for the money. */}
          <h1>{t(headingOf(order), { title: orderTitle(order) })}</h1>
          <p className="muted">
            <OrderReference order={order} />
          </p>
          <p className="payment__amount">{t('PAYMENT_AMOUNT', { amount: formatMoney(order.totalPrice) })}</p>
          <p className="muted small">{t('INCL_VAT', { amount: formatMoney(order.vat) })}</p>
          {order.lines.length > 1 ? (
            <OrderLines order={order} />
          ) : (
            <p className="muted">
              {t('PIECES_AT_EACH', { count: formatCount(order.quantity), price: formatMoney(order.toolPrice) })}
            </p>
          )}
          {order.deliveryCharge > 0 && <p className="muted">{t('DELIVERY_CHARGED', { amount: formatMoney(order.deliveryCharge) })}</p>}
          {order.isPaid ? (
            <div className="notice notice--success" role="status">
              {(result === 'paid' || (outcome && 'transactionId' in outcome)) && <p className="payment__thanks">{words.PAYMENT_SUCCESSFUL}</p>}
              <p>
                {order.paymentMethod ? t('PAID_BY', { method: t(methodLabels[order.paymentMethod]) }) : t('PAID_PLAIN')}{' '}
                {t('YOUR_TRANSACTION_ID')} <code>{order.transactionId}</code>
              </p>
              <Link to={screens.myOrders}>{t('BACK_TO_MY_ORDERS')}</Link>
            </div>
          ) : statusRules[order.status].closed ? (
            <p className="notice" role="status">
              {t('NOTHING_TO_PAY')}
            </p>
          ) : !statusRules[order.status].buyerMayPay ? (
            <p className="notice" role="status">
              {words.PAY_THE_COURIER}
            </p>
          ) : outcome ? (
            <p className="notice" role="status">
              {outcome.message}
            </p>
          ) : order.paymentCheck ? (
            // Money may have moved: the buyer is not asked to pay again meanwhile.
            <PaymentBeingSettled held={order.paymentCheck.state === 'held'} />
          ) : (
            <UnpaidOrder order={order} user={user} result={result} reason={reason} onCard={setOutcome} onChanged={reload} />
          )}
        </div>
      )}
    </section>
  );
}

/** A payment the shop is confirming with its provider, or holds for a decision. */
function PaymentBeingSettled({ held }: { held: boolean }) {
  if (held)
    return (
      <p className="notice" role="status">
        {words.PAYMENT_HELD}
      </p>
    );
  return (
    <p className="notice" role="status">
      <Spinner label={words.PAYMENT_BEING_CHECKED} />
    </p>
  );
}

/** What a provider's return means for the buyer, in a sentence. */
function ReturnNotice({ result, reason }: { result: GatewayResult | null; reason: MessageKey | null }) {
  if (result === 'failed')
    return (
      <p className="notice notice--error" role="alert">
        {/* Why, where the provider said, then what it means: two sentences of their own. */}
        {reason && `${words[reason]} `}
        {words.PAYMENT_FAILED_AT_GATEWAY}
      </p>
    );
  if (result === 'duplicate')
    return (
      <p className="notice" role="status">
        {words.PAYMENT_DUPLICATE}
      </p>
    );
  if (result === 'cancelled')
    return (
      <p className="notice" role="status">
        {words.PAYMENT_LEFT_AT_GATEWAY}
      </p>
    );
  if (result === 'pending')
    return (
      <p className="notice" role="status">
        <Spinner label={words.PAYMENT_BEING_CHECKED} />
      </p>
    );
  return null;
}

/** An order still to pay: what the buyer chose so far, and the ways to pay it now. */
function UnpaidOrder({
  order,
  user,
  result,
  reason,
  onCard,
  onChanged,
}: {
  order: Order;
  user: User;
  result: GatewayResult | null;
  reason: MessageKey | null;
  onCard: (outcome: PaymentOutcome) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { data: options, error } = usePaymentOptions(order._id);
  const [config, setConfig] = useState<ShopConfig | null>(null);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [payingByCard, setPayingByCard] = useState(false);
  const { busy, run } = useMutation();

  useEffect(() => {
    let current = true;
    void loadShopConfig().then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);

  // The first way that can take this order, until the buyer picks one.
  const method = chosen ?? options?.find((option) => option.refusal === null)?.id ?? null;
  const account = config?.paymentMethods.find((offer) => offer.id === 'bank-transfer')?.account;

  async function proceed() {
    if (!method) return;
    if (method === 'test-card' || method === 'stripe') {
      setPayingByCard(true);
      return;
    }
    const label = words[methodLabels[method]];
    const leaving = method === 'sslcommerz' || method === 'bkash';
    await run('start', () => startPayment(order._id, method), {
      pending: leaving ? t('TAKING_YOU_TO', { method: label }) : words.PLEASE_WAIT,
      success: null,
      onSuccess: (start) => {
        if (start.next === 'redirect') leaveFor(start.url);
        else onChanged();
      },
    });
  }

  const chooser = options && (
    <>
      <MethodChooser options={options} chosen={method} onChoose={setChosen} legend={order.paymentMethod ? words.PAY_ANOTHER_WAY : undefined} />
      <button type="button" className="button button--large" onClick={() => void proceed()} disabled={!method || busy}>
        {busy ? t('PLEASE_WAIT') : t('PROCEED')}
      </button>
    </>
  );

  return (
    <>
      <ReturnNotice result={result} reason={reason} />
      {order.paymentMethod === 'cod' && (
        <p className="notice notice--success" role="status">
          {words.COD_CONFIRMED}{' '}
          <Link to={screenOf(screens.order, order._id)}>{t('ORDER_DETAILS')}</Link>
        </p>
      )}
      {order.paymentMethod === 'bank-transfer' && account && (
        <BankTransferDetails account={account} amount={order.totalPrice} reference={order.orderNumber} />
      )}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {!options && !error && <Spinner label={t('LOADING_WAYS_TO_PAY')} />}
      {options &&
        (order.paymentMethod === 'cod' ? (
          // Settled with the courier: paying online instead is there, folded away.
          <details className="payment__instead">
            <summary>{t('PAY_ONLINE_LINK')}</summary>
            {chooser}
          </details>
        ) : (
          chooser
        ))}
      <Modal open={payingByCard} title={t('PAY_AMOUNT', { amount: formatMoney(order.totalPrice) })} onClose={() => setPayingByCard(false)}>
        <CardPayment
          order={order}
          payer={{ name: displayName(user), email: user.email }}
          onClose={() => setPayingByCard(false)}
          onOutcome={(outcome) => {
            setPayingByCard(false);
            onCard(outcome);
            onChanged();
          }}
        />
      </Modal>
    </>
  );
}

/** The card form of whichever processor the shop uses. */
function CardPayment(props: CardFormProps) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<ShopConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadShopConfig().then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);

  if (!config) return <Spinner label={t('LOADING_CARD_FORM')} />;
  if (config.payments.provider === 'test') return <TestCardForm {...props} />;
  // A shop that takes no cards never offers them; nothing to show if asked anyway.
  if (config.payments.provider === 'none') return null;
  return (
    <Suspense fallback={<Spinner label={t('LOADING_CARD_FORM')} />}>
      <StripeCardForm publishableKey={config.payments.publishableKey} {...props} />
    </Suspense>
  );
}
