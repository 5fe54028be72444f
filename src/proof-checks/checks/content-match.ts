// Content match: the proof has what the task asks for (photos when 'photo' is required, answers
// for survey-like types) and each photo is a real, decodable JPEG with visible detail. Whether
// the picture shows the right subject is not judged here: no vision model ships with errand.
import { ANSWER_TYPES } from '../policy.ts';
import type { Check } from '../types.ts';
import {
  conclude,
  fail,
  pass,
  photoLabel,
  warn,
  type CheckContext,
  type Finding,
} from './common.ts';

export function checkContentMatch({ input, facts, thresholds: t }: CheckContext): Check {
  const { task, proof } = input;
  const findings: Finding[] = [];
  const submitted = proof.photos.length;

  if (submitted === 0) {
    findings.push(
      task.proofRequirements.includes('photo')
        ? fail('no photo submitted, but the task requires one')
        : pass('no photo required'),
    );
  } else if (submitted > t.maxPhotos) {
    findings.push(fail(`${submitted} photos submitted; at most ${t.maxPhotos} are examined`));
  }
  for (const f of facts) {
    const label = photoLabel(f.index, facts.length);
    if (f.decodeError !== null)
      findings.push(fail(`${label} could not be decoded as an image (${f.decodeError})`));
    else if (f.format !== 'jpeg')
      findings.push(fail(`${label} is ${f.format ?? 'of an unknown format'}, not JPEG`));
    else if (Math.min(f.width ?? 0, f.height ?? 0) < t.minImageSidePx)
      findings.push(warn(`${label} is only ${f.width}×${f.height} px`));
    else if ((f.stdevMax ?? 0) < t.blankStdevMax)
      findings.push(warn(`${label} looks blank (almost no variation in colour)`));
    else findings.push(pass(`${label} is a ${f.width}×${f.height} JPEG with visible detail`));
  }

  const answers = proof.answers ?? {};
  // A typed answer (a number, true/false) was checked on submission: given is given.
  const given = (key: string) => {
    const v = answers[key];
    return typeof v === 'string' ? v.trim() !== '' : v !== undefined;
  };
  if (task.requiredAnswerKeys && task.requiredAnswerKeys.length > 0) {
    const missing = task.requiredAnswerKeys.filter((k) => !given(k));
    if (missing.length > 0)
      findings.push(
        fail(
          `missing answers: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
        ),
      );
    else findings.push(pass(`all ${task.requiredAnswerKeys.length} required answers given`));
  } else if (ANSWER_TYPES.has(task.type)) {
    const count = Object.keys(answers).filter(given).length;
    findings.push(
      count > 0
        ? pass(`${count} answer${count === 1 ? '' : 's'} given`)
        : fail(`a ${task.type} task needs answers and none were given`),
    );
  }
  return conclude('content_match', findings);
}
