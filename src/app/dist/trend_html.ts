// deno-fmt-ignore-file
// deno-lint-ignore-file
/** The built trend view (placeholder until the first build). @module */
export default "<!doctype html><meta charset=utf-8><title>Trend</title><p>Trend view not built yet</p>";
