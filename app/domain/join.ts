// Rules of the /unete-dagos join form (docs/product.md §3.3) that both the form and the server use.
import { addMonths, mexicoToday, type IsoDate } from "./calendar";

/** Birth years offered: 1940 to the current year. */
export const FIRST_BIRTH_YEAR = 1940;
export const FIRST_BIRTH_DATE: IsoDate = `${FIRST_BIRTH_YEAR}-01-01`;
export const DEFAULT_AGE_YEARS = 18;

/** The form's default birth date: 18 years before today (Mexico City). */
export function defaultBirthDate(today: IsoDate = mexicoToday()): IsoDate {
  return addMonths(today, -12 * DEFAULT_AGE_YEARS);
}
