/**
 * A procedure's successful JSON answer as each adapter sends it, at the versions ./README.md pins:
 * REST (trpc-to-openapi) the bare value, tRPC `{"result":{"data":...}}` (JSON.stringify, no
 * transformer), each with its own content type. For answers written without the adapters, from
 * a cursor a batch at a time (src/server/response-cache/whole-catalogue.ts);
 * test/server/platform/rest-fast-path-contract.test.ts compares the REST form with the adapter's.
 */
export const ADAPTER_FORMATS = {
  rest: { contentType: 'application/json; charset=utf-8', open: '', close: '' },
  trpc: { contentType: 'application/json', open: '{"result":{"data":', close: '}}' },
} as const;

export type AdapterFormat = keyof typeof ADAPTER_FORMATS;
