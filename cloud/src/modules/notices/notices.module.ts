import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BannerMessageRecord } from './banner-message.entity';
import { NoticesController } from './notices.controller';
import { NoticesService } from './notices.service';
import { ReleaseNoteRecord } from './release-note.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ReleaseNoteRecord, BannerMessageRecord])],
  controllers: [NoticesController],
  providers: [NoticesService],
  exports: [NoticesService],
})
export class NoticesModule {}
