// @ts-expect-error -- its types only add the matchers to jest's global expect (no module); the code adds them.
require('@testing-library/jest-dom');
