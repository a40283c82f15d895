import { useTitle } from '@/lib/use-title';

/** A screen whose issue has not landed yet: its title, plainly. */
export function ComingSoon({ title }: { title: string }) {
  useTitle(title);
  return (
    <section className="container section">
      <h1>{title}</h1>
      <p className="muted">Coming soon.</p>
    </section>
  );
}
