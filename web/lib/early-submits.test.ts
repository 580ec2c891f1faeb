import { beforeAll, describe, expect, it, vi } from 'vitest';
import indexHtml from '../index.html?raw';
import { pageTakenOver, restoreHeldButtons } from './early-submits';

// The inline script of index.html (run here as the browser runs it) holds a form sent before React
// owns the page; restoreHeldButtons and replayHeldSubmits hand it over to React once it does.

const inline = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;

beforeAll(() => {
  new Function(inline)();
});

function page() {
  document.body.innerHTML =
    '<div id="root"><form method="post"><input name="email" value="camille@exemple.fr"><button type="submit"><span>Suivant</span><svg></svg></button></form>' +
    '<form method="post"><button type="submit">Rejoindre</button></form></div>';
  const root = document.getElementById('root')!;
  const form = root.querySelector('form')!;
  const button = root.querySelector('button')!;
  const other = root.querySelectorAll('form')[1]!;
  return { root, form, button, other };
}

describe('a form sent before React owns the page', () => {
  it('is held with its button busy, put back as prerendered for hydration, then sent once through the form’s handler', async () => {
    const { root, form, button, other } = page();
    const handler = vi.fn((event: Event) => event.preventDefault());
    const otherHandler = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', handler);
    other.addEventListener('submit', otherHandler);

    form.requestSubmit(button);
    form.requestSubmit(button);
    expect(handler).not.toHaveBeenCalled();
    expect(button.textContent).toBe('Chargement...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(window.__earlySubmits).toHaveLength(1);

    restoreHeldButtons(root);
    expect(button.innerHTML).toBe('<span>Suivant</span><svg></svg>');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    // While React adopts the page, a press is still held but the button is left as React will find it.
    other.requestSubmit();
    expect(otherHandler).not.toHaveBeenCalled();
    expect(other.querySelector('button')!.textContent).toBe('Rejoindre');
    expect(other.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
    expect(window.__earlySubmits).toHaveLength(2);

    vi.useFakeTimers();
    pageTakenOver(root);
    expect(root.dataset.ready).toBe('true');
    expect(handler).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(otherHandler).toHaveBeenCalledTimes(1);
    expect(window.__earlySubmits).toHaveLength(0);

    // Once React owns the page the script lets every submit through.
    form.requestSubmit(button);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
