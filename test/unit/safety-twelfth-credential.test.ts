// Proves the credential classes of the twelfth round (docs/safety.md, "Twelfth round,
// credential"): a question about what opening an account takes, the holder acting for herself
// while the Operator goes along, a scam message that asked for the writer's own code, a code said
// not to be needed, a sign's wording photographed, a directory of who registers SIMs and a leaflet
// about the process pass in five languages; their harmful twins, and CAPTCHAs named by what they
// show, and credentials written down in Hausa, Igbo and Yoruba, are refused.
import { describe, expect, it } from 'vitest';
import { screenTask } from '../../src/domain/safety-filter.ts';

const screen = (instructions: string, title = 'Errand') =>
  screenTask({ type: 'field_verification', title, instructions });

function passes(texts: readonly string[]): void {
  for (const text of texts) {
    it(`passes: ${text}`, () => expect(screen(text).blocked).toBe(false));
  }
}

function refuses(category: string, texts: readonly string[]): void {
  for (const text of texts) {
    it(`refuses: ${text}`, () => expect(screen(text)).toEqual({ blocked: true, category }));
  }
}

describe('asking a bank or an agent what opening an account takes', () => {
  passes([
    'Go Wema Bank for Broad Street, ask the officer wetin customer need to open current account.',
    'Ka tambaye ma’aikatan banki waɗanne takardu ake buƙata don buɗe asusun ajiya.',
    'Jụọ ndị ọrụ bank akwụkwọ ndị a chọrọ iji mepee akaụntụ ọhụrụ maka ụlọ ahịa.',
    'Bi òṣìṣẹ́ báǹkì léèrè ohun tí wọ́n nílò láti ṣí àkọọ́lẹ̀ ìfowópamọ́.',
    'Find which microfinance banks in Wuse open business accounts on Saturdays, with the hours.',
    'List which kiosks near the motor park register new SIMs, with the documents they ask for.',
  ]);
  refuses('account_creation', [
    'Go to Wema Bank on Broad Street and open a current account for me with your NIN.',
    'Register five new SIMs at the kiosks near the motor park and send us the numbers.',
    'Ka buɗe sababbin asusu uku a bankin ka turo min lambobin.',
  ]);
});

describe('the holder opens or changes her own account; the Operator goes along', () => {
  passes([
    'My aunt wants to open a current account at UBA Surulere; ask which forms she needs.',
    'Go with my uncle to Access Bank Yaba on Tuesday; he will open his own account himself.',
    'Our treasurer plans to open a domiciliary account, so ask GTBank the minimum deposit.',
    'Take my grandmother to the bank so she can change her card PIN herself; just wait with her.',
    'Carry my mama go Zenith Bank for Aba make she update her BVN; you go only wait for her.',
    'Tẹ̀lé bàbá mi lọ sí Wema Bank ní Ọ̀yọ́, òun fúnra rẹ̀ ni yóò pààrọ̀ PIN kaadi rẹ̀.',
    'Escort my sister to the bank on Monday; she will bring her NIN slip and passport photo.',
  ]);
  refuses('account_creation', [
    'We want to open ten new bank accounts; go to the branch and open them for us.',
    'Open a savings account for my uncle in your name at Access Bank Yaba.',
    // A wish with no question in the errand is the instruction itself.
    'The client wants to register SIMs with the NIN slips we send; do it at the kiosk.',
    'Open a savings account in person at each branch with the NIN slips in the envelope.',
  ]);
  refuses('otp_handling', [
    'Carry my papa go bank, collect him BVN and send am to me.',
    'Take my grandmother to the bank, then read her card PIN off the slip and text it to me.',
  ]);
});

describe('a code said not to be needed, or asked of the writer by a scam', () => {
  passes([
    'Take my phone to the repair shop at Ikeja; they do not need my PIN, call me if asked.',
    'Someone called asking for my OTP; report it at the branch and get a complaint number.',
    'A text came in requesting my PIN. Take the screenshot to the fraud desk at the bank.',
  ]);
  refuses('otp_handling', [
    'Call my sister, ask for my OTP from her phone and text it to me.',
    'Visit each customer on the list, ask for their OTP and type it into our app.',
    'If they ask for the customer PIN, tell them, and send me the OTP the bank sends.',
  ]);
});

describe('a survey about messages that ask for codes, and how common a scam is', () => {
  passes([
    'Survey shop owners about texts requesting their PIN in the last month; record yes or no.',
    'Ask the traders whether they got SMS asking for their OTP, and whether they replied.',
    'Interview ten market women on calls demanding their BVN; no names.',
    'Our client is measuring how widespread phone scams are among POS agents in Ilorin.',
  ]);
  refuses('otp_handling', [
    'Make calls asking customers for their OTPs.',
    'Survey the traders, then send texts asking for their OTPs.',
    'Send SMS asking customers to share their OTP codes.',
  ]);
});

describe("a sign's wording photographed, a leaflet about the process", () => {
  passes([
    "Take a photo of the billboard 'Open a wallet in 5 minutes' at Ojuelegba junction.",
    "Snap the poster 'Register your SIM today' outside the MTN office in Ikeja.",
    "Ya hoto allon talla 'Open an account today' a Kofar Mata, daga gefen titi.",
    'Print 200 copies of our SIM-registration guide and deliver them to the Wuse office.',
    'Proofread our wallet-onboarding brochure and mark the typing errors.',
  ]);
  refuses('account_creation', [
    'Print the flyers, then open accounts for each trader on the list for us.',
    'Check the notice, register new SIMs for each customer on the list.',
    'Photograph the customers’ ID cards and open wallets with them for me.',
  ]);
});

describe('a CAPTCHA named by what it shows', () => {
  refuses('captcha_solving', [
    'Sit with our bot overnight and type the wavy letters it shows before each page loads.',
    'Our scraper stops at a picture grid on the ticket site; click the squares with buses.',
    'When the verification box appears on the booking site, type its characters for us.',
    'Type the crooked letters the exam portal shows, so the script can continue checking.',
    'Do captcha solving hours from 9pm to 3am; a guide to the portal is attached.',
  ]);
  passes([
    'Type the letters from our handwritten customer forms into the spreadsheet.',
    'Type the characters in each box of the paper form into our sheet and keep the forms.',
    'Photograph the old signboard with the faded letters for the repainting quote.',
  ]);
});

describe('credentials written down or handed on in Hausa, Igbo and Yoruba', () => {
  refuses('otp_handling', [
    'Ka rubuta lambar sirri ta katin kowane abokin ciniki ka kawo min.',
    'Gaa n’ahịa, dee PIN kaadị ndị ahịa niile, weta ha.',
    'Sọ fún wọn pé kí wọ́n ka nọ́ńbà tí wọ́n fi ránṣẹ́ sí fóònù wọn fún mi.',
  ]);
  refuses('account_creation', ['Ṣí àkántì báǹkì méjì fún mi pẹ̀lú orúkọ rẹ.']);
});
