import { Global, Module } from '@nestjs/common';
import { MailAdapter } from './mail.adapter';

@Global()
@Module({ providers: [MailAdapter], exports: [MailAdapter] })
export class MailModule {}
