import { messages } from '@backoffice/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, mockApi } from '../../../test/api.ts';
import { renderRoute, spyOnToasts } from '../../../test/render.tsx';

let fetchMock: ApiCalls;
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  fetchMock = mockApi();
  toasts = spyOnToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgot password', () => {
  it("shows the answer's message and a link back to sign-in", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: messages.resetMailSent }));
    renderRoute('/forgot-password');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(messages.resetMailSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ada@example.com' });
  });
});

describe('reset password', () => {
  const path = '/reset-password/tok-1?email=ada%40example.com';

  it('prefills the e-mail and checks the repeated password', async () => {
    const user = userEvent.setup();
    renderRoute(path);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ada@example.com');

    await user.type(screen.getByLabelText(/^New Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText(messages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(messages.confirmPasswordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New Password/), 'defg');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText(messages.passwordsDontMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token, shows the answer and goes to sign-in', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: messages.passwordReset }));
    const { router } = renderRoute(path);
    await user.type(screen.getByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toasts.messages()).toEqual([messages.passwordReset]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'ada@example.com',
      password: 'secret1',
      resetPasswordToken: 'tok-1',
    });
  });

  it('on an invalid link shows the message once and goes to forgot-password', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'expired' }));
    const { router } = renderRoute(path);
    await user.type(screen.getByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(toasts.messages()).toEqual([messages.invalidResetLink]);
  });
});
