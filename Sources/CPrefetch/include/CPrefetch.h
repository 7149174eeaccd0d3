#ifndef TESSERA_CPREFETCH_H
#define TESSERA_CPREFETCH_H

// Swift has no prefetch instruction. A hash table far larger than the caches waits for
// memory at every probe; asking for a slot several keys ahead lets those waits overlap.
// A hint only: it never faults and changes nothing.
static inline void tessera_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
