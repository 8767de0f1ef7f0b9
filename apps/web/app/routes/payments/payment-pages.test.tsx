import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import PaymentResult, { action as resultAction, loader as resultLoader } from './payment-result';
import SbpPayment, { loader as sbpPaymentLoader } from './sbp-payment';
import TestPayment, { action as testPaymentAction, loader as testPaymentLoader } from './test-payment';

type Answer = { status: number; data?: unknown };
let answers: Record<string, Answer> = {};
let calls: { call: string; body: unknown }[] = [];

/** The API as the loaders reach it: canned answers by 'METHOD path'. */
async function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  const call = `${init?.method ?? 'GET'} ${path}`;
  calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[call] ?? { status: 404 };
  const body =
    answer.status < 400 ? { data: answer.data } : { error: { code: 'ERROR', message: `answered ${answer.status}` } };
  return new Response(JSON.stringify(body), { status: answer.status, headers: { 'content-type': 'application/json' } });
}

function Root() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <Outlet />
    </I18nProvider>
  );
}

function ErrorStatus() {
  const error = useRouteError();
  return <p>Error {isRouteErrorResponse(error) ? error.status : 500}</p>;
}

const Stub = createRoutesStub(
  [
    {
      id: 'root',
      path: '/',
      Component: Root,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorStatus,
      children: [
        {
          path: 'pay/test/:paymentId/',
          Component: TestPayment,
          loader: testPaymentLoader as never,
          action: testPaymentAction as never,
        },
        {
          path: 'pay/sbp/:paymentId/',
          Component: SbpPayment,
          loader: sbpPaymentLoader as never,
        },
        {
          path: 'pages/:pageKey/',
          Component: PaymentResult,
          loader: resultLoader as never,
          action: resultAction as never,
        },
        { path: 'vkhod-ili-registratsiya/', Component: () => <p>Login page</p> },
      ],
    },
  ],
  { apiFetch, vacanciesUrl: '' },
);

const payment = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  id: 'p1',
  provider: 'test',
  status: 'pending',
  amount: { amount: 1_234_50, currency: 'RUB' },
  method: 'card',
  qrUrl: null,
  expiresAt: null,
  order: { number: '123', status: 'awaiting_payment' },
  ...overrides,
});

/** An SBP payment on desktop whose code is payable for an hour more. */
const sbp = (overrides: Partial<PaymentView> = {}) =>
  payment({
    method: 'sbp',
    qrUrl: 'https://qr.nspk.example/p1',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  });

afterEach(() => {
  cleanup();
  answers = {};
  calls = [];
});

describe('the test payment page', () => {
  it('shows the order and pays it with a form post, landing on the success page', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment() };
    answers['POST /api/v1/payments/test/p1/complete'] = {
      status: 200,
      data: { redirectUrl: '/pages/payment-success/?order=123' },
    };
    render(<Stub initialEntries={['/pay/test/p1/']} />);
    expect(await screen.findByRole('heading', { name: 'Test payment' })).toBeTruthy();
    expect(screen.getByText('Uyut')).toBeTruthy();
    expect(screen.getByText('Order 123')).toBeTruthy();
    expect(screen.getByText('₽1,234.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay (success)' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(calls.find((c) => c.call.endsWith('/complete'))?.body).toEqual({ outcome: 'success' });
    expect(screen.getByText('Order 123 is paid. Thank you for your purchase!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the order' }).getAttribute('href')).toBe(
      '/lichnyj-kabinet/orders/?order=123',
    );
  });

  it('offers nothing to press once the payment is over or the order no longer waits', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment({ status: 'failed' }) };
    render(<Stub initialEntries={['/pay/test/p1/']} />);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'This payment is already declined.');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    answers['GET /api/v1/payments/p1'] = {
      status: 200,
      data: payment({ order: { number: '123', status: 'cancelled' } }),
    };
    render(<Stub initialEntries={['/pay/test/p1/']} />);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The order no longer waits for payment.');
  });

  it('sends a guest to log in and answers 404 for someone else’s payment', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 401 };
    render(<Stub initialEntries={['/pay/test/p1/']} />);
    expect(await screen.findByText('Login page')).toBeTruthy();
    cleanup();
    render(<Stub initialEntries={['/pay/test/p2/']} />);
    expect(await screen.findByText('Error 404')).toBeTruthy();
  });
});

describe('the SBP page', () => {
  it('shows the QR code, its link and until when it is payable', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: sbp() };
    render(<Stub initialEntries={['/pay/sbp/p1/']} />);
    expect(await screen.findByRole('heading', { name: 'Pay by SBP' })).toBeTruthy();
    const code = screen.getByRole('img', { name: 'QR code to pay for order 123 by SBP' });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h1v1h-1zM1 0h1v1h-1z/);
    expect(screen.getByRole('link', { name: 'Pay on this device' }).getAttribute('href')).toBe(
      'https://qr.nspk.example/p1',
    );
    expect(screen.getByRole('status').textContent).toMatch(/valid until \d\d:\d\d\.$/);
  });

  it('makes a new code by SBP once the old one expired', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: sbp({ expiresAt: '2026-01-01T00:00:00Z' }) };
    answers['POST /api/v1/orders/123/payment'] = {
      status: 200,
      data: { order: {}, payment: { id: 'p2', confirmationUrl: '/pay/sbp/p2/' } },
    };
    answers['GET /api/v1/payments/p2'] = { status: 200, data: sbp({ id: 'p2' }) };
    render(<Stub initialEntries={['/pay/sbp/p1/']} />);
    expect(await screen.findByText('The QR code has expired. Make a new one to pay.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New QR code' }));
    expect(await screen.findByRole('img', { name: 'QR code to pay for order 123 by SBP' })).toBeTruthy();
    expect(calls.find((c) => c.call === 'POST /api/v1/orders/123/payment')?.body).toEqual({ onlineMethod: 'sbp' });
  });

  it('goes to the result page once the bank answered, and is a 404 for a card payment', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: sbp({ status: 'succeeded' }) };
    render(<Stub initialEntries={['/pay/sbp/p1/']} />);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    cleanup();
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment() };
    render(<Stub initialEntries={['/pay/sbp/p1/']} />);
    expect(await screen.findByText('Error 404')).toBeTruthy();
  });
});

describe('the payment result pages', () => {
  it('lets the shopper try again after a failure, on a new payment’s page', async () => {
    answers['POST /api/v1/orders/123/payment'] = {
      status: 200,
      data: { order: {}, payment: { id: 'p2', confirmationUrl: '/pay/test/p2/' } },
    };
    answers['GET /api/v1/payments/p2'] = { status: 200, data: payment({ id: 'p2' }) };
    render(<Stub initialEntries={['/pages/payment-failure/?order=123']} />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Test payment' })).toBeTruthy();
  });

  it('says when the order can no longer be paid', async () => {
    answers['POST /api/v1/orders/123/payment'] = { status: 409 };
    render(<Stub initialEntries={['/pages/payment-failure/?order=123']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This order can no longer be paid online.');
  });

  it('says to try again later when the API is busy, not that the order cannot be paid', async () => {
    answers['POST /api/v1/orders/123/payment'] = { status: 503 };
    render(<Stub initialEntries={['/pages/payment-failure/?order=123']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many requests right now. Try again a little later.',
    );
  });

  it('checks a returning shopper’s payment: pending waits, a failure goes to the failure page', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment() };
    render(<Stub initialEntries={['/pages/payment-success/?order=123&payment=p1']} />);
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment' })).toBeTruthy();
    cleanup();
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment({ status: 'failed' }) };
    render(<Stub initialEntries={['/pages/payment-success/?order=123&payment=p1']} />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
  });

  it('asks again while the payment is pending, and shows it paid once the provider’s word has come', async () => {
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment() };
    render(<Stub initialEntries={['/pages/payment-success/?order=123&payment=p1']} />);
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment' })).toBeTruthy();
    answers['GET /api/v1/payments/p1'] = { status: 200, data: payment({ status: 'succeeded' }) };
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 6_000 })).toBeTruthy();
    expect(calls.filter((c) => c.call === 'GET /api/v1/payments/p1').length).toBeGreaterThanOrEqual(2);
  });

  it('is a 404 for any other page key', async () => {
    render(<Stub initialEntries={['/pages/payment-maybe/']} />);
    expect(await screen.findByText('Error 404')).toBeTruthy();
  });
});
