import { texts } from '../texts';
import './kit/kit.css';

/** Shown by a route whose page is not built yet: says so in Thai instead of showing nothing. */
export function PreparingPage({ title }: { title: string }) {
  return (
    <section className="ms-notice" aria-labelledby="ms-preparing-title">
      <h1 id="ms-preparing-title" className="ms-notice__title">
        {title}
      </h1>
      <p>{texts.sectionPreparing}</p>
      <p className="ms-notice__hint">{texts.sectionPreparingHint}</p>
    </section>
  );
}
