// Proof photos as an agent sees them over MCP: image content beside get_proof's report, and
// `errand://tasks/{id}/proof/{n}` resources, so a multimodal agent can look before approving.
// Each is re-encoded (at most 1024 px a side, JPEG) with no metadata: the Operator's camera,
// time and GPS stay with the verification, not in the agent's context (docs/mcp.md, "Proof").
import sharp from 'sharp';
import type { MediaStore } from '../runtime/media-store.ts';

interface ImageData {
  readonly data: string;
  readonly mimeType: 'image/jpeg';
}

export type ProofImageLoader = (sha256: string) => Promise<ImageData>;

/** At most this many photos go into one get_proof answer (the rest are resources). */
export const PROOF_IMAGES_PER_CALL = 4;

const SIDE_PX = 1024;

export function proofImageLoader(media: MediaStore): ProofImageLoader {
  return async (sha256) => {
    const bytes = await media.get(sha256);
    const jpeg = await sharp(bytes)
      .rotate()
      .resize(SIDE_PX, SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { data: jpeg.toString('base64'), mimeType: 'image/jpeg' };
  };
}
