// The create-workflow body: shared by create_workflow and Loop templates of kind workflow.
import { z } from 'zod';
import { IsoTime } from './schemas.ts';

export const CreateWorkflowBody = z.object({
  product: z
    .string()
    .min(1)
    .max(64)
    .describe('Product id from GET /v1/workflow_products')
    .meta({ examples: ['business_address_verification'] }),
  zone_ref: z
    .string()
    .min(1)
    .max(120)
    .describe('A live zone from GET /v1/zones')
    .meta({ examples: ['ng.lagos.ikeja'] }),
  inputs: z
    .record(z.string(), z.unknown())
    .describe("The product's inputs, as its inputs_schema in GET /v1/workflow_products says")
    .meta({ examples: [{ business_name: 'Mama Put Kitchen', address: '12 Allen Avenue, Ikeja' }] }),
  deadline: IsoTime.describe(
    'When every step must be done by (ISO 8601, UTC); a step not accepted by then expires ' +
      'and the workflow fails',
  ),
});
