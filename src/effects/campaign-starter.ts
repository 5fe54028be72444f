// Effects after commit for campaigns: rows become tasks in the background, a batch per record,
// while the campaign is active; once every row's task has ended, the campaign completes. Driven
// from committed records, so a crash anywhere is healed at the next start by resume(): the rows
// already made are in the log with their tasks, and creation goes on from the first row without
// one.
import type { CommandRecord } from '../core/events.ts';
import type { Campaign } from '../core/state.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Effect } from './effect.ts';

/** Rows per record: about 50 KB of log; a 10,000-row campaign is 100 records. */
const CAMPAIGN_BATCH_ROWS = 100;
const RETRY_MS = 200;

export class CampaignStarter implements Effect {
  readonly hears = 'owned';
  private stopped = false;
  private readonly running = new Set<string>();

  constructor(
    private readonly engine: Engine,
    private readonly batchRows = CAMPAIGN_BATCH_ROWS,
  ) {}

  committed(shard: number, _seq: number, record: CommandRecord): void {
    let taskEnded = false;
    for (const e of record.events) {
      if (e.type === 'CampaignCreated') this.create(e.campaign.orgId, e.campaign.id);
      else if (e.type === 'CampaignMoved' && e.to === 'active')
        this.create(this.orgOf(shard, e.campaignId), e.campaignId);
      else if (e.type === 'TaskMoved') taskEnded = true;
    }
    if (taskEnded) this.finishDone(shard);
  }

  start(): void {
    this.resume();
  }

  shardTaken(shard: number): void {
    this.resume(shard);
  }

  /** Campaigns a previous run left with rows to make, or ended but not completed. */
  private resume(only?: number): void {
    for (const [shard, state] of this.engine.ownedStates(only)) {
      for (const c of state.campaigns.values())
        if (c.status === 'active' && c.created < c.rows.length) this.create(c.orgId, c.id);
      this.finishDone(shard);
    }
  }

  close(): void {
    this.stopped = true;
  }

  private orgOf(shard: number, campaignId: string): string | undefined {
    return this.engine.states().get(shard)?.campaigns.get(campaignId)?.orgId;
  }

  private finishDone(shard: number): void {
    const state = this.engine.states().get(shard);
    if (!state) return;
    for (const c of state.campaigns.values()) if (isDone(c)) this.finish(c.orgId, c.id);
  }

  private finish(orgId: string, campaignId: string): void {
    if (this.stopped) return;
    queueMicrotask(() => {
      // A refusal leaves the campaign as it was; resume() at the next start finishes it.
      this.engine.execute({ type: 'FinishCampaign', orgId, campaignId }).catch(() => {});
    });
  }

  /**
   * One loop per campaign: a batch, then the next after it commits, until nothing is left or it
   * is paused.
   */
  private create(orgId: string | undefined, campaignId: string): void {
    if (this.stopped || orgId === undefined || this.running.has(campaignId)) return;
    this.running.add(campaignId);
    const next = () => {
      if (this.stopped) return void this.running.delete(campaignId);
      this.engine
        .execute({ type: 'StartCampaignRows', orgId, campaignId, max: this.batchRows })
        .then(
          (result) => {
            // Other shards' work and HTTP requests between batches: setImmediate, not a tight loop.
            if (result.started > 0) setImmediate(next);
            else this.running.delete(campaignId);
          },
          () => {
            // Overloaded or shutting down: try again shortly (a restart's resume() also picks it
            // up).
            if (this.stopped) this.running.delete(campaignId);
            else setTimeout(next, RETRY_MS).unref();
          },
        );
    };
    queueMicrotask(next);
  }
}

function isDone(c: Campaign): boolean {
  return (
    (c.status === 'active' || c.status === 'paused') &&
    c.created === c.rows.length &&
    c.ended === c.rows.length
  );
}
