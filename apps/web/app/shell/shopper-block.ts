/**
 * The id of the data block (`<script type="application/json">`) that carries the shopper's own layout
 * block in a shared render the server spliced for a browser without scripts (shopper-splice.server.ts);
 * the page hydrates with it (shared-user.tsx).
 */
export const SHOPPER_BLOCK_ID = 'shopper-block';
