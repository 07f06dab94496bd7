/**
 * Countries and currencies by name for the opening form (./opening-form-fields.tsx): the form offers
 * "Canada" and "Euro (EUR)" and stores the codes behind them (ISO 3166-1 alpha-2, ISO 4217), as the
 * rules and the job posting's structured data ask. The names are the browser's own (Intl.DisplayNames,
 * English); a code it cannot name is offered as itself.
 */

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }) : null;
const currencyNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' }) : null;

/**
 * Two-letter codes Intl names that are not countries (unions, reserved and private-use codes, places
 * ISO 3166-1 does not list on their own).
 */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'XK', 'ZZ']);

export interface NamedCode {
  code: string;
  name: string;
}

const byName = (a: NamedCode, b: NamedCode) => a.name.localeCompare(b.name, 'en');

let countries: NamedCode[] | null = null;

/** Every country Intl has a name for, by name. */
export function countryList(): NamedCode[] {
  if (!countries) {
    const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
    countries = letters
      .flatMap((first) => letters.map((second) => first + second))
      .filter((code) => !NOT_COUNTRIES.has(code))
      .flatMap((code) => {
        const name = regionNames?.of(code);
        return name && name !== code ? [{ code, name }] : [];
      })
      .sort(byName);
  }
  return countries;
}

/** A country's name ("CA" → "Canada"), or the code itself when it has none. */
export function countryName(code: string): string {
  try {
    return (code && regionNames?.of(code)) || code;
  } catch {
    // Not a code at all (Intl throws on "U").
    return code;
  }
}

/** The currencies most salaries here are paid in, offered first. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'INR', 'SGD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'BRL', 'MXN', 'ZAR'];

let currencies: { common: NamedCode[]; others: NamedCode[] } | null = null;

/** A currency's name with its code ("EUR" → "Euro (EUR)"), or the code itself when it has none. */
export function currencyName(code: string): string {
  try {
    const name = code ? currencyNames?.of(code) : undefined;
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The common currencies, then every other one Intl knows, by name. */
export function currencyLists(): { common: NamedCode[]; others: NamedCode[] } {
  if (!currencies) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
    const common = new Set(COMMON_CURRENCIES);
    currencies = {
      common: COMMON_CURRENCIES.map((code) => ({ code, name: currencyName(code) })),
      others: known.filter((code) => !common.has(code)).map((code) => ({ code, name: currencyName(code) })).sort(byName),
    };
  }
  return currencies;
}

/** The codes in a stored list ("US, CA"), in order, each once. */
export function codesIn(list: string): string[] {
  return [...new Set(list.split(/[\s,]+/).map((code) => code.trim().toUpperCase()).filter(Boolean))];
}
