// The evaluation splits nothing is tuned or trained on (docs/safety.md, "Measured"): the test
// split, the held-out voices and the calibration voice, on which the reader's threshold is set.
// One list, so that a bench that trains or tunes and a bench that disguises agree on it.
export const HELD_OUT: ReadonlySet<string> = new Set([
  'test',
  'voice-7',
  'voice-calibration',
  'voice-8',
  'voice-12',
  'voice-15',
  'voice-22',
  'voice-28',
  'voice-33',
  'voice-39',
  'voice-45',
]);
