// The C allocator's own account of the memory it has handed out, for the large-document probe.
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back: glibc's `mallinfo2` (bytes in use in
/// its arenas plus blocks it mapped on their own); 0 with another C library.
size_t heap_bytes_in_use(void);
