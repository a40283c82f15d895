import { LoadError } from '@/components/load-error';
import { useTitle } from '@/lib/use-title';
import { useBlogs } from '../api/blogs';

const longDate = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function BlogsPage() {
  useTitle('Blogs');
  const { data: blogs, loading, error, reload } = useBlogs();
  return (
    <section className="container section">
      <h1>Blogs</h1>
      <p className="muted">Notes from our engineers on choosing, fitting and looking after tools and sensors.</p>
      {loading && <p className="muted">Loading posts…</p>}
      {error && <LoadError message={error} onRetry={reload} />}
      {blogs?.length === 0 && <p className="muted">No posts yet.</p>}
      <div className="blog-list">
        {blogs?.map((blog) => (
          <article key={blog._id} className="blog card">
            <img className="blog__image" src={blog.blogImage} alt="" width={400} height={300} loading="lazy" />
            <div className="blog__body">
              <header className="blog__author">
                <img src={blog.image} alt="" width={44} height={44} />
                <div>
                  <p className="blog__name">{blog.name}</p>
                  <time dateTime={blog.date} className="muted small">
                    {longDate(blog.date)}
                  </time>
                </div>
              </header>
              <h2>{blog.blogHeading}</h2>
              <p>{blog.blog}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
