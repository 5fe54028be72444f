// The document the safety filter reads (safety-filter.ts screens it): a task's type, title,
// instructions and extras, each bounded, the title's words put where the instructions point at
// the title, and a sentence cut in two between title and instructions joined again
// (docs/safety.md, "How it decides" and "Eleventh round"). Pure: strings in, a string out.

/** The text of one task as its Operator would read it: what is screened. */
export type TaskText = {
  type: string;
  title: string;
  instructions: string;
  /** Every other agent-written text an Operator reads with the task: answer-form labels and
   *  options, workflow inputs, template fields. Screened as part of the same text. */
  extra?: readonly string[];
};

/**
 * Each of type, title and instructions is screened up to this many UTF-16 units; the rest is
 * not read. Text past the bound goes unscreened, so the create_task schema must not accept
 * longer fields.
 */
export const SCREEN_FIELD_CHARS_MAX = 10_000;

/** Other texts an Operator reads with the task: at most this many are screened. */
export const SCREEN_EXTRA_TEXTS_MAX = 64;
/** "what the title says", "wey the title talk", "the heading", Yoruba àkọlé, Igbo isiokwu,
 *  Hausa "cikin take": a pointer to the title. */
const TITLE_WORDS =
  String.raw`title|heading|task\s+name|subject\s+line|` +
  String.raw`àkọlé|akole|isiokwu|cikin\s+take`;
const TITLE_WORD = `(?:${TITLE_WORDS})`;
const TITLE_VERBS = 'says?|said|talks?|suggests?|mentions?|describes?|shows?|lists?|names?';
const TITLE_VERB = String.raw`(?:\s+(?:${TITLE_VERBS}))?`;
const TITLE_REFERENCE_RE = new RegExp(String.raw`\b${TITLE_WORD}${TITLE_VERB}\b`, 'giu');
const TITLE_WORD_RE = new RegExp(TITLE_WORD, 'iu');
const TITLE_REFERENCES_MAX = 3;

/**
 * Instructions that point at the title ("arrange what the title says") with the title's words in
 * place of the pointer, so that what is split between the two is read as one sentence.
 */
function titleInlined(title: string, instructions: string): string {
  if (title.trim() === '' || !TITLE_WORD_RE.test(instructions)) return instructions;
  const inline = title.slice(0, SCREEN_FIELD_CHARS_MAX).replace(/[.!?;\n]+/g, ' ');
  let count = 0;
  const inlined = (ref: string): string => (++count <= TITLE_REFERENCES_MAX ? ` ${inline} ` : ref);
  return instructions.replace(TITLE_REFERENCE_RE, inlined);
}

const TITLE_END_RE = /[.!?:;)\]]\s*$/;
/** Instructions that open on a joining word carry on the title's sentence. */
const JOINING_WORDS = ['and', 'then', 'or', 'but', 'so', 'into', 'onto', 'to', 'from', 'by'];
const JOINING_MORE = ['with', 'without', 'at', 'in', 'on', 'for', 'before', 'after', 'when'];
const JOINING_LAST = ['while', 'until', 'till', 'unless', 'if', 'as', 'plus'];
const INSTRUCTIONS_CONTINUE_RE = new RegExp(
  `^\\s*(?:${[...JOINING_WORDS, ...JOINING_MORE, ...JOINING_LAST].join('|')})\\b`,
);

/** The type, title, instructions and extras as one document, each field bounded (exported for
 *  bench/safety-ml, whose learned reader reads the same folded document). */
export function documentOf(input: TaskText): string {
  const bounded = input.instructions.slice(0, SCREEN_FIELD_CHARS_MAX);
  const instructions = titleInlined(input.title, bounded);
  const fields = [input.type, input.title, instructions];
  if (input.extra) fields.push(...input.extra.slice(0, SCREEN_EXTRA_TEXTS_MAX));
  const parts = fields.map((f, i) => (i === 2 ? f : f.slice(0, SCREEN_FIELD_CHARS_MAX)));
  // A title with no end mark over instructions that open on a joining word in lower case is one
  // sentence cut in two ("Transfer 200 litres of petrol from the drums" / "into jerrycans using a
  // hose"); a title that is a label ("tank cleaning" / "book a company…") stays apart.
  const continued = !TITLE_END_RE.test(input.title) && INSTRUCTIONS_CONTINUE_RE.test(bounded);
  const [type, title, ...rest] = parts;
  return `${type}\n\n${title}${continued ? ' ' : '\n\n'}${rest.join('\n\n')}`;
}
