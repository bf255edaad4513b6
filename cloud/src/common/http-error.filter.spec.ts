import {
  BadRequestException,
  HttpException,
  InternalServerErrorException,
  GatewayTimeoutException,
  ServiceUnavailableException,
  NotFoundException,
} from '@nestjs/common';
import { INTERNAL_ERROR_MESSAGE, toErrorBody } from './http-error.filter';

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
});
