import { Link } from 'react-router-dom';
import { routePath } from '@member-site/shared';
import cardIcon from '../../../assets/game-card.svg';
import casinoIcon from '../../../assets/game-casino.svg';
import slotIcon from '../../../assets/game-slot.svg';
import sportIcon from '../../../assets/game-sport.svg';
import { landingTexts } from '../texts';

const categories = [
  { key: 'sport', icon: sportIcon },
  { key: 'casino', icon: casinoIcon },
  { key: 'slot', icon: slotIcon },
  { key: 'card', icon: cardIcon },
] as const;

/** Sport, casino, slots and cards; every play button asks a visitor to sign in first. */
export function GameCategories({ headingId }: { headingId: string }) {
  return (
    <section className="ml-games" aria-labelledby={headingId}>
      <div className="ml-container">
        <h2 id={headingId} className="ml-section-title">
          {landingTexts.gamesHeading}
        </h2>
        <ul className="ml-games__grid">
          {categories.map(({ key, icon }) => {
            const { name, blurb } = landingTexts.games[key];
            return (
              <li key={key} className="ml-games__card">
                <img className="ml-games__icon" src={icon} alt="" width={64} height={64} loading="lazy" decoding="async" />
                <h3 className="ml-games__name">{name}</h3>
                <p className="ml-games__blurb">{blurb}</p>
                <Link to={routePath('login')} className="ml-btn ml-btn--outline ml-games__play">
                  {landingTexts.play}
                  <span className="ml-visually-hidden"> {name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
