// Error thrown by every link builder in this package, so callers can catch one type and read the bad parameter.

/** A link was not built because one input was invalid; `param` names that input. */
export class LinkParamError extends Error {
  override readonly name: string = 'LinkParamError';
  readonly param: string;

  constructor(param: string, message: string) {
    super(message);
    this.param = param;
  }
}
