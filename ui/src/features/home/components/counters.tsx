import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { formatCount } from '@/lib/i18n';
import { useSeen } from '@/lib/use-seen';

/** The home page's figures (spec §9), counted up over 3 seconds once they come into view. */
export const COUNTERS = [
  { id: 'Countries', label: 'COUNTER_COUNTRIES', value: 47 },
  { id: 'Happy Clients', label: 'COUNTER_CLIENTS', value: 100 },
  { id: 'Feedback', label: 'COUNTER_FEEDBACK', value: 134 },
] as const;
export const COUNT_DURATION_MS = 3000;

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

export function Counters() {
  const { t } = useTranslation();
  const { ref: section, seen } = useSeen<HTMLElement>();
  const progress = useProgress(seen, COUNT_DURATION_MS);
  // Ease out, so the numbers settle rather than stop dead.
  const eased = 1 - (1 - progress) ** 3;

  return (
    <section ref={section} className="counters" aria-label={t('COUNTERS_LABEL')}>
      {COUNTERS.map((counter) => (
        <div key={counter.id} className="counter">
          <p className="counter__value">
            <span aria-hidden="true">+ </span>
            <span data-testid={`counter-${counter.id}`}>{formatCount(Math.round(counter.value * eased))}</span>
          </p>
          <p className="counter__label">{t(counter.label)}</p>
          <span className="sr-only">{`${formatCount(counter.value)} ${t(counter.label)}`}</span>
        </div>
      ))}
    </section>
  );
}
