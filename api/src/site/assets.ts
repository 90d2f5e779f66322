// The default theme's images, served by the API itself so a fresh install has a complete theme.
// Text uses a generic font family: the browser picks whatever Thai-capable sans-serif it has.

const gold = `
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f8e39a"/>
      <stop offset="0.55" stop-color="#d6aa3a"/>
      <stop offset="1" stop-color="#a8761b"/>
    </linearGradient>`;

export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="สยามเบท">
  <title>สยามเบท</title>
  <defs>${gold}
  </defs>
  <rect width="160" height="40" rx="8" fill="#16120b"/>
  <rect x="0.75" y="0.75" width="158.5" height="38.5" rx="7.25" fill="none" stroke="url(#gold)" stroke-opacity="0.55" stroke-width="1.5"/>
  <path d="M22 8.5l3.3 6.9 7.5.9-5.5 5.2 1.4 7.5L22 25.3 15.3 29l1.4-7.5-5.5-5.2 7.5-.9z" fill="url(#gold)"/>
  <text x="96" y="27.5" text-anchor="middle" font-family="sans-serif" font-size="21" font-weight="700" letter-spacing="0.5" fill="url(#gold)">สยามเบท</text>
</svg>
`;

export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
  <defs>${gold}
  </defs>
  <rect width="32" height="32" rx="7" fill="#16120b"/>
  <path d="M16 4.5l3.5 7.2 7.9.9-5.8 5.5 1.5 7.8L16 22l-7.1 3.9 1.5-7.8-5.8-5.5 7.9-.9z" fill="url(#gold)"/>
</svg>
`;
