import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type BddActionMessage,
  type BddActionState,
  BDD_ACTION_EXECUTION_STATES,
  BDD_PAUSE_EXECUTION_STATE,
} from '@oak/shared';
import { Repository } from 'typeorm';
import { isUuid } from '../../../common/company-scope.util';
import { JobActionRecord } from './job-action.entity';

/** An action as the live feed and the BDD helper call show it (doc 1 §3 action_message_to_show_in_console). */
export function toBddActionMessage(
  action: Pick<JobActionRecord, 'id' | 'state' | 'message'>,
): BddActionMessage {
  return {
    id: action.id,
    executionState:
      action.state === 'pending' ? BDD_PAUSE_EXECUTION_STATE : BDD_ACTION_EXECUTION_STATES[action.state],
    message: action.message,
  };
}

/** The operator actions of runs in Postgres: asked by a runner, answered by a person. */
@Injectable()
export class OperatorActionsStore {
  constructor(@InjectRepository(JobActionRecord) private readonly actions: Repository<JobActionRecord>) {}

  /** The action of a job's step: made pending when first asked, the same one (answered or not) after. */
  async open(jobId: string, stepKey: string, message: string): Promise<JobActionRecord> {
    await this.actions.createQueryBuilder().insert().values({ jobId, stepKey, message }).orIgnore().execute();
    return this.actions.findOneByOrFail({ jobId, stepKey });
  }

  /** One action of a job, or null (an id that is no UUID names none). */
  async find(jobId: string, actionId: string): Promise<JobActionRecord | null> {
    return isUuid(actionId) ? this.actions.findOneBy({ id: actionId, jobId }) : null;
  }

  /** Answers a pending action; undefined when it is not pending (anymore). */
  async answer(jobId: string, actionId: string, state: BddActionState): Promise<JobActionRecord | undefined> {
    const { affected } = await this.actions.update(
      { id: actionId, jobId, state: 'pending' },
      { state, answeredAt: () => 'now()' },
    );
    return affected ? this.actions.findOneByOrFail({ id: actionId }) : undefined;
  }
}
