// Policy lexicon (safety-policy-spec.ts): trespass and break-in (refused), dangerous work (always
// held for review, never refused). English, Nigerian Pidgin, Yoruba, Hausa and Igbo.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Going in, or over, or through. */
// biome-ignore format: packed word list
export const ENTER: Terms = [
  'go through', 'banye n', 'banye', 'shiga', 'bring out', 'enter*', 'go into', 'go in', 'get into',
  'get in', 'gain entry', 'gain access', 'access*', 'sneak*', 'slip into', 'slip in', 'climb*',
  'jump*', 'walk into', 'walk in', 'come in', 'go inside', 'get inside', 'look inside', 'search*',
  'take* ... from', 'remove* ... from', 'carry* ... from', 'open*', 'wọlé', 'wọ inú', 'shiga',
  'banye', 'bata', 'enter am', 'enter inside',
];

/** A place that is somebody's or closed off. */
// biome-ignore format: packed word list
export const PREMISES: Terms = [
  'compound*', 'kitchen*', 'ọ́fíìsì', 'premises', 'property', 'properties', 'house*', 'home*',
  'estate*', 'site*', 'warehouse*', 'office*', 'building*', 'yard*', 'fence*', 'wall', 'walls',
  'gate*', 'room*', 'facility', 'facilities', 'factory', 'factories', 'construction site*',
  'military*', 'barrack*', 'airport*', 'apartment*', 'flat', 'shop', 'store', 'depot*', 'plant',
  'farm*', 'school', 'church', 'mosque', 'bedroom*', 'garage*', 'boys quarter*', 'bq', 'inside',
  'there', 'ile', 'gida', 'gidan', 'gidansa', 'gidanta', 'ulo', 'ụlọ', 'ogiri', 'katanga', 'mgbidi',
  'ngere', 'cantonment*', 'container*', 'port', 'plaza', 'loading bay', 'shops', 'stores',
  'hostel*', 'campus', 'way', 'back fence',
];

/** What makes going in trespass. */
// biome-ignore format: packed word list
const UNPERMITTED: Terms = [
  'asleep', 'is sleeping', 'are sleeping', 'mgbe ọ nọghị', 'mgbe ha nọghị', 'nígbà tí wọn kò sí',
  'nígbà tí kò sí', 'lokacin da ba', 'ba kowa', 'side gate', 'without permission',
  'without ... permission', 'without the owner*', 'without ... knowing', 'when nobody',
  'when no one', 'while nobody', 'while no one', 'when the owner', 'while the owner',
  'owner is away', 'nobody will be home', 'no one will be home', 'people travel', 'they travel',
  'dem travel', 'is away', 'are away', 'spare key under', 'key under the', 'owners are away',
  'nobody is home', 'no one is home', 'nobody is around', 'no one is around', 'unnoticed',
  'without being seen', 'without being noticed', 'without being caught', 'secretly', 'quietly',
  'through the back', 'back door', 'through the window', 'through a window', 'after hours',
  'after closing', 'when they close', 'when closed', 'when it is closed', 'restricted', 'no entry',
  'no trespass*', 'authorised personnel only', 'authorized personnel only', 'staff only',
  'private property', 'without ... invit*', 'without ... key', 'when nobody dey',
  'when person no dey', 'make nobody see', 'make dem no see', 'láìgbàṣẹ', 'láìgbà àṣẹ',
  'ba tare da izini', 'ba izini', 'na-enweghị ikike', 'enweghị ikike', 'locked', 'padlocked',
  'cordoned', 'police tape', 'without a pass', 'without ... pass', 'without ... authori*', 'sealed',
  'wey no be our own', 'not ours', "isn't ours", 'is not ours', 'competitor*', 'must not know',
  'closed', 'lock is weak', 'weak lock', 'after # pm', 'after # pm', 'back window', 'side window',
  'through ... window', 'without ... invitation', 'when ... away', 'broken wall',
  'through the broken', 'through a hole', 'hole in the fence', 'n abalị', 'na-ehi ụra',
  'mgbe ha na-ehi', 'when dem don sleep', 'don sleep', 'is asleep', 'are asleep', 'kò sí ẹnìkan',
  'nígbà tí kò sí', 'when they are asleep', 'when everyone is asleep', 'open the gate for us',
  'open the door for us', 'ta katanga', 'da daddare', 'staff entrance', 'rival*', 'while she is',
  'while he is', 'while they are', 'when she is at', 'when he is at', 'night time', 'at night',
  'back fence',
];

/** Heights, power, fuel and chemicals, water, unsafe structures. */
// biome-ignore format: packed word list
export const HAZARD: Terms = [
  'mast', 'masts', 'tower*', 'pylon*', 'roof*', 'rooftop*', 'scaffold*', 'billboard*',
  'electric pole*', 'electricity pole*', 'utility pole*', 'power pole*', 'telephone pole*',
  'power line*', 'transformer*', 'high tension', 'high voltage', 'high-voltage', 'live wire*',
  'live cable*', 'substation*', 'electrical panel*', 'distribution board*', 'fuse box*', 'fuel',
  'petrol', 'diesel', 'kerosene', 'gas cylinder*', 'cooking gas', 'lpg', 'gas tank*', 'chemical*',
  'acid*', 'pesticide*', 'insecticide*', 'herbicide*', 'solvent*', 'flood*', 'river', 'canal',
  'canals', 'lagoon', 'creek*', 'swamp*', 'the well', 'a well', 'abandoned well', 'well shaft',
  'manhole*', 'septic*', 'sewer*', 'soakaway*', 'pit', 'mining pit*', 'quarry', 'quarries',
  'mine shaft*', 'collapsed*', 'abandoned building*', 'uncompleted building*',
  'distressed building*', 'condemned building*', 'burnt building*', 'burning*', 'fire', 'cliff*',
  'ledge', 'tree', 'trees', 'coconut tree*', 'palm tree*', 'water tank*', 'overhead tank*',
  'chimney*', 'crane*', 'tanker*', 'drum* of', 'jerrycan*', 'collaps*', 'wey collapse', 'rubble',
  'swollen stream', 'across the stream', 'into the stream', 'swollen river', 'flood water*',
  'floodwater*', 'ruwan ambaliya', 'ambaliya', 'storage tank*', 'diesel tank*', 'fuel tank*',
  'underground tank*', 'silo', 'silos', 'generator house', 'mast at', 'antenna*', 'satellite dish*',
  'top floor ledge', 'railing*', 'parapet*', 'street light pole*', 'light pole*', 'lamp post*',
  'electrical wiring', 'wiring', 'ladder*', 'overhead line*', 'live line*', 'the pole', 'phosphide',
  'mmanụ ụgbọ ala', 'mmanụ ọkụ', 'epo bẹtiró', 'epo petiroolu', 'fetur', 'man fetur',
  'wutar lantarki', 'igiyar wuta', 'karfen sadarwa', 'hasumiya*', 'saman', 'rijiya', 'igi àgbọn',
  'àgbọn', 'bishiya*', 'kwakwa', 'igi gíga', 'orí ilé', 'alájà', 'osisi', 'osisi nkwụ',
  'cikin kogi', 'kogin', 'òpó iná', 'kànga', 'inú odò', 'kọjá odò', 'nepa pole*', 'rufi*',
  'kan rufi*', 'saman gida*', 'tankin ruwa', 'olulu mmiri', 'olulu', 'òrùlé', 'orule',
  'borehole shaft', 'the shaft', 'cables back together', 'wires back together', 'pit latrine*',
  'latrine*', 'latrine ... go in', 'idei mmiri', 'iju mmiri', 'gas cylinder', 'big cylinder',
  'elu ụlọ', 'n elu ụlọ', 'iná mànàmáná', 'wáyà', 'ọ̀wọ̀n iná', 'ọkụ eletrik', 'waya ọkụ',
];

/** Work on or in the hazard. */
// biome-ignore format: packed word list
export const HAZARD_WORK: Terms = [
  'enter', 'entering', 'going into', 'replace*', 'paint*', 'test*', 'clear*', 'climb*', 'go up',
  'get up', 'get onto', 'get on top', 'up to the top', 'work* on', 'repair*', 'fix*', 'install*',
  'mount*', 'handl*', 'transport*', 'carry', 'carrying', 'load*', 'decant*', 'siphon*', 'pour*',
  'mix*', 'spray', 'sprays', 'spraying', 'sprayed', 'go into', 'go inside', 'get into',
  'enter the water', 'enter the well', 'enter the tank', 'enter the pit', 'enter the manhole',
  'enter the sewer', 'enter the building', 'enter the river', 'enter the flood*', 'go down',
  'descend*', 'wade*', 'swim*', 'cross*', 'walk through', 'walk* across', 'drive through',
  'drive* ... through', 'drive* ... across', 'walk* ... through', 'drive* across', 'touch*',
  'disconnect*', 'reconnect*', 'connect*', 'stand on', 'clean* out', 'clean*', 'empty*', 'dig',
  'digs', 'digging', 'dismantl*', 'dive*', 'jump* into', 'inspect* ... inside',
  'measure* ... inside', 'check* ... inside', 'ferry*', 'rescue*', 'go near', 'stand near',
  'get close to', 'retriev*', 'hau', 'haura', 'rigoro', 'refill*', 'fill* ... yourself', 'tún',
  'gafere', 'gafee', 'go in and', 'rigo', 'rịgo', 'rigoo', 'rigota', 'banye n', 'scoop* out',
  'go down into', 'climb up', 'shiga', 'banye', 'tsallaka', 'gyara', 'lúwẹ̀', 'wọ inú', 'sit on',
  'hang*', 'lean* over', 'fumigat*', 'wụsa', 'dọpụta', 'zuba', 'tsotsa', 'gun',
];

export const PLACES_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'breaking in or trespassing',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'trespass*', 'break* in', 'break* into', 'broke into', 'broken into', 'burgl*',
          'sneak* in', 'sneak* into', 'climb* over ... fence*', 'climb* over ... wall',
          'climb* over ... walls', 'climb* ... fence*', 'climb* ... gate*', 'climb* the wall',
          'climb* ... wall of', 'jump* ... fence*', 'jump* ... wall', 'jump* ... walls',
          'jump* ... gate*', 'scale* ... fence*', 'scale* ... wall', 'scale* ... walls',
          'hop* ... fence*', 'pick* ... lock*', 'break* ... lock*', 'break* ... padlock*',
          'cut* ... padlock*', 'cut* ... lock*', 'cut* ... chain*', 'force* ... door*',
          'force* ... gate*', 'force* ... window*', 'force* ... lock*', 'force* ... open',
          'pry ... open', 'prise ... open', 'kick* ... door*', 'break* ... door*',
          'break* ... window*', 'get past the security', 'get past ... security',
          'bypass ... gateman', 'bypass ... security', 'bypass ... guard*', 'avoid ... gateman',
          'back fence', 'through the fence', 'over the fence', 'get past the guard*',
          'get past ... gateman', 'distract the guard*', 'distract the security',
          'distract ... gateman', 'sneak past', 'slip past', 'avoid the security',
          'avoid the guard*', 'jump fence', 'climb fence', 'fo ogiri', 'fo odi', 'gun ògiri',
          'fọ ilẹkun', 'tsallaka katanga', 'haura katanga', 'fasa kofa', 'ɓalle kofa', 'wụfe ngere',
          'gbajie ụzọ', 'rigoro mgbidi', 'haura katanga*', 'hacksaw', 'remove* ... padlock*',
          'remove* ... lock*', 'fence is low', 'over the low fence', 'jump* inside',
          'jump* into ... compound*', 'bent wire', 'open* ... with ... wire', 'onto the runway',
          'airport runway', 'airside', 'let yourself in', 'let yourself into', 'anything valuable',
          'empty house ... bring*', 'find a way in', 'find your way in', 'get in somehow',
          'get inside somehow', 'without anyone seeing', 'without anybody seeing',
          'nobody will see you', 'duplicate* ... key* ... without', 'copy ... key* ... without',
          'spare key* ... without', 'cut* ... seal*', 'break* ... seal*',
          'climb* into ... compound*', 'climb* into ... premises', 'climb* into ... house',
          'climb* into ... building*', 'climb* in',
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
    // biome-ignore format: packed word list
    safe: [
      'breaking news', 'break* ... down the', 'break* ... fence* ... report', 'fence* ... broken',
      'broken ... fence*', 'break* ... rule*', 'without permission ... do not',
      'restricted ... photograph* from outside', 'climb* ... stair*', 'climb* ... step*',
      'back door of the', 'security guard* ... confirm*', 'security ... ask',
      'security ... permission', 'with ... permission', 'the guard ... permission',
      'guarded ... confirm*', 'enter* ... data', 'enter* ... name*', 'enter* ... price*',
      'enter* ... detail*', 'enter* ... result*', 'enter* ... form*', 'enter* ... answer*',
      'access* ... road', 'security check*', 'open* ... hour*', 'open* ... time*',
      'open* ... or closed', 'open* ... today', 'open* on', 'is open', 'are open', 'still open',
      'opening', 'jump* ... queue', 'search* ... online', 'search* ... price*',
      'search* ... for the', 'security personnel', 'security post', 'at night ... open',
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'heights, power, fuel, chemicals, flood water or unsafe structures',
        outcome: 'hold',
        // biome-ignore format: packed word list
        alone: [
          'not switched it off', 'not switched off', 'still switched on', 'power is still on',
          'while the power is on', 'with the power on', 'while it is live', 'down the borehole',
          'into the borehole', 'down the shaft', 'into the shaft', 'at height*',
          'working at height*', 'work at height*', 'high voltage', 'high-voltage', 'live wire*',
          'live cable*', 'electric shock', 'electrocut*', 'telecom mast*', 'top of the mast',
          'top of the tower', 'top of the pylon', 'top of the roof', 'on the roof', 'onto the roof',
          'on top of the roof', 'wade*', 'wading', 'swim* across', 'manhole*', 'septic tank*',
          'down the well', 'into the well', 'into the ... well', 'down the ... well',
          'inside the ... well', 'collapsed building*', 'collapsing', 'unsafe building*',
          'distressed building*', 'condemned building*', 'siphon*', 'decant* ... fuel',
          'decant* ... petrol', 'gas leak*', 'leaking gas', 'chemical spill*', 'toxic*',
          'hazardous*', 'corrosive*', 'illegal refiner*', 'kpo fire', 'bunkering', 'oil spill*',
          'safety harness', 'rope access', 'abseil*', 'rappel*', 'burning building*',
          'inside the fire', 'bush fire', 'wildfire', 'sewer*', 'confined space*',
          'tanker explosion', 'open the transformer', 'inside the transformer',
          'no opening ... for air', 'power cable ... live', 'fallen power cable*', 'fallen cable*',
          'mine shaft*', 'tin mine', 'abandoned mine*', 'chair on a table', 'high ceiling',
          'floor from the outside', 'from the outside of the building', 'during the storm',
          'in the storm', 'small boat', 'hang* from a rope', 'on a rope', 'bosun chair',
          'flooded basement', 'electrical ... flooded', 'flooded ... electrical', 'outside edge',
          'over the edge', 'on the edge of the', 'phosphide', 'phostoxin',
          'fumigat* ... stay inside', 'stay inside ... fumigat*', 'gas ... leak*',
          'cylinder* ... leak*', 'leak* ... cylinder*', 'leaking gas', 'building that fell',
          'clear* the rubble', 'cracked pillar*', 'crack* ... pillar*', 'with your mouth',
          'suck ... tube', 'ọnụ gị', 'live overhead', 'no harness', 'without ... harness',
          'without safety gear', 'no safety gear', 'without ... protective', 'no protective',
          'bare hand*', 'barehand*', 'no helmet', 'without ... helmet', 'no ventilation',
          'without ventilation', 'ventilation ... not available', 'competitor* ... enter*',
          'enter* ... competitor*', 'no life jacket', 'without ... life jacket',
          'jerrycan* of petrol', 'jerrycan* of fuel', 'petrol in ... boot', 'fuel in ... boot',
          'metres high', 'meters high', 'storey* high', 'floor* high', 'feet high', '# m high',
          '# m high', 'idẹ omi', 'iju mmiri', 'fùrùfúrù', 'omi òjò',
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
        // biome-ignore format: packed word list
        act: [
          'at night', 'night', 'midnight', 'after dark', 'overnight', 'late night', 'in the dark',
          'dawn', 'before sunrise', 'alone', 'by yourself', 'no one with you', 'lonely', 'ọ̀gànjọ́',
          'dare', 'abalị', 'chi jiri', 'alẹ́',
        ],
        // biome-ignore format: packed word list
        obj: [
          'isolated', 'deserted', 'bush', 'forest', 'abandoned', 'remote', 'uninhabited', 'unlit',
          'dark road', 'farm', 'swamp', 'creek*', 'lonely', 'outskirts', 'lagoon', 'river', 'canal',
          'canals', 'canoe', 'canoes', 'empty', 'cemetery', 'graveyard', 'uncompleted', 'at night',
          'night', 'midnight', 'daji', 'ọhịa', 'aginju',
        ],
        forward: 60,
        backward: 60,
      },
    ],
    // biome-ignore format: packed word list
    excuse: [
      'from the ground', 'stay on the ground', 'from a safe', 'from a dry', 'from the street',
      // Not "from outside" alone: "wipe the glass from outside" is the ledge; looking at a thing
      // from outside is keeping off it (thirteenth round).
      'from the road', 'from the roadside', 'do not climb', "don't climb", 'snap* ... from outside',
      'photograph* ... from outside', 'photo* ... from outside', 'picture* ... from outside',
      'look* ... from outside', 'check* ... from outside', 'observe* ... from outside',
      'see ... from outside', 'from outside the compound', 'from outside the gate',
      'from outside the fence', 'no open', 'do not open', "don't open",
      'no need to climb', 'without climbing', 'do not enter', 'do not touch',
      // Not "do not go" alone: "so the lights do not go off" keeps nobody off the hazard
      // (fourteenth round, voice-25).
      'do not go into', 'do not go in', 'do not go inside', 'do not go onto', 'do not go on',
      'do not go past', 'do not go to', 'do not go near', 'do not go down', 'do not go up*',
      'do not go under', 'do not go beyond', 'do not go behind', 'do not go close',
      'do not go there', 'do not go out',
      'from the pavement', 'from a distance', 'stay off', 'stay out of the water', 'do not wade',
      'from the bank', 'stay outside', 'outside the cordon', 'daga nesa', 'daga wuri mai bushewa',
      'kada ka shiga', 'kar ka shiga', 'má ṣe wọ', 'láti ọ̀nà jínjìn', 'abanyela',
      'esi n ebe dị anya', 'no enter', 'no climb', 'from where you stand', 'dry place',
      'safe place',
    ],
    excuseScope: 'text',
    // biome-ignore format: packed word list
    safe: [
      'from the ground', 'from a safe', 'from a dry', 'from the road', 'from the street',
      'ferry ... time*', 'ferry ... timetable*', 'ferry ... fare*', 'ferry ... schedule*',
      'ferry ... price*', 'from a distance', 'from outside', 'from the roadside', 'from the bridge',
      'from the pavement', 'from the walkway', 'do not climb', 'without climbing',
      'no need to climb', 'do not enter', 'do not touch', 'do not go', 'fuel price*',
      'petrol price*', 'diesel price*', 'kerosene price*', 'price of fuel', 'price of petrol',
      'price of diesel', 'price of kerosene', 'price of cooking gas', 'price* of ... gas',
      'fuel station*', 'filling station*', 'petrol station*', 'gas station*', 'fuel queue*',
      'petrol queue*', 'fuel scarcity', 'cooking gas price*', 'fire station*', 'fire service*',
      'fire extinguisher*', 'fire exit*', 'fire alarm*', 'enter* ... data', 'enter* ... detail*',
      'enter* ... form*', 'enter* ... price*', 'enter* ... result*', 'enter* ... record*',
      'enter* ... number*', 'enter* ... answer*', 'flooded road ... photograph*',
      'photograph* ... flood*', 'flood ... photo*', 'flood* ... picture*', 'tree* ... shade',
      'under the tree', 'under a tree', 'under the bridge', 'roof ... from', 'the roof colour',
      'roof colour', 'roofing sheet* ... price*', 'price* ... roofing',
      'tower ... photograph* ... from', 'chemical* ... shop', 'chemist', 'pesticide* ... price*',
      'price* ... pesticide*', 'acid* ... price*', 'tower block', 'towers ... estate',
      'control tower', 'church tower', 'clock tower', 'tower of', 'mast ... from',
      'tree ... planting', 'plant* ... tree*', 'fill* ... form*', 'fill* ... survey*',
      'fill* ... questionnaire*', 'connect* ... wifi', 'connect* ... internet', 'cross* ... road',
      'cross* ... street', 'cross* ... junction', 'alone ... shop', 'empty ... shelf',
      'empty ... shelves', 'empty ... bottle*', 'empty ... seat*', 'empty ... room',
      'night ... open', 'open ... night', 'tank* ... price*', 'gas ... refill* ... price*',
      'fill* ... tank* ... price*', 'gutter* ... photograph*', 'drain* ... photograph*',
      'photograph* ... gutter*', 'photograph* ... drain*', 'igbo ... language', 'igbo ... people',
      'igbo ... trader*', 'remove* ... shoe*', 'carry ... bag*',
    ],
  },
];
