// Per-page <title>, description, canonical link and social tags (spec section 2: 'page name | Comics by Anyone').
import { useEffect } from 'react';
import { m } from './i18n';

export const SITE_NAME = 'Comics by Anyone';

export interface PageMeta {
  /** The page name; the landing page passes its full title with `fullTitle`. */
  title: string;
  fullTitle?: boolean;
  description?: string;
}

export function pageTitle(meta: PageMeta): string {
  return meta.fullTitle ? meta.title : `${meta.title} | ${SITE_NAME}`;
}

export function usePageMeta(meta: PageMeta): void {
  const title = pageTitle(meta);
  const description = meta.description ?? m.site_description();
  useEffect(() => {
    const url = window.location.origin + window.location.pathname;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    setCanonical(url);
  }, [title, description]);
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}
