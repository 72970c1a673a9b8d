/** Home: hero with Join Now, counters, What You'll Learn, about, the tutor's slides (when any), branches; checks auth on load. */
import { lazy, Suspense, useEffect } from 'react';
import { Link } from '../../../components/Link';
import { useAuth } from '../../auth';
import { siteTexts } from '../../../texts/en';
import { homeTexts } from '../../../texts/en-home';
import { BranchSlider } from '../components/BranchSlider';
import { Counters } from '../components/Counters';
import { FlipCards } from '../components/FlipCards';
import { useSlides } from '../hooks/use-slides';
import '../../../styles/home.css';

const t = homeTexts;
// Only fetched when the tutor has uploaded slides: most visits never download it.
const SlideCarousel = lazy(() => import('../components/SlideCarousel'));

/**
 * The home page checks auth status on load; on the site's first load the start-up check,
 * seconds old at most, is that check. Its own component: the answer re-renders this, not the page.
 */
function AuthCheckOnLoad() {
  const { refresh } = useAuth();
  useEffect(() => {
    void refresh({ maxAgeMs: 5000 });
  }, [refresh]);
  return null;
}

export default function Home() {
  const slides = useSlides();

  return (
    <div className="home">
      <AuthCheckOnLoad />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__content">
          <h1 id="hero-heading">{t.heroTitle}</h1>
          <p className="hero__text">{siteTexts.tagline}</p>
          <p className="hero__sub">{t.heroText}</p>
          <Link to="/createUser" className="btn btn--accent btn--large">
            {t.joinNow}
          </Link>
        </div>
      </section>
      <Counters />
      <FlipCards />
      <section className="section about-section" aria-labelledby="about-heading">
        <h2 id="about-heading">{t.aboutTitle}</h2>
        <p>{t.aboutText}</p>
        <p>
          <Link to="/about">{siteTexts.footer.about}</Link>
        </p>
      </section>
      {slides.length > 0 && (
        <Suspense fallback={null}>
          <SlideCarousel slides={slides} />
        </Suspense>
      )}
      <BranchSlider />
    </div>
  );
}
