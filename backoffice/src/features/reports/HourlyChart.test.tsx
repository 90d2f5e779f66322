import { act, render, screen } from '@testing-library/react';
import { dayReport } from '../../testing/fixtures';
import { HourlyChart } from './HourlyChart';

it('renders without a canvas (jsdom): the chart stays empty, nothing throws', async () => {
  render(<HourlyChart hourly={dayReport().hourly} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(document.querySelector('.bo-chart')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
