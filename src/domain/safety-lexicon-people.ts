// Policy lexicon (safety-policy-spec.ts): the categories about people, one file each:
// surveillance and stalking, sexual services, minors; the words for a particular person they
// share with other categories are in safety-lexicon-person.ts.
import { MINORS_SPEC } from './safety-lexicon-minors.ts';
import { SEXUAL_SERVICES_SPEC } from './safety-lexicon-sexual.ts';
import { STALKING_SPEC } from './safety-lexicon-stalking.ts';
import type { CategorySpec } from './safety-policy-spec.ts';

export const PEOPLE_SPECS: readonly CategorySpec[] = [
  STALKING_SPEC,
  SEXUAL_SERVICES_SPEC,
  MINORS_SPEC,
];
