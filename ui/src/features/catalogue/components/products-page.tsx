import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { ToolCard, ToolCardSkeleton } from '@/components/tool-card';
import { useTitle } from '@/lib/use-title';
import { useToolPage } from '../api/tools';

export const PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

/** The catalogue, newest first, searchable by name and description and served a page at a time. */
export function ProductsPage() {
  useTitle('Our Tools');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(query);

  // Search as the buyer types, once they pause.
  useEffect(() => {
    if (typed.trim() === query) return;
    const timer = window.setTimeout(() => {
      setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, query, setParams]);

  const search = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (query) search.set('q', query);
  const { data, error, loading, reload } = useToolPage(search.toString());
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    setParams(query ? { q: query, page: String(next) } : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section className="container section">
      <header className="page-header">
        <div>
          <h1>Our Tools</h1>
          <p className="muted">Tools, parts and industrial sensors, sold by the piece.</p>
        </div>
        <div className="field search">
          <label htmlFor="tool-search">Search tools</label>
          <input
            id="tool-search"
            type="search"
            placeholder="Search by name, e.g. sensor"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </header>
      {error && <LoadError message={error} onRetry={reload} />}
      <p className="sr-only" role="status">
        {loading ? 'Loading tools…' : data ? `${data.total} tools found` : ''}
      </p>
      {loading && !data ? (
        <div className="tool-grid">
          {Array.from({ length: 6 }, (_, index) => (
            <ToolCardSkeleton key={index} />
          ))}
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="empty">
          <h2>No tools found</h2>
          <p className="muted">{query ? `Nothing matches “${query}”. Try a shorter or different word.` : 'The catalogue is empty for now.'}</p>
          {query && (
            <button type="button" className="button button--outline" onClick={() => setTyped('')}>
              Show all tools
            </button>
          )}
        </div>
      ) : (
        <div className={loading ? 'tool-grid tool-grid--loading' : 'tool-grid'}>
          {data?.items.map((tool, index) => (
            <ToolCard key={tool._id} tool={tool} index={index} heading="h2" />
          ))}
        </div>
      )}
      {data && pages > 1 && (
        <nav className="pagination" aria-label="Pages">
          <button type="button" className="button button--outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="button button--outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
