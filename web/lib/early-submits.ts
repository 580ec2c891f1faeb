// The inline script of index.html holds every form sent before React owns the page (a press on
// « Se connecter » or « Suivant » in the prerendered HTML, or a password manager submitting): the
// browser would otherwise send it itself, losing what was typed. These two steps hand them to React.

/** One form held by the inline script, its button, and what the button showed before « Chargement... » (null: left as it was). */
export type EarlySubmit = { form: HTMLFormElement; button: HTMLElement | null; html: string | null };

declare global {
  interface Window {
    __earlySubmits?: EarlySubmit[];
  }
}

/**
 * Puts each held button back as it was prerendered, just before React adopts the HTML: hydration
 * must find the same DOM it renders, or it would rebuild the page and drop what was typed.
 */
export function restoreHeldButtons(root: HTMLElement): void {
  // From here on a press is still held, but its button is left as React will find it.
  root.dataset.adopting = 'true';
  for (const { button, html } of window.__earlySubmits ?? []) {
    if (!button || html === null) continue;
    button.innerHTML = html;
    button.removeAttribute('aria-busy');
  }
}

/**
 * Marks #root once React owns the page's content (the inline script then lets submits through; the
 * end-to-end tests wait for it) and sends the held forms. Called from an effect inside the content's
 * Suspense boundary (web/components/layout/root-layout.tsx): React hydrates that boundary on its own,
 * possibly after the rest of the page, and only then are the forms' handlers in place.
 */
export function pageTakenOver(root: HTMLElement): void {
  root.dataset.ready = 'true';
  replayHeldSubmits();
}

/**
 * Sends each held form again, now through React's handlers, once each; one task later, so that the
 * state the forms took in from their fields on mount is rendered.
 */
export function replayHeldSubmits(): void {
  const held = window.__earlySubmits ?? [];
  if (held.length === 0) return;
  setTimeout(() => {
    for (const { form, button } of held.splice(0)) {
      if (!form.isConnected) continue;
      form.requestSubmit(button instanceof HTMLButtonElement && button.form === form ? button : null);
    }
  });
}
