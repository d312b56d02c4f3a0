import { AboutSection } from './about-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ProductSection } from './product-section.tsx';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <ProductSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
