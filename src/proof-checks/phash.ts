// The 64-bit DCT perceptual hash of sharp-phash 2.2 (the one docs/design.md says was measured: ~3
// bits for a resized q50 copy), computed separably. sharp-phash evaluates the full 32×32 2-D DCT
// term by term (32⁴ products, ~6 ms a photo, half the verifier's time); only the 8×8 low
// frequencies are used, and as rows then columns they cost ~10k products.
// test/proof-checks/phash.test.ts pins equality.
import sharp from 'sharp';

const N = 32;
const LOW = 8;
/** COS[k][n] = cos((2k+1)nπ / 2N), sharp-phash's table. */
const COS = Array.from({ length: N }, (_, k) =>
  Float64Array.from({ length: N }, (_, n) => Math.cos(((2 * k + 1) / (2 * N)) * n * Math.PI)),
);

export interface RawImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

/** Hex pHash of raw pixels: greyscale, squashed to 32×32, DCT, 8×8 low band against its mean. */
export async function phashHex(image: RawImage): Promise<string> {
  const { data, width, height, channels } = image;
  const grey = await sharp(data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } })
    .greyscale()
    .resize(N, N, { fit: 'fill' })
    .raw()
    .toBuffer();
  return hashOfGrey32(grey);
}

/** sharp-phash's s[x][y] = pixel (column x, row y); F[u][v] for u, v in 1..8. */
export function hashOfGrey32(grey: Uint8Array): string {
  if (grey.length !== N * N)
    throw new Error(`pHash needs ${N * N} grey pixels, got ${grey.length}`); // programmer error
  // Along x for each row y: T[u][y] = Σx COS[x][u] · s[x][y].
  const t = Array.from({ length: LOW }, () => new Float64Array(N));
  for (let u = 1; u <= LOW; u++) {
    for (let y = 0; y < N; y++) {
      let sum = 0;
      for (let x = 0; x < N; x++) sum += COS[x]![u]! * grey[N * y + x]!;
      t[u - 1]![y] = sum;
    }
  }
  // Along y: F[u][v] = ¼ Σy COS[y][v] · T[u][y] (the √½ factors apply only to u or v = 0).
  const f = new Float64Array(LOW * LOW);
  let total = 0;
  for (let u = 0; u < LOW; u++) {
    for (let v = 0; v < LOW; v++) {
      let sum = 0;
      for (let y = 0; y < N; y++) sum += COS[y]![v + 1]! * t[u]![y]!;
      f[u * LOW + v] = sum / 4;
      total += sum / 4;
    }
  }
  const mean = total / (LOW * LOW);
  let hex = '';
  for (let i = 0; i < LOW * LOW; i += 4) {
    let nibble = 0;
    for (let b = 0; b < 4; b++) nibble = (nibble << 1) | (f[i + b]! > mean ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}
