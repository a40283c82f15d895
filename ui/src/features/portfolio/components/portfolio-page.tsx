
import { useTranslation } from 'react-i18next';
import { useTitle } from '@/lib/use-title';

// A CV of the shop itself: the people behind it by their roles, and the technology it runs
// on. No personal data is invented; names go here when the owners choose to publish them.
const team = [
  { role: 'TEAM_ENGINEERING', work: 'TEAM_ENGINEERING_WORK' },
  { role: 'TEAM_QUALITY', work: 'TEAM_QUALITY_WORK' },
  { role: 'TEAM_WORKS', work: 'TEAM_WORKS_WORK' },
  { role: 'TEAM_SALES', work: 'TEAM_SALES_WORK' },
] as const;

const stack = [
  ['Rust', 'TECH_RUST'],
  ['axum · SQLite', 'TECH_AXUM'],
  ['React · TypeScript', 'TECH_REACT'],
] as const;

export function PortfolioPage() {
  const { t } = useTranslation();
  useTitle(t('PORTFOLIO_TITLE'));
  return (
    <section className="container section cv">
      <header className="cv__header">
        <h1>{t('SHOP_NAME')}</h1>
        <p className="lead">{t('CV_LEAD')}</p>
      </header>
      <div className="cv__grid">
        <section className="card">
          <h2>{t('CV_PROFILE')}</h2>
          <p>{t('CV_PROFILE_TEXT')}</p>
        </section>
        <section className="card">
          <h2>{t('CV_WHAT_WE_DO')}</h2>
          <ul className="cv__list">
            <li>{t('CV_SENSORS')}</li>
            <li>{t('CV_TOOLS')}</li>
            <li>{t('CV_PARTS')}</li>
          </ul>
        </section>
        <section className="card">
          <h2>{t('CV_TEAM')}</h2>
          <dl className="cv__facts">
            {team.map((member) => (
              <div key={member.role}>
                <dt>{t(member.role)}</dt>
                <dd>{t(member.work)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card">
          <h2>{t('CV_TECHNOLOGY')}</h2>
          <dl className="cv__facts">
            {stack.map(([name, what]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{t(what)}</dd>
              </div>
            ))}
            <div>
              <dt>{t('TECH_PAYMENTS_NAME')}</dt>
              <dd>{t('TECH_PAYMENTS')}</dd>
            </div>
          </dl>
        </section>
      </div>
    </section>
  );
}
