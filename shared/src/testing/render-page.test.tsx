import { fireEvent, screen } from '@testing-library/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApi, useConfig, useSession } from '../remote/page-services';
import { createPageProps, renderPage, testConfig } from './index';

function Page() {
  const { sport } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const session = useSession();
  const config = useConfig();
  return (
    <>
      <h1>{`${sport ?? '-'} ${search.get('day') ?? '-'} ${config.siteTitle} ${session.accessToken.getValue() || 'guest'} ${typeof api.get}`}</h1>
      <Link to="/topup">ฝากเงิน</Link>
      <button type="button" onClick={() => navigate('/login', { replace: true })}>
        ออก
      </button>
    </>
  );
}

describe('renderPage', () => {
  it('gives a page its services and react-router at the address, on the route', () => {
    renderPage(<Page />, createPageProps({ route: '/Sport/:sport', path: '/sport/football?day=sat' }));
    expect(screen.getByRole('heading')).toHaveTextContent(`football sat ${testConfig.siteTitle} guest function`);
  });

  it('records links and navigations instead of moving: pushes as a path, replaces with { replace: true }', () => {
    const props = createPageProps();
    renderPage(<Page />, props);
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/topup');
    fireEvent.click(screen.getByRole('link', { name: 'ฝากเงิน' }));
    fireEvent.click(screen.getByRole('button', { name: 'ออก' }));
    expect(props.navigate.mock.calls).toEqual([['/topup'], ['/login', { replace: true }]]);
  });

  it('a page hook outside a page root is a programming error with its code', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lost() {
      useApi();
      return null;
    }
    try {
      expect(() => renderPage(<Lost />, createPageProps()) && undefined).not.toThrow();
      const { render } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
      expect(() => render(<Lost />)).toThrow('[shared] E7');
    } finally {
      errors.mockRestore();
    }
  });
});
