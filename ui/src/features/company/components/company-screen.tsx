import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { endpoint } from '@/lib/api-client';
import { inDigits } from '@/lib/i18n';
import type { CompanyDetails, CompanyPage, InvitationForYou } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useTitle } from '@/lib/use-title';
import { Approvals } from './approvals';
import { CompanyDetailsForm } from './company-details-form';
import { CompanyPlaces } from './company-places';
import { InvitationsForYou } from './invitations-for-you';
import { Members } from './members';
import { SentInvitations } from './sent-invitations';
import '../company.css';

/** The company's details as a member who is not its admin reads them. */
function DetailsRead({ details }: { details: CompanyDetails }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('COMPANY_NAME'), details.name],
    [t('COMPANY_NAME_BN'), details.nameBn],
    [t('BIN'), details.bin && inDigits(`${details.bin.slice(0, 9)}-${details.bin.slice(9)}`)],
    [t('TRADE_LICENCE'), details.tradeLicence],
    [t('BILLING_ADDRESS'), details.billingAddress],
  ];
  return (
    <dl className="profile__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || t('NOT_AVAILABLE')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The buyer's company: set one up, or keep it (its details, its members and the invitations
 * it sent), and answer the invitations to the buyer from other companies.
 */
export function CompanyScreen() {
  const { t } = useTranslation();
  useTitle(t('COMPANY_TITLE'));
  const company = useApi<CompanyPage | null>(endpoint('GET /company'));
  const forYou = useApi<InvitationForYou[]>(endpoint('GET /invitations'));
  const reload = () => {
    company.reload();
    forYou.reload();
  };
  const none = company.data === null;
  const page = company.data ?? undefined;

  return (
    <div className="company">
      <h1>{t('COMPANY_TITLE')}</h1>
      {(company.loading || forYou.loading) && <Spinner />}
      {company.error && <LoadError message={company.error} onRetry={company.reload} />}
      {forYou.data && forYou.data.length > 0 && <InvitationsForYou invitations={forYou.data} inCompany={Boolean(page)} onJoined={reload} onDeclined={forYou.reload} />}
      {none && (
        <section className="card" aria-labelledby="set-up-title">
          <h2 id="set-up-title">{t('COMPANY_SET_UP')}</h2>
          <p className="muted">{t('COMPANY_LEAD')}</p>
          <CompanyDetailsForm onSaved={reload} />
        </section>
      )}
      {page && (
        <>
          {page.role !== 'buyer' && <Approvals />}
          <section className="card" aria-labelledby="details-title">
            <h2 id="details-title">{t('COMPANY_DETAILS')}</h2>
            {page.role === 'admin' ? <CompanyDetailsForm key={page.id} details={page.details} onSaved={reload} /> : <DetailsRead details={page.details} />}
          </section>
          <Members company={page} onChanged={reload} />
          <CompanyPlaces manages={page.role === 'admin'} />
          {page.role === 'admin' && <SentInvitations company={page} onChanged={company.reload} />}
        </>
      )}
    </div>
  );
}
