// Operator photos: set by the Operator in the app (/worker/v1/me/photo) or by an admin
// (/internal/v1/operators/:id/photo), served to anyone holding the URL at GET
// /v1/operator_photos/:id. The id is minted anew for each photo (`oph_` + 22 base62, ~131 bits),
// so a URL names one photo and no Operator: it appears only where the public projection goes
// (photo_url of /v1/workers, /v1/workers/:id and a verified Pass), and a replaced photo's URL
// stops answering. The image is re-encoded without metadata (runtime/operator-photo.ts), written
// and synced to the media store before the WAL record that points to it.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import type { OperatorPhoto } from '../core/state.ts';
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import { mintId } from '../runtime/ids.ts';
import {
  normalizePhoto,
  PHOTO_BODY_LIMIT_BYTES,
  PHOTO_BYTES_MAX,
  PHOTO_SIDE_PX,
} from '../runtime/operator-photo.ts';
import { defineOp, type OpContext } from './operation.ts';
import { Id } from './schemas.ts';

const PHOTO_PATH = '/v1/operator_photos';

/** Where a photo is served, relative to {base_url} (as jwks_url is). */
export function photoUrl(photo: OperatorPhoto | undefined): string | null {
  return photo ? `${PHOTO_PATH}/${photo.id}` : null;
}

const PhotoUpload = {
  image_base64: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'standard base64 without line breaks')
    .describe(
      `A JPEG, PNG or WebP image, base64; at most ${PHOTO_BYTES_MAX} bytes decoded. Stored ` +
        `as a JPEG of at most ${PHOTO_SIDE_PX} px a side, without EXIF or other metadata.`,
    ),
};
const PhotoSet = z.object({
  operator_id: z.string(),
  photo_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

async function setPhoto(
  ctx: OpContext,
  operatorId: string,
  base64: string,
): Promise<z.infer<typeof PhotoSet>> {
  if (!ctx.engine.stateOf(OPERATORS_ROUTING_KEY).operators.has(operatorId))
    throw new DomainError('not_found', { resource: 'operator' });
  if (!ctx.services.media) throw new Error('no media store configured');
  const { jpeg, width, height } = await normalizePhoto(Buffer.from(base64, 'base64'));
  const mediaSha256 = await ctx.services.media.put(jpeg);
  const photoId = mintId('oph');
  await ctx.engine.execute({ type: 'SetOperatorPhoto', operatorId, photoId, mediaSha256 });
  return {
    operator_id: operatorId,
    photo_url: photoUrl({ id: photoId, sha256: mediaSha256 })!,
    width,
    height,
  };
}

const setOwnPhoto = defineOp({
  id: 'worker_set_photo',
  method: 'PUT',
  path: '/worker/v1/me/photo',
  surface: 'worker',
  bodyLimitBytes: PHOTO_BODY_LIMIT_BYTES,
  summary: "Set this Operator's photo",
  description:
    "The photo a client sees when it verifies this Operator's Pass, and in the public " +
    'projection. Replaces any earlier photo (whose URL then stops answering).',
  input: z.object(PhotoUpload),
  output: PhotoSet,
  idempotency: 'none',
  readOnly: false,
  async handler(ctx, input) {
    if (!ctx.operatorId) throw new Error('operation needs an authenticated Operator');
    return setPhoto(ctx, ctx.operatorId, input.image_base64);
  },
});

const adminSetPhoto = defineOp({
  id: 'admin_set_operator_photo',
  method: 'PUT',
  path: '/internal/v1/operators/:id/photo',
  surface: 'admin',
  bodyLimitBytes: PHOTO_BODY_LIMIT_BYTES,
  summary: "Set an Operator's photo (onboarding staff)",
  description: 'As PUT /worker/v1/me/photo, for the Operator named in the path.',
  input: z.object({ id: Id.describe('Operator id'), ...PhotoUpload }),
  output: PhotoSet,
  idempotency: 'none',
  readOnly: false,
  async handler(ctx, input) {
    return setPhoto(ctx, input.id, input.image_base64);
  },
});

const getOperatorPhoto = defineOp({
  id: 'get_operator_photo',
  method: 'GET',
  path: `${PHOTO_PATH}/:id`,
  surface: 'discovery',
  rateLimitedByIp: true,
  summary: "An Operator's photo",
  description:
    'The JPEG behind a photo_url (of a verified Pass or an Operator projection). No key: ' +
    'whoever checks a Pass at the door has none, and the unguessable id is the credential. ' +
    'The image carries no metadata; an unknown or replaced id answers not_found.',
  input: z.object({ id: z.string().min(1).max(100).describe('Photo id, from a photo_url') }),
  output: z.object({
    content_type: z.literal('image/jpeg'),
    content: z.custom<Buffer>((v) => Buffer.isBuffer(v)),
  }),
  produces: {
    contentType: 'image/jpeg',
    description: 'The photo: a JPEG of at most 512 px a side, without metadata',
  },
  idempotency: 'none',
  readOnly: true,
  async handler(ctx, input) {
    const operator = ctx.engine.indexes.operatorForPhotoId(input.id);
    if (!operator?.photo || !ctx.services.media)
      throw new DomainError('not_found', { resource: 'photo' });
    return {
      content_type: 'image/jpeg' as const,
      content: await ctx.services.media.get(operator.photo.sha256),
    };
  },
  // Content-addressed by its id (a new photo gets a new id): cacheable for good, and never sniffed.
  raw: (result) => ({
    contentType: result.content_type,
    body: result.content,
    headers: {
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  }),
});

export const OPERATOR_PHOTO_OPS = [setOwnPhoto, adminSetPhoto, getOperatorPhoto];
