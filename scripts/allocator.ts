// glibc's allocator settings for the portal's process. glibc reads them only when a process starts, so
// `npm start` (scripts/start.ts) re-executes itself with them (process.execve: the same process id, the
// same process, nothing left running beside it) unless the environment sets MALLOC_ARENA_MAX already.
//
// Why: the embedded database's WebAssembly is compiled by V8 on background threads, and a few of
// PostgreSQL's largest functions need hundreds of MiB of compiler memory for a
// moment when they are optimised. glibc hands that out from per-thread arenas and, having raised its mmap
// threshold after the first large free, keeps most of it for the process's lifetime. Two arenas and a fixed
// 128 KiB trim/mmap threshold return it: about 60 MiB less resident memory between bursts with PGlite
// (docs/performance.md, its section on memory and cold start). Other C libraries ignore these variables.
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_TRIM_THRESHOLD_: "131072",
  MALLOC_MMAP_THRESHOLD_: "131072",
};
