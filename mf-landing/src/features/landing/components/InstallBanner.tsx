import { useId, useState } from 'react';
import { useInstallPrompt } from '../hooks/useInstallPrompt';
import { landingTexts } from '../texts';

function PhoneIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect x="12" y="3" width="24" height="42" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M20 9h8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 17v14m-6-6 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The "mobile app" banner. There is no native app: the site itself goes on the home screen,
 * through the browser's install dialog when it offers one, else with short Thai instructions.
 */
export function InstallBanner({ headingId }: { headingId: string }) {
  const { canPrompt, installed, standalone, promptInstall } = useInstallPrompt();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (standalone) return null;

  // The browser's offer as it is now, not as this render saw it: a tap made before the page ran
  // is carried out once it runs, possibly before the offer kept from boot is rendered.
  function add() {
    if (!promptInstall()) setOpen((shown) => !shown);
  }

  return (
    <section className="ml-app" aria-labelledby={headingId}>
      <div className="ml-container">
        <div className="ml-app__card">
          <div className="ml-app__icon">
            <PhoneIcon />
          </div>
          <div className="ml-app__copy">
            <h2 id={headingId} className="ml-app__title">
              {landingTexts.appHeading}
            </h2>
            <p className="ml-app__lead">{landingTexts.appLead}</p>
          </div>
          {installed ? (
            <p className="ml-app__done" role="status">
              {landingTexts.appAdded}
            </p>
          ) : (
            <button
              type="button"
              className="ml-btn ml-btn--gold ml-app__add"
              aria-expanded={canPrompt ? undefined : open}
              aria-controls={canPrompt ? undefined : panelId}
              onClick={add}
            >
              {landingTexts.appAdd}
            </button>
          )}
          <div id={panelId} className="ml-app__howto" hidden={!open || installed}>
            <h3 className="ml-app__howto-title">{landingTexts.appHowToTitle}</h3>
            <dl className="ml-app__steps">
              {landingTexts.appHowTo.map(({ device, steps }) => (
                <div key={device} className="ml-app__step">
                  <dt>{device}</dt>
                  <dd>{steps}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
