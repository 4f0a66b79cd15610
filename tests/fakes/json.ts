// Parsed JSON of any shape, as the fakes and their tests read a request body or an answer: field by field, after
// the provider's published schema (or the test's own expectations) has checked it. A precise type for every body
// would copy those schemas by hand, and a wrong copy would hide what the schema check is there to catch.
// biome-ignore lint/suspicious/noExplicitAny: JSON read field by field after a schema check (see above)
export type Json = Record<string, any>;
