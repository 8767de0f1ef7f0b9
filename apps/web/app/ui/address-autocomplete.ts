/** Autofill tokens of a courier address's parts, for both address forms: the street line, the apartment as the second line. */
export const ADDRESS_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  street: 'address-line1',
  apartment: 'address-line2',
};
