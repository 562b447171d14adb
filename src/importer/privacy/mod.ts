/**
 * Keeping personal data out of every file the importer writes and off the
 * terminal. A document's identity block (patient name, PESEL, birth date,
 * address, the doctor) is detected, its lines are never parsed as results,
 * and a {@link PrivacyGuard} checks every text before it is written (any
 * identity string, or any standalone 11-digit number, PESEL-like, stops it)
 * and masks every text before it is printed ({@link PrivacyGuard.mask},
 * {@link maskLongNumbers}).
 *
 * @module
 */

export {
  hasPeselLike,
  identityFields,
  identityOfLines,
  isIdentityLine,
  isValidPesel,
  peselBirthDate,
} from "./identity_lines.ts";
export { type IdentityField, nameWords, PrivacyGuard } from "./guard.ts";
export { MASK, maskLongNumbers, maskSpans } from "./mask.ts";
export { fileNameWords, maskFileNumbers, plainFileName } from "./file_name.ts";
