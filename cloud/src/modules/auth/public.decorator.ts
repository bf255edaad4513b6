import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'oak:public';

/** A route that needs no session: sign-in, the password flows, health, /config.json. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
