// Sample EIP-6963 announcements for stories and tests: two wallets with their own SVG icons.
const svg = (fill: string, letter: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${fill}"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="white" font-family="Arial">${letter}</text></svg>`,
  )}`;

export const SAMPLE_WALLETS = [
  { id: 'io.example.fox', name: 'Fox Wallet', icon: svg('#b35900', 'F') },
  { id: 'io.example.harbor', name: 'Harbor Wallet', icon: svg('#1d4ed8', 'H') },
] as const;
