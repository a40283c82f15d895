import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { screens } from '@/config/paths';
import { ToolCard, ToolCardSkeleton } from '@/components/tool-card';
import { useTitle } from '@/lib/use-title';
import { useSeen } from '@/lib/use-seen';
import { useLeadingTools } from '../api/home';
import { Faq } from './faq';
import { ReviewsCarousel } from './reviews-carousel';

// The feedback form ends the page, far below the first screen: its fields and their checks
// load as it nears the screen instead of in the first download.
const GetInTouch = lazy(() => import('./get-in-touch').then((module) => ({ default: module.GetInTouch })));
// The figures sit below the newest tools, out of the first screen: they load as they near it.
const Counters = lazy(() => import('./counters').then((module) => ({ default: module.Counters })));

/** How many of the newest tools the home page shows (spec §9). */
export const HOME_TOOLS = 6;

export function HomePage() {
  return (
    <>
      <HomeFirstScreen />
      <WhenNear>
        <Counters />
      </WhenNear>
      <ReviewsCarousel />
      <Faq />
      <WhenNear>
        <GetInTouch />
      </WhenNear>
    </>
  );
}

/** The hero and the newest tools: what a visitor sees first, which the server draws into the
 * page before any script runs (`src/app/first-screen-templates.tsx`). */
export function HomeFirstScreen() {
  const { t } = useTranslation();
  useTitle(t('HOME_TITLE'));
  const products = useRef<HTMLHeadingElement>(null);
  const { data: tools, loading } = useLeadingTools(HOME_TOOLS);

  // 'Explore' takes the visitor to the products (the old button did nothing).
  function explore() {
    products.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    products.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{t('HERO_EYEBROW')}</p>
          <h1>{t('HERO_TITLE')}</h1>
          <p className="hero__lead">{t('HERO_LEAD')}</p>
          <button type="button" className="button button--large" onClick={explore}>
            {t('EXPLORE')}
          </button>
        </div>
      </section>

      <section id="products" className="section container" aria-labelledby="products-title">
        <h2 id="products-title" ref={products} tabIndex={-1} className="section-title">
          {t('OUR_PRODUCTS')}
        </h2>
        <div className="tool-grid">
          {loading && !tools && Array.from({ length: HOME_TOOLS }, (_, index) => <ToolCardSkeleton key={index} />)}
          {tools?.map((tool, index) => (
            <ToolCard key={tool._id} tool={tool} index={index} heading="h3" />
          ))}
        </div>
        {tools && tools.length === 0 && <p className="muted">{t('NO_TOOLS_YET')}</p>}
        <p className="center">
          <Link to={screens.products} className="button button--outline">
            {t('SEE_ALL_TOOLS')}
          </Link>
        </p>
      </section>
    </>
  );
}

/** A lazy part of the page, loaded and drawn once it is 400 px from the screen. */
function WhenNear({ children }: { children: ReactNode }) {
  const { ref, seen } = useSeen<HTMLDivElement>('400px');
  return <div ref={ref}>{seen && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
