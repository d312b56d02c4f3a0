import { useEffect } from 'react';
import type { PageMeta } from '#shared/seo';

/** Marks the head elements this hook manages, so the server-rendered ones are updated in place. */
const jsonLdId = 'page-json-ld';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function named(attribute: 'name' | 'property', key: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  };
}

function canonicalLink() {
  const element = document.createElement('link');
  element.rel = 'canonical';
  return element;
}

function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMeta('meta[name="description"]', named('name', 'description'), 'content', meta.description);
  setMeta('meta[name="keywords"]', named('name', 'keywords'), 'content', meta.keywords);
  setMeta('link[rel="canonical"]', canonicalLink, 'href', meta.canonical);
  setMeta('meta[property="og:title"]', named('property', 'og:title'), 'content', meta.title);
  setMeta(
    'meta[property="og:description"]',
    named('property', 'og:description'),
    'content',
    meta.description,
  );
  setMeta('meta[property="og:url"]', named('property', 'og:url'), 'content', meta.canonical);
  setMeta('meta[property="og:type"]', named('property', 'og:type'), 'content', meta.type);
  setMeta('meta[property="og:image"]', named('property', 'og:image'), 'content', meta.image);
  setJsonLd(meta.jsonLd);
}

function setJsonLd(json: string | null) {
  let script = document.getElementById(jsonLdId);
  if (json === null) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.id = jsonLdId;
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  script.textContent = json;
}

/**
 * The page's origin, for the absolute URLs of its meta tags. The server writes the first page's tags
 * itself and renders without a window (docs/decisions/0021): there it is empty, and usePageMeta, whose
 * work happens in an effect, never applies what was computed from it.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Keeps the document's title, meta tags, canonical link and JSON-LD in line with the page (the server
 * wrote the same tags into the HTML of the first page). On leaving, the page's JSON-LD is removed.
 * `null` (still loading) leaves the head as it is.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `meta` by value.
  useEffect(() => {
    if (!meta) return;
    applyPageMeta(meta);
    return () => document.getElementById(jsonLdId)?.remove();
  }, [key]);
}
