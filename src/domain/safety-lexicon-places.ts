// Policy lexicon (safety-policy-spec.ts): trespass and break-in (refused), dangerous work (always
// held for review, never refused). English, Nigerian Pidgin, Yoruba, Hausa and Igbo.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Going in, or over, or through. */
const ENTER: Terms = [
  'enter*', 'go into', 'go in', 'get into', 'get in', 'gain entry', 'gain access', 'access*', 'sneak*',
  'slip into', 'slip in', 'climb*', 'jump*', 'walk into', 'walk in', 'come in', 'go inside', 'get inside',
  'look inside', 'search*', 'take* ... from', 'remove* ... from', 'carry* ... from', 'open*', 'wọlé', 'wọ inú',
  'shiga', 'banye', 'bata', 'enter am', 'enter inside',
];

/** A place that is somebody's or closed off. */
const PREMISES: Terms = [
  'compound*', 'premises', 'property', 'properties', 'house*', 'home*', 'estate*', 'site*', 'warehouse*',
  'office*', 'building*', 'yard*', 'fence*', 'wall', 'walls', 'gate*', 'room*', 'facility', 'facilities', 'factory',
  'factories', 'construction site*', 'military*', 'barrack*', 'airport*', 'apartment*', 'flat', 'shop',
  'store', 'depot*', 'plant', 'farm*', 'school', 'church', 'mosque', 'bedroom*', 'garage*', 'boys quarter*',
  'bq', 'inside', 'there', 'ile', 'gida', 'ulo', 'ụlọ', 'ogiri', 'katanga', 'mgbidi', 'ngere', 'cantonment*',
  'container*', 'port', 'plaza', 'loading bay', 'shops', 'stores', 'hostel*', 'campus', 'way', 'back fence',
];

/** What makes going in trespass. */
const UNPERMITTED: Terms = [
  'without permission', 'without ... permission', 'without the owner*', 'without ... knowing', 'when nobody',
  'when no one', 'while nobody', 'while no one', 'when the owner', 'while the owner', 'owner is away',
  'owners are away', 'nobody is home', 'no one is home', 'nobody is around', 'no one is around', 'unnoticed',
  'without being seen', 'without being noticed', 'without being caught', 'secretly', 'quietly',
  'through the back', 'back door', 'through the window', 'through a window', 'after hours', 'after closing',
  'when they close', 'when closed', 'when it is closed', 'restricted', 'no entry', 'no trespass*',
  'authorised personnel only', 'authorized personnel only', 'staff only', 'private property', 'without ... invit*',
  'without ... key', 'when nobody dey', 'when person no dey', 'make nobody see', 'make dem no see',
  'láìgbàṣẹ', 'láìgbà àṣẹ', 'ba tare da izini', 'ba izini', 'na-enweghị ikike', 'enweghị ikike', 'locked',
  'padlocked', 'cordoned', 'police tape', 'without a pass', 'without ... pass', 'without ... authori*', 'sealed',
  'wey no be our own', 'not ours', "isn't ours", 'is not ours', "competitor*", 'must not know', 'closed',
  'lock is weak', 'weak lock', 'after # pm', 'after #pm', 'back window', 'side window', 'through ... window',
  'without ... invitation', 'when ... away', 'night time', 'at night', 'back fence',
];

/** Heights, power, fuel and chemicals, water, unsafe structures. */
const HAZARD: Terms = [
  'mast', 'masts', 'tower*', 'pylon*', 'roof*', 'rooftop*', 'scaffold*', 'billboard*', 'electric pole*',
  'electricity pole*', 'utility pole*', 'power pole*', 'telephone pole*', 'power line*', 'transformer*',
  'high tension', 'high voltage', 'high-voltage', 'live wire*', 'live cable*', 'substation*', 'electrical panel*',
  'distribution board*', 'fuse box*', 'fuel', 'petrol', 'diesel', 'kerosene', 'gas cylinder*', 'cooking gas',
  'lpg', 'gas tank*', 'chemical*', 'acid*', 'pesticide*', 'insecticide*', 'herbicide*', 'solvent*', 'flood*',
  'river', 'canal*', 'lagoon', 'creek*', 'swamp*', 'the well', 'a well', 'abandoned well', 'well shaft',
  'manhole*', 'septic*', 'sewer*', 'soakaway*', 'pit', 'mining pit*', 'quarry', 'quarries', 'mine shaft*',
  'collapsed*', 'abandoned building*', 'uncompleted building*', 'distressed building*', 'condemned building*',
  'burnt building*', 'burning*', 'fire', 'cliff*', 'ledge', 'tree', 'trees', 'coconut tree*', 'palm tree*',
  'water tank*', 'overhead tank*', 'chimney*', 'crane*', 'tanker*', 'drum* of', 'jerrycan*',
  'collaps*', 'wey collapse', 'flood water*', 'floodwater*', 'ruwan ambaliya', 'ambaliya',
  'storage tank*', 'silo', 'silos', 'generator house', 'mast at', 'antenna*', 'satellite dish*', 'top floor ledge',
  'railing*', 'edge of', 'parapet*', 'ladder*', 'overhead line*', 'live line*', 'the pole', 'phosphide',
  'mmanụ ụgbọ ala', 'mmanụ ọkụ', 'epo bẹtiró', 'epo petiroolu', 'fetur', 'man fetur', 'wutar lantarki',
  'igiyar wuta', 'òrùlé', 'orule', 'elu ụlọ', 'n elu ụlọ', 'iná mànàmáná', 'wáyà', 'ọ̀wọ̀n iná', 'ọkụ eletrik', 'waya ọkụ',
];

/** Work on or in the hazard. */
const HAZARD_WORK: Terms = [
  'climb*', 'go up', 'get up', 'get onto', 'get on', 'get on top', 'up to the top', 'to the top of', 'top of',
  'work* on', 'repair*', 'fix*', 'install*', 'mount*', 'handl*', 'transport*', 'carry', 'carrying', 'load*',
  'offload*', 'decant*', 'siphon*', 'pour*', 'mix*', 'spray*', 'go into', 'go inside', 'get into', 'enter the water', 'enter the well', 'enter the tank', 'enter the pit',
  'enter the manhole', 'enter the sewer', 'enter the building', 'enter the river', 'enter the flood*', 'go down', 'descend*', 'wade*', 'swim*', 'cross*', 'walk through', 'walk* across', 'drive through',
  'drive* across', 'touch*', 'disconnect*', 'reconnect*', 'connect*', 'stand on', 'clean* out', 'clean*',
  'empty*', 'dig*', 'remove*', 'dismantl*', 'dive*', 'jump* into', 'inspect* ... inside',
  'measure* ... inside', 'go near', 'stand near', 'get close to', 'retriev*', 'hau', 'haura', 'rigoro',
  'shiga', 'banye', 'sit on', 'hang*', 'lean* over', 'hold', 'fumigat*', 'wụsa', 'dọpụta', 'zuba', 'tsotsa',
  'gun', 'ṣí',
];

export const PLACES_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'breaking in or trespassing',
        outcome: 'refuse',
        alone: [
          'trespass*', 'break* in', 'break* into', 'broke into', 'broken into', 'burgl*', 'sneak* in',
          'sneak* into', 'climb* over ... fence*', 'climb* over ... wall*', 'climb* ... fence*',
          'climb* ... gate*', 'jump* ... fence*', 'jump* ... wall*', 'jump* ... gate*', 'scale* ... fence*',
          'scale* ... wall*', 'hop* ... fence*', 'pick* ... lock*', 'break* ... lock*', 'break* ... padlock*',
          'cut* ... padlock*', 'cut* ... lock*', 'cut* ... chain*', 'force* ... door*', 'force* ... gate*',
          'force* ... window*', 'force* ... lock*', 'force* ... open', 'pry ... open', 'prise ... open',
          'kick* ... door*', 'break* ... door*', 'break* ... window*', 'get past the security', 'get past ... security', 'back fence', 'through the fence', 'over the fence',
          'get past the guard*', 'get past ... gateman', 'distract the guard*', 'distract the security',
          'distract ... gateman', 'sneak past', 'slip past', 'avoid the security', 'avoid the guard*',
          'jump fence', 'climb fence', 'fo ogiri', 'fo odi', 'gun ògiri', 'fọ ilẹkun', 'tsallaka katanga',
          'haura katanga', 'fasa kofa', 'ɓalle kofa', 'wụfe ngere', 'gbajie ụzọ', 'rigoro mgbidi',
          'let yourself in', 'find a way in', 'find your way in', 'get in somehow', 'get inside somehow',
          'without anyone seeing', 'without anybody seeing', 'nobody will see you', 'duplicate key*', 'copy ... key*', 'spare key* ... without', 'cut* ... seal*', 'break* ... seal*',
          'climb* into ... compound*', 'climb* into ... premises', 'climb* into ... house', 'climb* into ... building*',
          'climb* in',
        ],
      },
      {
        name: 'entering without permission',
        outcome: 'refuse',
        act: ENTER,
        obj: PREMISES,
        needs: UNPERMITTED,
        forward: 40,
        backward: 20,
      },
    ],
    safe: ['breaking news', 'break* ... down the', 'break* ... fence* ... report', 'fence* ... broken', 'broken ... fence*',
      'break* ... rule*', 'without permission ... do not', 'restricted ... photograph* from outside',
      'climb* ... stair*', 'climb* ... step*', 'back door of the', 'security guard* ... confirm*',
      'security ... ask', 'security ... permission', 'with ... permission', 'the guard ... permission',
      'guarded ... confirm*', 'enter* ... data', 'enter* ... name*', 'enter* ... price*', 'enter* ... detail*',
      'enter* ... result*', 'enter* ... form*', 'enter* ... answer*', 'access* ... road', 'security check*',
      'open* ... hour*', 'open* ... time*', 'open* ... or closed', 'open* ... today', 'open* on', 'open*?',
      'is open', 'are open', 'still open', 'opening', 'jump* ... queue', 'search* ... online',
      'search* ... price*', 'search* ... for the', 'security personnel', 'security post', 'at night ... open'],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'heights, power, fuel, chemicals, flood water or unsafe structures',
        outcome: 'hold',
        alone: [
          'at height*', 'working at height*', 'work at height*', 'high voltage', 'high-voltage', 'live wire*',
          'live cable*', 'electric shock', 'electrocut*', 'telecom mast*', 'top of the mast', 'top of the tower',
          'top of the pylon', 'top of the roof', 'on the roof', 'onto the roof', 'on top of the roof',
          'wade*', 'wading', 'swim* across', 'manhole*', 'septic tank*',
          'down the well', 'into the well', 'collapsed building*', 'collapsing', 'unsafe building*',
          'distressed building*', 'condemned building*', 'siphon*', 'decant* ... fuel', 'decant* ... petrol',
          'gas leak*', 'leaking gas', 'chemical spill*', 'toxic*', 'hazardous*', 'corrosive*', 'illegal refiner*',
          'kpo fire', 'bunkering', 'oil spill*', 'safety harness', 'rope access',
          'abseil*', 'rappel*', 'burning building*', 'inside the fire', 'bush fire', 'wildfire', 'sewer*', 'confined space*', 'tanker explosion', 'open the transformer', 'inside the transformer',
          'outside edge', 'over the edge', 'on the edge of the', 'phosphide', 'phostoxin', 'fumigat* ... stay inside',
          'stay inside ... fumigat*', 'gas ... leak*', 'cylinder* ... leak*', 'leak* ... cylinder*', 'leaking gas',
          'cracked pillar*', 'crack* ... pillar*', 'with your mouth', 'suck ... tube',
          'ọnụ gị', 'live overhead', 'no harness', 'without ... harness', 'without safety gear', 'no safety gear',
          'without ... protective', 'no protective', 'bare hand*', 'barehand*', 'no helmet', 'without ... helmet', 'no life jacket', 'without ... life jacket', 'jerrycan* of petrol',
          'jerrycan* of fuel', 'petrol in ... boot', 'fuel in ... boot', 'metres high', 'meters high', 'storey* high', 'floor* high', 'feet high', '#m high', '# m high',
          'idẹ omi', 'iju mmiri', 'fùrùfúrù', 'omi òjò',
        ],
      },
      {
        name: 'work on or in a hazard',
        outcome: 'hold',
        act: HAZARD_WORK,
        obj: HAZARD,
        forward: 40,
        backward: 16,
      },
      {
        name: 'night work in an isolated place',
        outcome: 'hold',
        act: ['at night', 'night', 'midnight', 'after dark', 'overnight', 'late night', 'in the dark', 'dawn', 'before sunrise', 'alone', 'by yourself', 'no one with you', 'lonely', 'ọ̀gànjọ́', 'dare',
          'abalị', 'chi jiri', 'alẹ́'],
        obj: ['isolated', 'deserted', 'bush', 'forest', 'abandoned', 'remote', 'uninhabited', 'unlit', 'dark road',
          'farm', 'swamp', 'creek*', 'lonely', 'outskirts', 'lagoon', 'river', 'canal*', 'canoe*', 'empty', 'cemetery', 'graveyard', 'uncompleted',
          'at night', 'night', 'midnight', 'daji', 'ọhịa', 'aginju'],
        forward: 60,
        backward: 60,
      },
    ],
    excuse: ['from the ground', 'stay on the ground', 'from a safe', 'from a dry', 'from the street', 'from the road',
      'from the roadside', 'from outside', 'do not climb', "don't climb", 'no need to climb', 'without climbing',
      'do not enter', 'do not touch', 'do not go', 'from the pavement', 'from a distance', 'stay off',
      'stay out of the water', 'do not wade', 'from the bank', 'stay outside', 'outside the cordon', 'daga nesa',
      'daga wuri mai bushewa', 'kada ka shiga', 'kar ka shiga', 'má ṣe wọ', 'láti ọ̀nà jínjìn', 'abanyela',
      'esi n ebe dị anya', 'no enter', 'no climb', 'from where you stand', 'dry place', 'safe place'],
    excuseScope: 'text',
    safe: ['from the ground', 'from a safe', 'from a dry', 'from the road', 'from the street', 'from a distance',
      'from outside', 'from the roadside', 'from the bridge', 'from the pavement', 'from the walkway',
      'do not climb', 'without climbing', 'no need to climb', 'do not enter', 'do not touch', 'do not go',
      'fuel price*', 'petrol price*', 'diesel price*', 'kerosene price*', 'price of fuel', 'price of petrol',
      'price of diesel', 'price of kerosene', 'price of cooking gas', 'price* of ... gas', 'fuel station*',
      'filling station*', 'petrol station*', 'gas station*', 'fuel queue*', 'petrol queue*', 'fuel scarcity',
      'cooking gas price*', 'fire station*', 'fire service*', 'fire extinguisher*', 'fire exit*', 'fire alarm*',
      'flooded road ... photograph*', 'photograph* ... flood*', 'flood ... photo*', 'flood* ... picture*',
      'tree* ... shade', 'under the tree', 'under a tree', 'under the bridge', 'roof ... from', 'the roof colour',
      'roof colour', 'roofing sheet* ... price*', 'price* ... roofing', 'tower ... photograph* ... from',
      'chemical* ... shop', 'chemist', 'pesticide* ... price*', 'price* ... pesticide*', 'acid* ... price*',
      'tower block', 'towers ... estate', 'control tower', 'church tower', 'clock tower', 'water tower',
      'tower of', 'mast ... from', 'tree ... planting', 'plant* ... tree*', 'fill* ... form*', 'fill* ... survey*',
      'fill* ... questionnaire*', 'connect* ... wifi', 'connect* ... internet', 'cross* ... road',
      'cross* ... street', 'cross* ... junction', 'gun* ... ile', 'alone ... shop', 'empty ... shelf',
      'empty ... shelves', 'empty ... bottle*', 'empty ... seat*', 'empty ... room', 'night ... open',
      'open ... night', 'tank* ... price*', 'gas ... refill* ... price*', 'fill* ... tank* ... price*',
      'gutter* ... photograph*', 'drain* ... photograph*', 'photograph* ... gutter*', 'photograph* ... drain*',
      'igbo ... language', 'igbo ... people', 'igbo ... trader*', 'remove* ... shoe*', 'carry ... bag*'],
  },
];
