// glibc's allocator setting for the processes `npm test` and CI's PostgreSQL run start (docs/testing.md,
// "Fresh memory"): on a virtual machine that backs a page of memory only when it is first touched, and takes
// freed memory back, every 4 KB page a process touches for the first time costs a trip out of the machine
// (about 13 µs on the 2-core machine measured, 75 times what touching it again costs), and drawing a page
// allocates and frees tens of megabytes. With `hugetlb=1` glibc asks for its large blocks in 2 MB pages where
// the kernel gives them on request (transparent huge pages in `madvise` mode, Debian's default): vitest's
// drawing project took 604 and 645 s of CPU with it against 666 and 698 s without (2026-12-02). Keeping freed
// memory in the heap as well (`trim_threshold`, `mmap_threshold`, `arena_max`) took that project to 567 s, but
// whole runs with it were no faster (2,796 and 2,950 s of CPU against 2,723 s), and memory kept idle may be
// what such a host's monitor pages out: not kept. Production keeps `npm start`'s own settings (package.json;
// tests/load/server.ts clears this for the servers it starts as production does). Elsewhere (musl, macOS) the
// variable is ignored.
import { pathToFileURL } from 'node:url';

export const TEST_MALLOC_TUNABLES = 'glibc.malloc.hugetlb=1';

// Run as a program it prints it, for .ci/run's shell.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(TEST_MALLOC_TUNABLES);
