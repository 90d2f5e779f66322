// jest-dom's matchers (toBeInTheDocument…) for every workspace's tests.
import '@testing-library/jest-dom';
