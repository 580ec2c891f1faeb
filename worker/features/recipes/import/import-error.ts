import { IMPORT_ERROR_STATUS, IMPORT_MESSAGES, type ImportErrorKind } from '@shared/schemas/recipe-import';
import { AppError } from '../../../lib/errors';

/** Why an import failed. An AppError: thrown from a route, app.onError answers its status and French message. */
export class ImportError extends AppError {
  constructor(readonly kind: ImportErrorKind) {
    super(IMPORT_ERROR_STATUS[kind], IMPORT_MESSAGES[kind]);
    this.name = 'ImportError';
  }
}
