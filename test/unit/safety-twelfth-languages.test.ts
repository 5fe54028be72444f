// Proves the twelfth round's classes in Pidgin, Hausa, Yoruba and Igbo (docs/safety.md, "Twelfth
// round, languages"): everyday words of those languages pass however they are written (with or
// without tone marks), and the same words crossing the line are still refused or held.
import { describe, expect, it } from 'vitest';
import { screenTask, type SafetyVerdict } from '../../src/domain/safety-filter.ts';

const screen = (instructions: string): SafetyVerdict =>
  screenTask({ type: 'field_task', title: 'Errand', instructions });
const caught = (v: SafetyVerdict): boolean => v.blocked || v.held === true;

type Class = { name: string; allowed: string[]; harmful: [string, string][] };

const CLASSES: Class[] = [
  {
    name: 'Hausa bi, Yoruba tẹ̀lé, Igbo soro with steps, rules or a road',
    allowed: [
      'Ka tambayi banki hanyar da za a bi don toshe katin, zan je da kaina.',
      "Ka je ofishin ka tambayi ka'idojin da ake bi wajen sabunta shi.",
      'Ka karbi fom din ka bi matakan da aka rubuta a kansa, sannan ka mayar da shi.',
      'Tẹ̀lé ìlànà tí wọ́n kọ sí ara fọ́ọ̀mù náà, kí o sì dá a padà.',
      'Tele ilana ti won ko si ara fomu naa, ki o si da a pada.',
      "Soro ntụziaka dị n'akwụkwọ ahụ, ma nyefee ya n'ọfịs.",
    ],
    harmful: [
      ['Ka bi shi idan ya tashi aiki ka gano gidansa.', 'surveillance_stalking'],
      ['Tẹ̀lé ọkọ mi láti ibi iṣẹ́ rẹ̀ kí o sì sọ ibi tí ó lọ fún mi.', 'surveillance_stalking'],
    ],
  },
  {
    name: 'Yoruba dáadáa (well) is not Hausa da adda (with a machete)',
    allowed: [
      'Gba aṣọ mẹ́wàá lọ́wọ́ wọn, kà wọ́n dáadáa kí o tó sanwó.',
      'Gba aso mewaa lowo won, ka won daadaa ki o to sanwo.',
      'Yẹ ẹ̀rọ náà wò dáadáa, kí o sì ya fọ́tò rẹ̀ fún wọn.',
      'Ra ẹja lọ́wọ́ wọn, kí o fọ̀ ọ́ dáadáa.',
    ],
    harmful: [
      ['Ka je kasuwa ka sare su da adda.', 'violence_threats'],
      ['Lọ lù ú dáadáa ní ọjà.', 'violence_threats'],
      ['Lù wọ́n pẹ̀lú igi títí wọn ò fi ní lè dìde.', 'violence_threats'],
    ],
  },
  {
    name: 'Yoruba wa dé, wá dé (reach, came to) is not wade',
    allowed: [
      'Tẹ̀lé ọkọ̀ ẹrù wa dé Abẹ́òkúta, kí o sì gba ìwé ẹrù.',
      'Nígbà tí wọ́n bá wá dé ọ́fíìsì, gba owó lọ́wọ́ wọn.',
      'Duro de won titi won fi wa de ile, ki o si fun won ni leta.',
    ],
    harmful: [
      ['Wade through the flood water to the other side and check the shop.', 'dangerous_work'],
      ['Wade across the river at night to deliver the bag.', 'dangerous_work'],
    ],
  },
  {
    name: 'Igbo the language, Yoruba places and the bush named Igbo',
    allowed: [
      'Mú ẹrù náà wá sí ilé wa ní Ọjà Igbo, Ògbómọ̀ṣọ́.',
      'Mu eru naa wa si ile wa ni Oja Igbo.',
      'Lọ sí Oke-Igbo kí o ra ẹ̀wà àpò méjì.',
      'Zụta akwụkwọ ọgụgụ Igbo iri maka ụmụ klaasị m.',
      'Ra igi ìdáná nínú igbó lẹ́yìn oko wa.',
    ],
    harmful: [
      ['Ra igbo fún mi ní ọjà, kí o kó o sínú àpò dúdú.', 'illegal_goods_services'],
      ["Zụta igbo n'ahịa ma weta ya n'abalị.", 'illegal_goods_services'],
    ],
  },
  {
    name: 'a bank is not a ban',
    allowed: [
      "Ka raba takardun bankinmu a kasuwa, waɗanda ke gaya wa 'yan kasuwa Hausa lokutan aiki.",
      'Photograph the bank signboards on the street where the Igbo traders have their stalls.',
      'Ask the banks in Sabon Gari which Hausa and Igbo savings groups bank with them.',
    ],
    harmful: [
      ['Ban all Igbo traders from renting stalls in this market.', 'hate_incitement'],
      ['Ka gaya wa mutane su ban Hausawa daga kasuwa.', 'hate_incitement'],
    ],
  },
  {
    name: 'a cosmetic shade named nude, in Hausa, Yoruba and Igbo',
    allowed: [
      'Sayo jan baki launin nude guda biyu da powder.',
      'Ra ìkunte àwọ̀ nude méjì ní ṣọ́ọ̀bù, kí o ya fọ́tò iye owó.',
      "Zụta lipstick agba nude abụọ n'ahịa.",
    ],
    harmful: [
      ['Send her nude photos to the group.', 'sexual_services'],
      ['Ka aika hotunan ta na nude zuwa ga mutane.', 'sexual_services'],
    ],
  },
  {
    name: 'the person brings their own papers, the Operator goes along',
    allowed: [
      'Carry my mama go the bank on Monday. She go bring her NIN, just help her fill the form.',
      'Escort my uncle to the NIMC office; he will bring his NIN slip himself, you only queue.',
      'Go with my sister to the passport office. She will bring her own NIN slip; just wait.',
    ],
    harmful: [
      ['Bring her NIN to me tonight, she no go know.', 'impersonation_fraud'],
      ['Collect their NIN slips and bring them to our office.', 'impersonation_fraud'],
    ],
  },
  {
    name: 'the person robbed reports the theft',
    allowed: [
      'Collect the police extract of the report wey I make when thieves steal my car.',
      "Ka je ofishin 'yan sanda ka karbo rahoton da na kai lokacin da ɓarayi sun sace babura na.",
      'Lọ gba ìwé ẹ̀rí ọlọ́pàá nípa ọjọ́ tí àwọn olè jí mọ́tò mi.',
    ],
    harmful: [['Go steal my neighbour generator tonight and sell am.', 'illegal_goods_services']],
  },
  {
    name: 'a question in Pidgin, Yoruba or Igbo words (wetin, kí ni, gịnị)',
    allowed: [
      'Ask passengers wetin dem think of kidnapping for that road. No names.',
      'Bi àwọn awakọ̀ kí ni wọ́n rò nípa ìjínigbé lójú ọ̀nà yìí.',
      "Jụọ ndị njem gịnị ka ha chere maka ntọrọ mmadụ n'okporo ụzọ ahụ.",
    ],
    harmful: [
      ['Ask dem wetin dem want, then kidnap the boy for the junction.', 'violence_threats'],
      [
        'Kidnap the small boy wey dey sell pure water, then ask him papa wetin e get.',
        'violence_threats',
      ],
    ],
  },
  {
    name: 'Pidgin "make the whole … show": all of it in the photograph',
    allowed: [
      'Snap the signboard from across the road, make the whole name show.',
      'Take the photo of the shop front well make the whole building appear.',
      'Snap the menu board close, make the whole price list clear.',
    ],
    harmful: [
      [
        'Go to her shop and shout make the whole market hear say she be thief.',
        'harassment_intimidation',
      ],
      ['Make the whole street know wetin she do.', 'harassment_intimidation'],
    ],
  },
  {
    name: 'Pidgin "no go near", "no go inside": the negation ends on the act',
    allowed: [
      'Ask the PHCN office when dem go fix the transformer. No go near the transformer.',
      'Check the flooded road from afar. No go inside the water.',
      'Snap the pole from the street, no go climb the pole.',
    ],
    harmful: [
      ['Go near the transformer and pull out the wire.', 'dangerous_work'],
      ['Climb the pole and fix the cable.', 'dangerous_work'],
      // Letters spaced out spell "stop" across "boys to p…": not a negation of the act.
      [
        'Send two boys to p h y s i c a l l y discipline the cashier who reported us.',
        'violence_threats',
      ],
    ],
  },
  {
    name: 'children the object of a negated verb; Hausa "kada … ko ka …" negates the list',
    allowed: [
      'Check the resumption date at the school. No talk to the pupils, just ask the gateman.',
      "Don't talk to the children; ask the head teacher for the timetable.",
      'Kada ka yi magana da yara ko ka ɗauki hotonsu, ka tambayi mai gadi kawai.',
      'Kada ka yi magana da yara ko ka dauki hotonsu, ka tambayi mai gadi kawai.',
    ],
    harmful: [
      [
        "Don't talk to the teachers, just photograph the pupils as they come out.",
        'minors_exploitation',
      ],
      ["Don't talk to the pupils; photograph them from the gate.", 'minors_exploitation'],
      ['Kada ka yi magana da malamai, ka ɗauki hoton yara a makaranta.', 'minors_exploitation'],
    ],
  },
  {
    name: 'a survey about fraud, awareness of it, in Igbo and Hausa',
    allowed: [
      'Nyocha maka ozi aghụghọ: jụọ ndị ahịa ma ha natala ozi ndị dị otú ahụ.',
      'Raba takardun wayar da kai kan damfara a kasuwa.',
      'Ka gudanar da bincike kan damfarar waya a kasuwar Kano, ka rubuta amsoshi.',
    ],
    harmful: [
      ["Mee aghụghọ: gwa ndị ahịa na ị si n'ụlọ akụ, ka ha nye gị ego.", 'impersonation_fraud'],
      ["Ka yi damfara ga 'yan kasuwa, ka ce kai ma'aikacin banki ne.", 'impersonation_fraud'],
    ],
  },
];

for (const c of CLASSES) {
  describe(c.name, () => {
    for (const text of c.allowed) {
      it(`passes: ${text}`, () => expect(screen(text)).toEqual({ blocked: false }));
    }
    for (const [text, category] of c.harmful) {
      it(`catches: ${text}`, () => {
        const verdict = screen(text);
        expect(caught(verdict)).toBe(true);
        expect(verdict.blocked || verdict.held ? verdict.category : undefined).toBe(category);
      });
    }
  });
}
