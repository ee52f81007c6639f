import page from '../../components/static-page.module.css';
import { PORTFOLIO_PROJECTS, TEAM_SKILLS } from './portfolio-projects';
import cards from '../../components/card-grid.module.css';
import styles from './portfolio-page.module.css';

/** /portfolio: the Toolyard team, what it works with and what it has built. */
export function PortfolioPage() {
  return (
    <div className={styles.page}>
      <header className={`${page.intro} ${styles.intro}`}>
        <p className={page.eyebrow}>Portfolio</p>
        <h1 className={page.title}>The team behind Toolyard</h1>
        <p className={page.lead}>We are a small team of web engineers who build shops that are quick to use, honest about what they do, and hard to break. Toolyard is our showcase.</p>
      </header>

      <section aria-labelledby="skills-title" className={styles.block}>
        <h2 id="skills-title">What we work with</h2>
        <ul className={styles.skills}>
          {TEAM_SKILLS.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-title" className={styles.block}>
        <h2 id="projects-title">Selected work</h2>
        <ul className={cards.grid}>
          {PORTFOLIO_PROJECTS.map((project, index) => (
            <li key={project.name}>
              <article className={`${page.card} ${page.accentCard} ${styles.project}`} aria-labelledby={`project-${index}`}>
                <h3 id={`project-${index}`}>{project.name}</h3>
                <p>{project.summary}</p>
                <p className={styles.stack}>
                  <span className="visually-hidden">Built with: </span>
                  {project.stack.map((item) => (
                    <span key={item} className={styles.tag}>
                      {item}
                    </span>
                  ))}
                </p>
                {project.link && <a href={project.link.href}>{project.link.label}</a>}
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
