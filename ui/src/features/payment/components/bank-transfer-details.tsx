import { type BankAccount } from '@/lib/model';
import { formatMoney, words } from '@/lib/i18n';

/** Where to send a transfer, how much, and the reference the shop matches it by. */
export function BankTransferDetails({ account, amount, reference }: { account: BankAccount; amount: number; reference: string }) {
  return (
    <section className="notice transfer" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{words.TRANSFER_HEADING}</h2>
      <p>{words.BANK_TRANSFER_CHOSEN}</p>
      <dl className="order__facts">
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>
            <code>{reference}</code> {words.TRANSFER_QUOTE_REFERENCE}
          </dd>
        </div>
        <div>
          <dt>Account name</dt>
          <dd>{account.accountName}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>
            <code>{account.accountNumber}</code>
          </dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>
            {account.bank}, {account.branch} branch
          </dd>
        </div>
        <div>
          <dt>Routing number</dt>
          <dd>
            <code>{account.routingNumber}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
