import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  CUSTOM_SCENARIO_API_MESSAGES,
  CUSTOM_SCENARIO_FORM_FIELDS,
  UDT_AUDIO_ARCHIVE_LIMIT_BYTES,
} from '@oak/shared';
import { type Observable } from 'rxjs';

/** The multipart form's limits: two files, each at most the archive's size, and a few small fields. */
const UPLOAD_LIMITS = {
  fileSize: UDT_AUDIO_ARCHIVE_LIMIT_BYTES,
  files: 2,
  fields: 4,
  fieldSize: 64 * 1024,
  parts: 8,
};

const MultipartForm = FileFieldsInterceptor(
  [
    { name: CUSTOM_SCENARIO_FORM_FIELDS.testDefinitionFile, maxCount: 1 },
    { name: CUSTOM_SCENARIO_FORM_FIELDS.audioFile, maxCount: 1 },
  ],
  {
    limits: UPLOAD_LIMITS,
    // Browsers send a file name's UTF-8 bytes as they are; multer would read them as Latin-1.
    defParamCharset: 'utf8',
  },
);

/**
 * Reads the form of POST and PUT /api/customscenarios into memory (doc 2 §7).
 * Malformed forms, unknown file fields and exceeded limits are 4xx (the
 * framework's translation); a file over the size limit names the limit.
 */
@Injectable()
export class CustomScenarioUploadInterceptor implements NestInterceptor {
  private readonly form = new MultipartForm();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.form.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw new PayloadTooLargeException(CUSTOM_SCENARIO_API_MESSAGES.audioTooBig);
      throw error;
    }
  }
}
