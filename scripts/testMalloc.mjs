// glibc's allocator settings for the processes `npm test` and CI's PostgreSQL run start (docs/testing.md,
// "Fresh memory"): on a virtual machine that backs a page of memory only when it is first touched, and takes
// freed memory back, every 4 KB page a process touches for the first time costs a trip out of the machine
// (about 13 µs on the 2-core machines the tests run on, 75 times what touching it again costs). Drawing a page
// allocates and frees tens of megabytes. So the tests' processes ask for memory in 2 MB pages where the kernel
// gives them on request (`hugetlb=1`: transparent huge pages in `madvise` mode, Debian's default), keep what
// they free for the next page instead of handing it back (`trim_threshold`, `mmap_threshold`: a print-size page
// of 26 MB stays in the heap), and share four heaps between their threads (`arena_max`). The vitest drawing
// project took 567 s of CPU with these against 666–698 s without (2026-12-02). Production keeps `npm start`'s own
// settings, which give memory back (package.json; tests/load/server.ts clears these for the servers it starts
// as production does). Elsewhere (musl, macOS) the variable is ignored.
import { pathToFileURL } from 'node:url';

export const TEST_MALLOC_TUNABLES = [
  'glibc.malloc.hugetlb=1',
  'glibc.malloc.arena_max=4',
  `glibc.malloc.mmap_threshold=${32 * 1024 * 1024}`,
  `glibc.malloc.trim_threshold=${256 * 1024 * 1024}`,
].join(':');

// Run as a program it prints them, for .ci/run's shell.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(TEST_MALLOC_TUNABLES);
