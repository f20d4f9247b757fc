import { formatDate } from '@backoffice/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { vesselCard } from '../../test/vessel-records.ts';
import { VesselCard } from './vessel-card.tsx';

function renderCard(overrides: Partial<typeof vesselCard>) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <VesselCard vessel={{ ...vesselCard, ...overrides }} to="/customers/3/projects/5/vessels/9" />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('link', { name: /^Nordic Star / });
}

describe('vessel card', () => {
  it('shows name, type, the full status label and the status date, and links to the vessel', () => {
    const card = renderCard({ status: 10 });
    expect(card).toHaveAttribute('href', '/customers/3/projects/5/vessels/9');
    expect(card).toHaveTextContent('Bulk Carrier');
    expect(card).toHaveTextContent('Solution Design Report (Published)');
    expect(card).toHaveTextContent('05/03/2024');
  });

  it('shows the focus ring of Mantine links when tabbed to (a Card has no outline of its own)', () => {
    expect(renderCard({})).toHaveClass('mantine-focus-auto');
  });

  it('shows no status without one and falls back to the modified date', () => {
    const card = renderCard({ status: null, statusChangedOn: null });
    expect(card).not.toHaveTextContent('Report');
    expect(card).not.toHaveTextContent('Questionnaire');
    expect(card).toHaveTextContent('03/02/2024');
  });

  it('formats dates as DD/MM/YYYY and a missing date as -', () => {
    expect(formatDate('2024-12-31T12:00:00.000Z')).toBe('31/12/2024');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});
