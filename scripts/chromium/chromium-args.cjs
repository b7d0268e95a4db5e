// Flags for Debian's Chromium on this closed network (see shared/TOOLCHAIN.md): no sandbox as
// root, no GPU, and no background networking that the network would refuse.
module.exports = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];
