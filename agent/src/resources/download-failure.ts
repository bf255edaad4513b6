/** Why an object could not be downloaded; `permanent` when trying again cannot help (404, 401, no URL). */
export class DownloadFailure extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}
