import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { formatDay } from '@/lib/i18n';
import { useTitle } from '@/lib/use-title';
import { useBlogs } from '../api/blogs';
import { Picture } from '@/components/picture';

/** A post's `YYYY-MM-DD` as the buyer's language writes a day (noon UTC is that day in Dhaka). */
const longDate = (date: string) => formatDay(Date.parse(`${date}T12:00:00Z`));

export function BlogsPage() {
  const { t } = useTranslation();
  useTitle(t('BLOGS_TITLE'));
  const { data: blogs, loading, error, reload } = useBlogs();
  return (
    <section className="container section">
      <h1>{t('BLOGS_TITLE')}</h1>
      <p className="muted">{t('BLOGS_LEAD')}</p>
      {loading && <p className="muted">{t('LOADING_POSTS')}</p>}
      {error && <LoadError message={error} onRetry={reload} />}
      {blogs?.length === 0 && <p className="muted">{t('NO_POSTS')}</p>}
      <div className="blog-list">
        {blogs?.map((blog) => (
          <article key={blog._id} className="blog card">
            <Picture
              className="blog__image"
              src={blog.blogImage}
              sizes="(max-width: 600px) calc(100vw - 2rem), 400px"
              alt=""
              width={400}
              height={300}
              loading="lazy"
            />
            <div className="blog__body">
              <header className="blog__author">
                <Picture src={blog.image} sizes="44px" alt="" width={44} height={44} />
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
