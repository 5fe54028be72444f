// Texts the safety policy holds, for the tests of the held-for-review path.

/**
 * Dangerous work: the policy always holds it, never refuses it (docs/api.md, "Held for review").
 */
export const MAST = {
  title: 'Antenna serial plate',
  instructions:
    'Climb to the top of the 40-metre telecom mast at Ikeja and photograph the antenna ' +
    'serial plate',
};
