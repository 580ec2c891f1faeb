import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, paths } from '@web/app/paths';
// @ts-expect-error plain ESM script without types
import { PRERENDERED, publicOrigin, robotsTxt, sitemapXml } from './site-files.mjs';

// robots.txt and sitemap.xml, written into dist/web by the build (scripts/prerender.mjs).

const rules = fs.readFileSync(path.resolve(import.meta.dirname, '../web/public/robots.txt'), 'utf8');

/** Disallow prefixes of the robots.txt group for every crawler (robots.txt matches by prefix). */
function disallowed(robots: string): string[] {
  return robots
    .split('\n')
    .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
    .filter((prefix): prefix is string => prefix !== undefined);
}
const blocks = (robots: string, url: string) => disallowed(robots).some((prefix) => url.startsWith(prefix));

describe('publicOrigin', () => {
  it('defaults to https://popote.fr and drops a trailing slash', () => {
    expect(publicOrigin({})).toBe('https://popote.fr');
    expect(publicOrigin({ PUBLIC_ORIGIN: '  ' })).toBe('https://popote.fr');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://www.exemple.fr/' })).toBe('https://www.exemple.fr');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'http://localhost:8787' })).toBe('http://localhost:8787');
  });

  it('refuses what is not an http(s) origin, naming PUBLIC_ORIGIN', () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'popote.fr' })).toThrow(
      'PUBLIC_ORIGIN must be an absolute URL such as https://popote.fr, got "popote.fr"',
    );
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'ftp://popote.fr' })).toThrow('PUBLIC_ORIGIN must start with https:// or http://');
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'https://popote.fr/app' })).toThrow('PUBLIC_ORIGIN must be an origin only');
  });
});

describe('sitemap.xml', () => {
  it('lists the eight prerendered public pages, absolute, and nothing else', () => {
    const xml = sitemapXml(
      'https://www.exemple.fr',
      PRERENDERED.map(({ url }: { url: string }) => url),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.exemple.fr/',
      'https://www.exemple.fr/faq',
      'https://www.exemple.fr/cgv',
      'https://www.exemple.fr/cgu',
      'https://www.exemple.fr/mentions-legales',
      'https://www.exemple.fr/confidentialite',
      'https://www.exemple.fr/login',
      'https://www.exemple.fr/register',
    ]);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes the & of a query string', () => {
    expect(sitemapXml('https://exemple.fr', ['/a?x=1&y=2'])).toContain('<loc>https://exemple.fr/a?x=1&amp;y=2</loc>');
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt(rules, 'https://www.exemple.fr');

  it('ends with the absolute sitemap URL, once', () => {
    expect(robots.endsWith('\n\nSitemap: https://www.exemple.fr/sitemap.xml\n')).toBe(true);
    expect(robots.match(/^Sitemap:/gim)).toHaveLength(1);
    expect(robotsTxt(`${rules}\nSitemap: https://ancien.fr/sitemap.xml\n`, 'https://www.exemple.fr').match(/^Sitemap:.*$/gim)).toEqual([
      'Sitemap: https://www.exemple.fr/sitemap.xml',
    ]);
  });

  it('speaks to every crawler and keeps them off the API', () => {
    expect(robots.startsWith('# ')).toBe(true);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(blocks(robots, '/api/users/profile')).toBe(true);
  });

  it('lets crawlers read every public page', () => {
    expect(PUBLIC_PATHS).toHaveLength(8);
    for (const url of PUBLIC_PATHS) expect(blocks(robots, url), url).toBe(false);
  });

  it('keeps crawlers off every route of the app behind the login, and off the invitation links', () => {
    const appUrls = Object.values(paths)
      .map((p) => (typeof p === 'function' ? p('abc123') : p))
      .filter((url) => !(PUBLIC_PATHS as readonly string[]).includes(url));
    expect(appUrls).toHaveLength(18);
    for (const url of appUrls) expect(blocks(robots, url), url).toBe(true);
  });
});
