import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink, buttonClass } from './button';
import { ErrorAlert, FieldError, InfoStatus, SuccessStatus } from './status-message';

describe('the UI kit', () => {
  it('an error is an alert, a success or a notice a status, all with the same shape', () => {
    render(
      <>
        <ErrorAlert>Échec</ErrorAlert>
        <SuccessStatus>Enregistré</SuccessStatus>
        <InfoStatus>Limite atteinte</InfoStatus>
      </>,
    );
    const alert = screen.getByRole('alert');
    const statuses = screen.getAllByRole('status');
    expect(alert.textContent).toBe('Échec');
    expect(statuses.map((s) => s.textContent)).toEqual(['Enregistré', 'Limite atteinte']);
    const shape = (el: HTMLElement) => el.className.split(' ').filter((c) => !/^(border|bg|text)-(red|green|amber)-/.test(c));
    expect(shape(statuses[0]!)).toEqual(shape(alert));
    expect(shape(statuses[1]!)).toEqual(shape(alert));
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <ErrorAlert>{null}</ErrorAlert>
        <SuccessStatus>{''}</SuccessStatus>
        <FieldError id="f" message={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('a Button keeps its type, name and state; a ButtonLink is a link with the same look', () => {
    render(
      <MemoryRouter>
        <Button type="submit" variant="danger" disabled>
          Supprimer
        </Button>
        <ButtonLink to="/faq" variant="danger">
          FAQ
        </ButtonLink>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Supprimer' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(true);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.getAttribute('href')).toBe('/faq');
    expect(link.className).toBe(button.className);
    expect(buttonClass({ variant: 'danger' })).toBe(button.className);
  });
});
