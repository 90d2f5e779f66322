import { landingTexts } from '../texts';

export function LandingFooter({ siteTitle }: { siteTitle: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="ml-footer">
      <div className="ml-container ml-footer__inner">
        <p className="ml-footer__age">
          <span className="ml-footer__badge" aria-hidden="true">
            18+
          </span>
          <span>{landingTexts.adultsOnly}</span>
        </p>
        <p className="ml-footer__copyright">
          © {year} {siteTitle}
        </p>
      </div>
    </footer>
  );
}
