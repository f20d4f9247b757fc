import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signIn, spyOnToasts } from '../../../../test/render.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import { QueryProvider } from '../../../api/query-provider.tsx';
import { Providers } from '../../../app/providers.tsx';

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
