import { fireEvent, screen } from '@testing-library/react';
import { apiPaths } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage } from '@member-site/shared/testing';
import { depositOptions, openRequest } from '../testing/fixtures';
import TopupPage from './TopupPage';

function renderTopup(answers: Parameters<typeof createFakeApi>[0], session = createFakeSession()) {
  const props = createPageProps({ page: 'topup', api: createFakeApi(answers), session });
  renderPage(<TopupPage />, props);
  return props;
}

const overLimit = 'ยอดฝากเกินวงเงินฝากที่คุณตั้งไว้ ตอนนี้ฝากได้อีก 200.00 บาท';

describe('TopupPage: deposit limits', () => {
  it('shows what the limit leaves and refuses more before sending, keeping the amount', async () => {
    const { api } = renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ depositLimitLeft: '200.00' }) });
    expect(await screen.findByText('ตามวงเงินฝากที่คุณตั้งไว้ ตอนนี้ฝากได้อีก 200.00 บาท')).toBeInTheDocument();
    const field = screen.getByLabelText('จำนวนเงิน');
    fireEvent.change(field, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));
    expect(screen.getByRole('alert')).toHaveTextContent(overLimit);
    expect(field).toHaveValue('300');
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));
    expect(api.post).toHaveBeenCalledWith(apiPaths.promptPayCreate, { amount: '200' });
  });

  it("shows the API's limit refusal as text and keeps the amount", async () => {
    renderTopup({
      [apiPaths.depositOptions]: () => depositOptions(),
      [apiPaths.promptPayCreate]: failWith(409, 'DEPOSIT_LIMIT', overLimit),
    });
    const field = await screen.findByLabelText('จำนวนเงิน');
    expect(screen.queryByText(/ตอนนี้ฝากได้อีก/)).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' }));
    expect(await screen.findByText(overLimit)).toBeInTheDocument();
    expect(screen.getByLabelText('จำนวนเงิน')).toHaveValue('300');
  });

  it('offers a limit at the first deposit, linking to Settings, and can be put off', async () => {
    const props = renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ hasDeposited: false }) });
    expect(await screen.findByText('ฝากครั้งแรก? ตั้งวงเงินฝากไว้ก่อนได้')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ตั้งวงเงินฝาก' })).toHaveAttribute('href', '/setting');
    fireEvent.click(screen.getByRole('link', { name: 'ตั้งวงเงินฝาก' }));
    expect(props.navigate).toHaveBeenCalledWith('/setting');
    // An offer, not a step: the deposit form is there all along.
    expect(screen.getByRole('button', { name: 'สร้าง QR ฝากเงิน' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'ไว้ทีหลัง' }));
    expect(screen.queryByText('ฝากครั้งแรก? ตั้งวงเงินฝากไว้ก่อนได้')).not.toBeInTheDocument();
  });

  it.each([
    ['after a credited deposit', { hasDeposited: true }],
    ['when a limit is already set', { hasDeposited: false, depositLimitLeft: '500.00' }],
  ])('makes no offer %s', async (_, overrides) => {
    renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ ...overrides, openRequest }) });
    expect(await screen.findByText('โอนยอดนี้เท่านั้น')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
  });

  it('links to the deposit limits and the responsible-play page', async () => {
    const props = renderTopup({ [apiPaths.depositOptions]: () => depositOptions() });
    expect(await screen.findByRole('link', { name: 'เปลี่ยนวงเงินฝาก' })).toHaveAttribute('href', '/setting');
    expect(screen.getByRole('link', { name: 'เล่นอย่างมีความรับผิดชอบ' })).toHaveAttribute('href', '/responsible-play');
    // A plain click goes through the shell's history (no reload), as a push.
    fireEvent.click(screen.getByRole('link', { name: 'เล่นอย่างมีความรับผิดชอบ' }));
    expect(props.navigate).toHaveBeenCalledWith('/responsible-play');
  });
});

describe('TopupPage on an API without deposit limits (ADR 0029)', () => {
  it.each([
    ['does not offer them', ['deposit'] as const],
    ['is not known yet to offer them', null],
  ])('neither offers a limit nor links to one when the API %s; the deposit ways stay', async (_, capabilities) => {
    const { api } = renderTopup({ [apiPaths.depositOptions]: () => depositOptions({ hasDeposited: false }) }, createFakeSession({ capabilities }));
    expect(await screen.findByRole('button', { name: 'สร้าง QR ฝากเงิน' })).toBeEnabled();
    expect(screen.queryByText('ฝากครั้งแรก? ตั้งวงเงินฝากไว้ก่อนได้')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'เปลี่ยนวงเงินฝาก' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เล่นอย่างมีความรับผิดชอบ' })).toHaveAttribute('href', '/responsible-play');
    expect(api.paths()).toEqual([apiPaths.depositOptions]);
  });
});
