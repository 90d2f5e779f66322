import { formTexts as t } from '../form-texts';

/** 1 ยืนยันเบอร์ · 2 กรอกรหัส · 3 ข้อมูลบัญชี, with aria-current on the step the visitor is on. */
export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="ml-steps" aria-label={t.stepsName}>
      {t.steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={label} className={`ml-steps__item ml-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="ml-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="ml-steps__label">{label}</span>
            {state === 'done' ? <span className="ml-visually-hidden"> {t.stepDone}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
