/** The size of the demo catalogue every test database starts from. */
export const TEST_SEED_PRODUCTS = 300;
