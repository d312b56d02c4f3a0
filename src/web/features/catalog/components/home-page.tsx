import { homePageMeta } from '#shared/seo';
import { pageOrigin, usePageMeta } from '#web/lib/use-page-meta.ts';
import { useSmoothScrolling } from '../hooks/use-smooth-scrolling.ts';
import { AboutSection } from './about-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ProductSection } from './product-section.tsx';
import { TrustStrip } from './trust-strip.tsx';

export function HomePage() {
  usePageMeta(homePageMeta(pageOrigin()));
  useSmoothScrolling();
  return (
    <>
      <HeroSection />
      <TrustStrip />
      <ProductSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
