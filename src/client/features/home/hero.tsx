import { useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import heroMp4 from './media/hero-loop.mp4';
import heroWebm from './media/hero-loop.webm';
import heroPoster from './media/hero-poster.jpg';
import styles from './hero.module.css';

/**
 * The home page's opening: a short, silent, looping garden scene behind the tagline. Visitors who
 * ask for reduced motion get the still image instead, and anyone can pause the loop.
 */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);

  const togglePlayback = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => {});
    else element.pause();
  };

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {reducedMotion ? (
        <img className={styles.media} src={heroPoster} alt="" width={1152} height={504} />
      ) : (
        <video ref={video} className={styles.media} poster={heroPoster} autoPlay muted loop playsInline aria-hidden="true" onPlay={() => setPaused(false)} onPause={() => setPaused(true)}>
          <source src={heroWebm} type="video/webm" />
          <source src={heroMp4} type="video/mp4" />
        </video>
      )}
      <div className={styles.content}>
        <p className={styles.eyebrow}>Garden tools in quantity</p>
        <h1 id="hero-title" className={styles.title}>
          Rule the outdoors
        </h1>
        <p className={styles.tagline}>Spades, shears and barrows built for people who work the ground every day, ordered by the crate and delivered ready to dig.</p>
        <a href="#products" className={styles.cta}>
          Browse the tools
        </a>
      </div>
      {!reducedMotion && (
        <button type="button" className={styles.pause} onClick={togglePlayback} aria-pressed={paused}>
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      )}
    </section>
  );
}
