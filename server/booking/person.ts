/**
 * Who a booking is for, as the limit of active bookings per person compares
 * it (store.ts create): the e-mail address trimmed and in lower case, the
 * phone number as its nine national digits after +33, 0033 or 0 (the forms
 * shared/contact-validation.ts accepts: « 06 12 34 56 78 », « +33 6 12 34 56 78 »
 * and « +33 (0)6 12 34 56 78 » are one number).
 */

/** An e-mail address as bookings compare it. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A French phone number as bookings compare it: "+33" and its nine digits; the digits alone otherwise. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\(0\)/g, "").replace(/\D/g, "");
  const national = phone.trim().startsWith("+")
    ? digits.replace(/^33/, "")
    : digits.startsWith("0033")
      ? digits.slice(4)
      : digits.replace(/^0/, "");
  return national.length === 9 ? `+33${national}` : digits;
}
