import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LabsModule } from '../labs/labs.module';
import { LiveSocketService } from './live-socket.service';

/** The live sockets of the console (Socket.IO, namespace /live). */
@Module({
  imports: [AuthModule, LabsModule],
  providers: [LiveSocketService],
})
export class LiveModule {}
