// 'Personalized Books' jumps to the landing page's occasions section, from any page, without a reload.
import { useLocation } from 'wouter';
import { m } from '../../lib/i18n';

export const PERSONALIZED_BOOKS_ID = 'personalized-books';

export function scrollToPersonalizedBooks(): boolean {
  const section = document.getElementById(PERSONALIZED_BOOKS_ID);
  if (!section) return false;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

export function PersonalizedBooksLink({ className }: { className: string }) {
  const [location, navigate] = useLocation();
  return (
    <a
      href={`/#${PERSONALIZED_BOOKS_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        if (location === '/' && scrollToPersonalizedBooks()) return;
        // The landing page scrolls to the section once it has rendered (see LandingPage).
        navigate(`/#${PERSONALIZED_BOOKS_ID}`);
      }}
    >
      {m.header_personalized_books()}
    </a>
  );
}
