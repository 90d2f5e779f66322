import { render, screen } from '@testing-library/react';
import { ErrorView } from './ErrorPage';

describe('error page', () => {
  it('shows 404 Not Found with the not-found message and both links', () => {
    render(<ErrorView error={{ status: 404 }} />);
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/playgame');
    expect(screen.getByRole('link', { name: 'ออกจากระบบ' })).toHaveAttribute('href', '/logout');
  });

  it.each([
    [{ statusCode: 503 }, '503'],
    [{ response: { status: 502 } }, '502'],
    [new Error('boom'), '500'],
  ])('takes the status from statusCode, status or response.status (%p → %s)', (error, status) => {
    render(<ErrorView error={error} />);
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
  });
});
