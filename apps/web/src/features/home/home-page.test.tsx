import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, signIn } from '../../../test/render.tsx';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('front page', () => {
  it("shows the heading and the user's full name over a muted looping video", async () => {
    mockReducedMotion(false);
    signIn({ fullName: 'Grace Hopper' });
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Back office', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(0);
    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.querySelector('source[type="video/webm"]')).toHaveAttribute('src', '/media/sea.webm');
  });

  it('shows only the still frame when reduced motion is preferred', async () => {
    mockReducedMotion(true);
    signIn();
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Back office', level: 1 });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img[src="/media/sea-poster.jpg"]')).not.toBeNull();
  });
});
