// The landing page (spec section 2, '/'): eight sections in the spec's order; records view_landing.
import { useEffect, useRef } from 'react';
import { ClosingCta } from '../features/landing/ClosingCta';
import { Faq } from '../features/landing/Faq';
import { GiftOccasions } from '../features/landing/GiftOccasions';
import { Hero } from '../features/landing/Hero';
import { HowItWorks } from '../features/landing/HowItWorks';
import { SocialProof } from '../features/landing/SocialProof';
import { Testimonials } from '../features/landing/Testimonials';
import { TrustStrip } from '../features/landing/TrustStrip';
import { track } from '../lib/analytics';
import { usePageMeta } from '../lib/pageMeta';
import { m } from '../lib/i18n';

export default function LandingPage() {
  usePageMeta({
    // The site's own title: the landing page is the site's front page.
    title: m.site_title(),
    fullTitle: true,
    description: m.landing_meta_description(),
  });

  const tracked = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; the view is one view.
    if (!tracked.current) track('view_landing');
    tracked.current = true;
    // Arriving from another page through 'Personalized Books' or 'FAQ': scroll once the section exists.
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <>
      <Hero />
      <TrustStrip />
      <SocialProof />
      <HowItWorks />
      <Testimonials />
      <GiftOccasions />
      <ClosingCta />
      <Faq />
    </>
  );
}
