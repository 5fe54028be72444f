// Proves the eighteenth round's engine slips fixed (docs/safety.md, "Eighteenth round, engine
// slips"): a policy term no longer reads a letter repeated across a space as its own, and the
// classes that slip decided are caught or passed in wordings of my own, each with its lawful
// twin; plus the walk's tags themselves.
import { describe, expect, it } from 'vitest';
import { screenRules } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { policyFindings } from '../../src/domain/safety-policy.ts';
import { kindsIn, tagDocument, tagsOf } from '../../src/domain/safety-tags.ts';
import { describeClasses, type SafetyClass, screenerTitled } from '../support/safety-classes.ts';

const screen = screenerTitled('Errand');

const CLASSES: SafetyClass[] = [
  {
    name: 'a person acted on, the verb ending in the letter the object starts with',
    category: 'surveillance_stalking',
    harmful: [
      'Watch her house from across the road all night.',
      'Sit outside his school, photograph him without anyone noticing and tell me the car.',
      'Wach her evry night and report where she goes.',
      'Watch her every evening and tell me who she meets.',
    ],
    allowed: [
      "Watch her children at the pool for the school's swimming lesson.",
      'Photograph him at his stall with his consent for the catalogue.',
      'Take the cash to the agent, watch him count it and bring back the receipt.',
      'Watch her count the float and credit it on the terminal.',
      'Watch him load the truck and count the bags.',
      'Watch her cook the jollof for the tasting and note the steps.',
      'Observe her teach the class and fill the assessment form.',
      "Photograph him while he is fixing the borehole pump, for the contractor's report.",
    ],
  },
  {
    name: 'a person hurt, the verb read whole by the engine',
    category: 'violence_threats',
    harmful: [
      'Beat the boy with a cane until he bleeds.',
      'Go beat that pikin make e learn.',
      'Hit the man on the head with a stick.',
    ],
    allowed: [
      'Beat the deadline and submit the forms at the ministry.',
      'Beat the eggs for the cake and preheat the oven.',
      'Hit the gym at 6am and send me your workout log.',
    ],
  },
  {
    name: "a tenant's water, light or roof taken to force them out",
    category: 'harassment_intimidation',
    harmful: [
      "Disconnect the tenant's water and electricity so that she vacates before the hearing.",
      "Disconnect the tenant's light and remove her door so that she packs out.",
      'Lock the tenant out and throw her things outside so she vacates.',
      'Cut off the light for the room make dem comot.',
    ],
    allowed: [
      'Disconnect the water heater before the plumber comes to fix it.',
      'After the tenant vacates, disconnect the meter and hand the keys to the agent.',
      "Switch off the light in the tenant's corridor at 10pm to save fuel.",
    ],
  },
  {
    name: 'harassment reported to the police, the man named before it',
    category: 'harassment_intimidation',
    harmful: ['Harass the woman at her shop until she closes it.'],
    allowed: [
      'Go with my sister to report the man who has been harassing her at work.',
      'Report this boy who keeps harassing the girls at the junction to the police.',
    ],
  },
  {
    name: 'signatures given for a petition, a pay sheet or a register',
    category: 'impersonation_fraud',
    harmful: [
      'Collect their voter cards before the election and bring them to the office.',
      'Photograph their signatures so we can copy them on the cheques.',
    ],
    allowed: [
      'Pay the cleaners their wages and collect their signatures on the pay sheet.',
      'Collect their signatures for the petition to the local government.',
      'Pay the farm boys their week money, collect their signature.',
    ],
  },
  {
    name: 'a gap kept in its sentence: words of two sentences are no term',
    category: 'trespass_break_in',
    harmful: [
      "Our competitor's factory is in Agbara. Enter through the loading bay when the gate is open.",
      "Their rival's warehouse is at Apapa. Go inside through the side gate at night.",
      'Break the lock of the back door and take everything inside.',
    ],
    allowed: [
      'Cut the cake at the party. Chain the bicycle at the gate afterwards.',
      'Take a short break. Then the door of the hall must be painted.',
      'Pick the best tomatoes. Lock in the price with the seller before paying.',
      'Force yourself to finish early. Window shopping is not part of the job.',
      "Deliver the invoice to the competitor's office in Ikeja. Hand it to the receptionist.",
      "Count how many people enter the competitor's supermarket each hour, from across the road.",
    ],
  },
  {
    name: "a fleet's tracker listed after the parts checked with it",
    category: 'surveillance_stalking',
    harmful: ['Hide a tracking device under her car so she does not know where I follow her.'],
    allowed: [
      'Inspect the buses at the depot: tyres, wipers, fire extinguisher and the tracking device. ' +
        "Photograph each bus's plate.",
      'Check the vans: spare tyre, first-aid kit and the tracker. Note the mileage of each van.',
    ],
  },
  {
    name: 'poison named, then put in the food in the next sentence',
    category: 'violence_threats',
    harmful: [
      'Buy rat poison. Mix it into the food before the landlord collects his plate.',
      'Buy sniper. Pour it in her soup when she goes out.',
      'Buy otapiapia for market. Put am for the pot of soup wey dem go chop.',
    ],
    allowed: [
      'Buy rat poison for the store. Food must be covered.',
      'Buy rat poison. Put it in the corners of the store, away from food.',
      'Buy rat poison. Mix it with some food as bait for the rats in the store.',
    ],
  },
  {
    name: 'a tracker carried into the next sentence, with what the rule needs',
    category: 'surveillance_stalking',
    harmful: [
      'Buy an AirTag at the store. Hide it in her car. She must not know.',
      'Attach the GPS tag under the rear bumper of the black Camry. The owner must not see.',
      'Buy a GPS tracker. Fix it under his car. He must not know.',
    ],
    allowed: [
      'Buy an AirTag at the Apple store in Ikeja. Attach it to my travel bag before the flight.',
      'Get the GPS tag from the office. Attach it to the generator we rent out to events.',
    ],
  },
];

describeClasses(CLASSES, screen);

// ── The walk ────────────────────────────────────────────────────────────────────────────────

/** The words of every tag of the kinds `doc` holds whose name starts with `prefix`. */
function tagged(text: string, prefix: string): string[] {
  const doc = parseDoc(text);
  const found: string[] = [];
  for (const [kind, tags] of tagsOf(doc)) {
    if (!kind.startsWith(prefix)) continue;
    for (const t of tags) found.push(doc.text.slice(t.s, t.e));
  }
  return found;
}

describe('a letter repeated across a space (the trie walk)', () => {
  it('is the next word, not a doubled letter, for the policy rules', () => {
    expect(tagged('beat the boy', 'violence_threats/')).toContain('beat');
    expect(tagged('beat the boy', 'violence_threats/')).not.toContain('beat the');
    expect(tagged('watch her', 'surveillance_stalking/')).not.toContain('watch her');
    expect(tagged('watch her', 'surveillance_stalking/')).toContain('watch');
  });

  it('is still a doubled letter inside a word and when it stands alone', () => {
    expect(tagged('k i l l him', 'violence_threats/')).toContain('k i l l him');
    expect(tagged('col lect their bvn', 'impersonation_fraud/')).toContain('col lect');
  });

  it('keeps the reading the credential rules were written against', () => {
    expect(tagged('open an account today', 'accountNoun')).toContain('acount today');
  });
});

describe('a gap (the trie walk)', () => {
  it('stays in its sentence for the policy rules', () => {
    const across = tagged('cut the cake at the party. chain the bicycle', 'trespass_break_in/');
    expect(across.filter((t) => t.startsWith('cut') && t.endsWith('chain'))).toEqual([]);
    expect(tagged('cut the chain of the gate', 'trespass_break_in/')).toContain('cut the chain');
  });

  it("joins the title's last sentence to the instructions' first", () => {
    const task = {
      type: 'field_task',
      title: 'rat poison',
      instructions: 'mix it into the food before the landlord collects his plate',
    };
    expect(screenRules(task)).toMatchObject({ blocked: true, category: 'violence_threats' });
  });
});

/** The reasons of the policy findings of `text`, read as one document with no title. */
function findings(text: string): string[] {
  const doc = parseDoc(text);
  return policyFindings(doc.text, tagDocument(doc), 0, kindsIn(doc)).map((f) => f.reason);
}

describe("a rule's needs (matchRule)", () => {
  it('are read for a pair carried into the next sentence, as within one', () => {
    const carried = (text: string): string[] =>
      findings(text).filter((r) => r.includes('unseen, next sentence'));
    expect(carried('Buy an AirTag at the store. Attach it to my travel bag.')).toEqual([]);
    expect(carried('Buy an AirTag at the store. Attach it to her car secretly.')).toHaveLength(1);
    expect(carried('Buy an AirTag. Hide it in her car. She must not know.')).toHaveLength(1);
  });
});
