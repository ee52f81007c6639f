import page from '../../components/static-page.module.css';
import { BLOG_ARTICLES } from './blog-articles';
import styles from './blog-page.module.css';

/** /blogs: our questions and answers on web development, with a contents list. */
export function BlogPage() {
  return (
    <div className={styles.page}>
      <header className={page.intro}>
        <p className={page.eyebrow}>Toolyard engineering blog</p>
        <h1 className={page.title}>Questions we get asked</h1>
        <p className={page.lead}>Short answers to web-development questions, from the team that builds this shop, with examples from its own code.</p>
      </header>

      <nav className={styles.contents} aria-label="Articles">
        <ol>
          {BLOG_ARTICLES.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`}>{article.question}</a>
            </li>
          ))}
        </ol>
      </nav>

      {BLOG_ARTICLES.map((article) => (
        <article key={article.slug} id={article.slug} className={`${page.card} ${styles.article}`} aria-labelledby={`${article.slug}-title`}>
          <h2 id={`${article.slug}-title`}>{article.question}</h2>
          {article.answer.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {article.example && (
            <figure className={styles.example}>
              <figcaption>{article.example.caption}</figcaption>
              {/* Focusable so a keyboard can scroll a line wider than the screen. */}
              <pre tabIndex={0}>
                <code>{article.example.code}</code>
              </pre>
            </figure>
          )}
        </article>
      ))}
    </div>
  );
}
