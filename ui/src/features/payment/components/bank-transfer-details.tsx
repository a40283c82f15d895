import { useTranslation } from 'react-i18next';
import { type BankAccount } from '@/lib/model';
import { formatMoney } from '@/lib/i18n';

/** Where to send a transfer, how much, and the reference the shop matches it by. */
export function BankTransferDetails({ account, amount, reference }: { account: BankAccount; amount: number; reference: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice transfer" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{t('TRANSFER_HEADING')}</h2>
      <p>{t('BANK_TRANSFER_CHOSEN')}</p>
      <dl className="order__facts">
        <div>
          <dt>{t('AMOUNT')}</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
        <div>
          <dt>{t('REFERENCE')}</dt>
          <dd>
            <code>{reference}</code> {t('TRANSFER_QUOTE_REFERENCE')}
          </dd>
        </div>
        <div>
          <dt>{t('ACCOUNT_NAME')}</dt>
          <dd>{account.accountName}</dd>
        </div>
        <div>
          <dt>{t('ACCOUNT_NUMBER')}</dt>
          <dd>
            <code>{account.accountNumber}</code>
          </dd>
        </div>
        <div>
          <dt>{t('BANK')}</dt>
          <dd>
            {t('BANK_BRANCH', { bank: account.bank, branch: account.branch })}
          </dd>
        </div>
        <div>
          <dt>{t('ROUTING_NUMBER')}</dt>
          <dd>
            <code>{account.routingNumber}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
