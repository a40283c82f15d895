import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { formatCount } from '@/lib/i18n';
import { figureLabel, useHomeFigures } from '@/lib/shop-texts';
import { useSeen } from '@/lib/use-seen';

/** How long the figures take to count up. */
export const COUNT_DURATION_MS = 3000;

/** Three empty boxes while the figures load, so the section keeps its height. */
const LOADING = Array.from({ length: 3 }, () => ({ value: 0, labelEn: '\u00a0', labelBn: '\u00a0' }));

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** 0 → 1 over `duration` once `running`; straight to 1 for people who ask for less motion. */
function useProgress(running: boolean, duration: number) {
  const [progress, setProgress] = useState(() => (prefersReducedMotion() ? 1 : 0));
  const finished = progress >= 1;
  useEffect(() => {
    if (!running || finished) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const done = Math.min(1, (now - start) / duration);
      setProgress(done);
      if (done < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, duration, finished]);
  return progress;
}

/**
 * The home page's figures (spec §9: + Countries 47, + Happy Clients 100, + Feedback 134, until
 * the owner sets the shop's own), counted up over 3 seconds once they come into view.
 */
export function Counters() {
  const { t } = useTranslation();
  const { data } = useHomeFigures();
  const { ref: section, seen } = useSeen<HTMLElement>();
  const progress = useProgress(seen && data !== undefined, COUNT_DURATION_MS);
  // Ease out, so the numbers settle rather than stop dead.
  const eased = 1 - (1 - progress) ** 3;
  const figures = data?.figures ?? LOADING;

  return (
    <section ref={section} className="counters" aria-label={t('COUNTERS_LABEL')} aria-busy={data === undefined}>
      {figures.map((figure, index) => (
        <div key={index} className="counter">
          <p className="counter__value">
            <span aria-hidden="true">+ </span>
            <span data-testid={`counter-${index}`}>{formatCount(Math.round(figure.value * eased))}</span>
          </p>
          <p className="counter__label">{figureLabel(figure)}</p>
          {data && <span className="sr-only">{`${formatCount(figure.value)} ${figureLabel(figure)}`}</span>}
        </div>
      ))}
    </section>
  );
}
