import { useId } from 'react';
import { Link } from 'react-router-dom';
import { routePath, texts } from '@member-site/shared';
import { LineAlternative } from '../features/line/components/LineAlternative';
import { LoginForm } from '../features/login/components/LoginForm';
import { loginTexts } from '../features/login/texts';
import { RegisterButton } from '../features/register/components/RegisterButton';
import { useSiteBrand } from '../hooks/useSiteBrand';
import '../styles/base.css';
import './LoginPage.css';

/** /Login and /Signin, inside the landing layout: a centred card with the sign-in form. */
export default function LoginPage() {
  const brand = useSiteBrand();
  const id = useId();

  return (
    <div className="ml-page ml-login-page">
      <main className="ml-container ml-login-page__main">
        <section className="ml-login-card" aria-labelledby={`${id}title`}>
          <h1 id={`${id}title`} className="ml-login-card__site">
            {brand.title}
          </h1>
          <p id={`${id}form`} className="ml-login-card__lead">
            {loginTexts.submit}
          </p>
          <LoginForm labelledBy={`${id}form`} alternative={<LineAlternative intent="login" />} />
          <div className="ml-login-card__links">
            <RegisterButton className="ml-btn ml-btn--outline ml-btn--block" />
            <Link to={routePath('index')} className="ml-login-card__home">
              {texts.backHome}
            </Link>
          </div>
        </section>
      </main>
    </div>
  );
}
