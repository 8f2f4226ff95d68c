// The customer number the credit line's IVR asks a withheld or foreign caller for: eight digits,
// random (it tells nothing about how many accounts there are or which came first), the last one
// a Luhn check digit so that a mistyped digit or two swapped neighbours never name an account.

/** The Luhn check digit for a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right, every second digit (starting with the one next to the check digit) is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const customerNumberPattern = /^[1-9]\d{7}$/;

/** Eight digits, not starting with 0, whose last digit checks the first seven. */
export function isCustomerNumber(value: string): boolean {
  return customerNumberPattern.test(value) && luhnCheckDigit(value.slice(0, 7)) === Number(value.slice(7));
}

/** A customer number from seven given digits (the first not 0). */
export function customerNumberFrom(sevenDigits: string): string {
  return `${sevenDigits}${luhnCheckDigit(sevenDigits)}`;
}
