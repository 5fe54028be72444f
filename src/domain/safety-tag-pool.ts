// The objects a screen's tagging hands out (safety-tags.ts): its tags and the lists of a kind's
// tags, reused from one screen to the next instead of made anew.
// Made anew they were ~100 KB of a 2 KB brief's ~340 KB of garbage, and a young-generation
// scavenge lands on ~1 % of briefs for each 160 KB a brief leaves: the p99's tail
// (docs/safety.md, "Fourteenth round, cost").
//
// Nothing handed out is reused before `releasePooled`, which the filter calls once a screen is
// done (safety-filter.ts, screenTask): what a screen reads stays as it was for the whole screen,
// and a caller that tags without screening (a bench) only ever gets new objects once the pools
// are full. Bounded, so a text of any length cannot grow them past a few MB.

/** A lexicon hit: text offsets [s, e), letter offsets [cs, ce), first/last word and sentence. */
export type Tag = {
  s: number;
  e: number;
  cs: number;
  ce: number;
  w0: number;
  w1: number;
  sent0: number;
  sent1: number;
};

const TAGS_MAX = 1 << 16;
const LISTS_MAX = 1 << 13;

const TAGS: Tag[] = [];
const LISTS: Tag[][] = [];
let tagsOut = 0;
let listsOut = 0;

/** Everything handed out since the last release may be handed out again. */
export function releasePooled(): void {
  tagsOut = 0;
  listsOut = 0;
}

export function pooledTag(
  s: number,
  e: number,
  w0: number,
  w1: number,
  sent0: number,
  sent1: number,
): Tag {
  // Letters before an offset = the offset minus the spaces before it (one per word).
  const cs = s - w0;
  const ce = e - w1;
  if (tagsOut < TAGS.length) {
    const tag = TAGS[tagsOut++]!;
    tag.s = s;
    tag.e = e;
    tag.cs = cs;
    tag.ce = ce;
    tag.w0 = w0;
    tag.w1 = w1;
    tag.sent0 = sent0;
    tag.sent1 = sent1;
    return tag;
  }
  const tag = { s, e, cs, ce, w0, w1, sent0, sent1 };
  if (TAGS.length < TAGS_MAX) {
    TAGS.push(tag);
    tagsOut += 1;
  }
  return tag;
}

/** An empty list holding `first`. */
export function pooledList(first: Tag): Tag[] {
  if (listsOut < LISTS.length) {
    const list = LISTS[listsOut++]!;
    // To one, not to none: V8 frees the backing store of an array cut to length 0, and keeps it
    // (up to 17 slots) for one cut to 1. Most lists held one tag: those are not cut at all
    // (setting a length is a call into the runtime, ~1.5 % of a 2 KB brief's time).
    if (list.length !== 1) list.length = 1;
    list[0] = first;
    return list;
  }
  const list = [first];
  if (LISTS.length < LISTS_MAX) {
    LISTS.push(list);
    listsOut += 1;
  }
  return list;
}
