import { AppError } from "../errors.ts";
import type { TExpiredBy } from "../forms/formExpiry.ts";

export const FORM_CLOSED = "This form no longer accepts answers";
export const WRONG_FORM_PASSWORD = "Wrong password";

/** 410: the form is inactive or expired (by date, scans or this client's IP). */
export class FormClosedError extends AppError {
  readonly status = 410;
  constructor(readonly expiredBy: TExpiredBy) {
    super(FORM_CLOSED);
    this.name = "FormClosedError";
  }
}
