const fire = jest.fn<Promise<{ isConfirmed: boolean }>, [DialogOptions]>();
const showLoading = jest.fn();
const close = jest.fn();

jest.mock('sweetalert2/dist/sweetalert2.esm.js', () => ({ __esModule: true, default: { fire, showLoading, close } }));

import { showWaiting, showWarning, type DialogOptions } from './dialogs';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showWaiting', () => {
  beforeEach(() => {
    fire.mockReset().mockResolvedValue({ isConfirmed: true });
    showLoading.mockReset();
    close.mockReset();
  });

  it('shows the spinner when the waiting dialog opens while still wanted', async () => {
    showWaiting('กำลังเข้าสู่ระบบ');
    await settled();
    fire.mock.calls[0]?.[0].didOpen?.(document.createElement('div'));
    expect(showLoading).toHaveBeenCalledTimes(1);
  });

  it('leaves the next dialog its OK button when the wait ended before the open animation did', async () => {
    const done = showWaiting('กำลังเข้าสู่ระบบ');
    await settled();
    done();
    void showWarning('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    await settled();
    // The waiting dialog's open callback comes late, when the popup already shows the warning.
    fire.mock.calls[0]?.[0].didOpen?.(document.createElement('div'));
    expect(showLoading).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
    expect(fire.mock.calls[1]?.[0]).toMatchObject({ text: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้', confirmButtonText: 'ตกลง' });
  });
});
