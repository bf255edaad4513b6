import {
  BadRequestException,
  HttpException,
  InternalServerErrorException,
  GatewayTimeoutException,
  ServiceUnavailableException,
  NotFoundException,
} from '@nestjs/common';
import { REQUEST_INPUT_MESSAGES } from '@oak/shared';
import { QueryFailedError } from 'typeorm';
import { INTERNAL_ERROR_MESSAGE, toErrorBody } from './http-error.filter';

function queryFailed(code: string): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], Object.assign(new Error('driver said no'), { code }));
}

describe('toErrorBody', () => {
  it('keeps the status and message of a client error', () => {
    expect(toErrorBody(new NotFoundException('Lab not found'))).toEqual({
      statusCode: 404,
      message: 'Lab not found',
    });
  });

  it('joins a list of validation messages', () => {
    expect(toErrorBody(new BadRequestException(['name is required', 'locale is required']))).toEqual({
      statusCode: 400,
      message: 'name is required; locale is required',
    });
  });

  it('takes a plain string response as the message', () => {
    expect(toErrorBody(new HttpException('Too many requests', 429))).toEqual({
      statusCode: 429,
      message: 'Too many requests',
    });
  });

  it('never shows the details of a server error', () => {
    expect(toErrorBody(new InternalServerErrorException('password=hunter2'))).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(toErrorBody(new Error('connection string leaked'))).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(toErrorBody('a thrown string')).toEqual({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
  });

  it('says why on a deliberate 502-504, e.g. a silent Pi', () => {
    expect(
      toErrorBody(new GatewayTimeoutException('Raspberry Pi pi-1 did not answer within 3000 ms')),
    ).toEqual({
      statusCode: 504,
      message: 'Raspberry Pi pi-1 did not answer within 3000 ms',
    });
    expect(toErrorBody(new ServiceUnavailableException('Raspberry Pi pi-1 is offline'))).toEqual({
      statusCode: 503,
      message: 'Raspberry Pi pi-1 is offline',
    });
  });

  it.each([
    ['22P02', REQUEST_INPUT_MESSAGES.wrongForm],
    ['22007', REQUEST_INPUT_MESSAGES.wrongForm],
    ['22008', REQUEST_INPUT_MESSAGES.dateOutOfRange],
    ['22003', REQUEST_INPUT_MESSAGES.numberOutOfRange],
    ['22021', REQUEST_INPUT_MESSAGES.textNotStorable],
    ['22001', REQUEST_INPUT_MESSAGES.textTooLong],
    ['22012', REQUEST_INPUT_MESSAGES.wrongForm],
  ])('answers the data exception %s of a query with 400', (code, message) => {
    expect(toErrorBody(queryFailed(code))).toEqual({ statusCode: 400, message });
  });

  it('keeps every other failed query a 500 that says nothing of the database', () => {
    expect(toErrorBody(queryFailed('23505'))).toEqual({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
    expect(toErrorBody(queryFailed('57P01'))).toEqual({ statusCode: 500, message: INTERNAL_ERROR_MESSAGE });
  });
});
