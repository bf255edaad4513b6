import { BadRequestException } from '@nestjs/common';
import { REQUEST_INPUT_MESSAGES } from '@oak/shared';
import { QueryFailedError } from 'typeorm';

/**
 * Postgres' data exceptions (SQLSTATE class 22) that only a request's value
 * can cause, as the 400 they are: a non-uuid id in a filter, a date outside
 * the range of `timestamptz`, a NUL in text. One translation for every route,
 * behind the checks each route makes; never a 500 for the client's input.
 */
const DATA_EXCEPTION_MESSAGES: Readonly<Record<string, string>> = {
  '22P02': REQUEST_INPUT_MESSAGES.wrongForm, // invalid_text_representation
  '22007': REQUEST_INPUT_MESSAGES.wrongForm, // invalid_datetime_format
  '22008': REQUEST_INPUT_MESSAGES.dateOutOfRange, // datetime_field_overflow
  '22009': REQUEST_INPUT_MESSAGES.dateOutOfRange, // invalid_time_zone_displacement_value
  '22003': REQUEST_INPUT_MESSAGES.numberOutOfRange, // numeric_value_out_of_range
  '22021': REQUEST_INPUT_MESSAGES.textNotStorable, // character_not_in_repertoire
  '22P05': REQUEST_INPUT_MESSAGES.textNotStorable, // untranslatable_character
  '22001': REQUEST_INPUT_MESSAGES.textTooLong, // string_data_right_truncation
};

/** The SQLSTATE of a failed query, if the error is one. */
export function sqlStateOf(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A 400 for a data exception of the request's values; undefined for every other error. */
export function databaseInputError(error: unknown): BadRequestException | undefined {
  const state = sqlStateOf(error);
  if (!state?.startsWith('22')) return undefined;
  return new BadRequestException(DATA_EXCEPTION_MESSAGES[state] ?? REQUEST_INPUT_MESSAGES.wrongForm);
}
