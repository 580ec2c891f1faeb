import { describe, expect, it, vi } from 'vitest';
import { bookmarkletHref, readBookmarkletMessage, READY_MESSAGE } from './bookmarklet';

const opener = { name: 'the recipe site window' };
const page = { type: 'popote-import', url: 'https://cuisine.example/tarte', html: '<html><body>Tarte</body></html>' };
const fromOpener = (data: unknown, origin = 'https://cuisine.example') => ({ origin, source: opener, data });

describe('readBookmarkletMessage (the receiving window)', () => {
  it('accepts the bookmarklet’s message from the opener, for a page of the origin that sent it', () => {
    expect(readBookmarkletMessage(fromOpener(page), opener)).toEqual({ url: 'https://cuisine.example/tarte', html: page.html });
  });

  it('ignores a message from any other window, or when nothing opened this one', () => {
    expect(readBookmarkletMessage({ ...fromOpener(page), source: { name: 'another window' } }, opener)).toBeNull();
    expect(readBookmarkletMessage({ ...fromOpener(page), source: null }, null)).toBeNull();
  });

  it('ignores a page that is not of the sender’s own origin, or not http(s)', () => {
    expect(readBookmarkletMessage(fromOpener(page, 'https://evil.example'), opener)).toBeNull();
    expect(readBookmarkletMessage(fromOpener({ ...page, url: 'javascript:alert(1)' }, 'null'), opener)).toBeNull();
  });

  it('ignores any other shape: another type, a missing or empty field, an extra field, a string', () => {
    expect(readBookmarkletMessage(fromOpener({ ...page, type: 'popote-ready' }), opener)).toBeNull();
    expect(readBookmarkletMessage(fromOpener({ type: page.type, url: page.url }), opener)).toBeNull();
    expect(readBookmarkletMessage(fromOpener({ ...page, html: '' }), opener)).toBeNull();
    expect(readBookmarkletMessage(fromOpener({ ...page, token: 'x' }), opener)).toBeNull();
    expect(readBookmarkletMessage(fromOpener(JSON.stringify(page)), opener)).toBeNull();
  });
});

describe('bookmarkletHref (run on the recipe’s page)', () => {
  /** Runs the bookmarklet's code against a pretend recipe page whose window.open returns `popup`. */
  function runOnRecipePage() {
    const listeners: ((e: { origin: string; source: unknown; data: unknown }) => void)[] = [];
    const popup = { postMessage: vi.fn() };
    const fakeWindow = {
      open: vi.fn(() => popup),
      addEventListener: (_: string, f: (typeof listeners)[number]) => listeners.push(f),
      removeEventListener: (_: string, f: (typeof listeners)[number]) => listeners.splice(listeners.indexOf(f), 1),
    };
    const href = bookmarkletHref('https://popote.example');
    expect(href.startsWith('javascript:')).toBe(true);
    new Function('window', 'location', 'document', href.slice('javascript:'.length))(
      fakeWindow,
      { href: 'https://cuisine.example/tarte?x=1&y=2' },
      { documentElement: { outerHTML: '<html>Tarte</html>' } },
    );
    const send = (e: { origin: string; source: unknown; data: unknown }) => [...listeners].forEach((f) => f(e));
    return { fakeWindow, popup, listeners, send };
  }

  it('opens Popote’s receiving window with the page’s address', () => {
    const { fakeWindow } = runOnRecipePage();
    expect(fakeWindow.open).toHaveBeenCalledWith(
      'https://popote.example/mes-recettes/importer/envoi?url=https%3A%2F%2Fcuisine.example%2Ftarte%3Fx%3D1%26y%3D2',
      'popote-import',
    );
  });

  it('posts the page to Popote’s origin only once the popup says it is ready, then stops listening', () => {
    const { popup, listeners, send } = runOnRecipePage();
    send({ origin: 'https://evil.example', source: popup, data: READY_MESSAGE });
    send({ origin: 'https://popote.example', source: { other: true }, data: READY_MESSAGE });
    send({ origin: 'https://popote.example', source: popup, data: { type: 'autre' } });
    expect(popup.postMessage).not.toHaveBeenCalled();
    send({ origin: 'https://popote.example', source: popup, data: READY_MESSAGE });
    expect(popup.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'popote-import', url: 'https://cuisine.example/tarte?x=1&y=2', html: '<html>Tarte</html>' },
      'https://popote.example',
    );
    expect(listeners).toHaveLength(0);
  });
});
