import { apiPaths, expectShape, type ApiClient, type LuckyWheelSpinResult, type LuckyWheelState } from '@member-site/shared';

export async function fetchWheel(api: ApiClient): Promise<LuckyWheelState> {
  const answer = await api.get<Partial<LuckyWheelState> | null>(apiPaths.luckyWheel);
  expectShape(!!answer && Array.isArray(answer.segments) && typeof answer.spinsLeft === 'number');
  const segments = answer.segments.map((s) => ({ label: String(s?.label ?? ''), color: String(s?.color ?? '') }));
  return { spinsLeft: answer.spinsLeft, segments };
}

/** The server decides the result; the page only shows it. */
export async function spinWheel(api: ApiClient): Promise<LuckyWheelSpinResult> {
  const answer = await api.post<Partial<LuckyWheelSpinResult> | null>(apiPaths.luckyWheelSpin);
  expectShape(!!answer && typeof answer.segmentIndex === 'number' && typeof answer.spinsLeft === 'number');
  return {
    segmentIndex: answer.segmentIndex,
    label: String(answer.label ?? ''),
    prize: String(answer.prize ?? '0'),
    spinsLeft: answer.spinsLeft,
  };
}
