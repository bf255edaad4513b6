import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';

/** The one clock of a cloud node, for every module (tests override the Clock provider). */
@Global()
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [Clock],
})
export class ClockModule {}
