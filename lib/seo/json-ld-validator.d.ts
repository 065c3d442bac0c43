/** The part of `@adobe/structured-data-validator` (a JavaScript package without types) that the tests use. */
declare module '@adobe/structured-data-validator/src/validator.js' {
  export class Validator {
    constructor(schemaOrgJson: object);
    validate(data: { jsonld?: Record<string, object[]> }): Promise<unknown[]>;
  }
}
