import { fireEvent, render, screen } from '@testing-library/react';
import { routePath } from '../routes';
import { NavLink } from './NavLink';

function renderLink(extra: { replace?: boolean; target?: string } = {}) {
  const navigate = jest.fn();
  render(
    <NavLink to={routePath('login')} navigate={navigate} {...extra}>
      เข้าสู่ระบบ
    </NavLink>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'เข้าสู่ระบบ' }) };
}

describe('NavLink', () => {
  it('renders a real href from the route table', () => {
    const { link } = renderLink();
    expect(link).toHaveAttribute('href', routePath('login'));
  });

  it('hands a plain left click to navigate instead of loading the page', () => {
    const { navigate, link } = renderLink();
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(false);
    expect(navigate).toHaveBeenCalledWith(routePath('login'), undefined);
  });

  it('passes replace through', () => {
    const { navigate, link } = renderLink({ replace: true });
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(routePath('login'), { replace: true });
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (open in new tab)', (_, init) => {
    const { navigate, link } = renderLink();
    const notCancelled = fireEvent.click(link, init);
    expect(notCancelled).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves links with a target to the browser', () => {
    const { navigate, link } = renderLink({ target: '_blank' });
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
