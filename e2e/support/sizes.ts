/** A product page's size radio: named by the size, then by its own price when the sizes differ in price. */
export const sizeNamed = (size: string): RegExp => new RegExp(`^${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
