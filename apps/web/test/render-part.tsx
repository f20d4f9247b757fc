import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client.ts';
import { QueryProvider } from '../src/api/query-provider.tsx';
import { Providers, signIn, spyOnToasts } from './render.tsx';

/** Renders one part of the report page with the app's providers and a fresh query client. */
export function renderPart(ui: ReactNode) {
  return render(
    <Providers queryClient={createQueryClient()} env="test">
      <QueryProvider>{ui}</QueryProvider>
    </Providers>,
  );
}

/** Each test signed in, its toasts recorded (read them through the answer's `current`). */
export function signedInWithToasts() {
  configure({ asyncUtilTimeout: 3000 });
  const toasts = {
    current: null as ReturnType<typeof spyOnToasts> | null,
    messages: () => toasts.current?.messages() ?? [],
    last: () => toasts.current?.last(),
  };
  beforeEach(() => {
    toasts.current = spyOnToasts();
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());
  return toasts;
}
