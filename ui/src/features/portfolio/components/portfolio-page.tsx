
import { useTitle } from '@/lib/use-title';
import { words } from '@/lib/i18n';

// A CV of the shop itself: the people behind it by their roles, and the technology it runs
// on. No personal data is invented; names go here when the owners choose to publish them.
const team = [
  { role: 'Engineering', work: 'Designs the sensors and tools, writes the datasheets, answers technical questions.' },
  { role: 'Quality lab', work: 'Tests every batch, calibrates transmitters and keeps the certificates.' },
  { role: 'Works and dispatch', work: 'Makes, packs and ships orders within two working days of payment.' },
  { role: 'Sales and service', work: 'Handles bulk orders, site visits and after-sales support across Bangladesh.' },
];

const stack = [
  ['Rust', 'One set of business rules, compiled for the server and, as WebAssembly, for the browser.'],
  ['axum and SQLite', 'The web server and the database: one program and one file on a small server.'],
  ['React and TypeScript', 'The shop you are using, built with Vite.'],
  ['Card payments', 'Stripe, with the amount always taken from your stored order.'],
] as const;

export function PortfolioPage() {
  useTitle('Portfolio');
  return (
    <section className="container section cv">
      <header className="cv__header">
        <h1>{words.SHOP_NAME}</h1>
        <p className="lead">A Bangladeshi maker of industrial tools, parts and sensors, selling directly to workshops and factories.</p>
      </header>
      <div className="cv__grid">
        <section className="card">
          <h2>Profile</h2>
          <p>
            We design and make sensors, transmitters, hand and power tools and spare parts for factories, workshops and
            process plants. Everything we list is sold by the piece, from a sensible minimum, straight from our works.
          </p>
        </section>
        <section className="card">
          <h2>What we do</h2>
          <ul className="cv__list">
            <li>Proximity, photoelectric, level, pressure and temperature sensors</li>
            <li>Hand tools, power tools and measuring instruments</li>
            <li>Bearings and spare parts for motors, pumps and machines</li>
          </ul>
        </section>
        <section className="card">
          <h2>The team</h2>
          <dl className="cv__facts">
            {team.map((member) => (
              <div key={member.role}>
                <dt>{member.role}</dt>
                <dd>{member.work}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card">
          <h2>The technology behind this shop</h2>
          <dl className="cv__facts">
            {stack.map(([name, what]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </section>
  );
}
