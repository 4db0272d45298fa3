/* ktorch.h - v0.1.0 - transformer kernels in one header: tensors, attention,
   quantization and a memory pool, on CPU (this file), CUDA (ktorch_cuda.h).

   USAGE
     In exactly one C or C++ file:
         #define KTORCH_IMPLEMENTATION
         #include "ktorch.h"
     Everywhere else just #include "ktorch.h".
     Build: cc app.c -lm -lpthread -ldl    (no other dependency)

   CONFIGURATION (define before the implementation include)
     KTORCH_STATIC            all functions static (private to one file)
     KTORCH_MALLOC(sz,u) KTORCH_REALLOC(p,sz,u) KTORCH_FREE(p,u)
                              default host allocator; define all or none.
                              u is ktorch_allocator.user_data (may be NULL).
     KTORCH_ASSERT(x)         internal invariant check (default assert())
     KTORCH_NO_THREADS        no thread pool, no thread-local storage, no mutex
     KTORCH_NO_STDIO          no FILE* functions (memory variants remain)

   ERRORS
     Every fallible function returns ktorch_status. On failure,
     ktorch_last_error() returns a thread-local message naming the argument
     or input that was wrong. The library never prints and never aborts on bad
     input; a logger given in ktorch_context_desc receives diagnostics.

   CONTRACTS
     A context is used by one thread at a time. Results are bitwise identical
     for any thread count. The floating-point environment is never changed.
     Settings come from the desc structs (zero = default), never from
     environment variables; the ktorch CLI, benchmarks and tests map
     KTORCH_CPU_ISA to ktorch_context_desc.cpu_isa.

   LICENSE
     MIT License. Copyright (c) 2026 the ktorch authors.
     Permission is hereby granted, free of charge, to any person obtaining a
     copy of this software and associated documentation files (the
     "Software"), to deal in the Software without restriction, including
     without limitation the rights to use, copy, modify, merge, publish,
     distribute, sublicense, and/or sell copies of the Software, and to permit
     persons to whom the Software is furnished to do so, subject to the
     following conditions: The above copyright notice and this permission
     notice shall be included in all copies or substantial portions of the
     Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
     EXPRESS OR IMPLIED.
*/
#ifndef KTORCH_H
#define KTORCH_H

#define KTORCH_VERSION_MAJOR 0
#define KTORCH_VERSION_MINOR 1
#define KTORCH_VERSION_PATCH 0
#define KTORCH_VERSION_NUMBER ((KTORCH_VERSION_MAJOR << 16) | (KTORCH_VERSION_MINOR << 8) | KTORCH_VERSION_PATCH)

#include <stddef.h>
#include <stdint.h>

#ifndef KTORCH_API
#ifdef KTORCH_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define KTORCH_API static __attribute__((unused))
#else
#define KTORCH_API static
#endif
#else
#define KTORCH_API extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------
   Status codes
   ------------------------------------------------------------------------ */
#define KTORCH_STATUS_LIST(X)                                         \
    X(OK, "ok")                                                       \
    X(INVALID_ARGUMENT, "invalid argument")                           \
    X(OUT_OF_MEMORY, "out of memory")                                 \
    X(BUDGET_EXCEEDED, "memory budget exceeded")                      \
    X(OVERFLOW, "size overflow")                                      \
    X(UNSUPPORTED, "unsupported")                                     \
    X(IO_ERROR, "I/O error")                                          \
    X(BAD_FORMAT, "malformed input")                                  \
    X(BACKEND_UNAVAILABLE, "backend unavailable")                     \
    X(DEVICE_ERROR, "device error")                                   \
    X(CORRUPTION, "memory corruption detected")                       \
    X(INTERNAL, "internal error")

typedef enum ktorch_status {
#define KTORCH__STATUS_ENUM(name, text) KTORCH_##name,
    KTORCH_STATUS_LIST(KTORCH__STATUS_ENUM)
#undef KTORCH__STATUS_ENUM
    KTORCH_STATUS_COUNT
} ktorch_status;

KTORCH_API const char *ktorch_status_string(ktorch_status status);
/* Message describing the most recent failure on this thread ("" if none). */
KTORCH_API const char *ktorch_last_error(void);
KTORCH_API void ktorch_clear_error(void);
KTORCH_API uint32_t ktorch_version(void); /* KTORCH_VERSION_NUMBER of the implementation */
KTORCH_API const char *ktorch_version_string(void);

/* ------------------------------------------------------------------------
   Allocator, logger
   ------------------------------------------------------------------------ */
typedef struct ktorch_allocator {
    /* All three or none. Zero means KTORCH_MALLOC/REALLOC/FREE. */
    void *(*alloc)(size_t size, void *user_data);
    void *(*realloc)(void *ptr, size_t size, void *user_data);
    void (*free)(void *ptr, void *user_data);
    void *user_data;
} ktorch_allocator;

typedef enum ktorch_log_level {
    KTORCH_LOG_ERROR = 0,
    KTORCH_LOG_WARNING,
    KTORCH_LOG_INFO,
    KTORCH_LOG_DEBUG
} ktorch_log_level;

typedef struct ktorch_logger {
    void (*func)(ktorch_log_level level, const char *message, void *user_data);
    void *user_data;
} ktorch_logger;

/* ------------------------------------------------------------------------
   Data types
   ------------------------------------------------------------------------ */
typedef enum ktorch_dtype {
    KTORCH_F32 = 0,
    KTORCH_F16,
    KTORCH_BF16,
    KTORCH_FP8_E4M3,
    KTORCH_FP8_E5M2,
    KTORCH_I8,
    KTORCH_U8,
    KTORCH_U16,
    KTORCH_I32,
    KTORCH_I64,
    KTORCH_BOOL,
    /* raw element codes of block formats (scales live in separate tensors) */
    KTORCH_E8M0,    /* 8-bit power-of-two scale (OCP MX) */
    KTORCH_F6_E2M3, /* 6-bit codes, packed little-endian, 4 per 3 bytes */
    KTORCH_F6_E3M2,
    KTORCH_F4_E2M1, /* 4-bit codes, two per byte, low nibble first */
    /* storage of what files hold (conversions and copies only; ops refuse them) */
    KTORCH_F64,
    KTORCH_I16,
    KTORCH_U32,
    KTORCH_U64,
    KTORCH_DTYPE_COUNT
} ktorch_dtype;

KTORCH_API const char *ktorch_dtype_name(ktorch_dtype dtype); /* "f32", "fp8_e4m3", ... */
KTORCH_API int ktorch_dtype_from_name(const char *name, ktorch_dtype *out); /* 1 if known */
KTORCH_API int ktorch_dtype_bits(ktorch_dtype dtype);                       /* 32, 16, 8, 6, 4 */
KTORCH_API int ktorch_dtype_is_float(ktorch_dtype dtype);

/* ------------------------------------------------------------------------
   Number formats (scalar). Round to nearest even. fp8 follows OCP 8-bit FP:
   E4M3 max 448, no Inf, NaN = S.1111.111; E5M2 max 57344, IEEE Inf/NaN.
   saturate = 0: overflow gives NaN (E4M3) / Inf (E5M2), bit-identical to
   PyTorch's .to(torch.float8_e4m3fn / float8_e5m2). saturate = 1: |x| > max
   and +-Inf give +-max. NaN input gives a quiet NaN of the target format.
   ------------------------------------------------------------------------ */
KTORCH_API uint16_t ktorch_f32_to_f16(float x);
KTORCH_API float ktorch_f16_to_f32(uint16_t h);
KTORCH_API uint16_t ktorch_f32_to_bf16(float x);
KTORCH_API float ktorch_bf16_to_f32(uint16_t h);
KTORCH_API uint8_t ktorch_f32_to_fp8_e4m3(float x, int saturate);
KTORCH_API float ktorch_fp8_e4m3_to_f32(uint8_t code);
KTORCH_API uint8_t ktorch_f32_to_fp8_e5m2(float x, int saturate);
KTORCH_API float ktorch_fp8_e5m2_to_f32(uint8_t code);

/* ------------------------------------------------------------------------
   Memory pool: an O(1) TLSF sub-allocator over large blocks obtained from a
   block provider (host malloc by default; backends provide device memory).
   Bookkeeping lives on the host, so it works for memory the CPU cannot touch.
   ------------------------------------------------------------------------ */
typedef struct ktorch_pool ktorch_pool;

typedef struct ktorch_block_provider {
    /* Allocate one block of `size` bytes; return an opaque handle and the
       block's base address (a host pointer or a device address). */
    int (*alloc_block)(uint64_t size, void **block, void **base, void *user_data); /* 0 = ok */
    void (*free_block)(void *block, void *base, void *user_data);
    /* Optional, for debug margins on memory the host cannot address:
       fill/read a byte range at a block address. NULL = base is host memory. */
    void (*fill)(void *base, uint64_t offset, uint8_t value, uint64_t size, void *user_data);
    int (*read)(void *base, uint64_t offset, void *dst, uint64_t size, void *user_data);
    void *user_data;
} ktorch_block_provider;

typedef struct ktorch_pool_desc {
    ktorch_block_provider provider; /* zero = host memory from the allocator */
    ktorch_allocator allocator;     /* for bookkeeping (and host blocks) */
    uint64_t block_size;            /* 0 = 64 MiB; larger requests get their own block */
    uint64_t budget;                /* 0 = unlimited: bytes of blocks the pool may hold */
    uint32_t min_alignment;         /* 0 = 256; power of two */
    uint32_t debug_margin;          /* bytes of guard before and after each allocation; 0 = off */
    int debug_fill;                 /* fill new allocations with 0xCD and freed ones with 0xDD */
    int thread_safe;                /* guard with a mutex */
    const char *name;               /* for messages and the JSON dump */
} ktorch_pool_desc;

typedef struct ktorch_allocation {
    void *ptr;      /* address of the usable range (host pointer or device address) */
    uint64_t size;  /* requested size */
    void *handle;   /* pool bookkeeping; NULL for an empty allocation */
} ktorch_allocation;

typedef struct ktorch_pool_stats {
    uint64_t bytes_in_use;      /* sum of requested sizes of live allocations */
    uint64_t peak_bytes_in_use;
    uint64_t bytes_reserved;    /* sum of block sizes held */
    uint64_t allocation_count;
    uint64_t block_count;
} ktorch_pool_stats;

typedef struct ktorch_pool_detailed_stats {
    ktorch_pool_stats basic;
    uint64_t free_bytes;         /* reserved minus used (incl. alignment padding and margins) */
    uint64_t largest_free_range;
    uint64_t free_range_count;
    double fragmentation;        /* 1 - largest_free_range / free_bytes (0 when no free bytes) */
} ktorch_pool_detailed_stats;

KTORCH_API ktorch_status ktorch_pool_create(const ktorch_pool_desc *desc, ktorch_pool **out);
KTORCH_API void ktorch_pool_destroy(ktorch_pool *pool);
/* align 0 = pool's min alignment. size 0 gives an empty allocation (ptr NULL). */
KTORCH_API ktorch_status ktorch_pool_alloc(ktorch_pool *pool, uint64_t size, uint64_t align, ktorch_allocation *out);
/* Resets *allocation. With debug margins, KTORCH_CORRUPTION when a guard byte of
   this allocation was overwritten (block, offset, size in the message); the
   allocation is freed either way. */
KTORCH_API ktorch_status ktorch_pool_free(ktorch_pool *pool, ktorch_allocation *allocation);
KTORCH_API void ktorch_pool_get_stats(ktorch_pool *pool, ktorch_pool_stats *out);
KTORCH_API void ktorch_pool_get_detailed_stats(ktorch_pool *pool, ktorch_pool_detailed_stats *out);
KTORCH_API void ktorch_pool_reset_peak(ktorch_pool *pool);
KTORCH_API void ktorch_pool_trim(ktorch_pool *pool); /* release blocks with no live allocation */
/* Debug margins: KTORCH_CORRUPTION if any guard byte was overwritten; with
   debug fill also if a free range holds anything but 0xDD (a write into freed
   memory; ktorch_pool_alloc reports it too, for the range it would take).
   With debug fill the check reads every free byte. */
KTORCH_API ktorch_status ktorch_pool_check(ktorch_pool *pool);
/* JSON description of blocks and ranges. Returns the length needed (excluding
   the terminating NUL); writes at most cap bytes, NUL-terminated if cap > 0. */
KTORCH_API size_t ktorch_pool_dump_json(ktorch_pool *pool, char *buf, size_t cap);

/* Linear scratch arena over a pool: bump allocation, freed all at once. */
typedef struct ktorch_arena ktorch_arena;
KTORCH_API ktorch_status ktorch_arena_create(ktorch_pool *pool, uint64_t chunk_size, ktorch_arena **out);
KTORCH_API void ktorch_arena_destroy(ktorch_arena *arena);
KTORCH_API ktorch_status ktorch_arena_alloc(ktorch_arena *arena, uint64_t size, uint64_t align, void **out);
KTORCH_API void ktorch_arena_reset(ktorch_arena *arena); /* keeps the first chunk */
KTORCH_API uint64_t ktorch_arena_used(const ktorch_arena *arena);

/* ------------------------------------------------------------------------
   Context, backends, devices
   ------------------------------------------------------------------------ */
typedef struct ktorch_context ktorch_context;

typedef enum ktorch_backend {
    KTORCH_BACKEND_CPU = 0,
    KTORCH_BACKEND_CUDA,
    KTORCH_BACKEND_HIP,
    KTORCH_BACKEND_VULKAN,
    KTORCH_BACKEND_COUNT
} ktorch_backend;

typedef struct ktorch_device {
    ktorch_backend backend;
    int index;
} ktorch_device;

typedef struct ktorch_device_info {
    ktorch_device device;
    char name[128];
    char arch[64];          /* "x86-64 avx512", "sm_90", ... */
    uint64_t memory_bytes;  /* total memory (host: 0 if unknown) */
    int compute_units;      /* CPU threads in the pool / multiprocessors */
} ktorch_device_info;

/* A task function for parallel loops: run task `index` on worker `thread`. */
typedef void (*ktorch_task_fn)(void *arg, int64_t index, int thread);
typedef struct ktorch_thread_pool_api {
    /* Run fn(arg, i, thread) for every i in [0, count) and return when all
       are done; thread in [0, num_threads). Tasks may run in any order. */
    void (*parallel_for)(ktorch_task_fn fn, void *arg, int64_t count, void *user_data);
    int num_threads;
    void *user_data;
} ktorch_thread_pool_api;

typedef struct ktorch_context_desc {
    ktorch_allocator allocator;
    ktorch_logger logger;
    int num_threads;                     /* built-in CPU pool; 0 = online CPUs */
    ktorch_thread_pool_api thread_pool;  /* caller's pool; overrides num_threads */
    uint64_t host_memory_budget;         /* 0 = unlimited */
    uint64_t host_block_size;            /* 0 = 64 MiB */
    int pool_debug;                      /* margins + fill + check in every pool */
    int pool_thread_safe;
    const char *cpu_isa;                 /* "scalar|avx2|avx512|amx|neon"; NULL = the best this CPU runs */
} ktorch_context_desc;

KTORCH_API ktorch_status ktorch_context_create(const ktorch_context_desc *desc, ktorch_context **out);
KTORCH_API void ktorch_context_destroy(ktorch_context *ctx);
KTORCH_API const char *ktorch_backend_name(ktorch_backend backend);
KTORCH_API int ktorch_backend_available(ktorch_context *ctx, ktorch_backend backend);
KTORCH_API int ktorch_device_count(ktorch_context *ctx, ktorch_backend backend);
KTORCH_API ktorch_status ktorch_device_info_get(ktorch_context *ctx, ktorch_device device, ktorch_device_info *out);
KTORCH_API ktorch_device ktorch_cpu(void);
/* The pool that serves a device (created on first use). */
KTORCH_API ktorch_status ktorch_device_pool(ktorch_context *ctx, ktorch_device device, ktorch_pool **out);
/* Wait for queued work on the device; device faults surface here. */
KTORCH_API ktorch_status ktorch_synchronize(ktorch_context *ctx, ktorch_device device);
/* Timing events on a device's stream/queue (GPU backends). The CPU has no
   queue: time it with a host clock (KTORCH_UNSUPPORTED here). */
typedef struct ktorch_event ktorch_event;
KTORCH_API ktorch_status ktorch_event_record(ktorch_context *ctx, ktorch_device device, ktorch_event **out);
/* Seconds of device time between two events of one device; waits for `end`. */
KTORCH_API ktorch_status ktorch_event_elapsed(ktorch_context *ctx, const ktorch_event *start, const ktorch_event *end,
                                              double *seconds);
KTORCH_API void ktorch_event_destroy(ktorch_context *ctx, ktorch_event *event);
KTORCH_API int ktorch_num_threads(ktorch_context *ctx);
KTORCH_API void ktorch_parallel_for(ktorch_context *ctx, ktorch_task_fn fn, void *arg, int64_t count);
/* CPU instruction set in use: "scalar", "avx2", "avx512", "amx", "neon".
   "amx" is avx512 with AMX tiles for bf16 attention, for bf16 x in
   ktorch_matmul_nt / ktorch_matmul (bf16 W, M >= 16), for ktorch_qmatmul
   from M >= 32 (M >= 16 with N >= 8192; every W format; f32 x as three
   exact bf16 terms), and with
   AMX-INT8 tiles for int8 ktorch_qmatmul_w8a8 (x86-64 Linux, gcc/clang). */
KTORCH_API const char *ktorch_cpu_isa(ktorch_context *ctx);
/* NULL where the context uses AMX, else why it does not (no AMX in the CPU,
   the OS refused the tile state, another ISA chosen, ...). */
KTORCH_API const char *ktorch_cpu_amx_unavailable(ktorch_context *ctx);
KTORCH_API void ktorch_log(ktorch_context *ctx, ktorch_log_level level, const char *fmt, ...);

/* ------------------------------------------------------------------------
   Tensors: up to 4 dims, strides in elements, 64-bit sizes and offsets.
   A tensor is a plain value; it owns its memory only when `allocation.handle`
   is set (created by ktorch_tensor_create). Views never own.
   ------------------------------------------------------------------------ */
#define KTORCH_MAX_DIMS 8

typedef struct ktorch_tensor {
    ktorch_dtype dtype;
    int ndim;
    int64_t shape[KTORCH_MAX_DIMS];
    int64_t stride[KTORCH_MAX_DIMS]; /* elements; sub-byte dtypes must be contiguous */
    void *data;                      /* base address (host pointer or device address) */
    uint64_t offset;                 /* bytes from data to element 0 */
    ktorch_device device;
    ktorch_allocation allocation;    /* owned memory, if any */
} ktorch_tensor;

KTORCH_API ktorch_status ktorch_tensor_create(ktorch_context *ctx, ktorch_dtype dtype, int ndim, const int64_t *shape,
                                              ktorch_device device, ktorch_tensor *out);
/* Wrap caller memory (not owned). stride NULL = contiguous. */
KTORCH_API ktorch_status ktorch_tensor_wrap(ktorch_dtype dtype, int ndim, const int64_t *shape, const int64_t *stride,
                                            void *data, ktorch_device device, ktorch_tensor *out);
KTORCH_API void ktorch_tensor_free(ktorch_context *ctx, ktorch_tensor *t);
KTORCH_API int64_t ktorch_tensor_numel(const ktorch_tensor *t);
/* Bytes spanned by a contiguous tensor (numel * bits / 8, rounded up). */
KTORCH_API ktorch_status ktorch_tensor_nbytes(const ktorch_tensor *t, uint64_t *out);
KTORCH_API int ktorch_tensor_is_contiguous(const ktorch_tensor *t);
/* Address of element 0: (char*)data + offset. */
KTORCH_API void *ktorch_tensor_ptr(const ktorch_tensor *t);
/* Views. */
KTORCH_API ktorch_status ktorch_tensor_slice(const ktorch_tensor *t, int dim, int64_t start, int64_t end, int64_t step,
                                             ktorch_tensor *out);
KTORCH_API ktorch_status ktorch_tensor_permute(const ktorch_tensor *t, const int *perm, ktorch_tensor *out);
KTORCH_API ktorch_status ktorch_tensor_transpose(const ktorch_tensor *t, int dim0, int dim1, ktorch_tensor *out);
/* Contiguous tensors only; one entry of shape may be -1. */
KTORCH_API ktorch_status ktorch_tensor_reshape(const ktorch_tensor *t, int ndim, const int64_t *shape, ktorch_tensor *out);

typedef struct ktorch_copy_params {
    int saturate; /* float -> fp8: clamp to +-max instead of NaN/Inf */
} ktorch_copy_params;
/* dst = src, any devices, any strides, any dtype pair (conversion rounds to
   nearest even; float -> integer truncates toward zero and saturates, NaN -> 0).
   Shapes must be equal. */
KTORCH_API ktorch_status ktorch_tensor_copy(ktorch_context *ctx, ktorch_tensor *dst, const ktorch_tensor *src,
                                            const ktorch_copy_params *params);
/* Fill every byte of the tensor's elements with `byte` (used to poison outputs). */
KTORCH_API ktorch_status ktorch_tensor_fill_bytes(ktorch_context *ctx, ktorch_tensor *t, uint8_t byte);

/* ------------------------------------------------------------------------
   Files: NumPy .npy, safetensors and GGUF (after the safetensors writer).
   Readers check every size against the bytes actually present and never
   allocate more than the input holds.
   .npy dtypes: <f4 <f2 <f8 |i1 |u1 <i2 <u2 <i4 <u4 <i8 <u8 |b1 (C order
   only); <f8 is converted to f32 on load (an f64 tensor saves as <f8).
   Safetensors: every dtype of the format loads as itself (F64, I16, U32 and
   U64 as storage dtypes that copies convert and ops refuse). Tensors have up
   to KTORCH_MAX_DIMS (8) dims; GGUF's tensors up to 4, as ggml's.
   Tensors load onto `device`.
   ------------------------------------------------------------------------ */
KTORCH_API ktorch_status ktorch_npy_load_memory(ktorch_context *ctx, const void *data, size_t size, ktorch_device device,
                                                ktorch_tensor *out);
/* Serialise a tensor (any device) to a buffer allocated with the context's
   allocator; release with ktorch_buffer_free. */
KTORCH_API ktorch_status ktorch_npy_save_memory(ktorch_context *ctx, const ktorch_tensor *t, void **data, size_t *size);
KTORCH_API void ktorch_buffer_free(ktorch_context *ctx, void *data);
#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_npy_load(ktorch_context *ctx, const char *path, ktorch_device device, ktorch_tensor *out);
KTORCH_API ktorch_status ktorch_npy_save(ktorch_context *ctx, const char *path, const ktorch_tensor *t);
#endif

typedef struct ktorch_safetensors ktorch_safetensors;
/* Every entry of the file is listed. One ktorch cannot hold (a dtype it
   does not know, more than KTORCH_MAX_DIMS dims) has loadable = 0, dtype
   KTORCH_DTYPE_COUNT and ndim 0; loading it fails with a message naming
   why, and the other entries load as usual. */
typedef struct ktorch_safetensors_entry {
    const char *name;
    ktorch_dtype dtype;
    int ndim;
    int64_t shape[KTORCH_MAX_DIMS];
    uint64_t data_offset; /* within the data section */
    uint64_t data_size;
    const char *file_dtype; /* the dtype as the file names it ("F64", "BF16", ...) */
    int file_ndim;          /* the file's dim count */
    int loadable;
} ktorch_safetensors_entry;
/* The memory must outlive the handle (it is not copied). */
KTORCH_API ktorch_status ktorch_safetensors_open_memory(ktorch_context *ctx, const void *data, size_t size,
                                                        ktorch_safetensors **out);
#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_safetensors_open(ktorch_context *ctx, const char *path, ktorch_safetensors **out);
#endif
KTORCH_API void ktorch_safetensors_close(ktorch_safetensors *st);
KTORCH_API int ktorch_safetensors_count(const ktorch_safetensors *st);
KTORCH_API const ktorch_safetensors_entry *ktorch_safetensors_entry_at(const ktorch_safetensors *st, int index);
KTORCH_API const ktorch_safetensors_entry *ktorch_safetensors_find(const ktorch_safetensors *st, const char *name);
/* Metadata ("__metadata__" string map); NULL when absent. */
KTORCH_API const char *ktorch_safetensors_metadata(const ktorch_safetensors *st, const char *key);
KTORCH_API ktorch_status ktorch_safetensors_load(ktorch_context *ctx, const ktorch_safetensors *st, const char *name,
                                                 ktorch_device device, ktorch_tensor *out);

typedef struct ktorch_safetensors_item {
    const char *name;
    const ktorch_tensor *tensor;
} ktorch_safetensors_item;
typedef struct ktorch_safetensors_meta {
    const char *key;
    const char *value;
} ktorch_safetensors_meta;
KTORCH_API ktorch_status ktorch_safetensors_save_memory(ktorch_context *ctx, const ktorch_safetensors_item *items, int count,
                                                        const ktorch_safetensors_meta *meta, int meta_count, void **data,
                                                        size_t *size);
#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_safetensors_save(ktorch_context *ctx, const char *path, const ktorch_safetensors_item *items,
                                                 int count, const ktorch_safetensors_meta *meta, int meta_count);
#endif

/* ------------------------------------------------------------------------
   GGUF v3 (ggml / llama.cpp files): read and write, byte-compatible with
   ggml's layouts for f32, f16, bf16, q8_0, q4_0 and mxfp4 tensors. GGUF
   lists dims innermost first; entries and writers here use ktorch's order
   (outermost first, the last dim contiguous), so a ggml tensor with ne =
   {4096, 11008} is shape [11008, 4096]. q8_0/q4_0 blocks are ktorch's
   (docs/QUANT.md) as they are; mxfp4 blocks (E8M0 scale byte, then 16 bytes
   with element j in the low and j+16 in the high nibble) are repacked to
   and from ktorch's mxfp4 qtensor. Tensors of other ggml types are listed
   (kind KTORCH_GGUF_UNREADABLE) and refused only when loaded. The reader
   checks every count, size and offset against the bytes present; nested
   metadata arrays are refused, as ggml does.
   ------------------------------------------------------------------------ */
typedef struct ktorch_gguf ktorch_gguf;
struct ktorch_qtensor; /* defined under Quantization */

/* ggml type numbers that ktorch reads and writes */
#define KTORCH_GGUF_TYPE_F32 0u
#define KTORCH_GGUF_TYPE_F16 1u
#define KTORCH_GGUF_TYPE_Q4_0 2u
#define KTORCH_GGUF_TYPE_Q8_0 8u
#define KTORCH_GGUF_TYPE_BF16 30u
#define KTORCH_GGUF_TYPE_MXFP4 39u

typedef enum ktorch_gguf_value_type {
    KTORCH_GGUF_VALUE_UINT8 = 0,
    KTORCH_GGUF_VALUE_INT8,
    KTORCH_GGUF_VALUE_UINT16,
    KTORCH_GGUF_VALUE_INT16,
    KTORCH_GGUF_VALUE_UINT32,
    KTORCH_GGUF_VALUE_INT32,
    KTORCH_GGUF_VALUE_FLOAT32,
    KTORCH_GGUF_VALUE_BOOL,
    KTORCH_GGUF_VALUE_STRING,
    KTORCH_GGUF_VALUE_ARRAY,
    KTORCH_GGUF_VALUE_UINT64,
    KTORCH_GGUF_VALUE_INT64,
    KTORCH_GGUF_VALUE_FLOAT64
} ktorch_gguf_value_type;

/* One metadata pair, as read and as given to the writer. */
typedef struct ktorch_gguf_kv {
    const char *key;
    ktorch_gguf_value_type type;
    ktorch_gguf_value_type array_type; /* ARRAY: element type (no nested arrays) */
    uint64_t count;                    /* ARRAY: elements; STRING: bytes; else 1 */
    const void *array_data;            /* ARRAY of numbers/bools: little-endian elements; NULL for strings */
    const char *string;                /* STRING: NUL-terminated (count bytes before the NUL) */
    uint64_t u;                        /* unsigned integers and bool (read: also set for signed ones) */
    int64_t i;                         /* signed integers (read: also set for unsigned ones) */
    double f;                          /* FLOAT32 / FLOAT64 */
} ktorch_gguf_kv;

typedef enum ktorch_gguf_kind {
    KTORCH_GGUF_TENSOR = 0,   /* f32/f16/bf16: ktorch_gguf_load */
    KTORCH_GGUF_QTENSOR,      /* q8_0/q4_0/mxfp4: ktorch_gguf_load_quant */
    KTORCH_GGUF_UNREADABLE    /* another ggml type: listed, not loaded */
} ktorch_gguf_kind;

typedef struct ktorch_gguf_entry {
    const char *name;
    uint32_t type;                  /* ggml type number */
    ktorch_gguf_kind kind;
    int ndim;
    int64_t shape[KTORCH_MAX_DIMS]; /* outermost first */
    uint64_t data_offset;           /* from the start of the file */
    uint64_t data_size;             /* 0 for UNREADABLE entries */
} ktorch_gguf_entry;

/* The memory must outlive the handle (it is not copied). */
KTORCH_API ktorch_status ktorch_gguf_open_memory(ktorch_context *ctx, const void *data, size_t size, ktorch_gguf **out);
#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_gguf_open(ktorch_context *ctx, const char *path, ktorch_gguf **out);
#endif
KTORCH_API void ktorch_gguf_close(ktorch_gguf *g);
KTORCH_API uint32_t ktorch_gguf_alignment(const ktorch_gguf *g); /* general.alignment, 32 when absent */
KTORCH_API int ktorch_gguf_count(const ktorch_gguf *g);
KTORCH_API const ktorch_gguf_entry *ktorch_gguf_entry_at(const ktorch_gguf *g, int index); /* file order */
KTORCH_API const ktorch_gguf_entry *ktorch_gguf_find(const ktorch_gguf *g, const char *name);
KTORCH_API int ktorch_gguf_meta_count(const ktorch_gguf *g);
KTORCH_API const ktorch_gguf_kv *ktorch_gguf_meta_at(const ktorch_gguf *g, int index);
KTORCH_API const ktorch_gguf_kv *ktorch_gguf_meta_find(const ktorch_gguf *g, const char *key);
/* f32/f16/bf16 entries as a tensor of that dtype on `device`. */
KTORCH_API ktorch_status ktorch_gguf_load(ktorch_context *ctx, const ktorch_gguf *g, const char *name, ktorch_device device,
                                          ktorch_tensor *out);
/* q8_0/q4_0/mxfp4 entries as a qtensor (free with ktorch_qtensor_free). */
KTORCH_API ktorch_status ktorch_gguf_load_quant(ktorch_context *ctx, const ktorch_gguf *g, const char *name, ktorch_device device,
                                                struct ktorch_qtensor *out);

/* One tensor to write: `tensor` (f32/f16/bf16, 1..4 dims, any device and
   strides) or `qtensor` (q8_0, q4_0, or mxfp4 with a last dim that is a
   multiple of 32; any device). Names are at most 63 bytes (ggml's limit). */
typedef struct ktorch_gguf_item {
    const char *name;
    const ktorch_tensor *tensor;
    const struct ktorch_qtensor *qtensor;
} ktorch_gguf_item;
/* GGUF v3 with 32-byte alignment. meta: any value type but arrays of
   strings or arrays; general.alignment is the writer's own, and
   general.quantization_version (2, ggml's) is added when a qtensor is
   written and meta has none. Written in the given order. */
KTORCH_API ktorch_status ktorch_gguf_save_memory(ktorch_context *ctx, const ktorch_gguf_item *items, int count,
                                                 const ktorch_gguf_kv *meta, int meta_count, void **data, size_t *size);
#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_gguf_save(ktorch_context *ctx, const char *path, const ktorch_gguf_item *items, int count,
                                          const ktorch_gguf_kv *meta, int meta_count);
#endif

/* ------------------------------------------------------------------------
   Attention
   q [B,Hq,Nq,D], k [B,Hk,Nk,D], v [B,Hk,Nk,Dv], out [B,Hq,Nq,Dv], any
   strides. Hq % Hk == 0; query head h uses kv head h / (Hq/Hk).
   s = scale * q_i.k_j; soft-cap: s = cap*tanh(s/cap); ALiBi:
   s -= slope[h] * |i + (Nk-Nq) - j|; additive mask: s += mask[i,j].
   Key j is visible to query i iff
       i + (Nk-Nq) - window_left <= j <= i + (Nk-Nq) + window_right
   (each bound only when set) and the boolean mask is nonzero at (i,j).
   causal = window_right 0: bottom-right aligned (FlashAttention / KV-cache
   convention). PyTorch's is_causal aligns top-left; both agree when Nq == Nk.
   A row with no visible key outputs 0 and LSE -inf.
   Range: the flash variant (the automatic choice) forms q_i.k_j in f32 and
   scales score differences, so it follows the reference for any scale as
   long as each q_i.k_j fits in f32; a row where one exceeds FLT_MAX (e.g.
   |q|, |k| near 1e20) comes out NaN. The reference accumulates in f64.
   NaN: one in q_i reaches row i; in k_j every row that sees key j; in an
   additive mask entry (i, j) row i; in v_j those elements of the rows that
   see j, and in the flash variant also of rows in the same tile that do not
   (their weight 0 multiplies it). A fully masked row is 0 with LSE -inf.
   ------------------------------------------------------------------------ */
typedef enum ktorch_attention_variant {
    KTORCH_ATTENTION_AUTO = 0,
    KTORCH_ATTENTION_REFERENCE, /* plain C, f64 accumulation (CPU only) */
    KTORCH_ATTENTION_FLASH      /* tiled online softmax */
} ktorch_attention_variant;

#define KTORCH_WINDOW_LEFT 1
#define KTORCH_WINDOW_RIGHT 2

typedef struct ktorch_attention_params {
    int causal;                 /* shorthand for window_right = 0 */
    int window_flags;           /* KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT: which bounds apply */
    int64_t window_left;        /* >= 0 when set */
    int64_t window_right;       /* >= 0 when set */
    float scale;                /* 0 = 1/sqrt(D) */
    float softcap;              /* 0 = off */
    const float *alibi_slopes;  /* host array of Hq slopes; NULL = off */
    const ktorch_tensor *mask;  /* [B|1,Hq|1,Nq,Nk]: bool/u8 (nonzero = visible) or f32/f16/bf16 additive */
    ktorch_tensor *lse;         /* optional f32 [B,Hq,Nq] output */
    ktorch_attention_variant variant;
    /* Quantized inputs (CPU, CUDA): q, k, v may each be i8 or fp8_e4m3/e5m2 codes
       dequantized in the kernel as x = code * scale (int8 symmetric; fp8 by
       its OCP value). The scale of a quantized input is required: f32
       tensors on the input's device of shape [1] (per tensor), [H] (per head: Hq for q, Hk for k/v)
       or [B,H,N] (per token), any strides. Inputs that are not quantized
       take no scale and must share one float dtype. NULL = none.
       ktorch_attention_paged: k_scale/v_scale are the per-token scales of
       quantized pages, [num_pages, Hk, page_size]. */
    const ktorch_tensor *q_scale, *k_scale, *v_scale;
} ktorch_attention_params;

/* Non-finite inputs, the same on every backend: a query row holding NaN
   gives NaN in its output row and LSE; a row with no visible key gives 0
   and LSE -inf; Inf or NaN in a key or value reaches the rows that see it.
   Whether it also reaches rows that mask that key out (0 * Inf inside a
   tile) is unspecified: keep masked K/V finite. */
KTORCH_API ktorch_status ktorch_attention(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                          const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params);
/* Merge two partial results over disjoint key sets by their LSEs:
   out = (exp(lse_a-m) out_a + exp(lse_b-m) out_b) / (exp(lse_a-m)+exp(lse_b-m)),
   lse = m + log(...). out/lse may alias a. A partial given as NULL (out_x and
   lse_x both NULL) is empty (LSE -inf); two empty partials give 0 and -inf. */
KTORCH_API ktorch_status ktorch_attention_merge(ktorch_context *ctx, const ktorch_tensor *out_a, const ktorch_tensor *lse_a,
                                                const ktorch_tensor *out_b, const ktorch_tensor *lse_b, ktorch_tensor *out,
                                                ktorch_tensor *lse);

/* ------------------------------------------------------------------------
   Attention backward
   Gradients of ktorch_attention with the same params (causal, windows,
   masks, soft-cap, ALiBi, GQA/MQA, scale, Dv != D): given q, k, v, the
   forward's out and lse (f32 [B,Hq,Nq], what it wrote through params->lse)
   and dout = dL/dout [B,Hq,Nq,Dv], writes dq [B,Hq,Nq,D], dk [B,Hk,Nk,D]
   and dv [B,Hk,Nk,Dv] (overwritten, never accumulated into). As
   FlashAttention-2: P is recomputed from the LSE, D_i = sum_e dout*out,
   dS = P * (dP - D); dk/dv of a kv head sum over the query heads of its
   group. f32/f16/bf16 inputs and gradients (any strides, each its own
   dtype), f32 accumulation. params->lse must be NULL (the saved LSE is
   `lse`); i8/fp8 inputs are refused; masks and ALiBi slopes get no
   gradient; variant does not apply. A row with no visible key (LSE -inf)
   gives a zero dq row and adds nothing to dk/dv. Gradients must not
   overlap the inputs or each other. Deterministic: bitwise the same for
   any thread count (dk/dv per kv-head key tile, dq per query tile; no
   atomics), and so is CUDA by default; ktorch_cuda_desc.attn_bwd_atomic
   gives that up (dq summed with f32 atomics, its bits vary run to run;
   docs/TRAINING.md). On the CPU, and on CUDA and HIP for f16/bf16 inputs, head dims
   64 and 128 and no mask tensor (docs/TRAINING.md); Vulkan refuses it
   (KTORCH_UNSUPPORTED).
   ------------------------------------------------------------------------ */
KTORCH_API ktorch_status ktorch_attention_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                                   const ktorch_tensor *out, const ktorch_tensor *lse, const ktorch_tensor *dout,
                                                   ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                   const ktorch_attention_params *params);

/* ------------------------------------------------------------------------
   Attention variants: dilated, block-sparse, chunked, paged KV cache
   ------------------------------------------------------------------------ */
/* All variants share the semantics of ktorch_attention (scores, soft-cap,
   windows, masks, GQA, empty rows give 0 and LSE -inf). They run on the CPU
   and, for tensors on a device, on its backend (CUDA: every variant, with
   the limits in docs/VARIANTS.md "On CUDA"). docs/VARIANTS.md gives the
   definitions in full. */

/* Block-sparse: a key block is computed only where the block mask is nonzero;
   the block mask is ANDed with causal/window and any element mask, and the
   softmax runs once over all visible keys of a row (exactly dense attention
   with the expanded mask). Unset blocks cost nothing. */
typedef struct ktorch_block_sparse_params {
    const ktorch_tensor *block_mask; /* bool/u8 [B|1, Hq|1, ceil(Nq/block_q), ceil(Nk/block_k)] */
    int64_t block_q, block_k;        /* block sizes, >= 1 */
} ktorch_block_sparse_params;
KTORCH_API ktorch_status ktorch_attention_block_sparse(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                       const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                       const ktorch_block_sparse_params *sparse);
/* Its gradients, with ktorch_attention_backward's arguments and conventions
   (the saved LSE, gradients overwritten, dk/dv summed over the group,
   deterministic): the dense backward's tiles with the block mask ANDed in,
   tiles with no set block skipped. CPU, CUDA and HIP (Vulkan refuses it). */
KTORCH_API ktorch_status ktorch_attention_block_sparse_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                                const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                                const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                                const ktorch_attention_params *params, const ktorch_block_sparse_params *sparse);

/* Block-mask builders (host u8/bool tensors [Bm, Hm, QB, KB]; block row a's
   diagonal key block is c0 = a + KB - QB; sizes are in blocks). */
typedef enum ktorch_block_pattern {
    KTORCH_BLOCKS_RANDOM = 0,   /* round(density*n) key blocks per row, uniformly without replacement (n = allowed blocks) */
    KTORCH_BLOCKS_LOCAL,        /* |c - c0| <= window (c0 - window <= c <= c0 when causal) */
    KTORCH_BLOCKS_DILATED,      /* |c - c0| <= window*stride and (c - c0) % stride == 0 */
    KTORCH_BLOCKS_GLOBAL_LOCAL, /* local + the first `global` key blocks (all rows) + the first `global` rows (all keys) */
    KTORCH_BLOCKS_STRIDED,      /* local + every key block with c % stride == stride - 1 (Sparse Transformer) */
    KTORCH_BLOCKS_BIGBIRD       /* local + global + `random` random key blocks per row */
} ktorch_block_pattern;
typedef struct ktorch_block_mask_desc {
    ktorch_block_pattern pattern;
    int64_t window, global, stride, random; /* 0 = derived from density (see docs/VARIANTS.md) */
    double density;                         /* target fraction of blocks, (0, 1] */
    uint64_t seed;                          /* random blocks: the same seed gives the same mask */
    int causal;                             /* drop blocks right of the diagonal */
} ktorch_block_mask_desc;
KTORCH_API ktorch_status ktorch_block_mask_build(ktorch_context *ctx, const ktorch_block_mask_desc *desc, ktorch_tensor *mask);
/* Dynamic top-k: per (b, h, query block) the key blocks with the largest
   mean-pooled q.k score, round(density*n) of the n allowed ones (the diagonal
   block always kept when causal; ties to the lower index). mask: u8/bool
   [B, Hq, ceil(Nq/block_q), ceil(Nk/block_k)]. */
KTORCH_API ktorch_status ktorch_block_mask_topk(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, int64_t block_q,
                                                int64_t block_k, double density, int causal, ktorch_tensor *mask);
/* Fraction of nonzero entries of a host block mask. */
KTORCH_API ktorch_status ktorch_block_mask_density(const ktorch_tensor *mask, double *density);

/* Chunked (single-device ring) attention: each chunk of chunk_q queries
   consumes key/value chunks of chunk_k keys one at a time and merges the
   partial results by their LSEs (ktorch_attention_merge), so extra memory is
   O(chunk); chunks wholly outside causal/window are skipped. 0 = one chunk. */
KTORCH_API ktorch_status ktorch_attention_chunked(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                  const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                  int64_t chunk_q, int64_t chunk_k);
/* Its gradients (ktorch_attention_backward's arguments and conventions):
   the core runs the backend's attention backward on the same chunk pairs
   with the whole rows' out and LSE, adding into f32 gradients (the caller's
   when they are f32, else f32 copies converted at the end). Runs wherever
   attention backward does; ALiBi with more than one chunk is unsupported. */
KTORCH_API ktorch_status ktorch_attention_chunked_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                           const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                           const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                           const ktorch_attention_params *params, int64_t chunk_q, int64_t chunk_k);

/* Dilated attention. Self-attention only (Nq == Nk); params: causal, scale,
   softcap, lse (LONGNET only); windows, masks and ALiBi are unsupported.
   LONGNET: pattern i splits the sequence into segments of w_i (the last one
   shorter); head h selects positions seg_start + (h mod r_i) + t*r_i; selected
   queries attend to the selected keys of their segment; one softmax over the
   union of all patterns' score sets (a key counts once per pattern selecting
   it). Causal in the original index space. A query no pattern selects gets 0.
   GROUPS (the dilated-attention-pytorch package): heads split into `count`
   contiguous groups (remainder to the first groups); group i uses
   (w_i, r_i, offset i mod r_i); unselected positions get 0; the output is
   divided by `count`. N must be a multiple of every w_i. */
typedef enum ktorch_dilated_mode { KTORCH_DILATED_LONGNET = 0, KTORCH_DILATED_GROUPS } ktorch_dilated_mode;
typedef struct ktorch_dilated_params {
    int count;               /* number of (segment, dilation) pairs, 1..64 */
    const int64_t *segment;  /* w_i >= 1 */
    const int64_t *dilation; /* r_i >= 1 */
    ktorch_dilated_mode mode;
} ktorch_dilated_params;
KTORCH_API ktorch_status ktorch_attention_dilated(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                  const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                  const ktorch_dilated_params *dilated);
/* Its gradients (ktorch_attention_backward's arguments and conventions),
   LONGNET only (GROUPS saves no LSE): the core runs the backend's attention
   backward on the forward's strided views with the whole rows' out and LSE,
   so the patterns' sums are the union softmax's gradients, adding into f32
   gradients (the caller's when they are f32, else f32 copies). */
KTORCH_API ktorch_status ktorch_attention_dilated_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                           const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                           const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                           const ktorch_attention_params *params, const ktorch_dilated_params *dilated);

/* Paged KV cache. Plain tensors, so every backend implements the same:
     k_pages [num_pages, Hk, page_size, D], v_pages [num_pages, Hk, page_size, Dv]
     block_table i32 [B, max_pages]: page of token t of sequence b is
       block_table[b, t / page_size], slot t % page_size
     context_lens i32 [B]: tokens held per sequence
   The caller owns page allocation (block tables). Pages are f32/f16/bf16,
   or quantized (i8, fp8_e4m3, fp8_e5m2; k and v may differ) with per-token
   f32 scales stored beside them, k_scale/v_scale [num_pages, Hk, page_size]:
   x = code * scale (docs/QUANT.md, "Quantized attention inputs"). */
typedef struct ktorch_paged_params {
    int64_t split_size; /* keys per split-KV task (rounded up to whole pages); 0 = 512. Results do not depend on threads. */
} ktorch_paged_params;
/* Write k_new/v_new [B, Hk, T, D|Dv] at positions context_lens[b] .. +T-1
   (context_lens is not changed: add T afterwards). Float pages only; see
   ktorch_kv_cache_append_quant for quantized pages. */
KTORCH_API ktorch_status ktorch_kv_cache_append(ktorch_context *ctx, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                                const ktorch_tensor *block_table, const ktorch_tensor *context_lens,
                                                const ktorch_tensor *k_new, const ktorch_tensor *v_new);
/* Append to any pages. Quantized pages need k_scale/v_scale (written at the
   new slots). Float new tokens are quantized per token (per sequence, head,
   position) from their amax: int8 s = amax/127, q = clamp(rne(x/s), +-127);
   fp8 s = amax/max_normal, q = fp8(x/s) saturating; amax 0 gives s = 1 (fp8)
   or 0 (int8). Non-finite new tokens are rejected and nothing is written.
   New tokens already in the page dtype are copied with their scales
   k_new_scale/v_new_scale (f32 [B,Hk,T]). */
typedef struct ktorch_kv_quant {
    ktorch_tensor *k_scale, *v_scale;               /* f32 [num_pages, Hk, page_size] */
    const ktorch_tensor *k_new_scale, *v_new_scale; /* f32 [B,Hk,T]: pre-quantized new tokens; NULL = quantize here */
} ktorch_kv_quant;
KTORCH_API ktorch_status ktorch_kv_cache_append_quant(ktorch_context *ctx, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                                      const ktorch_tensor *block_table, const ktorch_tensor *context_lens,
                                                      const ktorch_tensor *k_new, const ktorch_tensor *v_new, const ktorch_kv_quant *quant);
/* Decode: q [B, Hq, Nq, D] are the last Nq tokens of each sequence (already
   in the cache; Nq <= context_lens[b]); query i of sequence b sits at position
   context_lens[b] - Nq + i and sees keys up to it (causal is implied; params
   window_left adds a sliding window). out [B, Hq, Nq, Dv]; params: scale,
   softcap, window_left, lse; params->k_scale/v_scale are the page scales
   [num_pages, Hk, page_size] of quantized pages (q is f32/f16/bf16, no
   q_scale); masks and ALiBi are unsupported. */
KTORCH_API ktorch_status ktorch_attention_paged(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k_pages,
                                                const ktorch_tensor *v_pages, const ktorch_tensor *block_table,
                                                const ktorch_tensor *context_lens, ktorch_tensor *out, const ktorch_attention_params *params,
                                                const ktorch_paged_params *paged);

/* ------------------------------------------------------------------------
   Several devices: communicators, ring and context-parallel attention
   (docs/MULTI_GPU.md). A communicator joins `size` ranks, one device each;
   every rank calls the same collective functions in the same order, each
   with its own context (one thread or process per rank).
   ------------------------------------------------------------------------ */
typedef struct ktorch_comm ktorch_comm;
typedef struct ktorch_comm_impl {
    void *state;
    int rank, size;
    ktorch_device device; /* where this rank's buffers live */
    /* Start one exchange after the work queued so far on ctx's queue of
       `device`: send `send_bytes` at `send` to rank `to`, receive
       `recv_bytes` into `recv` from rank `from` (bytes 0: that half is
       absent). `send` may be written and `recv` read once wait returns. */
    ktorch_status (*start)(void *state, ktorch_context *ctx, const void *send, uint64_t send_bytes, int to, void *recv,
                           uint64_t recv_bytes, int from, void **handle);
    /* Later work on ctx's queue waits for the exchange; releases the handle. */
    ktorch_status (*wait)(void *state, ktorch_context *ctx, void *handle);
    /* recv[size * bytes] = every rank's `bytes` at `send`, in rank order,
       ordered on ctx's queue like start + wait. */
    ktorch_status (*all_gather)(void *state, ktorch_context *ctx, const void *send, void *recv, uint64_t bytes);
    /* Optional: this rank gives up; peers blocked on it get an error. */
    void (*abort)(void *state);
    void (*destroy)(void *state);
} ktorch_comm_impl;
/* The communicator takes ownership of impl->state; allocator NULL = default. */
KTORCH_API ktorch_status ktorch_comm_create(const ktorch_comm_impl *impl, const ktorch_allocator *allocator, ktorch_comm **out);
KTORCH_API void ktorch_comm_destroy(ktorch_comm *comm);
KTORCH_API int ktorch_comm_rank(const ktorch_comm *comm);             /* -1 for NULL */
KTORCH_API int ktorch_comm_size(const ktorch_comm *comm);             /* 0 for NULL */
KTORCH_API ktorch_device ktorch_comm_device(const ktorch_comm *comm); /* the CPU for NULL */
/* The table comm was created with (NULL for NULL), for a communicator that
   wraps another (counting or checking its exchanges): call its functions
   with its state; comm keeps ownership. */
KTORCH_API const ktorch_comm_impl *ktorch_comm_impl_of(const ktorch_comm *comm);
/* In-process communicator over host memory: comms[0..size-1], one per rank,
   each driven by its own thread (ranks exchange through mailboxes). Destroy
   each; KTORCH_UNSUPPORTED under KTORCH_NO_THREADS. */
KTORCH_API ktorch_status ktorch_comm_fake_create(int size, const ktorch_allocator *allocator, ktorch_comm **comms);

/* Which positions of the global sequence (G ranks x n tokens) rank r holds:
   CONTIGUOUS local i = r*n + i; ZIGZAG: chunks of n/2, rank r holds chunks
   r and 2G-1-r (causal work balanced); STRIPED: local i = i*G + r. */
typedef enum ktorch_ring_layout { KTORCH_RING_CONTIGUOUS = 0, KTORCH_RING_ZIGZAG, KTORCH_RING_STRIPED } ktorch_ring_layout;
/* Global position of local token i (-1 when an argument is out of range). */
KTORCH_API int64_t ktorch_ring_position(ktorch_ring_layout layout, int size, int rank, int64_t n_local, int64_t i);
/* Ring attention: self-attention over the global sequence, each rank holding
   its n tokens of q, k, v (ktorch_attention's shapes, Nq == Nk == n, the
   same n on every rank; even for ZIGZAG) and receiving out (and
   params->lse) for its queries. K/V blocks travel round the ring, double
   buffered, while the local block pairs are computed; partial results are
   merged by LSE in f32. Causal and windows apply to global positions; block
   pairs outside them are skipped, and a block no later rank needs is not
   sent on. params: causal, windows, scale, softcap, lse, variant (no mask,
   ALiBi or quantized inputs). Ranks first exchange their arguments: any
   rank's refusal or a mismatch fails every rank. */
KTORCH_API ktorch_status ktorch_attention_ring(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k,
                                               const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                               ktorch_ring_layout layout);
/* Backward of ktorch_attention_ring with the same arguments: each rank
   passes its q, k, v, the forward's out and lse (f32 [B,Hq,n], what the
   ring wrote through params->lse; params->lse must be NULL) and dout, and
   receives dq, dk, dv of its tokens (overwritten). Each block pair runs
   ktorch_attention_backward's op with the global out and LSE; dq sums in
   f32 on the rank, dK/dV (f32) travel round the ring with their K/V block
   and come home after G passes. Same params and layouts as the forward;
   ranks agree on their arguments first. */
KTORCH_API ktorch_status ktorch_attention_ring_backward(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k,
                                                        const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                        const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                        const ktorch_attention_params *params, ktorch_ring_layout layout);
/* Context-parallel decode: the KV cache split in rank order (rank r holds
   keys [off_r, off_r + Nk_r) of the global Nk, lengths may differ), q the
   same on every rank. Each rank computes its partial out and LSE, one
   all-gather combines them, and every rank merges them in rank order into
   out (and params->lse): the same result everywhere. Windows and causal
   are bottom-right aligned to the global Nk; params as for the ring.
   key_lengths: host array of every rank's Nk_r, the same on every rank:
   then that all-gather is the only collective and nothing waits for the
   device (a step of a decode loop), and agreement across ranks is the
   caller's; NULL: the ranks first exchange their arguments as the ring
   does. */
KTORCH_API ktorch_status ktorch_attention_decode_cp(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k,
                                                    const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                    const int64_t *key_lengths);

/* ------------------------------------------------------------------------
   Quantization
   ------------------------------------------------------------------------ */
/* Quantized tensors store real packed codes plus the scales that dequantize
   them: every stored scale is the dequantization factor (x ~= q * scale).
   The tensor is viewed as rows of K = shape[ndim-1] elements; blocks and
   groups run along that last (contiguous) axis. docs/QUANT.md gives the exact
   byte layouts and rounding rules of every format. Quantization runs where
   its input lives: on the CPU, or on a device backend (CUDA: every format,
   byte-identical to the CPU; the qtensor's tensors then live on the device).
   Inputs are f32/f16/bf16 tensors of any strides. */
typedef enum ktorch_quant_format {
    KTORCH_QUANT_INT8 = 0,   /* i8 codes in [-127,127], f32 scales, symmetric */
    KTORCH_QUANT_INT8_ASYM,  /* u8 codes, f32 scales, u8 zero points: x = (q - zp) * s */
    KTORCH_QUANT_FP8_E4M3,   /* fp8 codes, f32 scales (current or delayed scaling) */
    KTORCH_QUANT_FP8_E5M2,
    KTORCH_QUANT_MXFP8_E4M3, /* OCP MX v1.0: 32 elements share one E8M0 scale */
    KTORCH_QUANT_MXFP8_E5M2,
    KTORCH_QUANT_MXFP6_E2M3,
    KTORCH_QUANT_MXFP6_E3M2,
    KTORCH_QUANT_MXFP4,
    KTORCH_QUANT_MXINT8,
    KTORCH_QUANT_NVFP4,      /* E2M1 codes, E4M3 scale per 16, f32 tensor scale */
    KTORCH_QUANT_Q8_0,       /* ggml/GGUF blocks: f16 d + 32 x i8 (34 bytes) */
    KTORCH_QUANT_Q4_0,       /* ggml/GGUF blocks: f16 d + 16 bytes of nibbles (18 bytes) */
    KTORCH_QUANT_FORMAT_COUNT
} ktorch_quant_format;

/* Which elements share a scale (int8, int8_asym, fp8 only; the block
   formats have their fixed block along the last axis). */
typedef enum ktorch_quant_granularity {
    KTORCH_QUANT_PER_TENSOR = 0,
    KTORCH_QUANT_PER_CHANNEL, /* one scale per index of `axis` */
    KTORCH_QUANT_PER_GROUP    /* `group` consecutive elements along the last axis */
} ktorch_quant_granularity;

typedef enum ktorch_mx_scale_mode {
    KTORCH_MX_SCALE_SPEC = 0, /* X = floor(log2(amax)) - emax_elem (may clip the block max) */
    KTORCH_MX_SCALE_NOCLIP    /* smallest X with amax * 2^-X <= max normal of the element */
} ktorch_mx_scale_mode;

/* Delayed FP8 scaling (Transformer Engine recipe): a tensor is quantized with
   the scale derived from earlier amaxes; its own amax then enters the history.
   Zero-initialise, set the options, and pass the same struct every step. */
#define KTORCH_AMAX_HISTORY_MAX 1024
typedef struct ktorch_fp8_delayed_scaling {
    int history_len;  /* 1..KTORCH_AMAX_HISTORY_MAX; 0 = 1 */
    int most_recent;  /* 0 = max over the history, 1 = most recent amax */
    int margin;       /* multiplier = (fmax / amax) / 2^margin */
    /* state */
    int count, pos;
    float multiplier; /* used by the next quantization; 0 = not yet set (1 is used) */
    float history[KTORCH_AMAX_HISTORY_MAX];
} ktorch_fp8_delayed_scaling;

typedef struct ktorch_quant_params {
    ktorch_quant_granularity granularity;
    int axis;                            /* per-channel axis; negative counts from the end */
    int64_t group;                       /* per-group size (> 0) */
    int fp8_margin;                      /* current scaling: multiplier = (fmax/amax) / 2^margin */
    ktorch_fp8_delayed_scaling *delayed; /* fp8 per-tensor: use and update this history */
    ktorch_mx_scale_mode mx_scale;
    float nvfp4_tensor_scale; /* nvfp4: s_t to use, in [FLT_MIN, FLT_MAX / 2688]; 0 = amax(|x|) / (448 * 6) */
} ktorch_quant_params;

typedef struct ktorch_qtensor {
    ktorch_quant_format format;
    int ndim;
    int64_t shape[KTORCH_MAX_DIMS]; /* shape of the real-valued tensor */
    ktorch_tensor data;             /* codes (q8_0/q4_0: U8 [rows, K/32 * block bytes]) */
    ktorch_tensor scale;            /* dequantization factors; data NULL when the format has none */
    ktorch_tensor zero_point;       /* int8_asym only (U8, same shape as scale) */
    float tensor_scale;             /* nvfp4: s_t; otherwise 1 */
    int64_t block;                  /* elements per scale along the last axis (MX 32, nvfp4 16, q 32, group g); 0 = n/a */
    int axis;                       /* per-channel axis (non-negative), -1 otherwise */
    ktorch_quant_granularity granularity;
} ktorch_qtensor;

KTORCH_API const char *ktorch_quant_format_name(ktorch_quant_format format); /* "int8", "mxfp4", "q4_0", ... */
KTORCH_API int ktorch_quant_format_from_name(const char *name, ktorch_quant_format *out); /* 1 if known */
/* Element dtype of the codes (I8, U8, FP8_*, F6_*, F4_E2M1; U8 for q8_0/q4_0). */
KTORCH_API ktorch_dtype ktorch_quant_format_element(ktorch_quant_format format);

/* Quantize a tensor (f32/f16/bf16, ndim 1..4; CPU or device). params NULL = defaults.
   *out owns its tensors; release with ktorch_qtensor_free. On CUDA, NaN/Inf
   rejected by int8, int8_asym, q8_0, q4_0 and nvfp4 with a given tensor scale
   is reported by the next synchronisation (ktorch_synchronize or a
   synchronising copy), not by this call, on CUDA, HIP and Vulkan
   (docs/QUANT.md). int8_asym also refuses a scale
   whose range max(x,0) - min(x,0) overflows f32, naming the first row that
   holds an element of it, the same way on every backend; q8_0 / q4_0
   refuse a block whose f16 d overflows (docs/QUANT.md). */
KTORCH_API ktorch_status ktorch_quantize(ktorch_context *ctx, const ktorch_tensor *x, ktorch_quant_format format,
                                         const ktorch_quant_params *params, ktorch_qtensor *out);
/* out: contiguous f32/f16/bf16 tensor of q's shape on q's device. */
KTORCH_API ktorch_status ktorch_dequantize(ktorch_context *ctx, const ktorch_qtensor *q, ktorch_tensor *out);
/* Check a qtensor assembled by hand (e.g. from a file): shapes, dtypes, sizes. */
KTORCH_API ktorch_status ktorch_qtensor_validate(const ktorch_qtensor *q);
KTORCH_API void ktorch_qtensor_free(ktorch_context *ctx, ktorch_qtensor *q);
/* Bytes of codes + scales + zero points. */
KTORCH_API uint64_t ktorch_qtensor_nbytes(const ktorch_qtensor *q);

typedef struct ktorch_quant_error_stats {
    double max_abs, rmse, sqnr_db; /* sqnr = 10 log10(sum x^2 / sum (x-y)^2); inf when exact */
    int64_t nonfinite;             /* positions where exactly one of x, y is not finite, or they differ in kind */
} ktorch_quant_error_stats;
/* Error of approx against ref (same shape, f32/f16/bf16 CPU tensors);
   positions where ref is not finite are skipped. */
KTORCH_API ktorch_status ktorch_quant_error(const ktorch_tensor *ref, const ktorch_tensor *approx, ktorch_quant_error_stats *out);

/* y[M,N] = x[M,K] W[N,K]^T. x: f32/f16/bf16 (any strides); W: 2-D qtensor
   of any format (dequantized on the fly); y: f32/f16/bf16. On CUDA: W
   in every format but int8_asym; f32 x is rounded to bf16 first
   (docs/QUANT.md). */
KTORCH_API ktorch_status ktorch_qmatmul(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_qtensor *w, ktorch_tensor *y);
/* The same product with a dense W (f32/f16/bf16 [N,K]): the unquantized baseline. */
KTORCH_API ktorch_status ktorch_matmul_nt(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *w, ktorch_tensor *y);
/* w8a8: x and W both int8 (symmetric) or both fp8 (e4m3/e5m2, may be
   mixed), each per-tensor or per-channel along axis 0.
   int8: acc = sum_k qx[m,k] qw[n,k] exactly in int32; y is I32 (acc) or
   f32 (float(acc) * sx[m] * sw[n], multiplied left to right).
   fp8: acc = sum_k fp8(qx[m,k]) fp8(qw[n,k]) in f32 (products are exact; on
   the CPU summed in k order); y f32/f16/bf16 = acc * sx[m] * sw[n].
   On CUDA x, W and y live on the device (docs/QUANT.md). */
KTORCH_API ktorch_status ktorch_qmatmul_w8a8(ktorch_context *ctx, const ktorch_qtensor *x, const ktorch_qtensor *w, ktorch_tensor *y);

/* ------------------------------------------------------------------------
   Training ops: the rest of a transformer block, forward and backward.
   Activations (x, dy, out, dx, ...) are f32, f16 or bf16; every reduction
   accumulates in f32 (or wider) in a fixed order, so results are bitwise the
   same for any thread count. "Rows": a tensor of ndim >= 1 read as
   [rows, D], D its last dim; the CPU runs tensors whose last dim has stride 1
   and whose leading dims collapse into one row stride (a column slice of a
   wider tensor qualifies). Weight gradients (dweight, dbias) are f32 and
   are added to (zero them for a fresh gradient); dx is written.
   ------------------------------------------------------------------------ */
/* c[M,N] = alpha * op(a) op(b) + beta * c, op(a) = a^T when trans_a (a is
   [K,M]) else a ([M,K]); op(b) = b^T when trans_b (b is [N,K]) else b
   ([K,N]). Any float dtypes and strides. beta = 0: c is not read (NaN in it
   does not propagate). So a linear layer's dx = dy W is (dy, W, dx, 0, 0),
   dW += dy^T x is (dy, x, dW, 1, 0, 1, 1). Each element of c is summed in
   k order blocks by one thread. */
KTORCH_API ktorch_status ktorch_matmul(ktorch_context *ctx, const ktorch_tensor *a, const ktorch_tensor *b, ktorch_tensor *c, int trans_a,
                                       int trans_b, float alpha, float beta);
typedef struct ktorch_matmul_params { /* the desc's parameters of KTORCH_OP_MATMUL */
    int trans_a, trans_b;
    float alpha, beta;
} ktorch_matmul_params;

typedef struct ktorch_norm_params {
    float eps;         /* 0 = 1e-5 */
    int accumulate_dx; /* backward: dx += the gradient (the residual stream's own gradient already in dx) */
} ktorch_norm_params;
/* RMSNorm: out = x * rstd * weight, rstd = 1/sqrt(mean(x^2) + eps) per row.
   weight [D] (any float dtype); rstd (optional, f32, numel = rows,
   contiguous) receives each row's rstd for the backward. */
KTORCH_API ktorch_status ktorch_rmsnorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *weight, ktorch_tensor *out,
                                        ktorch_tensor *rstd, const ktorch_norm_params *params);
/* dx from dy; dweight (optional, f32 [D]) += sum over rows of dy * x * rstd.
   rstd NULL: recomputed from x. */
KTORCH_API ktorch_status ktorch_rmsnorm_backward(ktorch_context *ctx, const ktorch_tensor *dy, const ktorch_tensor *x, const ktorch_tensor *weight,
                                                 const ktorch_tensor *rstd, ktorch_tensor *dx, ktorch_tensor *dweight,
                                                 const ktorch_norm_params *params);
/* LayerNorm: out = (x - mean) * rstd * weight + bias (weight, bias [D],
   each optional); mean and rstd (optional, f32, numel = rows) saved. */
KTORCH_API ktorch_status ktorch_layernorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *weight, const ktorch_tensor *bias,
                                          ktorch_tensor *out, ktorch_tensor *mean, ktorch_tensor *rstd, const ktorch_norm_params *params);
/* mean and rstd: both given or both NULL (recomputed). dweight, dbias:
   optional f32 [D], added to. */
KTORCH_API ktorch_status ktorch_layernorm_backward(ktorch_context *ctx, const ktorch_tensor *dy, const ktorch_tensor *x, const ktorch_tensor *weight,
                                                   const ktorch_tensor *mean, const ktorch_tensor *rstd, ktorch_tensor *dx, ktorch_tensor *dweight,
                                                   ktorch_tensor *dbias, const ktorch_norm_params *params);
/* Residual add fused with the norm: sum = x + residual (written: the new
   residual stream, may be x or residual), out = norm(sum), rstd (and mean)
   saved as above. The backward is the norm's on sum, with accumulate_dx
   adding into the gradient that the residual stream already holds. */
KTORCH_API ktorch_status ktorch_add_rmsnorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *residual, const ktorch_tensor *weight,
                                            ktorch_tensor *sum, ktorch_tensor *out, ktorch_tensor *rstd, const ktorch_norm_params *params);
KTORCH_API ktorch_status ktorch_add_layernorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *residual, const ktorch_tensor *weight,
                                              const ktorch_tensor *bias, ktorch_tensor *sum, ktorch_tensor *out, ktorch_tensor *mean, ktorch_tensor *rstd,
                                              const ktorch_norm_params *params);

typedef struct ktorch_rope_params {
    float theta;             /* frequency base; 0 = 10000 */
    int interleaved;         /* 0: rotate-half, pairs (i, i + D/2) (Llama, GPT-NeoX); 1: pairs (2i, 2i+1) (GPT-J) */
    int64_t position_offset; /* position of sequence index 0 when positions is NULL */
    int64_t head_dim;        /* 0: the last dim is one head; else heads of this many (even, dividing it), each turned alone */
} ktorch_rope_params;
/* Rotary embedding of x [..., seq, D] (D even, ndim >= 2): pair i turns by
   pos * theta^(-2i/D). positions: NULL (offset + t) or int32/int64 [seq].
   out (x's shape; may be x) is written. The backward turns dy back. With
   head_dim, each group of head_dim columns is a head, with D = head_dim in
   the angle: q and k turn where a fused QKV projection wrote them, as the
   column slice [batch, seq, (heads_q + heads_kv) head_dim] of its output. */
KTORCH_API ktorch_status ktorch_rope(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *positions, ktorch_tensor *out,
                                     const ktorch_rope_params *params);
KTORCH_API ktorch_status ktorch_rope_backward(ktorch_context *ctx, const ktorch_tensor *dy, const ktorch_tensor *positions, ktorch_tensor *dx,
                                              const ktorch_rope_params *params);

/* out = silu(gate) * up (all of one shape); backward writes dgate and dup. */
KTORCH_API ktorch_status ktorch_swiglu(ktorch_context *ctx, const ktorch_tensor *gate, const ktorch_tensor *up, ktorch_tensor *out);
KTORCH_API ktorch_status ktorch_swiglu_backward(ktorch_context *ctx, const ktorch_tensor *dout, const ktorch_tensor *gate, const ktorch_tensor *up,
                                                ktorch_tensor *dgate, ktorch_tensor *dup);
typedef enum ktorch_gelu_kind {
    KTORCH_GELU_ERF = 0, /* x * Phi(x), exact */
    KTORCH_GELU_TANH = 1 /* 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) */
} ktorch_gelu_kind;
KTORCH_API ktorch_status ktorch_gelu(ktorch_context *ctx, const ktorch_tensor *x, ktorch_tensor *out, ktorch_gelu_kind kind);
KTORCH_API ktorch_status ktorch_gelu_backward(ktorch_context *ctx, const ktorch_tensor *dout, const ktorch_tensor *x, ktorch_tensor *dx,
                                              ktorch_gelu_kind kind);

/* out[..., D] = weight[ids[...], :]; ids int32/int64 (contiguous), every id
   in [0, V) (else KTORCH_INVALID_ARGUMENT naming the first bad one);
   weight [V, D]. The backward adds dout's rows into dweight (f32 [V, D]),
   in token order. */
KTORCH_API ktorch_status ktorch_embedding(ktorch_context *ctx, const ktorch_tensor *ids, const ktorch_tensor *weight, ktorch_tensor *out);
KTORCH_API ktorch_status ktorch_embedding_backward(ktorch_context *ctx, const ktorch_tensor *dout, const ktorch_tensor *ids, ktorch_tensor *dweight);

typedef struct ktorch_cross_entropy_params {
    float label_smoothing; /* in [0, 1) */
    float grad_scale;      /* dlogits factor; 0 = 1 / (rows not ignored): the gradient of the mean */
} ktorch_cross_entropy_params;
/* Softmax cross-entropy over the vocabulary, fused: logits [N, V] as rows,
   targets int32/int64 (numel N; a negative target, e.g. -100, ignores its
   row: loss 0, dlogits 0; one >= V is an error). Outputs, each optional:
   losses (f32, numel N), dlogits (logits' shape; may be logits itself),
   mean (f32, numel 1: the mean loss over rows not ignored, 0 when none).
   Loss = logsumexp(l) - (1-s) l[t] - s/V sum(l); dlogits = (softmax(l) -
   (1-s) onehot(t) - s/V) * grad_scale. Probabilities exist one row tile at
   a time. */
KTORCH_API ktorch_status ktorch_cross_entropy(ktorch_context *ctx, const ktorch_tensor *logits, const ktorch_tensor *targets, ktorch_tensor *losses,
                                              ktorch_tensor *dlogits, ktorch_tensor *mean, const ktorch_cross_entropy_params *params);

typedef struct ktorch_adamw_params {
    float lr;
    float beta1, beta2;  /* 0 = 0.9, 0.999 */
    float eps;           /* 0 = 1e-8 */
    float weight_decay;  /* decoupled: param *= 1 - lr * weight_decay */
    float grad_scale;    /* gradient factor first (clipping, 1/loss scale); 0 = 1 */
    int64_t step;        /* this step's number, from 1 (bias correction) */
} ktorch_adamw_params;
/* One AdamW step, as PyTorch's: g = grad * grad_scale; m = b1 m + (1-b1) g;
   v = b2 v + (1-b2) g^2; param = param (1 - lr wd) - (lr / (1 - b1^t)) m /
   (sqrt(v) / sqrt(1 - b2^t) + eps). param: f32 master weights
   (contiguous); grad any float dtype; m, v f32 or bf16; param_copy
   (optional, f16/bf16/f32) receives the new param rounded. All one shape. */
KTORCH_API ktorch_status ktorch_adamw_step(ktorch_context *ctx, ktorch_tensor *param, const ktorch_tensor *grad, ktorch_tensor *m, ktorch_tensor *v,
                                           ktorch_tensor *param_copy, const ktorch_adamw_params *params);
/* Global L2 norm of `count` float tensors (one device): *norm. With
   max_norm > 0, *clip_scale (optional) = min(1, max_norm / (norm + 1e-6)),
   the grad_scale that clips (else 1). A non-finite *norm (f16 gradients
   that overflowed under a loss scale) means: skip the step, lower the scale. */
KTORCH_API ktorch_status ktorch_grad_norm(ktorch_context *ctx, const ktorch_tensor *const *grads, int count, float max_norm, float *norm,
                                          float *clip_scale);

/* ------------------------------------------------------------------------
   Backend interface (docs/BACKENDS.md says how to write a backend).
   A backend fills a ktorch_backend_impl and registers it with a context.
   The core validates every argument of a public op before any backend
   sees it, and hands the backend one checked description (ktorch_op_desc);
   `supports` answers whether the backend runs that description, `run`
   runs it. The CPU backend goes through the same table.
   ------------------------------------------------------------------------ */
#define KTORCH_BACKEND_ABI_VERSION 3

typedef enum ktorch_copy_kind {
    KTORCH_COPY_HOST_TO_DEVICE = 0,
    KTORCH_COPY_DEVICE_TO_HOST = 1,
    KTORCH_COPY_DEVICE_TO_DEVICE = 2
} ktorch_copy_kind;

/* Ops a backend may run. The tensors of ktorch_op_desc come in the order
   given here (NULL where an optional one is absent). */
#define KTORCH_OP_LIST(X)                                                                                                  \
    X(ATTENTION, "attention")                           /* q, k, v, out; attention */                                     \
    X(ATTENTION_MERGE, "attention_merge")               /* out_a, lse_a, out_b, lse_b, out, lse */                        \
    X(ATTENTION_BLOCK_SPARSE, "attention_block_sparse") /* q, k, v, out, block_mask; attention, params: sparse */        \
    X(BLOCK_MASK_TOPK, "block_mask_topk")               /* q, k, mask; arg: block_q, block_k, causal; density */          \
    X(ATTENTION_CHUNKED, "attention_chunked")           /* q, k, v, out; attention; arg: chunk_q, chunk_k (0 = whole) */   \
    X(ATTENTION_DILATED, "attention_dilated")           /* q, k, v, out; attention, params: dilated;                     \
                                                           arg[0]: rows per call of the composite (0 = 2^20) */          \
    X(KV_CACHE_APPEND, "kv_cache_append")               /* k_pages, v_pages, block_table, context_lens, k_new, v_new;   \
                                                           params: ktorch_kv_quant (NULL = float pages) */                \
    X(ATTENTION_PAGED, "attention_paged")               /* q, k_pages, v_pages, block_table, context_lens, out;          \
                                                           attention, params: paged */                                    \
    X(QUANTIZE, "quantize")                             /* x; format, params: quant params (NULL = defaults), qout */    \
    X(DEQUANTIZE, "dequantize")                         /* out; qtensor[0] = q */                                         \
    X(QMATMUL, "qmatmul")                               /* x, y; qtensor[0] = w */                                        \
    X(MATMUL_NT, "matmul_nt")                           /* x, w, y */                                                     \
    X(MATMUL, "matmul")                                 /* a, b, c; params: ktorch_matmul_params */                      \
    X(RMSNORM, "rmsnorm")                               /* x, weight, out, rstd; params: norm (NULL = defaults) */       \
    X(RMSNORM_BACKWARD, "rmsnorm_backward")             /* dy, x, weight, rstd, dx, dweight; params: norm */             \
    X(LAYERNORM, "layernorm")                           /* x, weight, bias, out, mean, rstd; params: norm */             \
    X(LAYERNORM_BACKWARD, "layernorm_backward")         /* dy, x, weight, mean, rstd, dx, dweight, dbias; params: norm */\
    X(ADD_RMSNORM, "add_rmsnorm")                       /* x, residual, weight, sum, out, rstd; params: norm */          \
    X(ADD_LAYERNORM, "add_layernorm")                   /* x, residual, weight, bias, sum, out, mean, rstd; params: norm */\
    X(ROPE, "rope")                                     /* x, positions, out; params: rope (NULL = defaults) */         \
    X(ROPE_BACKWARD, "rope_backward")                   /* dy, positions, dx; params: rope */                            \
    X(SWIGLU, "swiglu")                                 /* gate, up, out */                                               \
    X(SWIGLU_BACKWARD, "swiglu_backward")               /* dout, gate, up, dgate, dup */                                  \
    X(GELU, "gelu")                                     /* x, out; arg[0]: ktorch_gelu_kind */                            \
    X(GELU_BACKWARD, "gelu_backward")                   /* dout, x, dx; arg[0]: ktorch_gelu_kind */                       \
    X(EMBEDDING, "embedding")                           /* ids, weight, out */                                            \
    X(EMBEDDING_BACKWARD, "embedding_backward")         /* dout, ids, dweight (added to) */                               \
    X(CROSS_ENTROPY, "cross_entropy")                   /* logits, targets, losses, dlogits, mean; params: cross_entropy \
                                                           (NULL = defaults) */                                           \
    X(ADAMW_STEP, "adamw_step")                         /* param, grad, m, v, param_copy; params: adamw (never NULL) */  \
    X(SUM_SQUARES, "sum_squares")                       /* x, out (f32, numel 1) = sum of x^2 (ktorch_grad_norm) */       \
    X(QMATMUL_W8A8, "qmatmul_w8a8")                     /* y; qtensor[0] = x, qtensor[1] = w */                           \
    X(CONVERT, "convert")                               /* dst, src (one device, any strides); params: copy params */     \
    X(ATTENTION_BACKWARD, "attention_backward")         /* q, k, v, out, dout, dq, dk, dv; attention, whose lse is the    \
                                                           saved LSE (an input here); arg[0] = 1: dq, dk, dv are added to \
                                                           (the ring's backward; bounds may be shifted as in chunks) */    \
    X(ATTENTION_BLOCK_SPARSE_BACKWARD, "attention_block_sparse_backward") /* as attention_backward (arg[0] too);          \
                                                           params: sparse */                                               \
    X(ATTENTION_CHUNKED_BACKWARD, "attention_chunked_backward") /* as attention_backward; arg[0], arg[1]: chunk_q, chunk_k \
                                                           (0 = whole) */                                                  \
    X(ATTENTION_DILATED_BACKWARD, "attention_dilated_backward") /* as attention_backward; params: dilated;              \
                                                           arg[0]: rows per call of the composite (0 = 2^20) */

typedef enum ktorch_op {
#define KTORCH__OP_ENUM(name, text) KTORCH_OP_##name,
    KTORCH_OP_LIST(KTORCH__OP_ENUM)
#undef KTORCH__OP_ENUM
    KTORCH_OP_COUNT
} ktorch_op;
KTORCH_API const char *ktorch_op_name(ktorch_op op);

/* The sizes of an attention problem, derived and checked by the core
   (filled for the attention ops; zero otherwise). */
typedef struct ktorch_attention_shape {
    int64_t batch, heads_q, heads_kv, seq_q, seq_k, head_dim, head_dim_v;
    ktorch_dtype dtype;     /* the float dtype of the unquantized inputs (f32 when all are quantized) */
    int mask_kind;          /* 0 none, 1 boolean, 2 additive */
    int has_window_left, has_window_right;
    int64_t window_left, window_right; /* resolved bounds (causal sets right = 0) */
    double scale;           /* resolved softmax scale */
} ktorch_attention_shape;

typedef struct ktorch_op_desc {
    ktorch_op op;
    ktorch_device device;                       /* where it runs: every tensor is there (host-only exceptions are documented per op) */
    ktorch_tensor *tensor[8];                   /* see KTORCH_OP_LIST; inputs are not written */
    const ktorch_qtensor *qtensor[2];
    ktorch_qtensor *qout;                       /* quantize: the result, zeroed by the core */
    const ktorch_attention_params *attention;   /* never NULL for the attention ops (defaults when the caller gave none) */
    const void *params;                         /* the op's own parameter struct (see KTORCH_OP_LIST) */
    ktorch_quant_format format;
    int64_t arg[4];
    double density;
    ktorch_attention_shape shape;
} ktorch_op_desc;

typedef struct ktorch_backend_impl {
    uint32_t abi_version; /* KTORCH_BACKEND_ABI_VERSION */
    ktorch_backend kind;
    void *state;
    int (*device_count)(void *state);
    ktorch_status (*device_info)(void *state, int index, ktorch_device_info *out);
    /* Block provider for the device's pool. */
    ktorch_block_provider (*provider)(void *state, int index);
    ktorch_status (*copy)(void *state, int index, void *dst, const void *src, uint64_t bytes, ktorch_copy_kind kind);
    ktorch_status (*fill)(void *state, int index, void *dst, uint8_t byte, uint64_t bytes);
    ktorch_status (*synchronize)(void *state, int index);
    /* KTORCH_OK when the backend runs `op` as described, else
       KTORCH_UNSUPPORTED with a message (ktorch_set_error) naming what it
       lacks. Called by the core before every run and by
       ktorch_backend_supports. */
    ktorch_status (*supports)(void *state, const ktorch_op_desc *op);
    /* Run a checked, supported op on op->device. */
    ktorch_status (*run)(void *state, ktorch_context *ctx, const ktorch_op_desc *op);
    void (*destroy)(void *state);
    /* Optional (NULL = KTORCH_UNSUPPORTED): timing events on the device's stream. */
    ktorch_status (*event_record)(void *state, int index, void **event);
    ktorch_status (*event_elapsed)(void *state, int index, void *start, void *end, double *seconds);
    void (*event_destroy)(void *state, int index, void *event);
    /* Optional: compiled-kernel caches. export allocates *data with the
       allocator it is given; prepare compiles every kernel of a device (it
       may use the context's threads, ktorch_context_threads). */
    ktorch_status (*cache_export)(void *state, const ktorch_allocator *allocator, void **data, size_t *size);
    ktorch_status (*cache_import)(void *state, const void *data, size_t size);
    ktorch_status (*prepare)(void *state, ktorch_context *ctx, int index, int *compiled);
} ktorch_backend_impl;

/* The context takes ownership of impl->state (destroy is called with it). */
KTORCH_API ktorch_status ktorch_register_backend(ktorch_context *ctx, const ktorch_backend_impl *impl);
/* KTORCH_OK when `op` (tensors may be descriptions: data is not read but
   must not be NULL for a non-empty tensor, except
   the host arrays named in the op's parameters) is valid and the backend of
   op->device runs it; else the status and message the op itself would give. */
KTORCH_API ktorch_status ktorch_backend_supports(ktorch_context *ctx, const ktorch_op_desc *op);
/* Compiled kernels of a backend as one blob (release with ktorch_free);
   import skips entries already present; prepare compiles (or loads from the
   caches) every kernel of a device, on the context's threads where the
   compiler allows (CUDA's NVRTC), *compiled (may be NULL) = how many were
   compiled. KTORCH_UNSUPPORTED for a backend without caches (the CPU). */
KTORCH_API ktorch_status ktorch_backend_cache_export(ktorch_context *ctx, ktorch_backend backend, void **data, size_t *size);
KTORCH_API ktorch_status ktorch_backend_cache_import(ktorch_context *ctx, ktorch_backend backend, const void *data, size_t size);
KTORCH_API ktorch_status ktorch_backend_prepare(ktorch_context *ctx, ktorch_device device, int *compiled);
/* Free memory the library returned to the caller (cache blobs). */
KTORCH_API void ktorch_free(ktorch_context *ctx, void *data);
/* For backends: record an error message and return `status`. */
KTORCH_API ktorch_status ktorch_set_error(ktorch_status status, const char *fmt, ...);
KTORCH_API const ktorch_allocator *ktorch_context_allocator(ktorch_context *ctx);
/* The context's thread pool (the caller's or its own; never NULL for a context). */
KTORCH_API const ktorch_thread_pool_api *ktorch_context_threads(ktorch_context *ctx);

#ifdef __cplusplus
}
#endif
#endif /* KTORCH_H */

/* ========================================================================
   IMPLEMENTATION
   ======================================================================== */
#ifdef KTORCH_IMPLEMENTATION
#ifndef KTORCH__IMPLEMENTED
#define KTORCH__IMPLEMENTED

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <float.h>
#ifndef KTORCH_NO_STDIO
#include <stdio.h>
#endif
#ifndef KTORCH_NO_THREADS
#include <pthread.h>
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#ifndef KTORCH_NO_STDIO
#include <sys/stat.h>
#endif
#endif

#if defined(KTORCH_MALLOC) && defined(KTORCH_REALLOC) && defined(KTORCH_FREE)
/* ok */
#elif !defined(KTORCH_MALLOC) && !defined(KTORCH_REALLOC) && !defined(KTORCH_FREE)
#define KTORCH_MALLOC(sz, u) ((void)(u), malloc(sz))
#define KTORCH_REALLOC(p, sz, u) ((void)(u), realloc(p, sz))
#define KTORCH_FREE(p, u) ((void)(u), free(p))
#else
#error "ktorch: define all of KTORCH_MALLOC, KTORCH_REALLOC, KTORCH_FREE or none"
#endif

#ifndef KTORCH_ASSERT
#include <assert.h>
#define KTORCH_ASSERT(x) assert(x)
#endif

#if defined(KTORCH_NO_THREADS)
#define KTORCH__TLS
#elif defined(__cplusplus) && __cplusplus >= 201103L
#define KTORCH__TLS thread_local
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_THREADS__)
#define KTORCH__TLS _Thread_local
#elif defined(_MSC_VER)
#define KTORCH__TLS __declspec(thread)
#else
#define KTORCH__TLS __thread
#endif

#if defined(__GNUC__) || defined(__clang__)
#define KTORCH__UNUSED __attribute__((unused))
#define KTORCH__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define KTORCH__UNUSED
#define KTORCH__PRINTF(a, b)
#endif
/* messages checked against their arguments wherever the compiler can */
KTORCH_API ktorch_status ktorch_set_error(ktorch_status status, const char *fmt, ...) KTORCH__PRINTF(2, 3);

#ifdef __cplusplus
#define KTORCH__CAST(T, x) static_cast<T>(x)
#define KTORCH__RCAST(T, x) reinterpret_cast<T>(x)
#else
#define KTORCH__CAST(T, x) ((T)(x))
#define KTORCH__RCAST(T, x) ((T)(x))
#endif

#define KTORCH__MIN(a, b) ((a) < (b) ? (a) : (b))
#define KTORCH__MAX(a, b) ((a) > (b) ? (a) : (b))

/* ---- bit casts ---------------------------------------------------------- */
static KTORCH__UNUSED uint32_t ktorch__f32_bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static KTORCH__UNUSED float ktorch__bits_f32(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* ---- checked size arithmetic ------------------------------------------ */
static KTORCH__UNUSED int ktorch__mul_u64(uint64_t a, uint64_t b, uint64_t *out) {
    if (a != 0 && b > UINT64_MAX / a) return 0;
    *out = a * b;
    return 1;
}
static KTORCH__UNUSED int ktorch__add_u64(uint64_t a, uint64_t b, uint64_t *out) {
    if (b > UINT64_MAX - a) return 0;
    *out = a + b;
    return 1;
}
/* The product on int64 sizes (shapes, counts, strides): 0 when an operand
   is negative or the result leaves [0, INT64_MAX]. */
static KTORCH__UNUSED int ktorch__mul_i64(int64_t a, int64_t b, int64_t *out) {
    uint64_t r;
    if (a < 0 || b < 0 || !ktorch__mul_u64(KTORCH__CAST(uint64_t, a), KTORCH__CAST(uint64_t, b), &r) || r > KTORCH__CAST(uint64_t, INT64_MAX)) return 0;
    *out = KTORCH__CAST(int64_t, r);
    return 1;
}
/* ceil(a / b) for a >= 0, b > 0; (a + b - 1) / b overflows for a large b. */
static KTORCH__UNUSED int64_t ktorch__ceil_div(int64_t a, int64_t b) { return a / b + (a % b != 0); }

/* ======================================================================
   Errors and messages
   A small formatter (no stdio needed): %s %c %d %i %u %ld %lu %lld %llu
   %zu %x %llx %p %g (6 significant digits) %%, with optional width digits.
   ====================================================================== */
#define KTORCH__MSG_CAP 512
static KTORCH__TLS char ktorch__error_msg[KTORCH__MSG_CAP];

typedef struct ktorch__sbuf {
    char *buf;
    size_t cap, len;
} ktorch__sbuf;

static void ktorch__sb_putc(ktorch__sbuf *b, char c) {
    if (b->len + 1 < b->cap) b->buf[b->len] = c;
    b->len++;
}
static void ktorch__sb_puts(ktorch__sbuf *b, const char *s) {
    if (!s) s = "(null)";
    while (*s) ktorch__sb_putc(b, *s++);
}
static void ktorch__sb_putu(ktorch__sbuf *b, unsigned long long v, unsigned base, int width) {
    char tmp[32];
    int n = 0;
    do {
        unsigned d = KTORCH__CAST(unsigned, v % base);
        tmp[n++] = KTORCH__CAST(char, d < 10 ? '0' + d : 'a' + d - 10);
        v /= base;
    } while (v);
    while (n < width--) ktorch__sb_putc(b, '0');
    while (n) ktorch__sb_putc(b, tmp[--n]);
}
static void ktorch__sb_putd(ktorch__sbuf *b, long long v) {
    if (v < 0) {
        ktorch__sb_putc(b, '-');
        ktorch__sb_putu(b, 0ull - KTORCH__CAST(unsigned long long, v), 10, 0);
    } else {
        ktorch__sb_putu(b, KTORCH__CAST(unsigned long long, v), 10, 0);
    }
}
static void ktorch__sb_putg(ktorch__sbuf *b, double v) {
    int e10 = 0, i;
    unsigned long long digits;
    if (v != v) { ktorch__sb_puts(b, "nan"); return; }
    if (v < 0 || (v == 0 && 1.0 / v < 0)) { ktorch__sb_putc(b, '-'); v = -v; }
    if (v == HUGE_VAL) { ktorch__sb_puts(b, "inf"); return; }
    if (v == 0) { ktorch__sb_putc(b, '0'); return; }
    while (v >= 10.0) { v /= 10.0; e10++; }
    while (v < 1.0) { v *= 10.0; e10--; }
    digits = KTORCH__CAST(unsigned long long, v * 100000.0 + 0.5);
    if (digits >= 1000000ull) { digits /= 10; e10++; }
    if (e10 >= -4 && e10 < 6) {
        /* plain notation with up to 6 significant digits */
        char d[6];
        int point = e10 + 1, last;
        for (i = 5; i >= 0; i--) { d[i] = KTORCH__CAST(char, '0' + digits % 10); digits /= 10; }
        last = 5;
        while (last > 0 && last >= point && d[last] == '0') last--;
        if (point <= 0) {
            ktorch__sb_puts(b, "0.");
            for (i = 0; i < -point; i++) ktorch__sb_putc(b, '0');
            for (i = 0; i <= last; i++) ktorch__sb_putc(b, d[i]);
        } else {
            for (i = 0; i <= last || i < point; i++) {
                if (i == point) ktorch__sb_putc(b, '.');
                ktorch__sb_putc(b, i < 6 ? d[i] : '0');
            }
        }
    } else {
        char d[6];
        int last = 5;
        for (i = 5; i >= 0; i--) { d[i] = KTORCH__CAST(char, '0' + digits % 10); digits /= 10; }
        while (last > 0 && d[last] == '0') last--;
        ktorch__sb_putc(b, d[0]);
        if (last > 0) {
            ktorch__sb_putc(b, '.');
            for (i = 1; i <= last; i++) ktorch__sb_putc(b, d[i]);
        }
        ktorch__sb_putc(b, 'e');
        ktorch__sb_putc(b, e10 < 0 ? '-' : '+');
        ktorch__sb_putu(b, KTORCH__CAST(unsigned long long, e10 < 0 ? -e10 : e10), 10, 2);
    }
}

static size_t ktorch__vformat(char *buf, size_t cap, const char *fmt, va_list ap) {
    ktorch__sbuf b;
    b.buf = buf;
    b.cap = cap;
    b.len = 0;
    while (*fmt) {
        int longs = 0, size_t_arg = 0, width = 0;
        if (*fmt != '%') { ktorch__sb_putc(&b, *fmt++); continue; }
        fmt++;
        while (*fmt >= '0' && *fmt <= '9') width = width * 10 + (*fmt++ - '0');
        while (*fmt == 'l') { longs++; fmt++; }
        if (*fmt == 'z') { size_t_arg = 1; fmt++; }
        switch (*fmt) {
        case 's': ktorch__sb_puts(&b, va_arg(ap, const char *)); break;
        case 'c': ktorch__sb_putc(&b, KTORCH__CAST(char, va_arg(ap, int))); break;
        case 'd':
        case 'i':
            if (longs >= 2) ktorch__sb_putd(&b, va_arg(ap, long long));
            else if (longs == 1) ktorch__sb_putd(&b, va_arg(ap, long));
            else ktorch__sb_putd(&b, va_arg(ap, int));
            break;
        case 'u':
        case 'x': {
            unsigned base = *fmt == 'x' ? 16u : 10u;
            unsigned long long v;
            if (size_t_arg) v = va_arg(ap, size_t);
            else if (longs >= 2) v = va_arg(ap, unsigned long long);
            else if (longs == 1) v = va_arg(ap, unsigned long);
            else v = va_arg(ap, unsigned);
            ktorch__sb_putu(&b, v, base, width);
            break;
        }
        case 'p':
            ktorch__sb_puts(&b, "0x");
            ktorch__sb_putu(&b, KTORCH__CAST(unsigned long long, KTORCH__RCAST(uintptr_t, va_arg(ap, void *))), 16, 0);
            break;
        case 'g':
        case 'f': ktorch__sb_putg(&b, va_arg(ap, double)); break;
        case '%': ktorch__sb_putc(&b, '%'); break;
        case '\0': fmt--; break;
        default: ktorch__sb_putc(&b, '%'); ktorch__sb_putc(&b, *fmt); break;
        }
        fmt++;
    }
    if (cap) buf[b.len < cap ? b.len : cap - 1] = '\0';
    return b.len;
}

static KTORCH__UNUSED size_t ktorch__format(char *buf, size_t cap, const char *fmt, ...) KTORCH__PRINTF(3, 4);
static KTORCH__UNUSED size_t ktorch__format(char *buf, size_t cap, const char *fmt, ...) {
    va_list ap;
    size_t n;
    va_start(ap, fmt);
    n = ktorch__vformat(buf, cap, fmt, ap);
    va_end(ap);
    return n;
}

KTORCH_API const char *ktorch_status_string(ktorch_status status) {
    static const char *const names[] = {
#define KTORCH__STATUS_TEXT(name, text) text,
        KTORCH_STATUS_LIST(KTORCH__STATUS_TEXT)
#undef KTORCH__STATUS_TEXT
    };
    if (KTORCH__CAST(int, status) < 0 || status >= KTORCH_STATUS_COUNT) return "unknown status";
    return names[status];
}

KTORCH_API const char *ktorch_last_error(void) { return ktorch__error_msg; }
KTORCH_API void ktorch_clear_error(void) { ktorch__error_msg[0] = '\0'; }

static ktorch_status ktorch__verror(ktorch_status status, const char *fmt, va_list ap) {
    ktorch__vformat(ktorch__error_msg, KTORCH__MSG_CAP, fmt, ap);
    return status;
}
KTORCH_API ktorch_status ktorch_set_error(ktorch_status status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    ktorch__verror(status, fmt, ap);
    va_end(ap);
    return status;
}
#define ktorch__fail ktorch_set_error

KTORCH_API uint32_t ktorch_version(void) { return KTORCH_VERSION_NUMBER; }
#define KTORCH__STR2(x) #x
#define KTORCH__STR(x) KTORCH__STR2(x)
KTORCH_API const char *ktorch_version_string(void) {
    return KTORCH__STR(KTORCH_VERSION_MAJOR) "." KTORCH__STR(KTORCH_VERSION_MINOR) "." KTORCH__STR(KTORCH_VERSION_PATCH);
}

/* ======================================================================
   Host allocation
   ====================================================================== */
static void *ktorch__default_alloc(size_t size, void *user) { return KTORCH_MALLOC(size, user); }
static void *ktorch__default_realloc(void *p, size_t size, void *user) { return KTORCH_REALLOC(p, size, user); }
static void ktorch__default_free(void *p, void *user) { KTORCH_FREE(p, user); }

/* Resolve a possibly zero allocator to a complete one. */
static KTORCH__UNUSED ktorch_allocator ktorch__allocator_resolve(const ktorch_allocator *a) {
    ktorch_allocator r;
    if (a && a->alloc && a->realloc && a->free) return *a;
    r.alloc = ktorch__default_alloc;
    r.realloc = ktorch__default_realloc;
    r.free = ktorch__default_free;
    r.user_data = a ? a->user_data : NULL;
    return r;
}
static KTORCH__UNUSED void *ktorch__alloc(const ktorch_allocator *a, size_t size) { return a->alloc(size ? size : 1, a->user_data); }
static KTORCH__UNUSED void *ktorch__calloc(const ktorch_allocator *a, size_t n, size_t size) {
    uint64_t total;
    void *p;
    if (!ktorch__mul_u64(n, size, &total) || total > SIZE_MAX) return NULL;
    p = ktorch__alloc(a, KTORCH__CAST(size_t, total));
    if (p) memset(p, 0, KTORCH__CAST(size_t, total));
    return p;
}
static KTORCH__UNUSED void ktorch__free(const ktorch_allocator *a, void *p) {
    if (p) a->free(p, a->user_data);
}

/* ======================================================================
   Mutex (no-op under KTORCH_NO_THREADS)
   ====================================================================== */
#ifndef KTORCH_NO_THREADS
typedef pthread_mutex_t ktorch__mutex;
static KTORCH__UNUSED void ktorch__mutex_init(ktorch__mutex *m) { pthread_mutex_init(m, NULL); }
static KTORCH__UNUSED void ktorch__mutex_destroy(ktorch__mutex *m) { pthread_mutex_destroy(m); }
static KTORCH__UNUSED void ktorch__mutex_lock(ktorch__mutex *m) { pthread_mutex_lock(m); }
static KTORCH__UNUSED void ktorch__mutex_unlock(ktorch__mutex *m) { pthread_mutex_unlock(m); }
#else
typedef int ktorch__mutex;
static KTORCH__UNUSED void ktorch__mutex_init(ktorch__mutex *m) { *m = 0; }
static KTORCH__UNUSED void ktorch__mutex_destroy(ktorch__mutex *m) { (void)m; }
static KTORCH__UNUSED void ktorch__mutex_lock(ktorch__mutex *m) { (void)m; }
static KTORCH__UNUSED void ktorch__mutex_unlock(ktorch__mutex *m) { (void)m; }
#endif

/* ======================================================================
   SECTION: number formats
   ====================================================================== */

/* ---- dtype names and sizes ---------------------------------------------- */
static const char *const ktorch__dtype_names[KTORCH_DTYPE_COUNT] = {
    "f32", "f16", "bf16", "fp8_e4m3", "fp8_e5m2", "i8", "u8", "u16",
    "i32", "i64", "bool", "e8m0", "f6_e2m3", "f6_e3m2", "f4_e2m1", "f64", "i16", "u32", "u64"};
static const unsigned char ktorch__dtype_bits_tab[KTORCH_DTYPE_COUNT] = {32, 16, 16, 8, 8, 8, 8, 16, 32, 64, 8, 8, 6, 6, 4, 64, 16, 32, 64};

KTORCH_API const char *ktorch_dtype_name(ktorch_dtype dtype) {
    if (KTORCH__CAST(int, dtype) < 0 || dtype >= KTORCH_DTYPE_COUNT) return "invalid";
    return ktorch__dtype_names[dtype];
}
KTORCH_API int ktorch_dtype_from_name(const char *name, ktorch_dtype *out) {
    int i;
    if (!name) return 0;
    for (i = 0; i < KTORCH_DTYPE_COUNT; i++) {
        if (strcmp(name, ktorch__dtype_names[i]) == 0) {
            if (out) *out = KTORCH__CAST(ktorch_dtype, i);
            return 1;
        }
    }
    return 0;
}
KTORCH_API int ktorch_dtype_bits(ktorch_dtype dtype) {
    if (KTORCH__CAST(int, dtype) < 0 || dtype >= KTORCH_DTYPE_COUNT) return 0;
    return ktorch__dtype_bits_tab[dtype];
}
/* Codes that stand for real numbers: IEEE-like formats, fp8, and the MX
   element/scale codes (E8M0 is a power of two). */
KTORCH_API int ktorch_dtype_is_float(ktorch_dtype dtype) {
    switch (dtype) {
    case KTORCH_F32: case KTORCH_F16: case KTORCH_BF16: case KTORCH_FP8_E4M3: case KTORCH_FP8_E5M2:
    case KTORCH_E8M0: case KTORCH_F6_E2M3: case KTORCH_F6_E3M2: case KTORCH_F4_E2M1: case KTORCH_F64:
        return 1;
    default:
        return 0;
    }
}

/* ---- f32 -> small float, round to nearest even --------------------------
   One integer routine for f16 and both fp8 formats, branch-free so bulk
   loops vectorise. a = |x| bits (finite, not NaN). M mantissa bits, B bias.
   The f32 significand (24 bits with the hidden one) is shifted right so one
   unit is the target's ulp at that exponent (its subnormal ulp below the
   smallest normal); rounding carries into the exponent field for free
   because code = (exponent steps above min normal << M) + rounded significand.
   Returns an unclamped code; callers apply overflow rules. */
static inline uint32_t ktorch__f32_round_small(uint32_t a, int M, int B) {
    int32_t ef = KTORCH__CAST(int32_t, a >> 23);
    int32_t emin_f = 128 - B; /* f32 biased exponent of the target's min normal */
    int32_t below = emin_f - ef;
    int32_t s, steps;
    uint32_t sig = (a & 0x7FFFFFu) | 0x800000u, q, rem, half;
    below = below > 0 ? below : 0;
    s = 23 - M + below;
    s = s < 25 ? s : 25; /* at 25 and above everything rounds to 0 */
    q = sig >> s;
    rem = sig & ((1u << s) - 1u);
    half = 1u << (s - 1);
    q += KTORCH__CAST(uint32_t, (rem > half) | ((rem == half) & (q & 1u)));
    steps = ef - emin_f;
    steps = steps > 0 ? steps : 0;
    return (KTORCH__CAST(uint32_t, steps) << M) + q;
}

static inline uint16_t ktorch__f32_to_f16_inline(float x) {
    uint32_t b = ktorch__f32_bits(x), a = b & 0x7FFFFFFFu, sign = (b >> 16) & 0x8000u, c;
    c = ktorch__f32_round_small(a, 10, 15);
    c = c > 0x7C00u ? 0x7C00u : c; /* overflow -> Inf */
    c = a > 0x7F800000u ? 0x7E00u : c;
    c = a == 0x7F800000u ? 0x7C00u : c;
    return KTORCH__CAST(uint16_t, c | sign);
}
static inline float ktorch__f16_to_f32_inline(uint16_t h) {
    uint32_t sign = KTORCH__CAST(uint32_t, h & 0x8000u) << 16, e = (h >> 10) & 0x1Fu, m = h & 0x3FFu;
    uint32_t normal = ((e + 112u) << 23) | (m << 13);
    uint32_t special = 0x7F800000u | (m << 13);
    /* subnormal: m * 2^-24, exact in f32 via an integer conversion */
    float sub = KTORCH__CAST(float, KTORCH__CAST(int32_t, m)) * 5.9604644775390625e-08f;
    uint32_t r = e == 0 ? ktorch__f32_bits(sub) : (e == 31 ? special : normal);
    return ktorch__bits_f32(r | sign);
}

static inline uint16_t ktorch__f32_to_bf16_inline(float x) {
    uint32_t b = ktorch__f32_bits(x);
    uint32_t r = (b + 0x7FFFu + ((b >> 16) & 1u)) >> 16;
    return KTORCH__CAST(uint16_t, (b & 0x7FFFFFFFu) > 0x7F800000u ? ((b >> 16) & 0x8000u) | 0x7FC0u : r);
}
static inline float ktorch__bf16_to_f32_inline(uint16_t h) { return ktorch__bits_f32(KTORCH__CAST(uint32_t, h) << 16); }

/* f32 -> fp8 (M mantissa bits, bias B): codes above maxfin (and Inf) become
   maxfin when saturating, else ovf (E4M3 has no Inf: NaN; E5M2: Inf); NaN
   becomes 0x7F */
static inline uint8_t ktorch__f32_to_fp8_inline(float x, int saturate, int M, int B, uint32_t maxfin, uint32_t ovf) {
    uint32_t b = ktorch__f32_bits(x), a = b & 0x7FFFFFFFu, sign = (b >> 24) & 0x80u, c;
    uint32_t over = saturate ? maxfin : ovf;
    c = ktorch__f32_round_small(a < 0x7F800000u ? a : 0u, M, B);
    c = c > maxfin ? over : c;
    c = a == 0x7F800000u ? over : c;
    c = a > 0x7F800000u ? 0x7Fu : c;
    return KTORCH__CAST(uint8_t, c | sign);
}
static inline uint8_t ktorch__f32_to_e4m3_inline(float x, int saturate) { return ktorch__f32_to_fp8_inline(x, saturate, 3, 7, 0x7Eu, 0x7Fu); }
static inline float ktorch__e4m3_to_f32_inline(uint8_t code) {
    uint32_t sign = KTORCH__CAST(uint32_t, code & 0x80u) << 24, e = (code >> 3) & 0xFu, m = code & 7u;
    uint32_t normal = ((e + 120u) << 23) | (m << 20);
    float sub = KTORCH__CAST(float, KTORCH__CAST(int32_t, m)) * 0.001953125f; /* m * 2^-9 */
    uint32_t r = e == 0 ? ktorch__f32_bits(sub) : normal;
    r = (code & 0x7Fu) == 0x7Fu ? 0x7FC00000u : r;
    return ktorch__bits_f32(r | sign);
}

static inline uint8_t ktorch__f32_to_e5m2_inline(float x, int saturate) { return ktorch__f32_to_fp8_inline(x, saturate, 2, 15, 0x7Bu, 0x7Cu); }
static inline float ktorch__e5m2_to_f32_inline(uint8_t code) {
    /* E5M2 is the top byte of an f16 */
    return ktorch__f16_to_f32_inline(KTORCH__CAST(uint16_t, KTORCH__CAST(uint32_t, code) << 8));
}

KTORCH_API uint16_t ktorch_f32_to_f16(float x) { return ktorch__f32_to_f16_inline(x); }
KTORCH_API float ktorch_f16_to_f32(uint16_t h) { return ktorch__f16_to_f32_inline(h); }
KTORCH_API uint16_t ktorch_f32_to_bf16(float x) { return ktorch__f32_to_bf16_inline(x); }
KTORCH_API float ktorch_bf16_to_f32(uint16_t h) { return ktorch__bf16_to_f32_inline(h); }
KTORCH_API uint8_t ktorch_f32_to_fp8_e4m3(float x, int saturate) { return ktorch__f32_to_e4m3_inline(x, saturate); }
KTORCH_API float ktorch_fp8_e4m3_to_f32(uint8_t code) { return ktorch__e4m3_to_f32_inline(code); }
KTORCH_API uint8_t ktorch_f32_to_fp8_e5m2(float x, int saturate) { return ktorch__f32_to_e5m2_inline(x, saturate); }
KTORCH_API float ktorch_fp8_e5m2_to_f32(uint8_t code) { return ktorch__e5m2_to_f32_inline(code); }

/* ---- bulk conversions (float dtypes f32/f16/bf16/fp8 only) --------------- */
static KTORCH__UNUSED void ktorch__encode_f32(ktorch_dtype dst_dtype, void *dst, const float *src, int64_t n, int saturate) {
    int64_t i;
    switch (dst_dtype) {
    case KTORCH_F32:
        if (n > 0 && dst != KTORCH__CAST(const void *, src)) memmove(dst, src, KTORCH__CAST(size_t, n) * 4u);
        break;
    case KTORCH_F16: {
        uint16_t *d = KTORCH__CAST(uint16_t *, dst);
        for (i = 0; i < n; i++) d[i] = ktorch__f32_to_f16_inline(src[i]);
        break;
    }
    case KTORCH_BF16: {
        uint16_t *d = KTORCH__CAST(uint16_t *, dst);
        for (i = 0; i < n; i++) d[i] = ktorch__f32_to_bf16_inline(src[i]);
        break;
    }
    case KTORCH_FP8_E4M3: {
        uint8_t *d = KTORCH__CAST(uint8_t *, dst);
        if (saturate)
            for (i = 0; i < n; i++) d[i] = ktorch__f32_to_e4m3_inline(src[i], 1);
        else
            for (i = 0; i < n; i++) d[i] = ktorch__f32_to_e4m3_inline(src[i], 0);
        break;
    }
    case KTORCH_FP8_E5M2: {
        uint8_t *d = KTORCH__CAST(uint8_t *, dst);
        if (saturate)
            for (i = 0; i < n; i++) d[i] = ktorch__f32_to_e5m2_inline(src[i], 1);
        else
            for (i = 0; i < n; i++) d[i] = ktorch__f32_to_e5m2_inline(src[i], 0);
        break;
    }
    default:
        KTORCH_ASSERT(!"ktorch__encode_f32: not a float dtype");
        break;
    }
}

static KTORCH__UNUSED void ktorch__decode_f32(ktorch_dtype src_dtype, float *dst, const void *src, int64_t n) {
    int64_t i;
    switch (src_dtype) {
    case KTORCH_F32:
        if (n > 0 && KTORCH__CAST(const void *, dst) != src) memmove(dst, src, KTORCH__CAST(size_t, n) * 4u);
        break;
    case KTORCH_F16: {
        const uint16_t *s = KTORCH__CAST(const uint16_t *, src);
        for (i = 0; i < n; i++) dst[i] = ktorch__f16_to_f32_inline(s[i]);
        break;
    }
    case KTORCH_BF16: {
        const uint16_t *s = KTORCH__CAST(const uint16_t *, src);
        for (i = 0; i < n; i++) dst[i] = ktorch__bf16_to_f32_inline(s[i]);
        break;
    }
    case KTORCH_FP8_E4M3:
    case KTORCH_FP8_E5M2: {
        /* a 256-entry table pays off beyond a few hundred elements */
        const uint8_t *s = KTORCH__CAST(const uint8_t *, src);
        int e4 = src_dtype == KTORCH_FP8_E4M3;
        if (n >= 512) {
            float tab[256];
            int c;
            for (c = 0; c < 256; c++)
                tab[c] = e4 ? ktorch__e4m3_to_f32_inline(KTORCH__CAST(uint8_t, c)) : ktorch__e5m2_to_f32_inline(KTORCH__CAST(uint8_t, c));
            for (i = 0; i < n; i++) dst[i] = tab[s[i]];
        } else if (e4) {
            for (i = 0; i < n; i++) dst[i] = ktorch__e4m3_to_f32_inline(s[i]);
        } else {
            for (i = 0; i < n; i++) dst[i] = ktorch__e5m2_to_f32_inline(s[i]);
        }
        break;
    }
    default:
        KTORCH_ASSERT(!"ktorch__decode_f32: not a float dtype");
        break;
    }
}


/* (end of number formats section) */

/* ======================================================================
   SECTION: memory pool (TLSF) and arena
   ====================================================================== */

/* Design notes (the contract details the declarations leave open):
   - Bookkeeping is host-only: a node struct per range (free or used) with
     physical-neighbour links; the managed memory is never touched unless
     debug margins/fill are on (then through provider->fill/read if given).
   - Every range offset and size is a multiple of the granule
     g = max(min_alignment, 16); block bases are aligned to g (host blocks by
     over-allocation, provider blocks by skipping a few leading bytes).
   - Blocks whose allocations are all freed stay reserved until
     ktorch_pool_trim or destroy, except that an allocation that would
     exceed the budget first releases empty blocks. When a regular block no
     longer fits in the budget, a smaller block (the rest of the budget) is
     taken if the request fits in it.
   - A request whose range (size + margins + worst-case alignment padding)
     exceeds block_size gets a dedicated block of that size (rounded to the
     granule); it serves other requests too once freed.
   - Guard bytes are 0xFB; debug_fill writes 0xCD into new allocations (user
     bytes) and keeps every free range 0xDD (new blocks and whole freed
     ranges), so a write into freed memory shows at the next allocation of
     that range or at ktorch_pool_check.
   - Freeing an allocation twice, or one from another pool, is detected by
     the node's owner pointer, state and address and ignored. A stale copy
     of an allocation whose node was reused for the same address and size is
     not detectable.
   - thread_safe with KTORCH_NO_THREADS is refused (KTORCH_UNSUPPORTED).
   - Arenas are not thread-safe; destroy them before their pool. */

#define KTORCH__POOL_SLB 5 /* 32 second-level classes */
#define KTORCH__POOL_SLC (1u << KTORCH__POOL_SLB)
#define KTORCH__POOL_FLC 64
#define KTORCH__POOL_SLAB 128
#define KTORCH__POOL_GUARD 0xFBu
#define KTORCH__POOL_NEW 0xCDu
#define KTORCH__POOL_DEAD 0xDDu
#define KTORCH__NODE_FREE 0x46524545u
#define KTORCH__NODE_USED 0x55534544u
#define KTORCH__NODE_SPARE 0x53504152u

typedef struct ktorch__pool_block ktorch__pool_block;

typedef struct ktorch__pool_node {
    uint64_t offset, size;           /* range within the block */
    uint64_t user_offset, user_size; /* live allocation only */
    ktorch__pool_block *block;
    struct ktorch__pool_node *prev_phys, *next_phys;
    struct ktorch__pool_node *prev_free, *next_free; /* next_free also links spare nodes */
    ktorch_pool *owner;
    uint32_t state;
} ktorch__pool_node;

struct ktorch__pool_block {
    void *handle, *base;
    uint64_t size;  /* bytes obtained from the provider (counted as reserved) */
    uint64_t start; /* first usable offset (base alignment) */
    uint64_t live;  /* live allocations */
    int dedicated;
    ktorch__pool_node *first;
    ktorch__pool_block *prev, *next;
};

typedef struct ktorch__pool_slab {
    struct ktorch__pool_slab *next;
    ktorch__pool_node nodes[KTORCH__POOL_SLAB];
} ktorch__pool_slab;

struct ktorch_pool {
    ktorch_allocator allocator;
    ktorch_block_provider provider;
    int host; /* blocks come from the allocator */
    uint64_t block_size, budget, gran;
    unsigned gran_shift;
    uint32_t min_alignment, margin;
    int debug_fill, thread_safe;
    char name[64];
    ktorch__mutex mutex;
    ktorch_pool_stats stats;
    ktorch__pool_block *blocks;
    ktorch__pool_slab *slabs;
    ktorch__pool_node *spare;
    uint64_t fl_bitmap;
    uint32_t sl_bitmap[KTORCH__POOL_FLC];
    ktorch__pool_node *heads[KTORCH__POOL_FLC][KTORCH__POOL_SLC];
};

static unsigned ktorch__pool_ctz64(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return KTORCH__CAST(unsigned, __builtin_ctzll(x));
#else
    unsigned n = 0;
    while (!(x & 1u)) { x >>= 1; n++; }
    return n;
#endif
}
static unsigned ktorch__pool_log2(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return 63u - KTORCH__CAST(unsigned, __builtin_clzll(x));
#else
    unsigned n = 0;
    while (x >>= 1) n++;
    return n;
#endif
}
static int ktorch__pool_is_pow2(uint64_t x) { return x != 0 && (x & (x - 1)) == 0; }
/* Round up to a power-of-two multiple; 0 on overflow. */
static int ktorch__pool_align_up(uint64_t x, uint64_t a, uint64_t *out) {
    uint64_t t;
    if (!ktorch__add_u64(x, a - 1, &t)) return 0;
    *out = t & ~(a - 1);
    return 1;
}

/* Size class of a size in granules (u >= 1). */
static void ktorch__pool_map(uint64_t u, unsigned *fl, unsigned *sl) {
    if (u < KTORCH__POOL_SLC) {
        *fl = 0;
        *sl = KTORCH__CAST(unsigned, u);
    } else {
        unsigned l = ktorch__pool_log2(u);
        *fl = l - KTORCH__POOL_SLB + 1;
        *sl = KTORCH__CAST(unsigned, (u >> (l - KTORCH__POOL_SLB)) - KTORCH__POOL_SLC);
    }
}

static void ktorch__pool_lock(ktorch_pool *p) {
    if (p->thread_safe) ktorch__mutex_lock(&p->mutex);
}
static void ktorch__pool_unlock(ktorch_pool *p) {
    if (p->thread_safe) ktorch__mutex_unlock(&p->mutex);
}

static ktorch__pool_node *ktorch__pool_node_new(ktorch_pool *p) {
    ktorch__pool_node *n;
    if (!p->spare) {
        int i;
        ktorch__pool_slab *s = KTORCH__CAST(ktorch__pool_slab *, ktorch__alloc(&p->allocator, sizeof(ktorch__pool_slab)));
        if (!s) return NULL;
        s->next = p->slabs;
        p->slabs = s;
        for (i = KTORCH__POOL_SLAB - 1; i >= 0; i--) {
            s->nodes[i].state = KTORCH__NODE_SPARE;
            s->nodes[i].owner = p;
            s->nodes[i].next_free = p->spare;
            p->spare = &s->nodes[i];
        }
    }
    n = p->spare;
    p->spare = n->next_free;
    memset(n, 0, sizeof(*n));
    n->owner = p;
    return n;
}
static void ktorch__pool_node_release(ktorch_pool *p, ktorch__pool_node *n) {
    n->state = KTORCH__NODE_SPARE;
    n->block = NULL;
    n->next_free = p->spare;
    p->spare = n;
}

static void ktorch__pool_insert_free(ktorch_pool *p, ktorch__pool_node *n) {
    unsigned fl, sl;
    ktorch__pool_map(n->size >> p->gran_shift, &fl, &sl);
    n->state = KTORCH__NODE_FREE;
    n->prev_free = NULL;
    n->next_free = p->heads[fl][sl];
    if (n->next_free) n->next_free->prev_free = n;
    p->heads[fl][sl] = n;
    p->fl_bitmap |= 1ull << fl;
    p->sl_bitmap[fl] |= 1u << sl;
}
static void ktorch__pool_remove_free(ktorch_pool *p, ktorch__pool_node *n) {
    unsigned fl, sl;
    ktorch__pool_map(n->size >> p->gran_shift, &fl, &sl);
    if (n->prev_free) n->prev_free->next_free = n->next_free;
    else p->heads[fl][sl] = n->next_free;
    if (n->next_free) n->next_free->prev_free = n->prev_free;
    n->prev_free = n->next_free = NULL;
    if (!p->heads[fl][sl]) {
        p->sl_bitmap[fl] &= ~(1u << sl);
        if (!p->sl_bitmap[fl]) p->fl_bitmap &= ~(1ull << fl);
    }
}

/* A free range of at least `need` bytes (a multiple of the granule), or NULL. */
static ktorch__pool_node *ktorch__pool_find(ktorch_pool *p, uint64_t need) {
    uint64_t u = need >> p->gran_shift, ur = u;
    unsigned fl, sl, efl, esl;
    uint32_t sm;
    uint64_t fm;
    ktorch__pool_map(u, &efl, &esl);
    /* good fit: round up to the next class start so any range found fits */
    if (u >= KTORCH__POOL_SLC) ur = u + (1ull << (ktorch__pool_log2(u) - KTORCH__POOL_SLB)) - 1;
    ktorch__pool_map(ur, &fl, &sl);
    if (fl < KTORCH__POOL_FLC) {
        sm = sl < 32 ? p->sl_bitmap[fl] & (~0u << sl) : 0u;
        if (sm) return p->heads[fl][ktorch__pool_ctz64(sm)];
        fm = fl + 1 < KTORCH__POOL_FLC ? p->fl_bitmap & (~0ull << (fl + 1)) : 0ull;
        if (fm) {
            fl = ktorch__pool_ctz64(fm);
            return p->heads[fl][ktorch__pool_ctz64(p->sl_bitmap[fl])];
        }
    }
    /* the request's own class may still hold a large enough range */
    if (efl < KTORCH__POOL_FLC) {
        ktorch__pool_node *n = p->heads[efl][esl];
        int k;
        for (k = 0; n && k < 16; k++, n = n->next_free)
            if (n->size >= need) return n;
    }
    return NULL;
}

/* ---- debug bytes ---------------------------------------------------------- */
static void ktorch__pool_fill(ktorch_pool *p, ktorch__pool_block *b, uint64_t off, uint8_t v, uint64_t n) {
    if (!n) return;
    if (p->provider.fill) p->provider.fill(b->base, off, v, n, p->provider.user_data);
    else memset(KTORCH__CAST(unsigned char *, b->base) + off, v, KTORCH__CAST(size_t, n));
}
/* 1 if every byte of the range equals v; *bad gets the first offending offset. */
static int ktorch__pool_verify(ktorch_pool *p, ktorch__pool_block *b, uint64_t off, uint8_t v, uint64_t n, uint64_t *bad) {
    unsigned char tmp[256], pat[256];
    uint64_t done = 0;
    memset(pat, v, sizeof pat);
    while (done < n) {
        uint64_t k = KTORCH__MIN(n - done, KTORCH__CAST(uint64_t, sizeof(tmp))), i;
        const unsigned char *src;
        if (p->provider.read) {
            if (p->provider.read(b->base, off + done, tmp, k, p->provider.user_data) != 0) {
                *bad = off + done;
                return 0;
            }
            src = tmp;
        } else {
            src = KTORCH__CAST(const unsigned char *, b->base) + off + done;
        }
        if (memcmp(src, pat, KTORCH__CAST(size_t, k)) != 0) /* whole free ranges are read: compare in runs */
            for (i = 0; i < k; i++)
                if (src[i] != v) {
                    *bad = off + done + i;
                    return 0;
                }
        done += k;
    }
    return 1;
}
/* Position of a block in the pool's list, as messages and the JSON dump count them. */
static uint64_t ktorch__pool_block_index(const ktorch_pool *p, const ktorch__pool_block *b) {
    const ktorch__pool_block *x;
    uint64_t i = 0;
    for (x = p->blocks; x && x != b; x = x->next) i++;
    return i;
}
/* Both margins of a used range intact, or KTORCH_CORRUPTION naming it. */
static ktorch_status ktorch__pool_check_guards(ktorch_pool *p, const ktorch__pool_node *n, const char *fn) {
    uint64_t bad = 0;
    int before;
    if (!p->margin) return KTORCH_OK;
    before = !ktorch__pool_verify(p, n->block, n->user_offset - p->margin, KTORCH__POOL_GUARD, p->margin, &bad);
    if (!before && ktorch__pool_verify(p, n->block, n->user_offset + n->user_size, KTORCH__POOL_GUARD, p->margin, &bad)) return KTORCH_OK;
    return ktorch__fail(KTORCH_CORRUPTION, "%s: pool '%s': guard bytes %s the allocation at block %llu offset %llu (size %llu) overwritten at offset %llu",
                        fn, p->name, before ? "before" : "after", KTORCH__CAST(unsigned long long, ktorch__pool_block_index(p, n->block)),
                        KTORCH__CAST(unsigned long long, n->user_offset), KTORCH__CAST(unsigned long long, n->user_size),
                        KTORCH__CAST(unsigned long long, bad));
}
/* A free range still all 0xDD (debug fill), or KTORCH_CORRUPTION naming it. */
static ktorch_status ktorch__pool_check_dead(ktorch_pool *p, ktorch__pool_block *b, uint64_t off, uint64_t size, const char *fn) {
    uint64_t bad = 0;
    if (!p->debug_fill || ktorch__pool_verify(p, b, off, KTORCH__POOL_DEAD, size, &bad)) return KTORCH_OK;
    return ktorch__fail(KTORCH_CORRUPTION, "%s: pool '%s': freed memory written at block %llu offset %llu (free range at offset %llu, size %llu)",
                        fn, p->name, KTORCH__CAST(unsigned long long, ktorch__pool_block_index(p, b)), KTORCH__CAST(unsigned long long, bad),
                        KTORCH__CAST(unsigned long long, off), KTORCH__CAST(unsigned long long, size));
}

/* ---- blocks ----------------------------------------------------------------- */
static void ktorch__pool_block_release(ktorch_pool *p, ktorch__pool_block *b) {
    ktorch__pool_node *n = b->first, *next;
    for (; n; n = next) {
        next = n->next_phys;
        if (n->state == KTORCH__NODE_FREE) ktorch__pool_remove_free(p, n);
        ktorch__pool_node_release(p, n);
    }
    if (b->prev) b->prev->next = b->next;
    else p->blocks = b->next;
    if (b->next) b->next->prev = b->prev;
    if (p->host) ktorch__free(&p->allocator, b->handle);
    else p->provider.free_block(b->handle, b->base, p->provider.user_data);
    p->stats.bytes_reserved -= b->size;
    p->stats.block_count--;
    ktorch__free(&p->allocator, b);
}

/* Obtain a block of `size` bytes whose usable part holds at least `need`. */
static ktorch_status ktorch__pool_block_new(ktorch_pool *p, uint64_t size, uint64_t need, ktorch__pool_block **out) {
    ktorch__pool_block *b;
    ktorch__pool_node *n;
    uintptr_t a;
    *out = NULL;
    b = KTORCH__CAST(ktorch__pool_block *, ktorch__calloc(&p->allocator, 1, sizeof(*b)));
    n = b ? ktorch__pool_node_new(p) : NULL;
    if (!n) {
        ktorch__free(&p->allocator, b);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_pool_alloc: pool '%s': out of host memory for bookkeeping", p->name);
    }
    if (p->host) {
        uint64_t total;
        void *raw = NULL;
        if (ktorch__add_u64(size, p->gran, &total) && total <= SIZE_MAX)
            raw = p->allocator.alloc(KTORCH__CAST(size_t, total), p->allocator.user_data);
        if (!raw) {
            ktorch__free(&p->allocator, b);
            ktorch__pool_node_release(p, n);
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_pool_alloc: pool '%s': host allocation of a %llu-byte block failed",
                                p->name, KTORCH__CAST(unsigned long long, size));
        }
        a = KTORCH__RCAST(uintptr_t, raw);
        a = (a + KTORCH__CAST(uintptr_t, p->gran - 1)) & ~KTORCH__CAST(uintptr_t, p->gran - 1);
        b->handle = raw;
        b->base = KTORCH__CAST(unsigned char *, raw) + (a - KTORCH__RCAST(uintptr_t, raw));
        b->start = 0;
    } else {
        void *h = NULL, *base = NULL;
        uint64_t mis;
        int rc = p->provider.alloc_block(size, &h, &base, p->provider.user_data);
        if (rc != 0 || !base) {
            if (rc == 0) p->provider.free_block(h, base, p->provider.user_data); /* a NULL base is unusable */
            ktorch__free(&p->allocator, b);
            ktorch__pool_node_release(p, n);
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_pool_alloc: pool '%s': the block provider failed to allocate %llu bytes",
                                p->name, KTORCH__CAST(unsigned long long, size));
        }
        b->handle = h;
        b->base = base;
        mis = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, base) & KTORCH__CAST(uintptr_t, p->gran - 1));
        b->start = mis ? p->gran - mis : 0;
    }
    b->size = size;
    if (b->start > size || ((size - b->start) & ~(p->gran - 1)) < need) {
        /* misaligned provider base left too little room: caller retries */
        if (!p->host) p->provider.free_block(b->handle, b->base, p->provider.user_data);
        ktorch__free(&p->allocator, b);
        ktorch__pool_node_release(p, n);
        *out = NULL;
        return KTORCH_OK;
    }
    n->block = b;
    n->offset = b->start;
    n->size = (size - b->start) & ~(p->gran - 1);
    if (p->debug_fill) ktorch__pool_fill(p, b, n->offset, KTORCH__POOL_DEAD, n->size);
    b->first = n;
    b->next = p->blocks;
    if (p->blocks) p->blocks->prev = b;
    p->blocks = b;
    p->stats.bytes_reserved += size;
    p->stats.block_count++;
    ktorch__pool_insert_free(p, n);
    *out = b;
    return KTORCH_OK;
}

static void ktorch__pool_trim_locked(ktorch_pool *p) {
    ktorch__pool_block *b = p->blocks, *next;
    for (; b; b = next) {
        next = b->next;
        if (b->live == 0) ktorch__pool_block_release(p, b);
    }
}

/* A new block able to hold `need` bytes, honouring the budget. */
static ktorch_status ktorch__pool_grow(ktorch_pool *p, uint64_t need, uint64_t request, ktorch__pool_block **out) {
    uint64_t size = need > p->block_size ? need : p->block_size;
    int attempt;
    for (attempt = 0; attempt < 2; attempt++) {
        ktorch_status st;
        if (p->budget) {
            uint64_t room;
            if (p->stats.bytes_reserved + size > p->budget || p->stats.bytes_reserved + size < size) ktorch__pool_trim_locked(p);
            room = p->budget > p->stats.bytes_reserved ? p->budget - p->stats.bytes_reserved : 0;
            if (size > room) {
                uint64_t fit = room & ~(p->gran - 1);
                if (fit < need)
                    return ktorch__fail(KTORCH_BUDGET_EXCEEDED,
                                        "ktorch_pool_alloc: pool '%s': %llu bytes requested (%llu with padding), %llu bytes reserved, budget %llu bytes",
                                        p->name, KTORCH__CAST(unsigned long long, request), KTORCH__CAST(unsigned long long, need),
                                        KTORCH__CAST(unsigned long long, p->stats.bytes_reserved),
                                        KTORCH__CAST(unsigned long long, p->budget));
                size = fit;
            }
        }
        st = ktorch__pool_block_new(p, size, need, out);
        if (st != KTORCH_OK || *out) {
            if (*out) (*out)->dedicated = need > p->block_size;
            return st;
        }
        if (!ktorch__add_u64(size, p->gran, &size)) break;
    }
    return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_pool_alloc: pool '%s': provider blocks are too misaligned to hold %llu bytes",
                        p->name, KTORCH__CAST(unsigned long long, need));
}

/* ---- public ------------------------------------------------------------------- */
KTORCH_API ktorch_status ktorch_pool_create(const ktorch_pool_desc *desc, ktorch_pool **out) {
    ktorch_pool_desc d;
    ktorch_allocator a;
    ktorch_pool *p;
    uint64_t gran;
    const ktorch_block_provider *pv;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_create: 'out' is NULL");
    *out = NULL;
    if (desc) d = *desc;
    else memset(&d, 0, sizeof(d));
    pv = &d.provider;
    if (!pv->alloc_block != !pv->free_block)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_create: 'desc->provider' needs both alloc_block and free_block, or neither");
    if (!pv->fill != !pv->read)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_create: 'desc->provider' needs both fill and read, or neither");
    if (!pv->alloc_block && pv->fill)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_create: 'desc->provider.fill' given without alloc_block");
    if (d.min_alignment == 0) d.min_alignment = 256;
    if (!ktorch__pool_is_pow2(d.min_alignment))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_create: 'desc->min_alignment' must be a power of two, got %u", d.min_alignment);
    if (d.min_alignment > (1u << 30))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_create: 'desc->min_alignment' %u is larger than 1 GiB", d.min_alignment);
#ifdef KTORCH_NO_THREADS
    if (d.thread_safe)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_pool_create: 'desc->thread_safe' needs threads (built with KTORCH_NO_THREADS)");
#endif
    gran = KTORCH__MAX(KTORCH__CAST(uint64_t, d.min_alignment), 16u);
    if (d.block_size == 0) d.block_size = 64ull << 20;
    if (d.block_size > (1ull << 62))
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_pool_create: 'desc->block_size' %llu is too large",
                            KTORCH__CAST(unsigned long long, d.block_size));
    a = ktorch__allocator_resolve(&d.allocator);
    p = KTORCH__CAST(ktorch_pool *, ktorch__calloc(&a, 1, sizeof(ktorch_pool)));
    if (!p) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_pool_create: out of host memory");
    p->allocator = a;
    p->provider = d.provider;
    p->host = d.provider.alloc_block == NULL;
    p->gran = gran;
    p->gran_shift = ktorch__pool_log2(gran);
    ktorch__pool_align_up(d.block_size, gran, &p->block_size);
    p->budget = d.budget;
    p->min_alignment = d.min_alignment;
    p->margin = d.debug_margin;
    p->debug_fill = d.debug_fill != 0;
    p->thread_safe = d.thread_safe != 0;
    {
        const char *nm = d.name ? d.name : "pool";
        size_t i;
        for (i = 0; nm[i] && i + 1 < sizeof(p->name); i++) p->name[i] = nm[i];
        p->name[i] = '\0';
    }
    if (p->thread_safe) ktorch__mutex_init(&p->mutex);
    *out = p;
    return KTORCH_OK;
}

KTORCH_API void ktorch_pool_destroy(ktorch_pool *pool) {
    ktorch_allocator a;
    if (!pool) return;
    while (pool->blocks) {
        ktorch__pool_block *b = pool->blocks;
        pool->blocks = b->next;
        if (pool->host) ktorch__free(&pool->allocator, b->handle);
        else pool->provider.free_block(b->handle, b->base, pool->provider.user_data);
        ktorch__free(&pool->allocator, b);
    }
    while (pool->slabs) {
        ktorch__pool_slab *s = pool->slabs;
        pool->slabs = s->next;
        ktorch__free(&pool->allocator, s);
    }
    if (pool->thread_safe) ktorch__mutex_destroy(&pool->mutex);
    a = pool->allocator;
    ktorch__free(&a, pool);
}

KTORCH_API ktorch_status ktorch_pool_alloc(ktorch_pool *pool, uint64_t size, uint64_t align, ktorch_allocation *out) {
    uint64_t m, front, need, t, addr, user, start, len;
    ktorch__pool_node *n;
    ktorch__pool_block *b;
    if (out) memset(out, 0, sizeof(*out));
    if (!pool) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_alloc: 'pool' is NULL");
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_alloc: 'out' is NULL");
    if (align == 0) align = pool->min_alignment;
    if (!ktorch__pool_is_pow2(align))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_alloc: 'align' must be a power of two, got %llu",
                            KTORCH__CAST(unsigned long long, align));
    if (size == 0) return KTORCH_OK;
    if (align < pool->min_alignment) align = pool->min_alignment;
    m = pool->margin;
    /* worst-case bytes of a range from a granule-aligned free start */
    if (align <= pool->gran) {
        front = (m + align - 1) & ~(align - 1);
    } else {
        front = ((m + pool->gran - 1) & ~(pool->gran - 1)) + align - pool->gran;
    }
    if (!ktorch__add_u64(front, size, &t) || !ktorch__add_u64(t, m, &t) || !ktorch__pool_align_up(t, pool->gran, &need) ||
        need > (1ull << 62))
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_pool_alloc: 'size' %llu with alignment %llu overflows",
                            KTORCH__CAST(unsigned long long, size), KTORCH__CAST(unsigned long long, align));
    ktorch__pool_lock(pool);
    n = ktorch__pool_find(pool, need);
    if (!n) {
        ktorch_status st = ktorch__pool_grow(pool, need, size, &b);
        if (st != KTORCH_OK) {
            ktorch__pool_unlock(pool);
            return st;
        }
        n = b->first;
    }
    b = n->block;
    ktorch__pool_remove_free(pool, n);
    /* place: user start aligned in the address space, leading gap split off */
    addr = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, b->base)) + n->offset;
    user = ((addr + m + align - 1) & ~(align - 1)) - KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, b->base));
    start = (((KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, b->base)) + user - m) & ~(pool->gran - 1)) -
             KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, b->base)));
    if (pool->debug_fill) {
        /* the range about to be handed out must be as free left it; refilled so that it is reported once */
        uint64_t take = (user + size + m - start + pool->gran - 1) & ~(pool->gran - 1);
        ktorch_status st = ktorch__pool_check_dead(pool, b, start, take, "ktorch_pool_alloc");
        if (st != KTORCH_OK) {
            ktorch__pool_fill(pool, b, start, KTORCH__POOL_DEAD, take);
            ktorch__pool_insert_free(pool, n);
            ktorch__pool_unlock(pool);
            return st;
        }
    }
    if (start > n->offset) {
        ktorch__pool_node *lead = ktorch__pool_node_new(pool);
        if (!lead) { /* keep the gap inside the allocation */
            start = n->offset;
        } else {
            lead->block = b;
            lead->offset = n->offset;
            lead->size = start - n->offset;
            lead->prev_phys = n->prev_phys;
            lead->next_phys = n;
            if (n->prev_phys) n->prev_phys->next_phys = lead;
            else b->first = lead;
            n->prev_phys = lead;
            n->offset = start;
            n->size -= lead->size;
            ktorch__pool_insert_free(pool, lead);
        }
    }
    len = (user + size + m - n->offset + pool->gran - 1) & ~(pool->gran - 1);
    KTORCH_ASSERT(len <= n->size);
    if (len < n->size) {
        ktorch__pool_node *tail = ktorch__pool_node_new(pool);
        if (tail) { /* without a node the tail stays in the allocation */
            tail->block = b;
            tail->offset = n->offset + len;
            tail->size = n->size - len;
            tail->prev_phys = n;
            tail->next_phys = n->next_phys;
            if (n->next_phys) n->next_phys->prev_phys = tail;
            n->next_phys = tail;
            n->size = len;
            ktorch__pool_insert_free(pool, tail);
        }
    }
    n->state = KTORCH__NODE_USED;
    n->user_offset = user;
    n->user_size = size;
    b->live++;
    pool->stats.bytes_in_use += size;
    pool->stats.allocation_count++;
    if (pool->stats.bytes_in_use > pool->stats.peak_bytes_in_use) pool->stats.peak_bytes_in_use = pool->stats.bytes_in_use;
    if (m) {
        ktorch__pool_fill(pool, b, user - m, KTORCH__POOL_GUARD, m);
        ktorch__pool_fill(pool, b, user + size, KTORCH__POOL_GUARD, m);
    }
    if (pool->debug_fill) ktorch__pool_fill(pool, b, user, KTORCH__POOL_NEW, size);
    out->ptr = KTORCH__CAST(unsigned char *, b->base) + user;
    out->size = size;
    out->handle = n;
    ktorch__pool_unlock(pool);
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_pool_free(ktorch_pool *pool, ktorch_allocation *allocation) {
    ktorch_allocation a;
    ktorch__pool_node *n, *nb;
    ktorch__pool_block *b;
    ktorch_status st;
    if (!allocation) return KTORCH_OK;
    a = *allocation;
    memset(allocation, 0, sizeof(*allocation));
    if (!pool || !a.handle) return KTORCH_OK;
    n = KTORCH__CAST(ktorch__pool_node *, a.handle);
    ktorch__pool_lock(pool);
    /* stale or foreign handles are ignored (see the notes above) */
    if (n->owner != pool || n->state != KTORCH__NODE_USED || !n->block || n->user_size != a.size ||
        KTORCH__CAST(void *, KTORCH__CAST(unsigned char *, n->block->base) + n->user_offset) != a.ptr) {
        ktorch__pool_unlock(pool);
        return KTORCH_OK;
    }
    b = n->block;
    st = ktorch__pool_check_guards(pool, n, "ktorch_pool_free");
    if (pool->debug_fill) ktorch__pool_fill(pool, b, n->offset, KTORCH__POOL_DEAD, n->size);
    pool->stats.bytes_in_use -= n->user_size;
    pool->stats.allocation_count--;
    b->live--;
    n->user_offset = n->user_size = 0;
    /* merge with free physical neighbours */
    nb = n->prev_phys;
    if (nb && nb->state == KTORCH__NODE_FREE) {
        ktorch__pool_remove_free(pool, nb);
        nb->size += n->size;
        nb->next_phys = n->next_phys;
        if (n->next_phys) n->next_phys->prev_phys = nb;
        ktorch__pool_node_release(pool, n);
        n = nb;
    }
    nb = n->next_phys;
    if (nb && nb->state == KTORCH__NODE_FREE) {
        ktorch__pool_remove_free(pool, nb);
        n->size += nb->size;
        n->next_phys = nb->next_phys;
        if (nb->next_phys) nb->next_phys->prev_phys = n;
        ktorch__pool_node_release(pool, nb);
    }
    ktorch__pool_insert_free(pool, n);
    ktorch__pool_unlock(pool);
    return st;
}

KTORCH_API void ktorch_pool_get_stats(ktorch_pool *pool, ktorch_pool_stats *out) {
    if (!out) return;
    memset(out, 0, sizeof(*out));
    if (!pool) return;
    ktorch__pool_lock(pool);
    *out = pool->stats;
    ktorch__pool_unlock(pool);
}

KTORCH_API void ktorch_pool_get_detailed_stats(ktorch_pool *pool, ktorch_pool_detailed_stats *out) {
    const ktorch__pool_block *b;
    if (!out) return;
    memset(out, 0, sizeof(*out));
    if (!pool) return;
    ktorch__pool_lock(pool);
    out->basic = pool->stats;
    /* free_bytes = sum of free ranges (equals reserved minus used ranges,
       except for the few leading bytes of a misaligned provider block) */
    for (b = pool->blocks; b; b = b->next) {
        const ktorch__pool_node *n;
        for (n = b->first; n; n = n->next_phys) {
            if (n->state != KTORCH__NODE_FREE) continue;
            out->free_bytes += n->size;
            out->free_range_count++;
            if (n->size > out->largest_free_range) out->largest_free_range = n->size;
        }
    }
    out->fragmentation = out->free_bytes ? 1.0 - KTORCH__CAST(double, out->largest_free_range) / KTORCH__CAST(double, out->free_bytes) : 0.0;
    ktorch__pool_unlock(pool);
}

KTORCH_API void ktorch_pool_reset_peak(ktorch_pool *pool) {
    if (!pool) return;
    ktorch__pool_lock(pool);
    pool->stats.peak_bytes_in_use = pool->stats.bytes_in_use;
    ktorch__pool_unlock(pool);
}

KTORCH_API void ktorch_pool_trim(ktorch_pool *pool) {
    if (!pool) return;
    ktorch__pool_lock(pool);
    ktorch__pool_trim_locked(pool);
    ktorch__pool_unlock(pool);
}

/* Verifies the guard bytes of every live allocation and the bookkeeping
   itself (ranges tile each block, no two free neighbours, free lists and
   counters agree). */
KTORCH_API ktorch_status ktorch_pool_check(ktorch_pool *pool) {
    const ktorch__pool_block *b;
    uint64_t nfree = 0, nlisted = 0, in_use = 0, count = 0, reserved = 0, nblocks = 0, bi = 0;
    unsigned fl, sl;
    ktorch_status st = KTORCH_OK;
    if (!pool) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_pool_check: 'pool' is NULL");
    ktorch__pool_lock(pool);
    for (b = pool->blocks; b && st == KTORCH_OK; b = b->next, bi++) {
        const ktorch__pool_node *n, *prev = NULL;
        uint64_t off = b->start, live = 0;
        nblocks++;
        reserved += b->size;
        for (n = b->first; n; prev = n, n = n->next_phys) {
            if (n->block != b || n->prev_phys != prev || n->offset != off || n->size == 0 ||
                (n->state != KTORCH__NODE_FREE && n->state != KTORCH__NODE_USED) ||
                (prev && prev->state == KTORCH__NODE_FREE && n->state == KTORCH__NODE_FREE)) {
                st = ktorch__fail(KTORCH_CORRUPTION, "ktorch_pool_check: pool '%s': bookkeeping of block %llu broken at offset %llu",
                                  pool->name, KTORCH__CAST(unsigned long long, bi), KTORCH__CAST(unsigned long long, off));
                break;
            }
            off += n->size;
            if (n->state == KTORCH__NODE_FREE) {
                nfree++;
                if (st == KTORCH_OK) st = ktorch__pool_check_dead(pool, n->block, n->offset, n->size, "ktorch_pool_check");
                continue;
            }
            live++;
            count++;
            in_use += n->user_size;
            if (st == KTORCH_OK) st = ktorch__pool_check_guards(pool, n, "ktorch_pool_check");
        }
        if (st == KTORCH_OK && (off > b->size || live != b->live))
            st = ktorch__fail(KTORCH_CORRUPTION, "ktorch_pool_check: pool '%s': block %llu ranges do not add up", pool->name,
                              KTORCH__CAST(unsigned long long, bi));
    }
    if (st == KTORCH_OK) {
        for (fl = 0; fl < KTORCH__POOL_FLC; fl++)
            for (sl = 0; sl < KTORCH__POOL_SLC; sl++) {
                const ktorch__pool_node *n = pool->heads[fl][sl];
                int bit = (pool->sl_bitmap[fl] >> sl) & 1u;
                if (bit != (n != NULL) || (bit && !((pool->fl_bitmap >> fl) & 1u))) st = KTORCH_CORRUPTION;
                for (; n; n = n->next_free) {
                    unsigned f2, s2;
                    ktorch__pool_map(n->size >> pool->gran_shift, &f2, &s2);
                    if (f2 != fl || s2 != sl || n->state != KTORCH__NODE_FREE) st = KTORCH_CORRUPTION;
                    nlisted++;
                }
            }
        if (st != KTORCH_OK || nlisted != nfree || in_use != pool->stats.bytes_in_use || count != pool->stats.allocation_count ||
            reserved != pool->stats.bytes_reserved || nblocks != pool->stats.block_count)
            st = ktorch__fail(KTORCH_CORRUPTION, "ktorch_pool_check: pool '%s': free lists or counters disagree with the blocks", pool->name);
    }
    ktorch__pool_unlock(pool);
    return st;
}

/* ---- JSON dump ------------------------------------------------------------------ */
typedef struct ktorch__pool_jw {
    char *buf;
    size_t cap, len;
} ktorch__pool_jw;
static void ktorch__pool_jprintf(ktorch__pool_jw *w, const char *fmt, ...) KTORCH__PRINTF(2, 3);
static void ktorch__pool_jprintf(ktorch__pool_jw *w, const char *fmt, ...) {
    va_list ap;
    size_t room = w->len < w->cap ? w->cap - w->len : 0;
    va_start(ap, fmt);
    w->len += ktorch__vformat(room ? w->buf + w->len : NULL, room, fmt, ap);
    va_end(ap);
}
static void ktorch__pool_jstring(ktorch__pool_jw *w, const char *s) {
    ktorch__pool_jprintf(w, "\"");
    for (; *s; s++) {
        unsigned char c = KTORCH__CAST(unsigned char, *s);
        if (c == '"' || c == '\\') ktorch__pool_jprintf(w, "\\%c", *s);
        else if (c < 0x20) ktorch__pool_jprintf(w, "\\u%4x", KTORCH__CAST(unsigned, c));
        else ktorch__pool_jprintf(w, "%c", *s);
    }
    ktorch__pool_jprintf(w, "\"");
}
#define KTORCH__POOL_ULL(x) KTORCH__CAST(unsigned long long, x)

/* {"name":..., "stats":{...}, "blocks":[{"index":i,"size":..,"dedicated":b,
   "ranges":[{"offset":o,"size":s,"state":"free"|"used"[,"user_offset":u,"user_size":n]}]}]} */
KTORCH_API size_t ktorch_pool_dump_json(ktorch_pool *pool, char *buf, size_t cap) {
    ktorch__pool_jw w;
    const ktorch__pool_block *b;
    uint64_t bi = 0;
    w.buf = buf;
    w.cap = buf ? cap : 0;
    w.len = 0;
    if (w.cap) buf[0] = '\0';
    if (!pool) {
        ktorch__pool_jprintf(&w, "null");
        return w.len;
    }
    ktorch__pool_lock(pool);
    ktorch__pool_jprintf(&w, "{\"name\":");
    ktorch__pool_jstring(&w, pool->name);
    ktorch__pool_jprintf(&w, ",\"block_size\":%llu,\"budget\":%llu,\"min_alignment\":%u,\"debug_margin\":%u,", KTORCH__POOL_ULL(pool->block_size),
                      KTORCH__POOL_ULL(pool->budget), pool->min_alignment, pool->margin);
    ktorch__pool_jprintf(&w, "\"stats\":{\"bytes_in_use\":%llu,\"peak_bytes_in_use\":%llu,\"bytes_reserved\":%llu,\"allocation_count\":%llu,\"block_count\":%llu},",
                      KTORCH__POOL_ULL(pool->stats.bytes_in_use), KTORCH__POOL_ULL(pool->stats.peak_bytes_in_use), KTORCH__POOL_ULL(pool->stats.bytes_reserved),
                      KTORCH__POOL_ULL(pool->stats.allocation_count), KTORCH__POOL_ULL(pool->stats.block_count));
    ktorch__pool_jprintf(&w, "\"blocks\":[");
    for (b = pool->blocks; b; b = b->next, bi++) {
        const ktorch__pool_node *n;
        ktorch__pool_jprintf(&w, "%s{\"index\":%llu,\"size\":%llu,\"dedicated\":%s,\"allocations\":%llu,\"ranges\":[", bi ? "," : "", KTORCH__POOL_ULL(bi),
                          KTORCH__POOL_ULL(b->size), b->dedicated ? "true" : "false", KTORCH__POOL_ULL(b->live));
        for (n = b->first; n; n = n->next_phys) {
            ktorch__pool_jprintf(&w, "%s{\"offset\":%llu,\"size\":%llu,\"state\":\"%s\"", n == b->first ? "" : ",", KTORCH__POOL_ULL(n->offset),
                              KTORCH__POOL_ULL(n->size), n->state == KTORCH__NODE_FREE ? "free" : "used");
            if (n->state == KTORCH__NODE_USED)
                ktorch__pool_jprintf(&w, ",\"user_offset\":%llu,\"user_size\":%llu", KTORCH__POOL_ULL(n->user_offset), KTORCH__POOL_ULL(n->user_size));
            ktorch__pool_jprintf(&w, "}");
        }
        ktorch__pool_jprintf(&w, "]}");
    }
    ktorch__pool_jprintf(&w, "]}");
    ktorch__pool_unlock(pool);
    return w.len;
}

/* ---- arena ------------------------------------------------------------------------ */
/* Chunks come from the pool; a request larger than half a chunk that does
   not fit in the current chunk gets its own chunk (bumping goes on in the
   current one); reset returns every chunk but the first. ktorch_arena_used
   counts bytes consumed since the last reset, alignment padding included.
   chunk_size 0 = 1 MiB. align 0 = the pool's min alignment. */
typedef struct ktorch__arena_chunk {
    struct ktorch__arena_chunk *next;
    ktorch_allocation mem;
    uint64_t used;
} ktorch__arena_chunk;

struct ktorch_arena {
    ktorch_pool *pool;
    uint64_t chunk_size, used;
    ktorch__arena_chunk *first, *cur;
};

static ktorch_status ktorch__arena_chunk_new(ktorch_arena *ar, uint64_t size, uint64_t align, ktorch__arena_chunk **out) {
    ktorch_status st;
    ktorch__arena_chunk *c = KTORCH__CAST(ktorch__arena_chunk *, ktorch__calloc(&ar->pool->allocator, 1, sizeof(*c)));
    if (!c) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_arena_alloc: out of host memory");
    st = ktorch_pool_alloc(ar->pool, size, align, &c->mem);
    if (st != KTORCH_OK) {
        ktorch__free(&ar->pool->allocator, c);
        return st;
    }
    *out = c;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_arena_create(ktorch_pool *pool, uint64_t chunk_size, ktorch_arena **out) {
    ktorch_arena *ar;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_arena_create: 'out' is NULL");
    *out = NULL;
    if (!pool) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_arena_create: 'pool' is NULL");
    if (chunk_size == 0) chunk_size = 1ull << 20;
    ar = KTORCH__CAST(ktorch_arena *, ktorch__calloc(&pool->allocator, 1, sizeof(*ar)));
    if (!ar) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_arena_create: out of host memory");
    ar->pool = pool;
    ar->chunk_size = chunk_size;
    st = ktorch__arena_chunk_new(ar, chunk_size, 0, &ar->first);
    if (st != KTORCH_OK) {
        ktorch__free(&pool->allocator, ar);
        return st;
    }
    ar->cur = ar->first;
    *out = ar;
    return KTORCH_OK;
}

static void ktorch__arena_release_after_first(ktorch_arena *ar) {
    ktorch__arena_chunk *c = ar->first->next, *next;
    for (; c; c = next) {
        next = c->next;
        ktorch_pool_free(ar->pool, &c->mem);
        ktorch__free(&ar->pool->allocator, c);
    }
    ar->first->next = NULL;
}

KTORCH_API void ktorch_arena_destroy(ktorch_arena *arena) {
    if (!arena) return;
    ktorch__arena_release_after_first(arena);
    ktorch_pool_free(arena->pool, &arena->first->mem);
    ktorch__free(&arena->pool->allocator, arena->first);
    ktorch__free(&arena->pool->allocator, arena);
}

/* Bytes from the chunk's current end up to an aligned start holding size. */
static int ktorch__arena_fit(const ktorch__arena_chunk *c, uint64_t size, uint64_t align, uint64_t *start) {
    uint64_t addr = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, c->mem.ptr)) + c->used, a;
    if (!ktorch__pool_align_up(addr, align, &a)) return 0;
    a -= KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, c->mem.ptr));
    if (a > c->mem.size || size > c->mem.size - a) return 0;
    *start = a;
    return 1;
}

KTORCH_API ktorch_status ktorch_arena_alloc(ktorch_arena *arena, uint64_t size, uint64_t align, void **out) {
    uint64_t start;
    ktorch__arena_chunk *c;
    ktorch_status st;
    if (out) *out = NULL;
    if (!arena) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_arena_alloc: 'arena' is NULL");
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_arena_alloc: 'out' is NULL");
    if (align == 0) align = arena->pool->min_alignment;
    if (!ktorch__pool_is_pow2(align))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_arena_alloc: 'align' must be a power of two, got %llu", KTORCH__POOL_ULL(align));
    if (size == 0) return KTORCH_OK;
    c = arena->cur;
    if (ktorch__arena_fit(c, size, align, &start)) {
        arena->used += start + size - c->used;
        c->used = start + size;
        *out = KTORCH__CAST(unsigned char *, c->mem.ptr) + start;
        return KTORCH_OK;
    }
    if (size > arena->chunk_size / 2) {
        /* its own chunk; bumping goes on in the current one */
        st = ktorch__arena_chunk_new(arena, size, align, &c);
        if (st != KTORCH_OK) return st;
        c->used = size;
        c->next = arena->first->next;
        arena->first->next = c;
        arena->used += size;
        *out = c->mem.ptr;
        return KTORCH_OK;
    }
    st = ktorch__arena_chunk_new(arena, arena->chunk_size, align, &c);
    if (st != KTORCH_OK) return st;
    c->next = arena->cur->next;
    arena->cur->next = c;
    arena->cur = c;
    c->used = size;
    arena->used += size;
    *out = c->mem.ptr;
    return KTORCH_OK;
}

KTORCH_API void ktorch_arena_reset(ktorch_arena *arena) {
    if (!arena) return;
    ktorch__arena_release_after_first(arena);
    arena->first->used = 0;
    arena->cur = arena->first;
    arena->used = 0;
}

KTORCH_API uint64_t ktorch_arena_used(const ktorch_arena *arena) { return arena ? arena->used : 0; }


/* (end of memory pool section) */

/* ======================================================================
   SECTION: thread pool, context, backends
   ====================================================================== */

/* ---- CPU features ------------------------------------------------------ */
enum {
    KTORCH__ISA_SCALAR = 0,
    KTORCH__ISA_AVX2,
    KTORCH__ISA_AVX512,
    KTORCH__ISA_NEON
};
static const char *const ktorch__isa_names[] = {"scalar", "avx2", "avx512", "neon"};

/* Feature bits reported by ktorch__cpu_features(). */
#define KTORCH__CPU_AVX2 (1u << 0)    /* AVX2 + FMA + F16C, OS-enabled */
#define KTORCH__CPU_AVX512 (1u << 1)  /* AVX-512 F/BW/DQ/VL, OS-enabled */
#define KTORCH__CPU_AVX512_BF16 (1u << 2)
#define KTORCH__CPU_AVX512_VNNI (1u << 3)
#define KTORCH__CPU_AVX512_FP16 (1u << 4)
#define KTORCH__CPU_NEON (1u << 5)
#define KTORCH__CPU_AMX (1u << 6) /* AMX-TILE + AMX-BF16, tile state in XCR0 (the Linux permission is separate) */
#define KTORCH__CPU_AMX_INT8 (1u << 7) /* AMX-INT8 (CPUID 7.0 EDX bit 25) beside KTORCH__CPU_AMX */

/* Around the SIMD kernels: GCC's AVX-512 headers read _mm512_undefined_*(),
   which trips GCC's (maybe-)uninitialized warnings in C++. */
#if defined(__GNUC__) && !defined(__clang__)
#define KTORCH__SIMD_WARNINGS_OFF                                                                                       \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wmaybe-uninitialized\"")                       \
        _Pragma("GCC diagnostic ignored \"-Wuninitialized\"")
#define KTORCH__SIMD_WARNINGS_ON _Pragma("GCC diagnostic pop")
#else
#define KTORCH__SIMD_WARNINGS_OFF
#define KTORCH__SIMD_WARNINGS_ON
#endif

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define KTORCH__X86 1
#include <cpuid.h>
static uint32_t ktorch__cpu_features(void) {
    unsigned a, b, c, d, xlo = 0, xhi = 0;
    unsigned b7 = 0, c7 = 0, d7 = 0, a71 = 0, t1, t2, t3;
    uint32_t f = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & (1u << 27))) return 0; /* OSXSAVE */
    __asm__ __volatile__("xgetbv" : "=a"(xlo), "=d"(xhi) : "c"(0));
    (void)xhi;
    if (__get_cpuid_max(0, NULL) >= 7) {
        __cpuid_count(7, 0, t1, b7, c7, d7);
        __cpuid_count(7, 1, a71, t1, t2, t3);
        (void)t2;
        (void)t3;
    }
    if ((xlo & 6u) == 6u && (c & (1u << 12)) && (c & (1u << 29)) && (b7 & (1u << 5))) f |= KTORCH__CPU_AVX2;
    if ((f & KTORCH__CPU_AVX2) && (xlo & 0xE6u) == 0xE6u && (b7 & (1u << 16)) && (b7 & (1u << 17)) &&
        (b7 & (1u << 30)) && (b7 & (1u << 31))) {
        f |= KTORCH__CPU_AVX512;
        if (a71 & (1u << 5)) f |= KTORCH__CPU_AVX512_BF16;
        if (c7 & (1u << 11)) f |= KTORCH__CPU_AVX512_VNNI;
        if (d7 & (1u << 23)) f |= KTORCH__CPU_AVX512_FP16;
        if ((f & KTORCH__CPU_AVX512_BF16) && (d7 & (1u << 22)) && (d7 & (1u << 24)) && (xlo & 0x60000u) == 0x60000u) f |= KTORCH__CPU_AMX;
        if ((f & KTORCH__CPU_AMX) && (d7 & (1u << 25))) f |= KTORCH__CPU_AMX_INT8;
    }
    return f;
}
#elif defined(__aarch64__) || defined(_M_ARM64)
#define KTORCH__ARM64 1
static uint32_t ktorch__cpu_features(void) { return KTORCH__CPU_NEON; }
#else
static uint32_t ktorch__cpu_features(void) { return 0; }
#endif

/* AMX needs x86-64 Linux (the tile data state is granted per process) and
   a compiler with the AMX intrinsics. KTORCH_AMX_EMULATE (tests only) runs
   the AMX attention path with scalar tile operations on AVX512-BF16 CPUs. */
#if defined(KTORCH__X86) && defined(__x86_64__) && defined(__linux__) &&                                              \
    (defined(KTORCH_AMX_EMULATE) || (defined(__clang__) ? __clang_major__ >= 12 : __GNUC__ >= 11))
#define KTORCH__AMX 1
#if defined(KTORCH_AMX_EMULATE)
static const char *ktorch__amx_unavailable(uint32_t f) { return (f & KTORCH__CPU_AVX512_BF16) ? NULL : "AMX emulation needs AVX512-BF16"; }
#else
static long ktorch__arch_prctl(long code, long arg) {
    long r;
    __asm__ __volatile__("syscall" : "=a"(r) : "0"(158L /* SYS_arch_prctl */), "D"(code), "S"(arg) : "rcx", "r11", "memory");
    return r;
}
/* Why AMX can't be used, or NULL. Linux grants the tile data state on
   request, once per process: the first caller asks, racing callers wait. */
static const char *ktorch__amx_unavailable(uint32_t f) {
    static int state; /* 0 not asked, 1 asking, 2 granted, 3 refused */
    int s = 0;
    if (!(f & KTORCH__CPU_AMX)) return "the CPU has no AMX-BF16 tiles enabled by the OS";
    if (__atomic_compare_exchange_n(&state, &s, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        unsigned long mask = 0;
        /* ARCH_REQ_XCOMP_PERM / ARCH_GET_XCOMP_PERM for XFEATURE_XTILEDATA (18) */
        s = ktorch__arch_prctl(0x1023, 18) == 0 && ktorch__arch_prctl(0x1022, KTORCH__RCAST(long, &mask)) == 0 && ((mask >> 18) & 1u) ? 2 : 3;
        __atomic_store_n(&state, s, __ATOMIC_RELEASE);
    }
    while ((s = __atomic_load_n(&state, __ATOMIC_ACQUIRE)) == 1) {
    }
    return s == 2 ? NULL : "Linux refused the AMX tile data state (arch_prctl ARCH_REQ_XCOMP_PERM)";
}
#endif
#else
static const char *ktorch__amx_unavailable(uint32_t f) {
    (void)f;
    return "AMX code is built only for x86-64 Linux with gcc >= 11 or clang >= 12";
}
#endif

static int ktorch__best_isa(uint32_t f) {
    if (f & KTORCH__CPU_AVX512) return KTORCH__ISA_AVX512;
    if (f & KTORCH__CPU_AVX2) return KTORCH__ISA_AVX2;
    if (f & KTORCH__CPU_NEON) return KTORCH__ISA_NEON;
    return KTORCH__ISA_SCALAR;
}
static int ktorch__isa_supported(int isa, uint32_t f) {
    switch (isa) {
    case KTORCH__ISA_SCALAR: return 1;
    case KTORCH__ISA_AVX2: return (f & KTORCH__CPU_AVX2) != 0;
    case KTORCH__ISA_AVX512: return (f & KTORCH__CPU_AVX512) != 0;
    case KTORCH__ISA_NEON: return (f & KTORCH__CPU_NEON) != 0;
    default: return 0;
    }
}

/* ---- built-in thread pool ---------------------------------------------
   The caller is thread 0 and runs tasks too. Which thread runs a task never
   changes its result: ops split work so each output depends on one task.
   A worker that ran out of tasks, and a caller waiting for the last one,
   first spin on the generation (the finished count) for about 50-100 us
   (KTORCH__POOL_SPIN pause instructions) before they sleep on the
   condition variable, so that back-to-back calls (a decode step's GEMVs of a
   few hundred microseconds) do not pay a sleep and a wake per call; with
   more threads than online CPUs nothing spins. */
#ifndef KTORCH_NO_THREADS
#ifndef KTORCH__POOL_SPIN
#define KTORCH__POOL_SPIN 2048
#endif
#if defined(KTORCH__X86)
#define KTORCH__CPU_RELAX() __asm__ __volatile__("pause" ::: "memory")
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define KTORCH__CPU_RELAX() __asm__ __volatile__("yield" ::: "memory")
#else
#define KTORCH__CPU_RELAX() ((void)0)
#endif
static int ktorch__online_cpus(void);
typedef struct ktorch__threadpool ktorch__threadpool;
typedef struct ktorch__worker {
    ktorch__threadpool *pool;
    int index;
    pthread_t thread;
} ktorch__worker;
struct ktorch__threadpool {
    int num_threads; /* including the caller */
    ktorch__worker *workers;
    pthread_mutex_t mutex;
    pthread_cond_t work_cv, done_cv;
    uint64_t generation;
    ktorch_task_fn fn;
    void *arg;
    int64_t count, next, finished;
    int stop;
    int spin; /* pause instructions before sleeping: KTORCH__POOL_SPIN, or 0 past the online CPUs */
};
static KTORCH__TLS int ktorch__in_worker;

static void ktorch__threadpool_drain(ktorch__threadpool *p, int thread) {
    for (;;) {
        int64_t i;
        pthread_mutex_lock(&p->mutex);
        if (p->next >= p->count) {
            pthread_mutex_unlock(&p->mutex);
            return;
        }
        i = p->next++;
        pthread_mutex_unlock(&p->mutex);
        p->fn(p->arg, i, thread);
        pthread_mutex_lock(&p->mutex);
        __atomic_store_n(&p->finished, p->finished + 1, __ATOMIC_RELEASE);
        if (p->finished == p->count) pthread_cond_signal(&p->done_cv);
        pthread_mutex_unlock(&p->mutex);
    }
}
static void *ktorch__threadpool_main(void *arg) {
    ktorch__worker *w = KTORCH__CAST(ktorch__worker *, arg);
    ktorch__threadpool *p = w->pool;
    uint64_t seen = 0;
    ktorch__in_worker = 1;
    for (;;) {
        int i;
        for (i = 0; i < p->spin && __atomic_load_n(&p->generation, __ATOMIC_ACQUIRE) == seen; i++) KTORCH__CPU_RELAX();
        pthread_mutex_lock(&p->mutex);
        while (!p->stop && p->generation == seen) pthread_cond_wait(&p->work_cv, &p->mutex);
        if (p->stop) {
            pthread_mutex_unlock(&p->mutex);
            return NULL;
        }
        seen = p->generation;
        pthread_mutex_unlock(&p->mutex);
        ktorch__threadpool_drain(p, w->index);
    }
}
static void ktorch__threadpool_run(ktorch_task_fn fn, void *arg, int64_t count, void *user) {
    ktorch__threadpool *p = KTORCH__CAST(ktorch__threadpool *, user);
    int64_t i;
    if (count <= 0) return;
    if (p->num_threads <= 1 || count == 1 || ktorch__in_worker) {
        for (i = 0; i < count; i++) fn(arg, i, 0);
        return;
    }
    pthread_mutex_lock(&p->mutex);
    p->fn = fn;
    p->arg = arg;
    p->count = count;
    p->next = 0;
    p->finished = 0;
    __atomic_store_n(&p->generation, p->generation + 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&p->work_cv);
    pthread_mutex_unlock(&p->mutex);
    ktorch__in_worker = 1;
    ktorch__threadpool_drain(p, 0);
    ktorch__in_worker = 0;
    for (i = 0; i < p->spin && __atomic_load_n(&p->finished, __ATOMIC_ACQUIRE) < count; i++) KTORCH__CPU_RELAX();
    pthread_mutex_lock(&p->mutex);
    while (p->finished < p->count) pthread_cond_wait(&p->done_cv, &p->mutex);
    pthread_mutex_unlock(&p->mutex);
}
static void ktorch__threadpool_destroy(ktorch__threadpool *p, const ktorch_allocator *a) {
    int i;
    if (!p) return;
    pthread_mutex_lock(&p->mutex);
    p->stop = 1;
    pthread_cond_broadcast(&p->work_cv);
    pthread_mutex_unlock(&p->mutex);
    for (i = 1; i < p->num_threads; i++)
        if (p->workers[i].pool) pthread_join(p->workers[i].thread, NULL);
    pthread_cond_destroy(&p->work_cv);
    pthread_cond_destroy(&p->done_cv);
    pthread_mutex_destroy(&p->mutex);
    ktorch__free(a, p->workers);
    ktorch__free(a, p);
}
static ktorch_status ktorch__threadpool_create(int n, const ktorch_allocator *a, ktorch__threadpool **out) {
    ktorch__threadpool *p = KTORCH__CAST(ktorch__threadpool *, ktorch__calloc(a, 1, sizeof(*p)));
    int i;
    if (!p) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_context_create: no memory for the thread pool");
    p->workers = KTORCH__CAST(ktorch__worker *, ktorch__calloc(a, KTORCH__CAST(size_t, n), sizeof(ktorch__worker)));
    if (!p->workers) {
        ktorch__free(a, p);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_context_create: no memory for the thread pool");
    }
    p->num_threads = n;
    p->spin = n <= ktorch__online_cpus() ? KTORCH__POOL_SPIN : 0;
    pthread_mutex_init(&p->mutex, NULL);
    pthread_cond_init(&p->work_cv, NULL);
    pthread_cond_init(&p->done_cv, NULL);
    for (i = 1; i < n; i++) {
        p->workers[i].pool = p;
        p->workers[i].index = i;
        if (pthread_create(&p->workers[i].thread, NULL, ktorch__threadpool_main, &p->workers[i]) != 0) {
            p->workers[i].pool = NULL;
            p->num_threads = i; /* join only the started ones */
            ktorch__threadpool_destroy(p, a);
            return ktorch__fail(KTORCH_INTERNAL, "ktorch_context_create: could not start thread %d of %d", i, n);
        }
    }
    *out = p;
    return KTORCH_OK;
}
#endif

static void ktorch__serial_for(ktorch_task_fn fn, void *arg, int64_t count, void *user) {
    int64_t i;
    (void)user;
    for (i = 0; i < count; i++) fn(arg, i, 0);
}

static KTORCH__UNUSED int ktorch__online_cpus(void) {
#if defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (n > 256 ? 256 : KTORCH__CAST(int, n)) : 1;
#else
    return 1;
#endif
}

/* ---- context ----------------------------------------------------------- */
#define KTORCH__MAX_DEVICES 16

static void ktorch__cpu_backend(ktorch_backend_impl *impl);

struct ktorch_context {
    ktorch_allocator allocator;
    ktorch_logger logger;
    ktorch_thread_pool_api threads;
#ifndef KTORCH_NO_THREADS
    ktorch__threadpool *own_threads;
#endif
    int isa;
    int amx;             /* isa is avx512; bf16 attention and matmul run on AMX tiles */
    const char *amx_why; /* why not, where amx is 0 */
    uint32_t cpu_features;
    ktorch_pool_desc pool_template; /* budget, debug, thread safety for every pool */
    ktorch_pool *host_pool;
    ktorch_pool *device_pools[KTORCH_BACKEND_COUNT][KTORCH__MAX_DEVICES];
    ktorch_backend_impl backends[KTORCH_BACKEND_COUNT];
    int backend_registered[KTORCH_BACKEND_COUNT];
};

KTORCH_API ktorch_device ktorch_cpu(void) {
    ktorch_device d;
    d.backend = KTORCH_BACKEND_CPU;
    d.index = 0;
    return d;
}

KTORCH_API const char *ktorch_backend_name(ktorch_backend backend) {
    static const char *const names[] = {"cpu", "cuda", "hip", "vulkan"};
    if (KTORCH__CAST(int, backend) < 0 || backend >= KTORCH_BACKEND_COUNT) return "unknown";
    return names[backend];
}

KTORCH_API void ktorch_log(ktorch_context *ctx, ktorch_log_level level, const char *fmt, ...) {
    char msg[KTORCH__MSG_CAP];
    va_list ap;
    if (!ctx || !ctx->logger.func) return;
    va_start(ap, fmt);
    ktorch__vformat(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ctx->logger.func(level, msg, ctx->logger.user_data);
}

static int ktorch__isa_from_name(const char *name) {
    int i;
    for (i = 0; i < 4; i++)
        if (strcmp(name, ktorch__isa_names[i]) == 0) return i;
    return -1;
}

KTORCH_API ktorch_status ktorch_context_create(const ktorch_context_desc *desc, ktorch_context **out) {
    ktorch_context_desc d;
    ktorch_allocator a;
    ktorch_context *ctx;
    ktorch_status st;
    const char *isa_name;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_context_create: 'out' is NULL");
    *out = NULL;
    if (desc) d = *desc;
    else memset(&d, 0, sizeof d);
    if ((d.allocator.alloc || d.allocator.realloc || d.allocator.free) &&
        !(d.allocator.alloc && d.allocator.realloc && d.allocator.free))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_context_create: 'allocator' needs all of alloc, realloc, free or none");
    if (d.num_threads < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_context_create: 'num_threads' is negative (%d)", d.num_threads);
    if (d.thread_pool.parallel_for && d.thread_pool.num_threads <= 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_context_create: 'thread_pool.num_threads' must be positive");
    a = ktorch__allocator_resolve(&d.allocator);
    ctx = KTORCH__CAST(ktorch_context *, ktorch__calloc(&a, 1, sizeof(ktorch_context)));
    if (!ctx) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_context_create: no memory for the context");
    ctx->allocator = a;
    ctx->logger = d.logger;
    ktorch__cpu_backend(&ctx->backends[KTORCH_BACKEND_CPU]);
    ctx->backend_registered[KTORCH_BACKEND_CPU] = 1;

    ctx->cpu_features = ktorch__cpu_features();
    isa_name = d.cpu_isa;
    if (isa_name && *isa_name) {
        const int amx = strcmp(isa_name, "amx") == 0;
        ctx->isa = amx ? KTORCH__ISA_AVX512 : ktorch__isa_from_name(isa_name);
        if (ctx->isa < 0) {
            ktorch__free(&a, ctx);
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_context_create: unknown CPU ISA '%s' (scalar, avx2, avx512, amx, neon)", isa_name);
        }
        /* AMX implies AVX-512 (and AVX512-BF16): its reason comes first */
        if (amx && (ctx->amx_why = ktorch__amx_unavailable(ctx->cpu_features)) != NULL) {
            const char *why = ctx->amx_why;
            ktorch__free(&a, ctx);
            return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_context_create: ISA 'amx' is unavailable: %s", why);
        }
        if (!ktorch__isa_supported(ctx->isa, ctx->cpu_features)) {
            ktorch__free(&a, ctx);
            return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_context_create: this CPU does not support ISA '%s'", isa_name);
        }
        ctx->amx = amx;
        if (!amx && (ctx->amx_why = ktorch__amx_unavailable(ctx->cpu_features)) == NULL) ctx->amx_why = "another ISA was chosen (desc.cpu_isa)";
    } else {
        ctx->isa = ktorch__best_isa(ctx->cpu_features);
        if (ctx->isa == KTORCH__ISA_AVX512) ctx->amx = (ctx->amx_why = ktorch__amx_unavailable(ctx->cpu_features)) == NULL;
        else ctx->amx_why = "AMX needs x86-64 with AVX-512";
    }

    if (d.thread_pool.parallel_for) {
        ctx->threads = d.thread_pool;
    } else {
#ifndef KTORCH_NO_THREADS
        int n = d.num_threads ? d.num_threads : ktorch__online_cpus();
        if (n > 1) {
            st = ktorch__threadpool_create(n, &a, &ctx->own_threads);
            if (st != KTORCH_OK) {
                ktorch__free(&a, ctx);
                return st;
            }
            ctx->threads.parallel_for = ktorch__threadpool_run;
            ctx->threads.user_data = ctx->own_threads;
            ctx->threads.num_threads = n;
        }
#endif
        if (!ctx->threads.parallel_for) {
            ctx->threads.parallel_for = ktorch__serial_for;
            ctx->threads.num_threads = 1;
        }
    }

    memset(&ctx->pool_template, 0, sizeof ctx->pool_template);
    ctx->pool_template.allocator = a;
    ctx->pool_template.debug_margin = d.pool_debug ? 64u : 0u;
    ctx->pool_template.debug_fill = d.pool_debug;
    ctx->pool_template.thread_safe = d.pool_thread_safe;
    {
        ktorch_pool_desc pd = ctx->pool_template;
        pd.block_size = d.host_block_size;
        pd.budget = d.host_memory_budget;
        pd.name = "cpu";
        st = ktorch_pool_create(&pd, &ctx->host_pool);
        if (st != KTORCH_OK) {
            ktorch_context_destroy(ctx);
            return st;
        }
    }
    *out = ctx;
    return KTORCH_OK;
}

KTORCH_API void ktorch_context_destroy(ktorch_context *ctx) {
    int b, i;
    ktorch_allocator a;
    if (!ctx) return;
    a = ctx->allocator;
    for (b = 0; b < KTORCH_BACKEND_COUNT; b++)
        for (i = 0; i < KTORCH__MAX_DEVICES; i++)
            if (ctx->device_pools[b][i]) ktorch_pool_destroy(ctx->device_pools[b][i]);
    for (b = KTORCH_BACKEND_COUNT - 1; b >= 0; b--)
        if (ctx->backend_registered[b] && ctx->backends[b].destroy) ctx->backends[b].destroy(ctx->backends[b].state);
    if (ctx->host_pool) ktorch_pool_destroy(ctx->host_pool);
#ifndef KTORCH_NO_THREADS
    ktorch__threadpool_destroy(ctx->own_threads, &a);
#endif
    ktorch__free(&a, ctx);
}

KTORCH_API const ktorch_allocator *ktorch_context_allocator(ktorch_context *ctx) { return ctx ? &ctx->allocator : NULL; }
KTORCH_API const ktorch_thread_pool_api *ktorch_context_threads(ktorch_context *ctx) { return ctx ? &ctx->threads : NULL; }
KTORCH_API int ktorch_num_threads(ktorch_context *ctx) { return ctx ? ctx->threads.num_threads : 0; }
KTORCH_API const char *ktorch_cpu_isa(ktorch_context *ctx) { return !ctx ? "none" : ctx->amx ? "amx" : ktorch__isa_names[ctx->isa]; }
KTORCH_API const char *ktorch_cpu_amx_unavailable(ktorch_context *ctx) { return !ctx ? "no context" : ctx->amx ? NULL : ctx->amx_why; }
KTORCH_API void ktorch_parallel_for(ktorch_context *ctx, ktorch_task_fn fn, void *arg, int64_t count) {
    if (!ctx || !fn || count <= 0) return;
    ctx->threads.parallel_for(fn, arg, count, ctx->threads.user_data);
}

KTORCH_API const char *ktorch_op_name(ktorch_op op) {
    static const char *const names[] = {
#define KTORCH__OP_NAME(name, text) text,
        KTORCH_OP_LIST(KTORCH__OP_NAME)
#undef KTORCH__OP_NAME
    };
    if (KTORCH__CAST(int, op) < 0 || op >= KTORCH_OP_COUNT) return "unknown";
    return names[op];
}

KTORCH_API ktorch_status ktorch_register_backend(ktorch_context *ctx, const ktorch_backend_impl *impl) {
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_register_backend: 'ctx' is NULL");
    if (!impl) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_register_backend: 'impl' is NULL");
    if (impl->abi_version != KTORCH_BACKEND_ABI_VERSION)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_register_backend: 'impl->abi_version' is %u, this ktorch.h has %u",
                            KTORCH__CAST(unsigned, impl->abi_version), KTORCH__CAST(unsigned, KTORCH_BACKEND_ABI_VERSION));
    if (impl->kind <= KTORCH_BACKEND_CPU || impl->kind >= KTORCH_BACKEND_COUNT)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_register_backend: 'impl->kind' must be a GPU backend");
    if (ctx->backend_registered[impl->kind])
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_register_backend: backend '%s' is already registered",
                            ktorch_backend_name(impl->kind));
    if (!impl->device_count || !impl->device_info || !impl->provider || !impl->copy || !impl->fill || !impl->synchronize ||
        !impl->supports || !impl->run)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_register_backend: 'impl' lacks a required function");
    ctx->backends[impl->kind] = *impl;
    ctx->backend_registered[impl->kind] = 1;
    return KTORCH_OK;
}

/* The backend serving a device (the CPU's own table for the host). */
static ktorch_status ktorch__impl_for(ktorch_context *ctx, ktorch_device dev, const char *fn, const ktorch_backend_impl **out) {
    *out = NULL;
    if (KTORCH__CAST(int, dev.backend) < 0 || dev.backend >= KTORCH_BACKEND_COUNT || !ctx->backend_registered[dev.backend])
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: backend '%s' is not registered in this context", fn,
                            ktorch_backend_name(dev.backend));
    if (dev.index < 0 || dev.index >= ctx->backends[dev.backend].device_count(ctx->backends[dev.backend].state))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: %s device %d does not exist", fn, ktorch_backend_name(dev.backend), dev.index);
    *out = &ctx->backends[dev.backend];
    return KTORCH_OK;
}
/* The backend serving a non-CPU device. */
static ktorch_status ktorch__backend_for(ktorch_context *ctx, ktorch_device dev, const char *fn, const ktorch_backend_impl **out) {
    if (dev.backend == KTORCH_BACKEND_CPU) {
        *out = NULL;
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: the host is not a device here", fn);
    }
    return ktorch__impl_for(ctx, dev, fn, out);
}

/* Ops the core builds from primitives where a backend has no kernel of its
   own (defined with the ops). check_only: whether the primitives would run. */
static int ktorch__has_composite(const ktorch_op_desc *op);
static ktorch_status ktorch__composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only);

/* Ask the backend of op->device whether it runs `op`; its refusal gets the
   entry point's name in front. */
static ktorch_status ktorch__op_supported(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, const ktorch_backend_impl **impl) {
    ktorch_status st = ktorch__impl_for(ctx, op->device, fn, impl);
    if (st != KTORCH_OK) return st;
    ktorch_clear_error();
    st = (*impl)->supports((*impl)->state, op);
    if (st != KTORCH_OK) {
        char why[KTORCH__MSG_CAP];
        ktorch__format(why, sizeof why, "%s", *ktorch_last_error() ? ktorch_last_error() : "no reason given");
        return ktorch__fail(st, "%s: backend '%s' does not run this: %s", fn, ktorch_backend_name(op->device.backend), why);
    }
    return KTORCH_OK;
}
/* Run a validated op on its device: the backend's own kernel, else the
   core's composite of primitives where there is one. */
static ktorch_status ktorch__op_run(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn) {
    const ktorch_backend_impl *impl;
    ktorch_status st = ktorch__op_supported(ctx, op, fn, &impl);
    if (st == KTORCH_UNSUPPORTED && impl && ktorch__has_composite(op)) return ktorch__composite(ctx, op, fn, 0);
    if (st != KTORCH_OK) return st;
    return impl->run(impl->state, ctx, op);
}
/* A tensor argument as the desc holds it (inputs are never written through it). */
static ktorch_tensor *ktorch__op_tensor(const ktorch_tensor *t) {
    union {
        const ktorch_tensor *c;
        ktorch_tensor *m;
    } u;
    u.c = t;
    return u.m;
}
static void ktorch__op_init(ktorch_op_desc *op, ktorch_op kind, ktorch_device dev) {
    memset(op, 0, sizeof *op);
    op->op = kind;
    op->device = dev;
}
/* Every given tensor of an op on `dev`. */
static ktorch_status ktorch__op_same_device(const char *fn, ktorch_device dev, const ktorch_tensor *const *ts, const char *const *names, int n) {
    int i;
    for (i = 0; i < n; i++)
        if (ts[i] && (ts[i]->device.backend != dev.backend || ts[i]->device.index != dev.index))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is on %s:%d, the op runs on %s:%d", fn, names[i],
                                ktorch_backend_name(ts[i]->device.backend), ts[i]->device.index, ktorch_backend_name(dev.backend), dev.index);
    return KTORCH_OK;
}

KTORCH_API int ktorch_backend_available(ktorch_context *ctx, ktorch_backend backend) {
    if (!ctx || KTORCH__CAST(int, backend) < 0 || backend >= KTORCH_BACKEND_COUNT) return 0;
    if (backend == KTORCH_BACKEND_CPU) return 1;
    return ctx->backend_registered[backend] && ctx->backends[backend].device_count(ctx->backends[backend].state) > 0;
}

KTORCH_API int ktorch_device_count(ktorch_context *ctx, ktorch_backend backend) {
    if (!ctx || KTORCH__CAST(int, backend) < 0 || backend >= KTORCH_BACKEND_COUNT) return 0;
    if (backend == KTORCH_BACKEND_CPU) return 1;
    if (!ctx->backend_registered[backend]) return 0;
    return ctx->backends[backend].device_count(ctx->backends[backend].state);
}

/* For backend headers: the state a registered backend handed over (NULL when
   `backend` is not registered), so their own public functions reach it. */
static KTORCH__UNUSED void *ktorch__backend_state(ktorch_context *ctx, ktorch_backend backend) {
    if (!ctx || backend <= KTORCH_BACKEND_CPU || backend >= KTORCH_BACKEND_COUNT || !ctx->backend_registered[backend]) return NULL;
    return ctx->backends[backend].state;
}

KTORCH_API ktorch_status ktorch_device_info_get(ktorch_context *ctx, ktorch_device device, ktorch_device_info *out) {
    const ktorch_backend_impl *b;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_device_info_get: 'ctx' is NULL");
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_device_info_get: 'out' is NULL");
    memset(out, 0, sizeof *out);
    out->device = device;
    if (device.backend == KTORCH_BACKEND_CPU) {
        if (device.index != 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_device_info_get: cpu device %d does not exist", device.index);
#if defined(KTORCH__X86)
        ktorch__format(out->name, sizeof out->name, "%s", "x86-64 CPU");
        {
            unsigned regs[12], i;
            if (__get_cpuid(0x80000000u, &regs[0], &regs[1], &regs[2], &regs[3]) && regs[0] >= 0x80000004u) {
                char brand[49];
                for (i = 0; i < 3; i++) __get_cpuid(0x80000002u + i, &regs[4 * i], &regs[4 * i + 1], &regs[4 * i + 2], &regs[4 * i + 3]);
                memcpy(brand, regs, 48);
                brand[48] = '\0';
                {
                    const char *p = brand;
                    size_t n;
                    while (*p == ' ') p++;
                    n = strlen(p);
                    while (n && p[n - 1] == ' ') n--;
                    if (n) {
                        if (n >= sizeof out->name) n = sizeof out->name - 1;
                        memcpy(out->name, p, n);
                        out->name[n] = '\0';
                    }
                }
            }
        }
        ktorch__format(out->arch, sizeof out->arch, "x86-64 %s%s%s", ktorch_cpu_isa(ctx),
                       (ctx->cpu_features & KTORCH__CPU_AVX512_BF16) ? " avx512_bf16" : "",
                       (ctx->cpu_features & KTORCH__CPU_AVX512_VNNI) ? " avx512_vnni" : "");
#elif defined(KTORCH__ARM64)
        ktorch__format(out->name, sizeof out->name, "%s", "AArch64 CPU");
        ktorch__format(out->arch, sizeof out->arch, "aarch64 %s", ktorch__isa_names[ctx->isa]);
#else
        ktorch__format(out->name, sizeof out->name, "%s", "CPU");
        ktorch__format(out->arch, sizeof out->arch, "%s", ktorch__isa_names[ctx->isa]);
#endif
        out->compute_units = ctx->threads.num_threads;
        return KTORCH_OK;
    }
    st = ktorch__backend_for(ctx, device, "ktorch_device_info_get", &b);
    if (st != KTORCH_OK) return st;
    return b->device_info(b->state, device.index, out);
}

KTORCH_API ktorch_status ktorch_device_pool(ktorch_context *ctx, ktorch_device device, ktorch_pool **out) {
    const ktorch_backend_impl *b;
    ktorch_pool **slot;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_device_pool: 'ctx' is NULL");
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_device_pool: 'out' is NULL");
    *out = NULL;
    if (device.backend == KTORCH_BACKEND_CPU) {
        if (device.index != 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_device_pool: cpu device %d does not exist", device.index);
        *out = ctx->host_pool;
        return KTORCH_OK;
    }
    st = ktorch__backend_for(ctx, device, "ktorch_device_pool", &b);
    if (st != KTORCH_OK) return st;
    if (device.index >= KTORCH__MAX_DEVICES)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_device_pool: device index %d exceeds %d", device.index, KTORCH__MAX_DEVICES);
    slot = &ctx->device_pools[device.backend][device.index];
    if (!*slot) {
        ktorch_pool_desc pd = ctx->pool_template;
        pd.provider = b->provider(b->state, device.index);
        pd.block_size = 256ull << 20;
        pd.name = ktorch_backend_name(device.backend);
        st = ktorch_pool_create(&pd, slot);
        if (st != KTORCH_OK) return st;
    }
    *out = *slot;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_synchronize(ktorch_context *ctx, ktorch_device device) {
    const ktorch_backend_impl *b;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_synchronize: 'ctx' is NULL");
    if (device.backend == KTORCH_BACKEND_CPU) return KTORCH_OK;
    st = ktorch__backend_for(ctx, device, "ktorch_synchronize", &b);
    if (st != KTORCH_OK) return st;
    return b->synchronize(b->state, device.index);
}

struct ktorch_event {
    ktorch_device device;
    void *handle;
};

KTORCH_API ktorch_status ktorch_event_record(ktorch_context *ctx, ktorch_device device, ktorch_event **out) {
    static const char *fn = "ktorch_event_record";
    const ktorch_backend_impl *b;
    ktorch_event *e;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    *out = NULL;
    if (device.backend == KTORCH_BACKEND_CPU)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the cpu has no device queue (time it with a host clock)", fn);
    st = ktorch__backend_for(ctx, device, fn, &b);
    if (st != KTORCH_OK) return st;
    if (!b->event_record || !b->event_elapsed || !b->event_destroy)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: backend '%s' has no timing events", fn, ktorch_backend_name(device.backend));
    e = KTORCH__CAST(ktorch_event *, ktorch__calloc(&ctx->allocator, 1, sizeof *e));
    if (!e) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for the event", fn);
    e->device = device;
    st = b->event_record(b->state, device.index, &e->handle);
    if (st != KTORCH_OK) {
        ktorch__free(&ctx->allocator, e);
        return st;
    }
    *out = e;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_event_elapsed(ktorch_context *ctx, const ktorch_event *start, const ktorch_event *end,
                                              double *seconds) {
    static const char *fn = "ktorch_event_elapsed";
    const ktorch_backend_impl *b;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!start || !end || !seconds) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'start', 'end' or 'seconds' is NULL", fn);
    if (start->device.backend != end->device.backend || start->device.index != end->device.index)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'start' and 'end' were recorded on different devices", fn);
    st = ktorch__backend_for(ctx, start->device, fn, &b);
    if (st != KTORCH_OK) return st;
    return b->event_elapsed(b->state, start->device.index, start->handle, end->handle, seconds);
}

KTORCH_API void ktorch_event_destroy(ktorch_context *ctx, ktorch_event *event) {
    const ktorch_backend_impl *b;
    if (!ctx || !event) return;
    if (ktorch__backend_for(ctx, event->device, "ktorch_event_destroy", &b) == KTORCH_OK && b->event_destroy)
        b->event_destroy(b->state, event->device.index, event->handle);
    ktorch__free(&ctx->allocator, event);
}

/* (end of context section) */

/* ======================================================================
   SECTION: tensors
   ====================================================================== */

static int ktorch__dtype_valid(ktorch_dtype d) { return KTORCH__CAST(int, d) >= 0 && d < KTORCH_DTYPE_COUNT; }
static int ktorch__dtype_subbyte(ktorch_dtype d) { return d == KTORCH_F6_E2M3 || d == KTORCH_F6_E3M2 || d == KTORCH_F4_E2M1; }
/* Bytes per element for byte-addressable dtypes. */
static size_t ktorch__esize(ktorch_dtype d) {
    switch (d) {
    case KTORCH_F32: case KTORCH_I32: case KTORCH_U32: return 4;
    case KTORCH_I64: case KTORCH_F64: case KTORCH_U64: return 8;
    case KTORCH_F16: case KTORCH_BF16: case KTORCH_U16: case KTORCH_I16: return 2;
    default: return 1;
    }
}

/* Element count of a shape. Also requires the product with zero dims counted
   as 1 to fit, so that contiguous strides of an empty tensor cannot overflow. */
static ktorch_status ktorch__numel_checked(int ndim, const int64_t *shape, const char *fn, int64_t *out) {
    uint64_t n = 1, span = 1;
    int i;
    for (i = 0; i < ndim; i++) {
        uint64_t d = KTORCH__CAST(uint64_t, shape[i]);
        if (shape[i] < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: shape[%d] is negative (%lld)", fn, i, KTORCH__CAST(long long, shape[i]));
        if (!ktorch__mul_u64(n, d, &n) || !ktorch__mul_u64(span, d ? d : 1, &span) || span > KTORCH__CAST(uint64_t, INT64_MAX))
            return ktorch__fail(KTORCH_OVERFLOW, "%s: element count of the shape overflows 64 bits", fn);
    }
    *out = KTORCH__CAST(int64_t, n);
    return KTORCH_OK;
}
static ktorch_status ktorch__bytes_for(ktorch_dtype dtype, int64_t numel, const char *fn, uint64_t *out) {
    uint64_t bits;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, numel), KTORCH__CAST(uint64_t, ktorch_dtype_bits(dtype)), &bits))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: byte size overflows 64 bits", fn);
    *out = bits / 8 + (bits % 8 != 0);
    return KTORCH_OK;
}

/* Validate a tensor argument of a public function. */
static ktorch_status ktorch__check_tensor(const ktorch_tensor *t, const char *fn, const char *name) {
    int64_t numel = 0;
    int i;
    ktorch_status st;
    if (!t) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is NULL", fn, name);
    if (!ktorch__dtype_valid(t->dtype)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has an invalid dtype (%d)", fn, name, KTORCH__CAST(int, t->dtype));
    if (t->ndim < 0 || t->ndim > KTORCH_MAX_DIMS)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has %d dims (0..%d allowed)", fn, name, t->ndim, KTORCH_MAX_DIMS);
    st = ktorch__numel_checked(t->ndim, t->shape, fn, &numel);
    if (st != KTORCH_OK) return st;
    for (i = 0; i < t->ndim; i++)
        if (t->stride[i] < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' stride[%d] is negative", fn, name, i);
    if (numel > 0 && !t->data) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has no data", fn, name);
    if (ktorch__dtype_subbyte(t->dtype) && !ktorch_tensor_is_contiguous(t))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' has sub-byte dtype %s and must be contiguous", fn, name, ktorch_dtype_name(t->dtype));
    if (KTORCH__CAST(int, t->device.backend) < 0 || t->device.backend >= KTORCH_BACKEND_COUNT)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has an invalid device", fn, name);
    return KTORCH_OK;
}

static void ktorch__contiguous_strides(int ndim, const int64_t *shape, int64_t *stride) {
    int64_t s = 1;
    int i;
    for (i = ndim - 1; i >= 0; i--) {
        stride[i] = s;
        s *= shape[i] ? shape[i] : 1;
    }
}

KTORCH_API int64_t ktorch_tensor_numel(const ktorch_tensor *t) {
    int64_t n = 1;
    int i;
    if (!t) return 0;
    for (i = 0; i < t->ndim; i++) n *= t->shape[i];
    return n;
}

KTORCH_API int ktorch_tensor_is_contiguous(const ktorch_tensor *t) {
    int64_t s = 1;
    int i;
    if (!t) return 0;
    for (i = t->ndim - 1; i >= 0; i--) {
        if (t->shape[i] != 1 && t->stride[i] != s) return 0;
        s *= t->shape[i];
    }
    return 1;
}

KTORCH_API ktorch_status ktorch_tensor_nbytes(const ktorch_tensor *t, uint64_t *out) {
    ktorch_status st = ktorch__check_tensor(t, "ktorch_tensor_nbytes", "t");
    if (st != KTORCH_OK) return st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_nbytes: 'out' is NULL");
    return ktorch__bytes_for(t->dtype, ktorch_tensor_numel(t), "ktorch_tensor_nbytes", out);
}

KTORCH_API void *ktorch_tensor_ptr(const ktorch_tensor *t) {
    if (!t || !t->data) return NULL;
    return KTORCH__CAST(char *, t->data) + t->offset;
}

static ktorch_status ktorch__tensor_init(ktorch_dtype dtype, int ndim, const int64_t *shape, const char *fn, ktorch_tensor *out) {
    int64_t numel = 0;
    uint64_t bytes = 0;
    ktorch_status st;
    memset(out, 0, sizeof *out);
    if (!ktorch__dtype_valid(dtype)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dtype' is invalid (%d)", fn, KTORCH__CAST(int, dtype));
    if (ndim < 0 || ndim > KTORCH_MAX_DIMS) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ndim' is %d (0..%d allowed)", fn, ndim, KTORCH_MAX_DIMS);
    if (ndim > 0 && !shape) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'shape' is NULL", fn);
    st = ktorch__numel_checked(ndim, shape, fn, &numel);
    if (st != KTORCH_OK) return st;
    st = ktorch__bytes_for(dtype, numel, fn, &bytes);
    if (st != KTORCH_OK) return st;
    out->dtype = dtype;
    out->ndim = ndim;
    if (ndim) memcpy(out->shape, shape, KTORCH__CAST(size_t, ndim) * sizeof(int64_t));
    ktorch__contiguous_strides(ndim, out->shape, out->stride);
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_tensor_create(ktorch_context *ctx, ktorch_dtype dtype, int ndim, const int64_t *shape,
                                              ktorch_device device, ktorch_tensor *out) {
    ktorch_pool *pool;
    uint64_t bytes = 0;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_create: 'out' is NULL");
    if (!ctx) {
        memset(out, 0, sizeof *out);
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_create: 'ctx' is NULL");
    }
    st = ktorch__tensor_init(dtype, ndim, shape, "ktorch_tensor_create", out);
    if (st != KTORCH_OK) return st;
    st = ktorch_device_pool(ctx, device, &pool);
    if (st != KTORCH_OK) return st;
    ktorch__bytes_for(dtype, ktorch_tensor_numel(out), "ktorch_tensor_create", &bytes);
    st = ktorch_pool_alloc(pool, bytes, 64, &out->allocation);
    if (st != KTORCH_OK) {
        memset(out, 0, sizeof *out);
        return st;
    }
    out->data = out->allocation.ptr;
    out->device = device;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_tensor_wrap(ktorch_dtype dtype, int ndim, const int64_t *shape, const int64_t *stride,
                                            void *data, ktorch_device device, ktorch_tensor *out) {
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_wrap: 'out' is NULL");
    st = ktorch__tensor_init(dtype, ndim, shape, "ktorch_tensor_wrap", out);
    if (st != KTORCH_OK) return st;
    if (stride && ndim) memcpy(out->stride, stride, KTORCH__CAST(size_t, ndim) * sizeof(int64_t));
    out->data = data;
    out->device = device;
    st = ktorch__check_tensor(out, "ktorch_tensor_wrap", "out");
    if (st != KTORCH_OK) memset(out, 0, sizeof *out);
    return st;
}

KTORCH_API void ktorch_tensor_free(ktorch_context *ctx, ktorch_tensor *t) {
    ktorch_pool *pool;
    if (!t) return;
    if (ctx && t->allocation.handle && ktorch_device_pool(ctx, t->device, &pool) == KTORCH_OK)
        ktorch_pool_free(pool, &t->allocation);
    memset(t, 0, sizeof *t);
}

/* ---- views -------------------------------------------------------------- */
static void ktorch__as_view(ktorch_tensor *v) { memset(&v->allocation, 0, sizeof v->allocation); }

KTORCH_API ktorch_status ktorch_tensor_slice(const ktorch_tensor *t, int dim, int64_t start, int64_t end, int64_t step,
                                             ktorch_tensor *out) {
    ktorch_tensor v;
    int64_t n;
    uint64_t off;
    ktorch_status st = ktorch__check_tensor(t, "ktorch_tensor_slice", "t");
    if (st != KTORCH_OK) return st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_slice: 'out' is NULL");
    if (dim < 0 || dim >= t->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_slice: 'dim' %d out of range for %d dims", dim, t->ndim);
    if (step <= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_slice: 'step' must be positive");
    if (ktorch__dtype_subbyte(t->dtype)) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_slice: sub-byte dtype %s cannot be sliced", ktorch_dtype_name(t->dtype));
    if (start < 0 || end < start || end > t->shape[dim])
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_slice: range [%lld, %lld) outside dim %d of size %lld",
                            KTORCH__CAST(long long, start), KTORCH__CAST(long long, end), dim, KTORCH__CAST(long long, t->shape[dim]));
    v = *t;
    ktorch__as_view(&v);
    n = ktorch__ceil_div(end - start, step);
    /* a step that selects at most one element leaves the stride as it was */
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, start), KTORCH__CAST(uint64_t, t->stride[dim]), &off) ||
        !ktorch__mul_u64(off, ktorch__esize(t->dtype), &off) || !ktorch__add_u64(off, t->offset, &off) ||
        !ktorch__mul_i64(t->stride[dim], n > 1 ? step : 1, &v.stride[dim]))
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_tensor_slice: offset or stride overflows");
    if (n > 0) v.offset = off;
    v.shape[dim] = n;
    *out = v;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_tensor_permute(const ktorch_tensor *t, const int *perm, ktorch_tensor *out) {
    ktorch_tensor v;
    int i, seen = 0;
    ktorch_status st = ktorch__check_tensor(t, "ktorch_tensor_permute", "t");
    if (st != KTORCH_OK) return st;
    if (!perm || !out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_permute: 'perm' or 'out' is NULL");
    if (ktorch__dtype_subbyte(t->dtype) && t->ndim > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_permute: sub-byte dtype %s cannot be permuted", ktorch_dtype_name(t->dtype));
    for (i = 0; i < t->ndim; i++) {
        if (perm[i] < 0 || perm[i] >= t->ndim || (seen & (1 << perm[i])))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_permute: 'perm' is not a permutation of 0..%d", t->ndim - 1);
        seen |= 1 << perm[i];
    }
    v = *t;
    ktorch__as_view(&v);
    for (i = 0; i < t->ndim; i++) {
        v.shape[i] = t->shape[perm[i]];
        v.stride[i] = t->stride[perm[i]];
    }
    *out = v;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_tensor_transpose(const ktorch_tensor *t, int dim0, int dim1, ktorch_tensor *out) {
    int perm[KTORCH_MAX_DIMS], i;
    ktorch_status st = ktorch__check_tensor(t, "ktorch_tensor_transpose", "t");
    if (st != KTORCH_OK) return st;
    if (dim0 < 0 || dim0 >= t->ndim || dim1 < 0 || dim1 >= t->ndim)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_transpose: dims %d, %d out of range for %d dims", dim0, dim1, t->ndim);
    for (i = 0; i < t->ndim; i++) perm[i] = i;
    perm[dim0] = dim1;
    perm[dim1] = dim0;
    return ktorch_tensor_permute(t, perm, out);
}

KTORCH_API ktorch_status ktorch_tensor_reshape(const ktorch_tensor *t, int ndim, const int64_t *shape, ktorch_tensor *out) {
    ktorch_tensor v;
    int64_t s[KTORCH_MAX_DIMS], known = 1, numel;
    int i, infer = -1;
    ktorch_status st = ktorch__check_tensor(t, "ktorch_tensor_reshape", "t");
    if (st != KTORCH_OK) return st;
    if (!out || (ndim > 0 && !shape)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_reshape: 'shape' or 'out' is NULL");
    if (ndim < 0 || ndim > KTORCH_MAX_DIMS) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_reshape: 'ndim' is %d", ndim);
    if (!ktorch_tensor_is_contiguous(t)) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_reshape: 't' is not contiguous (copy it first)");
    numel = ktorch_tensor_numel(t);
    for (i = 0; i < ndim; i++) {
        s[i] = shape[i];
        if (shape[i] == -1) {
            if (infer >= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_reshape: more than one -1 in 'shape'");
            infer = i;
        } else if (shape[i] < 0) {
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_reshape: shape[%d] is negative", i);
        } else {
            uint64_t k;
            if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, known), KTORCH__CAST(uint64_t, shape[i]), &k) || k > KTORCH__CAST(uint64_t, INT64_MAX))
                return ktorch__fail(KTORCH_OVERFLOW, "ktorch_tensor_reshape: shape overflows");
            known = KTORCH__CAST(int64_t, k);
        }
    }
    if (infer >= 0) {
        if (known == 0 || numel % known) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_reshape: cannot infer -1 for %lld elements", KTORCH__CAST(long long, numel));
        s[infer] = numel / known;
        known *= s[infer];
    }
    if (known != numel)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_reshape: shape holds %lld elements, tensor has %lld",
                            KTORCH__CAST(long long, known), KTORCH__CAST(long long, numel));
    /* an empty shape can still have strides past 64 bits, as ktorch_tensor_create refuses */
    st = ktorch__numel_checked(ndim, s, "ktorch_tensor_reshape", &known);
    if (st != KTORCH_OK) return st;
    v = *t;
    ktorch__as_view(&v);
    v.ndim = ndim;
    for (i = 0; i < KTORCH_MAX_DIMS; i++) v.shape[i] = i < ndim ? s[i] : 0;
    for (i = ndim; i < KTORCH_MAX_DIMS; i++) v.stride[i] = 0;
    ktorch__contiguous_strides(ndim, v.shape, v.stride);
    *out = v;
    return KTORCH_OK;
}

/* ---- element conversion on the host ------------------------------------ */
/* An integer element; u64 above INT64_MAX reads as INT64_MAX (saturating,
   like every conversion between integer dtypes). */
static int64_t ktorch__load_int(ktorch_dtype d, const void *p) {
    switch (d) {
    case KTORCH_I8: return *KTORCH__CAST(const int8_t *, p);
    case KTORCH_U8: case KTORCH_BOOL: return *KTORCH__CAST(const uint8_t *, p);
    case KTORCH_U16: { uint16_t v; memcpy(&v, p, 2); return v; }
    case KTORCH_I16: { int16_t v; memcpy(&v, p, 2); return v; }
    case KTORCH_I32: { int32_t v; memcpy(&v, p, 4); return v; }
    case KTORCH_U32: { uint32_t v; memcpy(&v, p, 4); return v; }
    case KTORCH_U64: { uint64_t v; memcpy(&v, p, 8); return v > KTORCH__CAST(uint64_t, INT64_MAX) ? INT64_MAX : KTORCH__CAST(int64_t, v); }
    default: { int64_t v; memcpy(&v, p, 8); return v; }
    }
}
/* The real value of an integer element (u64 exactly before rounding). */
static double ktorch__load_int_real(ktorch_dtype d, const void *p) {
    if (d == KTORCH_U64) {
        uint64_t v;
        memcpy(&v, p, 8);
        return KTORCH__CAST(double, v);
    }
    return KTORCH__CAST(double, ktorch__load_int(d, p));
}
static void ktorch__store_int(ktorch_dtype d, void *p, int64_t v) {
    int64_t lo, hi;
    switch (d) {
    case KTORCH_BOOL: *KTORCH__CAST(uint8_t *, p) = v != 0; return;
    case KTORCH_I8: lo = -128; hi = 127; break;
    case KTORCH_U8: lo = 0; hi = 255; break;
    case KTORCH_U16: lo = 0; hi = 65535; break;
    case KTORCH_I16: lo = -32768; hi = 32767; break;
    case KTORCH_I32: lo = INT32_MIN; hi = INT32_MAX; break;
    case KTORCH_U32: lo = 0; hi = 4294967295ll; break;
    case KTORCH_U64: lo = 0; hi = INT64_MAX; break;
    default: memcpy(p, &v, 8); return;
    }
    v = v < lo ? lo : v > hi ? hi : v;
    switch (d) {
    case KTORCH_I8: *KTORCH__CAST(int8_t *, p) = KTORCH__CAST(int8_t, v); break;
    case KTORCH_U8: *KTORCH__CAST(uint8_t *, p) = KTORCH__CAST(uint8_t, v); break;
    case KTORCH_U16: { uint16_t x = KTORCH__CAST(uint16_t, v); memcpy(p, &x, 2); break; }
    case KTORCH_I16: { int16_t x = KTORCH__CAST(int16_t, v); memcpy(p, &x, 2); break; }
    case KTORCH_U32: { uint32_t x = KTORCH__CAST(uint32_t, v); memcpy(p, &x, 4); break; }
    case KTORCH_U64: { uint64_t x = KTORCH__CAST(uint64_t, v); memcpy(p, &x, 8); break; }
    default: { int32_t x = KTORCH__CAST(int32_t, v); memcpy(p, &x, 4); break; }
    }
}
static int64_t ktorch__real_to_int(double f, ktorch_dtype d) {
    if (d == KTORCH_BOOL) return f != 0.0; /* NaN is true, as in C++ and PyTorch */
    if (f != f) return 0;
    if (f >= 9.2233720368547758e18) return INT64_MAX;
    if (f <= -9.2233720368547758e18) return INT64_MIN;
    return KTORCH__CAST(int64_t, f); /* truncates toward zero; ktorch__store_int saturates */
}
static int64_t ktorch__float_to_int(float f, ktorch_dtype d) { return ktorch__real_to_int(f, d); }
static int ktorch__dtype_float_codec(ktorch_dtype d) {
    return d == KTORCH_F32 || d == KTORCH_F16 || d == KTORCH_BF16 || d == KTORCH_FP8_E4M3 || d == KTORCH_FP8_E5M2;
}
static int ktorch__dtype_int(ktorch_dtype d) {
    return d == KTORCH_I8 || d == KTORCH_U8 || d == KTORCH_U16 || d == KTORCH_I32 || d == KTORCH_I64 || d == KTORCH_BOOL || d == KTORCH_I16 ||
           d == KTORCH_U32 || d == KTORCH_U64;
}
static int ktorch__convertible(ktorch_dtype a, ktorch_dtype b) {
    if (a == b) return 1;
    return (ktorch__dtype_float_codec(a) || ktorch__dtype_int(a) || a == KTORCH_F64) &&
           (ktorch__dtype_float_codec(b) || ktorch__dtype_int(b) || b == KTORCH_F64);
}
/* One element through double: f64 on either side (f64 -> f16/bf16/fp8
   rounds to f32 first, then to the target, each to nearest even). */
static void ktorch__convert_real(ktorch_dtype dd, char *d, ktorch_dtype sd, const char *s, int saturate) {
    double x;
    float f;
    if (sd == KTORCH_F64) memcpy(&x, s, 8);
    else if (ktorch__dtype_float_codec(sd)) {
        ktorch__decode_f32(sd, &f, s, 1);
        x = f;
    } else x = ktorch__load_int_real(sd, s);
    if (dd == KTORCH_F64) memcpy(d, &x, 8);
    else if (ktorch__dtype_float_codec(dd)) {
        f = KTORCH__CAST(float, x);
        ktorch__encode_f32(dd, d, &f, 1, saturate);
    } else ktorch__store_int(dd, d, ktorch__real_to_int(x, dd));
}

#define KTORCH__CHUNK 256
/* Convert n contiguous elements. */
static void ktorch__convert_run(ktorch_dtype dd, void *dst, ktorch_dtype sd, const void *src, int64_t n, int saturate) {
    float f[KTORCH__CHUNK];
    size_t des = ktorch__esize(dd), ses = ktorch__esize(sd);
    int64_t i, base;
    if (dd == sd) {
        memcpy(dst, src, KTORCH__CAST(size_t, n) * des);
        return;
    }
    if (dd == KTORCH_F64 || sd == KTORCH_F64) {
        for (i = 0; i < n; i++)
            ktorch__convert_real(dd, KTORCH__CAST(char *, dst) + i * KTORCH__CAST(int64_t, des), sd, KTORCH__CAST(const char *, src) + i * KTORCH__CAST(int64_t, ses),
                                 saturate);
        return;
    }
    for (base = 0; base < n; base += KTORCH__CHUNK) {
        int64_t m = KTORCH__MIN(n - base, KTORCH__CHUNK);
        const char *s = KTORCH__CAST(const char *, src) + base * KTORCH__CAST(int64_t, ses);
        char *d = KTORCH__CAST(char *, dst) + base * KTORCH__CAST(int64_t, des);
        if (ktorch__dtype_float_codec(sd)) ktorch__decode_f32(sd, f, s, m);
        if (ktorch__dtype_float_codec(dd)) {
            if (!ktorch__dtype_float_codec(sd))
                for (i = 0; i < m; i++) { /* one rounding from the integer */
                    const char *e = s + i * KTORCH__CAST(int64_t, ses);
                    uint64_t u;
                    if (sd == KTORCH_U64) memcpy(&u, e, 8);
                    f[i] = sd == KTORCH_U64 ? KTORCH__CAST(float, u) : KTORCH__CAST(float, ktorch__load_int(sd, e));
                }
            ktorch__encode_f32(dd, d, f, m, saturate);
        } else {
            for (i = 0; i < m; i++) {
                int64_t v = ktorch__dtype_float_codec(sd) ? ktorch__float_to_int(f[i], dd) : ktorch__load_int(sd, s + i * KTORCH__CAST(int64_t, ses));
                ktorch__store_int(dd, d + i * KTORCH__CAST(int64_t, des), v);
            }
        }
    }
}

/* Strided copy with conversion between two host tensors of equal shape. */
static void ktorch__copy_host(ktorch_tensor *dst, const ktorch_tensor *src, int saturate) {
    int64_t shape[KTORCH_MAX_DIMS], ss[KTORCH_MAX_DIMS], ds[KTORCH_MAX_DIMS], idx[KTORCH_MAX_DIMS];
    int64_t inner, sinner, dinner;
    size_t ses = ktorch__esize(src->dtype), des = ktorch__esize(dst->dtype);
    unsigned char sbuf[KTORCH__CHUNK * 8], dbuf[KTORCH__CHUNK * 8];
    int k, nd = src->ndim;
    const char *sp = KTORCH__CAST(const char *, ktorch_tensor_ptr(src));
    char *dp = KTORCH__CAST(char *, ktorch_tensor_ptr(dst));
    if (ktorch_tensor_numel(src) == 0) return;
    if (ktorch__dtype_subbyte(src->dtype)) { /* contiguous, same dtype (checked) */
        uint64_t bytes = 0;
        ktorch__bytes_for(src->dtype, ktorch_tensor_numel(src), "copy", &bytes);
        memcpy(dp, sp, KTORCH__CAST(size_t, bytes));
        return;
    }
    /* pad to KTORCH_MAX_DIMS dims on the left; rows of the last dim */
    for (k = 0; k < KTORCH_MAX_DIMS; k++) {
        int j = k - (KTORCH_MAX_DIMS - nd);
        shape[k] = j >= 0 ? src->shape[j] : 1;
        ss[k] = j >= 0 ? src->stride[j] : 0;
        ds[k] = j >= 0 ? dst->stride[j] : 0;
        idx[k] = 0;
    }
    inner = shape[KTORCH_MAX_DIMS - 1];
    sinner = ss[KTORCH_MAX_DIMS - 1];
    dinner = ds[KTORCH_MAX_DIMS - 1];
    for (;;) {
        int64_t so = 0, doff = 0, base;
        const char *srow;
        char *drow;
        for (k = 0; k < KTORCH_MAX_DIMS - 1; k++) {
            so += idx[k] * ss[k];
            doff += idx[k] * ds[k];
        }
        srow = sp + so * KTORCH__CAST(int64_t, ses);
        drow = dp + doff * KTORCH__CAST(int64_t, des);
        if (sinner == 1 && dinner == 1) ktorch__convert_run(dst->dtype, drow, src->dtype, srow, inner, saturate);
        else
            for (base = 0; base < inner; base += KTORCH__CHUNK) {
                int64_t m = KTORCH__MIN(inner - base, KTORCH__CHUNK), j;
                for (j = 0; j < m; j++) memcpy(sbuf + j * KTORCH__CAST(int64_t, ses), srow + (base + j) * sinner * KTORCH__CAST(int64_t, ses), ses);
                ktorch__convert_run(dst->dtype, dbuf, src->dtype, sbuf, m, saturate);
                for (j = 0; j < m; j++) memcpy(drow + (base + j) * dinner * KTORCH__CAST(int64_t, des), dbuf + j * KTORCH__CAST(int64_t, des), des);
            }
        for (k = KTORCH_MAX_DIMS - 2; k >= 0; k--) { /* next row, last index fastest */
            if (++idx[k] < shape[k]) break;
            idx[k] = 0;
        }
        if (k < 0) break;
    }
}

KTORCH_API ktorch_status ktorch_tensor_copy(ktorch_context *ctx, ktorch_tensor *dst, const ktorch_tensor *src,
                                            const ktorch_copy_params *params) {
    static const char *fn = "ktorch_tensor_copy";
    int saturate = params ? params->saturate : 0, i;
    const ktorch_backend_impl *b;
    ktorch_tensor tmp;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    st = ktorch__check_tensor(dst, fn, "dst");
    if (st != KTORCH_OK) return st;
    st = ktorch__check_tensor(src, fn, "src");
    if (st != KTORCH_OK) return st;
    if (dst->ndim != src->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dst' has %d dims, 'src' has %d", fn, dst->ndim, src->ndim);
    for (i = 0; i < src->ndim; i++)
        if (dst->shape[i] != src->shape[i])
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: shape mismatch in dim %d (dst %lld, src %lld)", fn, i,
                                KTORCH__CAST(long long, dst->shape[i]), KTORCH__CAST(long long, src->shape[i]));
    if (!ktorch__convertible(dst->dtype, src->dtype))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: no conversion from %s to %s", fn, ktorch_dtype_name(src->dtype), ktorch_dtype_name(dst->dtype));
    if (ktorch_tensor_numel(src) == 0) return KTORCH_OK;

    if (src->device.backend == KTORCH_BACKEND_CPU && dst->device.backend == KTORCH_BACKEND_CPU) {
        ktorch__copy_host(dst, src, saturate);
        return KTORCH_OK;
    }
    if (src->device.backend == dst->device.backend && src->device.index == dst->device.index) {
        st = ktorch__backend_for(ctx, src->device, fn, &b);
        if (st != KTORCH_OK) return st;
        if (src->dtype == dst->dtype && ktorch_tensor_is_contiguous(src) && ktorch_tensor_is_contiguous(dst)) {
            uint64_t bytes = 0;
            ktorch__bytes_for(src->dtype, ktorch_tensor_numel(src), fn, &bytes);
            return b->copy(b->state, src->device.index, ktorch_tensor_ptr(dst), ktorch_tensor_ptr(src), bytes, KTORCH_COPY_DEVICE_TO_DEVICE);
        }
        {
            ktorch_op_desc op;
            ktorch__op_init(&op, KTORCH_OP_CONVERT, src->device);
            op.tensor[0] = dst;
            op.tensor[1] = ktorch__op_tensor(src);
            op.params = params;
            return ktorch__op_run(ctx, &op, fn);
        }
    }
    if (src->device.backend == KTORCH_BACKEND_CPU) {
        /* host -> device: make a contiguous host copy in dst's dtype, upload */
        st = ktorch__backend_for(ctx, dst->device, fn, &b);
        if (st != KTORCH_OK) return st;
        if (ktorch_tensor_is_contiguous(dst)) {
            uint64_t bytes = 0;
            ktorch__bytes_for(dst->dtype, ktorch_tensor_numel(dst), fn, &bytes);
            if (src->dtype == dst->dtype && ktorch_tensor_is_contiguous(src))
                return b->copy(b->state, dst->device.index, ktorch_tensor_ptr(dst), ktorch_tensor_ptr(src), bytes, KTORCH_COPY_HOST_TO_DEVICE);
            st = ktorch_tensor_create(ctx, dst->dtype, src->ndim, src->shape, ktorch_cpu(), &tmp);
            if (st != KTORCH_OK) return st;
            ktorch__copy_host(&tmp, src, saturate);
            st = b->copy(b->state, dst->device.index, ktorch_tensor_ptr(dst), ktorch_tensor_ptr(&tmp), bytes, KTORCH_COPY_HOST_TO_DEVICE);
            if (st == KTORCH_OK) st = b->synchronize(b->state, dst->device.index); /* tmp is freed next */
            ktorch_tensor_free(ctx, &tmp);
            return st;
        }
        st = ktorch_tensor_create(ctx, src->dtype, src->ndim, src->shape, dst->device, &tmp);
        if (st != KTORCH_OK) return st;
        st = ktorch_tensor_copy(ctx, &tmp, src, params);
        if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, dst, &tmp, params);
        ktorch_tensor_free(ctx, &tmp);
        return st;
    }
    if (dst->device.backend == KTORCH_BACKEND_CPU) {
        /* device -> host: download a contiguous copy in src's dtype, convert on the host */
        st = ktorch__backend_for(ctx, src->device, fn, &b);
        if (st != KTORCH_OK) return st;
        if (ktorch_tensor_is_contiguous(src)) {
            uint64_t bytes = 0;
            ktorch__bytes_for(src->dtype, ktorch_tensor_numel(src), fn, &bytes);
            if (src->dtype == dst->dtype && ktorch_tensor_is_contiguous(dst)) {
                st = b->copy(b->state, src->device.index, ktorch_tensor_ptr(dst), ktorch_tensor_ptr(src), bytes, KTORCH_COPY_DEVICE_TO_HOST);
                return st == KTORCH_OK ? b->synchronize(b->state, src->device.index) : st;
            }
            st = ktorch_tensor_create(ctx, src->dtype, src->ndim, src->shape, ktorch_cpu(), &tmp);
            if (st != KTORCH_OK) return st;
            st = b->copy(b->state, src->device.index, ktorch_tensor_ptr(&tmp), ktorch_tensor_ptr(src), bytes, KTORCH_COPY_DEVICE_TO_HOST);
            if (st == KTORCH_OK) st = b->synchronize(b->state, src->device.index);
            if (st == KTORCH_OK) ktorch__copy_host(dst, &tmp, saturate);
            ktorch_tensor_free(ctx, &tmp);
            return st;
        }
        st = ktorch_tensor_create(ctx, src->dtype, src->ndim, src->shape, src->device, &tmp);
        if (st != KTORCH_OK) return st;
        st = ktorch_tensor_copy(ctx, &tmp, src, params);
        if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, dst, &tmp, params);
        ktorch_tensor_free(ctx, &tmp);
        return st;
    }
    /* between two devices: through the host */
    st = ktorch_tensor_create(ctx, src->dtype, src->ndim, src->shape, ktorch_cpu(), &tmp);
    if (st != KTORCH_OK) return st;
    st = ktorch_tensor_copy(ctx, &tmp, src, params);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, dst, &tmp, params);
    ktorch_tensor_free(ctx, &tmp);
    return st;
}

KTORCH_API ktorch_status ktorch_tensor_fill_bytes(ktorch_context *ctx, ktorch_tensor *t, uint8_t byte) {
    static const char *fn = "ktorch_tensor_fill_bytes";
    const ktorch_backend_impl *b;
    ktorch_status st;
    uint64_t bytes = 0;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    st = ktorch__check_tensor(t, fn, "t");
    if (st != KTORCH_OK) return st;
    ktorch__bytes_for(t->dtype, ktorch_tensor_numel(t), fn, &bytes);
    if (bytes == 0) return KTORCH_OK;
    if (t->device.backend == KTORCH_BACKEND_CPU) {
        if (ktorch_tensor_is_contiguous(t)) {
            memset(ktorch_tensor_ptr(t), byte, KTORCH__CAST(size_t, bytes));
        } else {
            ktorch_tensor src;
            unsigned char pattern[8];
            int64_t zero_stride[KTORCH_MAX_DIMS] = {0, 0, 0, 0};
            memset(pattern, byte, sizeof pattern);
            ktorch_tensor_wrap(t->dtype, t->ndim, t->shape, zero_stride, pattern, ktorch_cpu(), &src);
            ktorch__copy_host(t, &src, 0);
        }
        return KTORCH_OK;
    }
    st = ktorch__backend_for(ctx, t->device, fn, &b);
    if (st != KTORCH_OK) return st;
    if (!ktorch_tensor_is_contiguous(t)) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: strided device tensors are not supported", fn);
    return b->fill(b->state, t->device.index, ktorch_tensor_ptr(t), byte, bytes);
}

/* (end of tensors section) */

/* ======================================================================
   SECTION: files (.npy, safetensors)
   ====================================================================== */

/* Both readers take the whole input as bytes in memory and check every size
   against what is present before allocating anything proportional to it.
   Element data is stored little-endian; the readers and writers copy it
   as is, so they assume a little-endian host. */

/* A host, contiguous tensor with t's contents: t itself when it already is
   one (*owned = 0), else a copy to free with ktorch_tensor_free (*owned = 1). */
static ktorch_status ktorch__host_contig(ktorch_context *ctx, const ktorch_tensor *t, const char *fn, ktorch_tensor *h, int *owned) {
    ktorch_status st = ktorch__check_tensor(t, fn, "t");
    *owned = 0;
    if (st != KTORCH_OK) return st;
    if (t->device.backend == KTORCH_BACKEND_CPU && ktorch_tensor_is_contiguous(t)) {
        *h = *t;
        memset(&h->allocation, 0, sizeof h->allocation);
        return KTORCH_OK;
    }
    st = ktorch_tensor_create(ctx, t->dtype, t->ndim, t->shape, ktorch_cpu(), h);
    if (st != KTORCH_OK) return st;
    st = ktorch_tensor_copy(ctx, h, t, NULL);
    if (st != KTORCH_OK) {
        ktorch_tensor_free(ctx, h);
        return st;
    }
    *owned = 1;
    return KTORCH_OK;
}

/* Create `out` on `device` and fill it with `bytes` (exactly its size). */
static ktorch_status ktorch__tensor_from_bytes(ktorch_context *ctx, ktorch_dtype dtype, int ndim, const int64_t *shape,
                                               const void *bytes, uint64_t nbytes, ktorch_device device, ktorch_tensor *out) {
    ktorch_status st = ktorch_tensor_create(ctx, dtype, ndim, shape, device, out);
    if (st != KTORCH_OK) return st;
    if (nbytes == 0) return KTORCH_OK;
    if (device.backend == KTORCH_BACKEND_CPU) {
        memcpy(ktorch_tensor_ptr(out), bytes, KTORCH__CAST(size_t, nbytes));
    } else {
        ktorch_tensor w;
        void *src;
        memcpy(&src, &bytes, sizeof src); /* the wrap is only read from */
        st = ktorch_tensor_wrap(dtype, ndim, shape, NULL, src, ktorch_cpu(), &w);
        if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, out, &w, NULL);
        if (st != KTORCH_OK) ktorch_tensor_free(ctx, out);
    }
    return st;
}

KTORCH_API void ktorch_buffer_free(ktorch_context *ctx, void *data) {
    ktorch_allocator a;
    if (!data) return;
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    ktorch__free(&a, data);
}

#ifndef KTORCH_NO_STDIO
/* Read a whole file into memory from the allocator. */
static ktorch_status ktorch__read_file(const ktorch_allocator *a, const char *path, const char *fn, void **data, size_t *size) {
    FILE *f;
    long len;
    void *buf;
    *data = NULL;
    *size = 0;
    if (!path) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'path' is NULL", fn);
#if defined(__unix__) || defined(__APPLE__)
    {
        /* before opening: opening a FIFO waits for a writer, and ftell on a
           directory or a device gives no size that can be trusted */
        struct stat sb;
        if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) return ktorch__fail(KTORCH_IO_ERROR, "%s: '%s' is not a regular file", fn, path);
    }
#endif
    f = fopen(path, "rb");
    if (!f) return ktorch__fail(KTORCH_IO_ERROR, "%s: cannot open '%s'", fn, path);
    if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return ktorch__fail(KTORCH_IO_ERROR, "%s: cannot size '%s'", fn, path);
    }
    if (KTORCH__CAST(unsigned long, len) > SIZE_MAX - 1) {
        fclose(f);
        return ktorch__fail(KTORCH_OVERFLOW, "%s: '%s' is too large", fn, path);
    }
    buf = ktorch__alloc(a, KTORCH__CAST(size_t, len));
    if (!buf) {
        fclose(f);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for %ld bytes of '%s'", fn, len, path);
    }
    if (len > 0 && fread(buf, 1, KTORCH__CAST(size_t, len), f) != KTORCH__CAST(size_t, len)) {
        fclose(f);
        ktorch__free(a, buf);
        return ktorch__fail(KTORCH_IO_ERROR, "%s: cannot read '%s'", fn, path);
    }
    fclose(f);
    *data = buf;
    *size = KTORCH__CAST(size_t, len);
    return KTORCH_OK;
}
static ktorch_status ktorch__write_file(const char *path, const char *fn, const void *data, size_t size) {
    FILE *f;
    int ok;
    if (!path) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'path' is NULL", fn);
    f = fopen(path, "wb");
    if (!f) return ktorch__fail(KTORCH_IO_ERROR, "%s: cannot create '%s'", fn, path);
    ok = fwrite(data, 1, size, f) == size;
    ok = (fclose(f) == 0) && ok;
    if (!ok) return ktorch__fail(KTORCH_IO_ERROR, "%s: cannot write '%s'", fn, path);
    return KTORCH_OK;
}
#endif

/* Contiguous strides multiply the dims with zeros counted as one, so a shape
   with a zero dim can still overflow them: refuse such shapes up front. */
static int ktorch__strides_fit(int ndim, const int64_t *shape) {
    uint64_t s = 1;
    int i;
    for (i = 0; i < ndim; i++)
        if (!ktorch__mul_u64(s, KTORCH__CAST(uint64_t, shape[i] ? shape[i] : 1), &s) || s > KTORCH__CAST(uint64_t, INT64_MAX)) return 0;
    return 1;
}

/* ---- .npy --------------------------------------------------------------- */
/* The header is a Python dict literal:
   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
   parsed strictly: exactly these three keys, each once. */
typedef struct ktorch__npy_cursor {
    const char *p, *end;
} ktorch__npy_cursor;

static void ktorch__npy_ws(ktorch__npy_cursor *c) {
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) c->p++;
}
static int ktorch__npy_eat(ktorch__npy_cursor *c, char ch) {
    ktorch__npy_ws(c);
    if (c->p < c->end && *c->p == ch) {
        c->p++;
        return 1;
    }
    return 0;
}
/* A quoted string without escapes; copies up to cap-1 bytes. */
static int ktorch__npy_str(ktorch__npy_cursor *c, char *out, size_t cap) {
    char q;
    size_t n = 0;
    ktorch__npy_ws(c);
    if (c->p >= c->end || (*c->p != '\'' && *c->p != '"')) return 0;
    q = *c->p++;
    while (c->p < c->end && *c->p != q) {
        if (*c->p == '\\' || *c->p == '\0' || n + 1 >= cap) return 0; /* a NUL would cut the string short */
        out[n++] = *c->p++;
    }
    if (c->p >= c->end) return 0;
    c->p++;
    out[n] = '\0';
    return 1;
}
static int ktorch__npy_word(ktorch__npy_cursor *c, const char *w) {
    size_t n = strlen(w);
    ktorch__npy_ws(c);
    if (KTORCH__CAST(size_t, c->end - c->p) < n || memcmp(c->p, w, n) != 0) return 0;
    c->p += n;
    return 1;
}

typedef struct ktorch__npy_info {
    ktorch_dtype dtype;  /* of the loaded tensor */
    size_t file_esize;   /* bytes per element in the file */
    int from_f64;
    int ndim;
    int64_t shape[KTORCH_MAX_DIMS];
} ktorch__npy_info;

static ktorch_status ktorch__npy_descr(const char *d, ktorch__npy_info *info) {
    static const char fn[] = "ktorch_npy_load";
    static const struct {
        const char *code;
        ktorch_dtype dtype;
        unsigned char esize;
    } map[] = {{"f4", KTORCH_F32, 4}, {"f2", KTORCH_F16, 2}, {"f8", KTORCH_F32, 8}, {"i1", KTORCH_I8, 1},
               {"u1", KTORCH_U8, 1},  {"u2", KTORCH_U16, 2}, {"i4", KTORCH_I32, 4}, {"i8", KTORCH_I64, 8},
               {"b1", KTORCH_BOOL, 1}, {"i2", KTORCH_I16, 2}, {"u4", KTORCH_U32, 4}, {"u8", KTORCH_U64, 8}};
    size_t i;
    char order = d[0];
    if (order != '<' && order != '>' && order != '=' && order != '|')
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: dtype '%s' is not supported", fn, d);
    for (i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (strcmp(d + 1, map[i].code) != 0) continue;
        /* '=' (native) is read as little-endian; '|' only means something for single bytes */
        if (map[i].esize > 1 && order == '>')
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: big-endian dtype '%s' is not supported", fn, d);
        if (map[i].esize > 1 && order == '|')
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: dtype '%s' lacks a byte order", fn, d);
        info->dtype = map[i].dtype;
        info->file_esize = map[i].esize;
        info->from_f64 = map[i].esize == 8 && map[i].dtype == KTORCH_F32;
        return KTORCH_OK;
    }
    return ktorch__fail(KTORCH_UNSUPPORTED, "%s: dtype '%s' is not supported (<f4 <f2 <f8 |i1 |u1 <i2 <u2 <i4 <u4 <i8 <u8 |b1)", fn, d);
}

/* Parse the preamble and header; on success *data_off is where elements start. */
static ktorch_status ktorch__npy_parse(const unsigned char *b, size_t size, ktorch__npy_info *info, size_t *data_off) {
    static const char fn[] = "ktorch_npy_load";
    ktorch__npy_cursor c;
    size_t hlen, pre;
    int seen_descr = 0, seen_fortran = 0, seen_shape = 0;
    char descr[16], key[16];
    ktorch_status st;
    memset(info, 0, sizeof *info);
    if (size < 10 || memcmp(b, "\x93NUMPY", 6) != 0) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: not a .npy file (bad magic)", fn);
    if (b[6] == 1) {
        pre = 10;
        hlen = KTORCH__CAST(size_t, b[8]) | (KTORCH__CAST(size_t, b[9]) << 8);
    } else if (b[6] == 2 || b[6] == 3) {
        if (size < 12) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: truncated .npy preamble", fn);
        pre = 12;
        hlen = KTORCH__CAST(size_t, b[8]) | (KTORCH__CAST(size_t, b[9]) << 8) | (KTORCH__CAST(size_t, b[10]) << 16) |
               (KTORCH__CAST(size_t, b[11]) << 24);
    } else {
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: .npy format version %u is not supported", fn, KTORCH__CAST(unsigned, b[6]));
    }
    if (hlen > size - pre) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: header length %zu exceeds the %zu bytes present", fn, hlen, size - pre);
    c.p = KTORCH__RCAST(const char *, b + pre);
    c.end = c.p + hlen;
    if (!ktorch__npy_eat(&c, '{')) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: header is not a dict", fn);
    for (;;) {
        if (ktorch__npy_eat(&c, '}')) break;
        if (!ktorch__npy_str(&c, key, sizeof key) || !ktorch__npy_eat(&c, ':'))
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: unparsable header dict", fn);
        if (strcmp(key, "descr") == 0 && !seen_descr) {
            seen_descr = 1;
            if (!ktorch__npy_str(&c, descr, sizeof descr) || descr[0] == '\0')
                return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'descr' is not a simple dtype string", fn);
            st = ktorch__npy_descr(descr, info);
            if (st != KTORCH_OK) return st;
        } else if (strcmp(key, "fortran_order") == 0 && !seen_fortran) {
            seen_fortran = 1;
            if (ktorch__npy_word(&c, "True"))
                return ktorch__fail(KTORCH_UNSUPPORTED, "%s: fortran_order True is not supported (C order only)", fn);
            if (!ktorch__npy_word(&c, "False")) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: 'fortran_order' is not a bool", fn);
        } else if (strcmp(key, "shape") == 0 && !seen_shape) {
            int n = 0;
            seen_shape = 1;
            if (!ktorch__npy_eat(&c, '(')) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: 'shape' is not a tuple", fn);
            for (;;) {
                uint64_t v = 0;
                int digits = 0;
                if (ktorch__npy_eat(&c, ')')) break;
                ktorch__npy_ws(&c);
                while (c.p < c.end && *c.p >= '0' && *c.p <= '9') {
                    if (!ktorch__mul_u64(v, 10, &v) || !ktorch__add_u64(v, KTORCH__CAST(uint64_t, *c.p - '0'), &v) ||
                        v > KTORCH__CAST(uint64_t, INT64_MAX))
                        return ktorch__fail(KTORCH_OVERFLOW, "%s: a 'shape' entry overflows", fn);
                    c.p++;
                    digits++;
                }
                if (!digits && c.p < c.end && *c.p == '-') return ktorch__fail(KTORCH_BAD_FORMAT, "%s: 'shape' holds a negative size", fn);
                if (!digits) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: 'shape' holds a non-integer", fn);
                if (c.p < c.end && *c.p == 'L') c.p++; /* Python 2 long */
                if (n == KTORCH_MAX_DIMS) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: more than %d dims", fn, KTORCH_MAX_DIMS);
                info->shape[n++] = KTORCH__CAST(int64_t, v);
                if (ktorch__npy_eat(&c, ')')) break;
                if (!ktorch__npy_eat(&c, ',')) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: unparsable 'shape'", fn);
            }
            info->ndim = n;
            if (!ktorch__strides_fit(n, info->shape)) return ktorch__fail(KTORCH_OVERFLOW, "%s: 'shape' overflows 64-bit strides", fn);
        } else {
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: unexpected or repeated header key '%s'", fn, key);
        }
        if (ktorch__npy_eat(&c, '}')) break;
        if (!ktorch__npy_eat(&c, ',')) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: unparsable header dict", fn);
    }
    ktorch__npy_ws(&c);
    if (c.p != c.end) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: trailing bytes after the header dict", fn);
    if (!seen_descr || !seen_fortran || !seen_shape)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: header lacks '%s'", fn, !seen_descr ? "descr" : !seen_fortran ? "fortran_order" : "shape");
    *data_off = pre + hlen;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_npy_load_memory(ktorch_context *ctx, const void *data, size_t size, ktorch_device device,
                                                ktorch_tensor *out) {
    static const char fn[] = "ktorch_npy_load";
    const unsigned char *b = KTORCH__CAST(const unsigned char *, data);
    ktorch__npy_info info;
    size_t off = 0;
    int64_t numel = 0;
    uint64_t need;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    memset(out, 0, sizeof *out);
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!data && size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' is NULL", fn);
    st = ktorch__npy_parse(b, data ? size : 0, &info, &off);
    if (st != KTORCH_OK) return st;
    st = ktorch__numel_checked(info.ndim, info.shape, fn, &numel);
    if (st != KTORCH_OK) return st;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, numel), info.file_esize, &need))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: data size overflows 64 bits", fn);
    if (need > size - off)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: data truncated (%llu bytes needed, %zu present)", fn,
                            KTORCH__CAST(unsigned long long, need), size - off);
    if (!info.from_f64) return ktorch__tensor_from_bytes(ctx, info.dtype, info.ndim, info.shape, b + off, need, device, out);
    {
        /* <f8: round each element to f32 in host memory first */
        ktorch_tensor host;
        float *f;
        int64_t i;
        if (device.backend == KTORCH_BACKEND_CPU) {
            st = ktorch_tensor_create(ctx, KTORCH_F32, info.ndim, info.shape, device, out);
            if (st != KTORCH_OK) return st;
            host = *out;
        } else {
            st = ktorch_tensor_create(ctx, KTORCH_F32, info.ndim, info.shape, ktorch_cpu(), &host);
            if (st != KTORCH_OK) return st;
        }
        f = KTORCH__CAST(float *, ktorch_tensor_ptr(&host));
        for (i = 0; i < numel; i++) {
            double v;
            memcpy(&v, b + off + KTORCH__CAST(size_t, i) * 8u, 8);
            f[i] = KTORCH__CAST(float, v);
        }
        if (device.backend != KTORCH_BACKEND_CPU) {
            st = ktorch_tensor_create(ctx, KTORCH_F32, info.ndim, info.shape, device, out);
            if (st == KTORCH_OK) {
                st = ktorch_tensor_copy(ctx, out, &host, NULL);
                if (st != KTORCH_OK) ktorch_tensor_free(ctx, out);
            }
            ktorch_tensor_free(ctx, &host);
        }
        return st;
    }
}

static const char *ktorch__npy_descr_of(ktorch_dtype d) {
    switch (d) {
    case KTORCH_F32: return "<f4";
    case KTORCH_F16: return "<f2";
    case KTORCH_BF16: case KTORCH_U16: return "<u2"; /* raw 16-bit codes */
    case KTORCH_I8: return "|i1";
    case KTORCH_FP8_E4M3: case KTORCH_FP8_E5M2: case KTORCH_U8: case KTORCH_E8M0: return "|u1";
    case KTORCH_I32: return "<i4";
    case KTORCH_I64: return "<i8";
    case KTORCH_F64: return "<f8";
    case KTORCH_I16: return "<i2";
    case KTORCH_U32: return "<u4";
    case KTORCH_U64: return "<u8";
    case KTORCH_BOOL: return "|b1";
    default: return NULL;
    }
}

KTORCH_API ktorch_status ktorch_npy_save_memory(ktorch_context *ctx, const ktorch_tensor *t, void **data, size_t *size) {
    static const char fn[] = "ktorch_npy_save";
    char hdr[256];
    size_t hlen, pre, total;
    uint64_t nbytes = 0;
    const char *descr;
    ktorch_tensor h;
    int owned = 0, i;
    unsigned char *buf;
    ktorch_allocator a;
    ktorch_status st;
    if (!data || !size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' or 'size' is NULL", fn);
    *data = NULL;
    *size = 0;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    st = ktorch__check_tensor(t, fn, "t");
    if (st != KTORCH_OK) return st;
    descr = ktorch__npy_descr_of(t->dtype);
    if (!descr) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: dtype %s has no .npy form (use safetensors)", fn, ktorch_dtype_name(t->dtype));
    hlen = ktorch__format(hdr, sizeof hdr, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
    for (i = 0; i < t->ndim; i++)
        hlen += ktorch__format(hdr + hlen, sizeof hdr - hlen, i + 1 == t->ndim && t->ndim > 1 ? "%lld" : "%lld, ",
                               KTORCH__CAST(long long, t->shape[i]));
    if (t->ndim == 1) hlen -= 1; /* "(5,)" */
    hlen += ktorch__format(hdr + hlen, sizeof hdr - hlen, "), }");
    /* pad with spaces and a newline so the data starts on a 64-byte boundary */
    pre = 10;
    total = pre + hlen + 1;
    total = (total + 63) & ~KTORCH__CAST(size_t, 63);
    if (total - pre > 65535) {
        pre = 12;
        total = (pre + hlen + 1 + 63) & ~KTORCH__CAST(size_t, 63);
    }
    st = ktorch__bytes_for(t->dtype, ktorch_tensor_numel(t), fn, &nbytes);
    if (st != KTORCH_OK) return st;
    if (nbytes > SIZE_MAX - total) return ktorch__fail(KTORCH_OVERFLOW, "%s: file size overflows", fn);
    st = ktorch__host_contig(ctx, t, fn, &h, &owned);
    if (st != KTORCH_OK) return st;
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    buf = KTORCH__CAST(unsigned char *, ktorch__alloc(&a, total + KTORCH__CAST(size_t, nbytes)));
    if (!buf) {
        if (owned) ktorch_tensor_free(ctx, &h);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for %llu bytes", fn, KTORCH__CAST(unsigned long long, total + nbytes));
    }
    memcpy(buf, "\x93NUMPY", 6);
    buf[6] = KTORCH__CAST(unsigned char, pre == 10 ? 1 : 2);
    buf[7] = 0;
    {
        size_t hl = total - pre;
        buf[8] = KTORCH__CAST(unsigned char, hl & 0xFF);
        buf[9] = KTORCH__CAST(unsigned char, (hl >> 8) & 0xFF);
        if (pre == 12) {
            buf[10] = KTORCH__CAST(unsigned char, (hl >> 16) & 0xFF);
            buf[11] = KTORCH__CAST(unsigned char, (hl >> 24) & 0xFF);
        }
    }
    memcpy(buf + pre, hdr, hlen);
    memset(buf + pre + hlen, ' ', total - pre - hlen - 1);
    buf[total - 1] = '\n';
    if (nbytes) memcpy(buf + total, ktorch_tensor_ptr(&h), KTORCH__CAST(size_t, nbytes));
    if (owned) ktorch_tensor_free(ctx, &h);
    *data = buf;
    *size = total + KTORCH__CAST(size_t, nbytes);
    return KTORCH_OK;
}

#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_npy_load(ktorch_context *ctx, const char *path, ktorch_device device, ktorch_tensor *out) {
    void *buf;
    size_t size;
    ktorch_allocator a;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_npy_load: 'out' is NULL");
    memset(out, 0, sizeof *out);
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_npy_load: 'ctx' is NULL");
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    st = ktorch__read_file(&a, path, "ktorch_npy_load", &buf, &size);
    if (st != KTORCH_OK) return st;
    st = ktorch_npy_load_memory(ctx, buf, size, device, out);
    ktorch__free(&a, buf);
    if (st != KTORCH_OK && path) {
        /* name the file in the message */
        char msg[KTORCH__MSG_CAP];
        ktorch__format(msg, sizeof msg, "%s", ktorch_last_error());
        ktorch__fail(st, "%s (file '%s')", msg, path);
    }
    return st;
}
KTORCH_API ktorch_status ktorch_npy_save(ktorch_context *ctx, const char *path, const ktorch_tensor *t) {
    void *buf = NULL;
    size_t size = 0;
    ktorch_status st = ktorch_npy_save_memory(ctx, t, &buf, &size);
    if (st != KTORCH_OK) return st;
    st = ktorch__write_file(path, "ktorch_npy_save", buf, size);
    ktorch_buffer_free(ctx, buf);
    return st;
}
#endif

/* ---- safetensors ---------------------------------------------------------
   [u64 LE header length N][N bytes of JSON][data]. The JSON is parsed twice
   by one strict parser: a counting pass with no allocation, then one
   allocation sized by the counts (bounded by N) and a filling pass. */
#define KTORCH__ST_MAX_HEADER (100u << 20) /* as in the reference implementation */
#define KTORCH__JSON_MAX_DEPTH 64

struct ktorch_safetensors {
    ktorch_allocator alloc;
    void *owned_bytes; /* file contents when opened from a path */
    const unsigned char *data_section;
    uint64_t data_size;
    int count, meta_count;
    ktorch_safetensors_entry *entries;
    int *by_name; /* entry indices sorted by name */
    const char **meta; /* key, value pairs */
};

typedef struct ktorch__json {
    const char *p, *end, *start;
    char *strings; /* filling pass: where decoded strings go */
    size_t string_bytes;
    ktorch_safetensors *st; /* NULL in the counting pass */
    int count, meta_count;
} ktorch__json;

static ktorch_status ktorch__json_err(ktorch__json *j, const char *what) {
    return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_safetensors_open: JSON header: %s at byte %llu", what,
                        KTORCH__CAST(unsigned long long, j->p - j->start));
}
static void ktorch__json_ws(ktorch__json *j) {
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r')) j->p++;
}
static int ktorch__json_eat(ktorch__json *j, char c) {
    ktorch__json_ws(j);
    if (j->p < j->end && *j->p == c) {
        j->p++;
        return 1;
    }
    return 0;
}
static int ktorch__json_hex4(const char *p, uint32_t *out) {
    uint32_t v = 0;
    int i;
    for (i = 0; i < 4; i++) {
        char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= KTORCH__CAST(uint32_t, c - '0');
        else if (c >= 'a' && c <= 'f') v |= KTORCH__CAST(uint32_t, c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= KTORCH__CAST(uint32_t, c - 'A' + 10);
        else return 0;
    }
    *out = v;
    return 1;
}
/* Decode a string. Writes at most cap bytes to out (if not NULL) plus a NUL
   when it fits; *len gets the full decoded length. NUL characters are refused
   (C strings). */
static ktorch_status ktorch__json_string(ktorch__json *j, char *out, size_t cap, size_t *len) {
    size_t n = 0;
    ktorch__json_ws(j);
    if (j->p >= j->end || *j->p != '"') return ktorch__json_err(j, "expected a string");
    j->p++;
    for (;;) {
        unsigned char tmp[4];
        int k, nb = 1;
        unsigned char c;
        if (j->p >= j->end) return ktorch__json_err(j, "unterminated string");
        c = KTORCH__CAST(unsigned char, *j->p);
        if (c == '"') {
            j->p++;
            break;
        }
        if (c < 0x20) return ktorch__json_err(j, "control character in string");
        if (c != '\\') {
            /* raw bytes must be well-formed UTF-8 (RFC 3629: no overlongs, surrogates or
               code points past U+10FFFF), as the safetensors format requires */
            const int more = c < 0x80 ? 0 : c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
            const unsigned lo = c == 0xE0 ? 0xA0u : c == 0xF0 ? 0x90u : 0x80u, hi = c == 0xED ? 0x9Fu : c == 0xF4 ? 0x8Fu : 0xBFu;
            if (more < 0 || j->end - j->p <= more) return ktorch__json_err(j, "invalid UTF-8 in string");
            tmp[0] = c;
            for (k = 1; k <= more; k++) {
                const unsigned b = KTORCH__CAST(unsigned char, j->p[k]);
                if (b < (k == 1 ? lo : 0x80u) || b > (k == 1 ? hi : 0xBFu)) return ktorch__json_err(j, "invalid UTF-8 in string");
                tmp[k] = KTORCH__CAST(unsigned char, b);
            }
            nb = more + 1;
            j->p += nb;
        } else {
            char e;
            if (j->end - j->p < 2) return ktorch__json_err(j, "unterminated escape");
            e = j->p[1];
            j->p += 2;
            switch (e) {
            case '"': tmp[0] = '"'; break;
            case '\\': tmp[0] = '\\'; break;
            case '/': tmp[0] = '/'; break;
            case 'b': tmp[0] = '\b'; break;
            case 'f': tmp[0] = '\f'; break;
            case 'n': tmp[0] = '\n'; break;
            case 'r': tmp[0] = '\r'; break;
            case 't': tmp[0] = '\t'; break;
            case 'u': {
                uint32_t cp, lo;
                if (j->end - j->p < 4 || !ktorch__json_hex4(j->p, &cp)) return ktorch__json_err(j, "bad \\u escape");
                j->p += 4;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (j->end - j->p < 6 || j->p[0] != '\\' || j->p[1] != 'u' || !ktorch__json_hex4(j->p + 2, &lo) ||
                        lo < 0xDC00 || lo > 0xDFFF)
                        return ktorch__json_err(j, "unpaired surrogate");
                    j->p += 6;
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return ktorch__json_err(j, "unpaired surrogate");
                }
                if (cp == 0) return ktorch__json_err(j, "NUL character in string");
                if (cp < 0x80) {
                    tmp[0] = KTORCH__CAST(unsigned char, cp);
                } else if (cp < 0x800) {
                    tmp[0] = KTORCH__CAST(unsigned char, 0xC0 | (cp >> 6));
                    tmp[1] = KTORCH__CAST(unsigned char, 0x80 | (cp & 0x3F));
                    nb = 2;
                } else if (cp < 0x10000) {
                    tmp[0] = KTORCH__CAST(unsigned char, 0xE0 | (cp >> 12));
                    tmp[1] = KTORCH__CAST(unsigned char, 0x80 | ((cp >> 6) & 0x3F));
                    tmp[2] = KTORCH__CAST(unsigned char, 0x80 | (cp & 0x3F));
                    nb = 3;
                } else {
                    tmp[0] = KTORCH__CAST(unsigned char, 0xF0 | (cp >> 18));
                    tmp[1] = KTORCH__CAST(unsigned char, 0x80 | ((cp >> 12) & 0x3F));
                    tmp[2] = KTORCH__CAST(unsigned char, 0x80 | ((cp >> 6) & 0x3F));
                    tmp[3] = KTORCH__CAST(unsigned char, 0x80 | (cp & 0x3F));
                    nb = 4;
                }
                break;
            }
            default: return ktorch__json_err(j, "bad escape");
            }
        }
        for (k = 0; k < nb; k++, n++)
            if (out && n < cap) out[n] = KTORCH__CAST(char, tmp[k]);
    }
    if (out && n < cap) out[n] = '\0';
    *len = n;
    return KTORCH_OK;
}
/* A string compared to a short literal. */
static ktorch_status ktorch__json_key(ktorch__json *j, char *buf, size_t cap) {
    size_t len = 0;
    ktorch_status st = ktorch__json_string(j, buf, cap - 1, &len);
    if (st != KTORCH_OK) return st;
    if (len >= cap - 1) buf[0] = '\0', buf[1] = '?'; /* too long to be a known key */
    return KTORCH_OK;
}
static ktorch_status ktorch__json_uint(ktorch__json *j, uint64_t *out) {
    uint64_t v = 0;
    const char *s;
    ktorch__json_ws(j);
    s = j->p;
    while (j->p < j->end && *j->p >= '0' && *j->p <= '9') {
        if (!ktorch__mul_u64(v, 10, &v) || !ktorch__add_u64(v, KTORCH__CAST(uint64_t, *j->p - '0'), &v))
            return ktorch__json_err(j, "integer overflows 64 bits");
        j->p++;
    }
    if (j->p == s) return ktorch__json_err(j, "expected a non-negative integer");
    if (j->p - s > 1 && *s == '0') return ktorch__json_err(j, "leading zero");
    if (j->p < j->end && (*j->p == '.' || *j->p == 'e' || *j->p == 'E')) return ktorch__json_err(j, "expected an integer");
    *out = v;
    return KTORCH_OK;
}
/* Skip any value (unknown keys), depth-limited. */
static ktorch_status ktorch__json_skip(ktorch__json *j, int depth) {
    size_t len;
    ktorch_status st;
    if (depth > KTORCH__JSON_MAX_DEPTH) return ktorch__json_err(j, "nesting too deep");
    ktorch__json_ws(j);
    if (j->p >= j->end) return ktorch__json_err(j, "expected a value");
    switch (*j->p) {
    case '"': return ktorch__json_string(j, NULL, 0, &len);
    case '{':
    case '[': {
        char close = *j->p == '{' ? '}' : ']';
        int obj = close == '}';
        j->p++;
        if (ktorch__json_eat(j, close)) return KTORCH_OK;
        for (;;) {
            if (obj) {
                st = ktorch__json_string(j, NULL, 0, &len);
                if (st != KTORCH_OK) return st;
                if (!ktorch__json_eat(j, ':')) return ktorch__json_err(j, "expected ':'");
            }
            st = ktorch__json_skip(j, depth + 1);
            if (st != KTORCH_OK) return st;
            if (ktorch__json_eat(j, close)) return KTORCH_OK;
            if (!ktorch__json_eat(j, ',')) return ktorch__json_err(j, "expected ',' or a closing bracket");
        }
    }
    case 't':
    case 'f':
    case 'n': {
        const char *w = *j->p == 't' ? "true" : *j->p == 'f' ? "false" : "null";
        size_t n = strlen(w);
        if (KTORCH__CAST(size_t, j->end - j->p) < n || memcmp(j->p, w, n) != 0) return ktorch__json_err(j, "bad literal");
        j->p += n;
        return KTORCH_OK;
    }
    default: {
        /* number: -?int(.digits)?([eE][+-]?digits)? */
        const char *s;
        if (*j->p == '-') j->p++;
        s = j->p;
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
        if (j->p == s || (j->p - s > 1 && *s == '0')) return ktorch__json_err(j, "bad number");
        if (j->p < j->end && *j->p == '.') {
            s = ++j->p;
            while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
            if (j->p == s) return ktorch__json_err(j, "bad number");
        }
        if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
            j->p++;
            if (j->p < j->end && (*j->p == '+' || *j->p == '-')) j->p++;
            s = j->p;
            while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
            if (j->p == s) return ktorch__json_err(j, "bad number");
        }
        return KTORCH_OK;
    }
    }
}

/* Copy a string into the arena (filling pass) or count its bytes. */
static ktorch_status ktorch__json_arena_string(ktorch__json *j, const char **out) {
    size_t len = 0;
    const char *save = j->p;
    ktorch_status st = ktorch__json_string(j, NULL, 0, &len);
    if (st != KTORCH_OK) return st;
    if (j->st) {
        char *dst = j->strings + j->string_bytes;
        j->p = save;
        ktorch__json_string(j, dst, len + 1, &len);
        *out = dst;
    }
    j->string_bytes += len + 1;
    return KTORCH_OK;
}

static ktorch_status ktorch__st_dtype(const char *s, ktorch_dtype *out) {
    static const struct {
        const char *name;
        ktorch_dtype dtype;
    } map[] = {{"F32", KTORCH_F32},         {"F16", KTORCH_F16},         {"BF16", KTORCH_BF16},
               {"F8_E4M3", KTORCH_FP8_E4M3}, {"F8_E5M2", KTORCH_FP8_E5M2}, {"I8", KTORCH_I8},
               {"U8", KTORCH_U8},           {"U16", KTORCH_U16},         {"I32", KTORCH_I32},
               {"I64", KTORCH_I64},         {"BOOL", KTORCH_BOOL},       {"F8_E8M0", KTORCH_E8M0},
               {"F6_E2M3", KTORCH_F6_E2M3}, {"F6_E3M2", KTORCH_F6_E3M2}, {"F4", KTORCH_F4_E2M1},
               {"F64", KTORCH_F64},         {"I16", KTORCH_I16},         {"U32", KTORCH_U32},
               {"U64", KTORCH_U64}};
    size_t i;
    for (i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(s, map[i].name) == 0) {
            *out = map[i].dtype;
            return KTORCH_OK;
        }
    return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_safetensors_open: dtype '%s' is not supported", s);
}
static const char *ktorch__st_dtype_name(ktorch_dtype d) {
    switch (d) {
    case KTORCH_F32: return "F32";
    case KTORCH_F16: return "F16";
    case KTORCH_BF16: return "BF16";
    case KTORCH_FP8_E4M3: return "F8_E4M3";
    case KTORCH_FP8_E5M2: return "F8_E5M2";
    case KTORCH_I8: return "I8";
    case KTORCH_U8: return "U8";
    case KTORCH_U16: return "U16";
    case KTORCH_I32: return "I32";
    case KTORCH_I64: return "I64";
    case KTORCH_F64: return "F64";
    case KTORCH_I16: return "I16";
    case KTORCH_U32: return "U32";
    case KTORCH_U64: return "U64";
    case KTORCH_BOOL: return "BOOL";
    case KTORCH_E8M0: return "F8_E8M0";
    case KTORCH_F6_E2M3: return "F6_E2M3";
    case KTORCH_F6_E3M2: return "F6_E3M2";
    case KTORCH_F4_E2M1: return "F4";
    default: return NULL;
    }
}

/* One tensor description {"dtype":..., "shape":[...], "data_offsets":[b,e]}.
   name is the arena copy (NULL in the counting pass), shown its start for messages. */
static ktorch_status ktorch__st_entry(ktorch__json *j, const char *name, const char *shown, uint64_t data_size) {
    int seen_dtype = 0, seen_shape = 0, seen_off = 0, ndim = 0, known = 0;
    int64_t shape[KTORCH_MAX_DIMS];
    uint64_t off[2] = {0, 0}, numel = 1, bytes;
    ktorch_dtype dtype = KTORCH_DTYPE_COUNT;
    const char *file_dtype = NULL, *at;
    char key[16];
    ktorch_status st;
    if (!ktorch__json_eat(j, '{')) return ktorch__json_err(j, "tensor entry is not an object");
    if (!ktorch__json_eat(j, '}'))
        for (;;) {
            st = ktorch__json_key(j, key, sizeof key);
            if (st != KTORCH_OK) return st;
            if (!ktorch__json_eat(j, ':')) return ktorch__json_err(j, "expected ':'");
            if (strcmp(key, "dtype") == 0) {
                char d[16];
                if (seen_dtype++) return ktorch__json_err(j, "repeated 'dtype'");
                ktorch__json_ws(j);
                at = j->p;
                st = ktorch__json_arena_string(j, &file_dtype);
                if (st != KTORCH_OK) return st;
                j->p = at;
                st = ktorch__json_key(j, d, sizeof d);
                known = st == KTORCH_OK && ktorch__st_dtype(d, &dtype) == KTORCH_OK;
                if (!known) { /* listed, not loadable: skip the string whatever its length */
                    j->p = at;
                    if ((st = ktorch__json_skip(j, 1)) != KTORCH_OK) return st;
                }
            } else if (strcmp(key, "shape") == 0) {
                if (seen_shape++) return ktorch__json_err(j, "repeated 'shape'");
                if (!ktorch__json_eat(j, '[')) return ktorch__json_err(j, "'shape' is not an array");
                if (!ktorch__json_eat(j, ']'))
                    for (;;) {
                        uint64_t v;
                        st = ktorch__json_uint(j, &v);
                        if (st != KTORCH_OK) return st;
                        if (v > KTORCH__CAST(uint64_t, INT64_MAX) || !ktorch__mul_u64(numel, v, &numel) ||
                            numel > KTORCH__CAST(uint64_t, INT64_MAX))
                            return ktorch__json_err(j, "element count overflows");
                        if (ndim == INT_MAX) return ktorch__json_err(j, "too many dims");
                        if (ndim < KTORCH_MAX_DIMS) shape[ndim] = KTORCH__CAST(int64_t, v);
                        ndim++;
                        if (ktorch__json_eat(j, ']')) break;
                        if (!ktorch__json_eat(j, ',')) return ktorch__json_err(j, "expected ',' or ']'");
                    }
            } else if (strcmp(key, "data_offsets") == 0) {
                if (seen_off++) return ktorch__json_err(j, "repeated 'data_offsets'");
                if (!ktorch__json_eat(j, '[')) return ktorch__json_err(j, "'data_offsets' is not an array");
                st = ktorch__json_uint(j, &off[0]);
                if (st != KTORCH_OK) return st;
                if (!ktorch__json_eat(j, ',')) return ktorch__json_err(j, "'data_offsets' needs two integers");
                st = ktorch__json_uint(j, &off[1]);
                if (st != KTORCH_OK) return st;
                if (!ktorch__json_eat(j, ']')) return ktorch__json_err(j, "'data_offsets' needs two integers");
            } else {
                st = ktorch__json_skip(j, 1); /* unknown key: ignored */
                if (st != KTORCH_OK) return st;
            }
            if (ktorch__json_eat(j, '}')) break;
            if (!ktorch__json_eat(j, ',')) return ktorch__json_err(j, "expected ',' or '}'");
        }
    if (!seen_dtype || !seen_shape || !seen_off)
        return ktorch__json_err(j, !seen_dtype ? "tensor lacks 'dtype'" : !seen_shape ? "tensor lacks 'shape'" : "tensor lacks 'data_offsets'");
    if (ndim <= KTORCH_MAX_DIMS && !ktorch__strides_fit(ndim, shape)) return ktorch__json_err(j, "shape overflows 64-bit strides");
    if (!known) bytes = off[1] - off[0]; /* an unknown dtype: its size cannot be checked, only its range */
    else if (!ktorch__mul_u64(numel, KTORCH__CAST(uint64_t, ktorch_dtype_bits(dtype)), &bytes))
        return ktorch__json_err(j, "tensor byte size overflows");
    else bytes = bytes / 8 + (bytes % 8 != 0);
    if (off[0] > off[1] || off[1] > data_size)
        return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_safetensors_open: tensor '%s' data_offsets [%llu, %llu] outside the %llu data bytes",
                            shown, KTORCH__CAST(unsigned long long, off[0]), KTORCH__CAST(unsigned long long, off[1]),
                            KTORCH__CAST(unsigned long long, data_size));
    if (known && off[1] - off[0] != bytes)
        return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_safetensors_open: tensor '%s' spans %llu bytes, its dtype and shape need %llu",
                            shown, KTORCH__CAST(unsigned long long, off[1] - off[0]), KTORCH__CAST(unsigned long long, bytes));
    if (j->st) {
        ktorch_safetensors_entry *e = &j->st->entries[j->count];
        memset(e, 0, sizeof *e);
        e->name = name;
        e->file_dtype = file_dtype;
        e->file_ndim = ndim;
        e->loadable = known && ndim <= KTORCH_MAX_DIMS;
        e->dtype = e->loadable ? dtype : KTORCH_DTYPE_COUNT;
        e->ndim = e->loadable ? ndim : 0;
        if (e->ndim) memcpy(e->shape, shape, KTORCH__CAST(size_t, ndim) * sizeof(int64_t));
        e->data_offset = off[0];
        e->data_size = e->loadable ? bytes : off[1] - off[0];
    }
    j->count++;
    return KTORCH_OK;
}

static ktorch_status ktorch__st_header(ktorch__json *j, uint64_t data_size) {
    int seen_meta = 0;
    ktorch_status st;
    j->p = j->start;
    j->count = j->meta_count = 0;
    j->string_bytes = 0;
    if (!ktorch__json_eat(j, '{')) return ktorch__json_err(j, "header is not an object");
    if (!ktorch__json_eat(j, '}'))
        for (;;) {
            const char *name = NULL, *save;
            char key[16];
            ktorch__json_ws(j);
            save = j->p;
            st = ktorch__json_key(j, key, sizeof key);
            if (st != KTORCH_OK) return st;
            if (strcmp(key, "__metadata__") == 0) {
                if (seen_meta++) return ktorch__json_err(j, "repeated '__metadata__'");
                if (!ktorch__json_eat(j, ':') || !ktorch__json_eat(j, '{')) return ktorch__json_err(j, "'__metadata__' is not an object");
                if (!ktorch__json_eat(j, '}'))
                    for (;;) {
                        const char *k = NULL, *v = NULL;
                        st = ktorch__json_arena_string(j, &k);
                        if (st != KTORCH_OK) return st;
                        if (!ktorch__json_eat(j, ':')) return ktorch__json_err(j, "expected ':'");
                        ktorch__json_ws(j);
                        if (j->p >= j->end || *j->p != '"') return ktorch__json_err(j, "metadata values must be strings");
                        st = ktorch__json_arena_string(j, &v);
                        if (st != KTORCH_OK) return st;
                        if (j->st) {
                            j->st->meta[2 * j->meta_count] = k;
                            j->st->meta[2 * j->meta_count + 1] = v;
                        }
                        j->meta_count++;
                        if (ktorch__json_eat(j, '}')) break;
                        if (!ktorch__json_eat(j, ',')) return ktorch__json_err(j, "expected ',' or '}'");
                    }
            } else {
                char shown[64];
                size_t len = 0;
                j->p = save;
                st = ktorch__json_string(j, shown, sizeof shown - 1, &len);
                if (st != KTORCH_OK) return st;
                shown[sizeof shown - 1] = '\0';
                if (len > sizeof shown - 1) memcpy(shown + sizeof shown - 4, "...", 4);
                j->p = save;
                st = ktorch__json_arena_string(j, &name);
                if (st != KTORCH_OK) return st;
                if (!ktorch__json_eat(j, ':')) return ktorch__json_err(j, "expected ':'");
                st = ktorch__st_entry(j, name, shown, data_size);
                if (st != KTORCH_OK) return st;
            }
            if (ktorch__json_eat(j, '}')) break;
            if (!ktorch__json_eat(j, ',')) return ktorch__json_err(j, "expected ',' or '}'");
        }
    ktorch__json_ws(j);
    if (j->p != j->end) return ktorch__json_err(j, "trailing bytes after the header object");
    return KTORCH_OK;
}

/* Sort indices by a key (heap sort: no recursion, no extra memory). */
static int ktorch__st_less(const ktorch_safetensors *st, int a, int b, int by_offset) {
    if (by_offset) {
        const ktorch_safetensors_entry *x = &st->entries[a], *y = &st->entries[b];
        if (x->data_offset != y->data_offset) return x->data_offset < y->data_offset;
        return x->data_size < y->data_size;
    }
    return strcmp(st->entries[a].name, st->entries[b].name) < 0;
}
static void ktorch__st_sift(const ktorch_safetensors *st, int *idx, int root, int n, int by_offset) {
    for (;;) {
        int child = 2 * root + 1, t;
        if (child >= n) return;
        if (child + 1 < n && ktorch__st_less(st, idx[child], idx[child + 1], by_offset)) child++;
        if (!ktorch__st_less(st, idx[root], idx[child], by_offset)) return;
        t = idx[root];
        idx[root] = idx[child];
        idx[child] = t;
        root = child;
    }
}
static void ktorch__st_sort(const ktorch_safetensors *st, int *idx, int n, int by_offset) {
    int i;
    for (i = n / 2 - 1; i >= 0; i--) ktorch__st_sift(st, idx, i, n, by_offset);
    for (i = n - 1; i > 0; i--) {
        int t = idx[0];
        idx[0] = idx[i];
        idx[i] = t;
        ktorch__st_sift(st, idx, 0, i, by_offset);
    }
}

KTORCH_API ktorch_status ktorch_safetensors_open_memory(ktorch_context *ctx, const void *data, size_t size, ktorch_safetensors **out) {
    static const char fn[] = "ktorch_safetensors_open";
    const unsigned char *b = KTORCH__CAST(const unsigned char *, data);
    uint64_t n = 0, bytes, data_size;
    ktorch__json j;
    ktorch_allocator a;
    ktorch_safetensors *st;
    size_t off_entries, off_idx, off_meta, off_str;
    ktorch_status s;
    int i;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    *out = NULL;
    if (!data && size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' is NULL", fn);
    if (size < 8) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: %zu bytes is too short for a safetensors file", fn, size);
    for (i = 7; i >= 0; i--) n = (n << 8) | b[i];
    if (n > size - 8) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: header length %llu exceeds the %zu bytes present", fn, KTORCH__CAST(unsigned long long, n), size - 8);
    if (n > KTORCH__ST_MAX_HEADER) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: header length %llu is over the %u byte limit", fn, KTORCH__CAST(unsigned long long, n), KTORCH__ST_MAX_HEADER);
    data_size = size - 8 - n;
    memset(&j, 0, sizeof j);
    j.start = KTORCH__RCAST(const char *, b + 8);
    j.end = j.start + n;
    s = ktorch__st_header(&j, data_size);
    if (s != KTORCH_OK) return s;
    /* one block: handle, entries, name index, metadata pairs, strings */
    off_entries = (sizeof(ktorch_safetensors) + 7) & ~KTORCH__CAST(size_t, 7);
    off_idx = off_entries + KTORCH__CAST(size_t, j.count) * sizeof(ktorch_safetensors_entry);
    off_meta = (off_idx + KTORCH__CAST(size_t, j.count) * sizeof(int) + 7) & ~KTORCH__CAST(size_t, 7);
    off_str = off_meta + KTORCH__CAST(size_t, j.meta_count) * 2 * sizeof(const char *);
    bytes = off_str + j.string_bytes;
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    st = KTORCH__CAST(ktorch_safetensors *, ktorch__alloc(&a, KTORCH__CAST(size_t, bytes)));
    if (!st) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for the header (%llu bytes)", fn, KTORCH__CAST(unsigned long long, bytes));
    memset(st, 0, sizeof *st);
    st->alloc = a;
    st->data_section = b + 8 + n;
    st->data_size = data_size;
    st->entries = KTORCH__RCAST(ktorch_safetensors_entry *, KTORCH__CAST(char *, KTORCH__CAST(void *, st)) + off_entries);
    st->by_name = KTORCH__RCAST(int *, KTORCH__CAST(char *, KTORCH__CAST(void *, st)) + off_idx);
    st->meta = KTORCH__RCAST(const char **, KTORCH__CAST(char *, KTORCH__CAST(void *, st)) + off_meta);
    j.strings = KTORCH__CAST(char *, KTORCH__CAST(void *, st)) + off_str;
    j.st = st;
    s = ktorch__st_header(&j, data_size);
    KTORCH_ASSERT(s == KTORCH_OK);
    st->count = j.count;
    st->meta_count = j.meta_count;
    /* names unique; data ranges do not overlap (empty ranges may touch) */
    for (i = 0; i < st->count; i++) st->by_name[i] = i;
    ktorch__st_sort(st, st->by_name, st->count, 0);
    for (i = 1; i < st->count; i++)
        if (strcmp(st->entries[st->by_name[i - 1]].name, st->entries[st->by_name[i]].name) == 0) {
            s = ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor name '%s' appears twice", fn, st->entries[st->by_name[i]].name);
            ktorch__free(&a, st);
            return s;
        }
    if (st->count > 1) {
        int *tmp = KTORCH__CAST(int *, ktorch__alloc(&a, KTORCH__CAST(size_t, st->count) * sizeof(int)));
        if (!tmp) {
            ktorch__free(&a, st);
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
        }
        for (i = 0; i < st->count; i++) tmp[i] = i;
        ktorch__st_sort(st, tmp, st->count, 1);
        s = KTORCH_OK;
        {
            uint64_t end = 0;
            for (i = 0; i < st->count && s == KTORCH_OK; i++) {
                const ktorch_safetensors_entry *e = &st->entries[tmp[i]];
                if (e->data_size == 0) continue;
                if (e->data_offset < end)
                    s = ktorch__fail(KTORCH_BAD_FORMAT, "%s: data of tensor '%s' overlaps another tensor", fn, e->name);
                end = e->data_offset + e->data_size;
            }
        }
        ktorch__free(&a, tmp);
        if (s != KTORCH_OK) {
            ktorch__free(&a, st);
            return s;
        }
    }
    *out = st;
    return KTORCH_OK;
}

#ifndef KTORCH_NO_STDIO
/* A file's bytes for a reader's open_memory (ktorch_safetensors_open,
   ktorch_gguf_open); the handle takes them over on success. */
static ktorch_status ktorch__open_read(ktorch_context *ctx, const char *path, const char *fn, ktorch_allocator *a, void **buf, size_t *size) {
    *a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    return ktorch__read_file(a, path, fn, buf, size);
}
/* open_memory refused the bytes: free them and name the file in the message. */
static ktorch_status ktorch__open_failed(ktorch_allocator *a, void *buf, ktorch_status st, const char *path) {
    char msg[KTORCH__MSG_CAP];
    ktorch__free(a, buf);
    ktorch__format(msg, sizeof msg, "%s", ktorch_last_error());
    return ktorch__fail(st, "%s (file '%s')", msg, path);
}
/* Reads the whole file; the handle owns those bytes until ktorch_safetensors_close. */
KTORCH_API ktorch_status ktorch_safetensors_open(ktorch_context *ctx, const char *path, ktorch_safetensors **out) {
    void *buf;
    size_t size;
    ktorch_allocator a;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_safetensors_open: 'out' is NULL");
    *out = NULL;
    if ((st = ktorch__open_read(ctx, path, "ktorch_safetensors_open", &a, &buf, &size)) != KTORCH_OK) return st;
    if ((st = ktorch_safetensors_open_memory(ctx, buf, size, out)) != KTORCH_OK) return ktorch__open_failed(&a, buf, st, path);
    (*out)->owned_bytes = buf;
    return KTORCH_OK;
}
#endif

KTORCH_API void ktorch_safetensors_close(ktorch_safetensors *st) {
    ktorch_allocator a;
    if (!st) return;
    a = st->alloc;
    ktorch__free(&a, st->owned_bytes);
    ktorch__free(&a, st);
}
KTORCH_API int ktorch_safetensors_count(const ktorch_safetensors *st) { return st ? st->count : 0; }
KTORCH_API const ktorch_safetensors_entry *ktorch_safetensors_entry_at(const ktorch_safetensors *st, int index) {
    if (!st || index < 0 || index >= st->count) return NULL;
    return &st->entries[index];
}
KTORCH_API const ktorch_safetensors_entry *ktorch_safetensors_find(const ktorch_safetensors *st, const char *name) {
    int lo = 0, hi;
    if (!st || !name) return NULL;
    hi = st->count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2, c = strcmp(st->entries[st->by_name[mid]].name, name);
        if (c == 0) return &st->entries[st->by_name[mid]];
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return NULL;
}
KTORCH_API const char *ktorch_safetensors_metadata(const ktorch_safetensors *st, const char *key) {
    int i;
    const char *found = NULL;
    if (!st || !key) return NULL;
    for (i = 0; i < st->meta_count; i++) /* the last duplicate wins, as in JSON readers */
        if (strcmp(st->meta[2 * i], key) == 0) found = st->meta[2 * i + 1];
    return found;
}
KTORCH_API ktorch_status ktorch_safetensors_load(ktorch_context *ctx, const ktorch_safetensors *st, const char *name,
                                                 ktorch_device device, ktorch_tensor *out) {
    static const char fn[] = "ktorch_safetensors_load";
    const ktorch_safetensors_entry *e;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    memset(out, 0, sizeof *out);
    if (!ctx || !st || !name) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx', 'st' or 'name' is NULL", fn);
    e = ktorch_safetensors_find(st, name);
    if (!e) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: no tensor named '%s'", fn, name);
    if (!e->loadable) {
        if (e->file_ndim > KTORCH_MAX_DIMS)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: tensor '%s' has %d dims (up to %d are held)", fn, name, e->file_ndim, KTORCH_MAX_DIMS);
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: tensor '%s' has dtype '%s', which is not supported", fn, name, e->file_dtype);
    }
    return ktorch__tensor_from_bytes(ctx, e->dtype, e->ndim, e->shape, st->data_section + e->data_offset, e->data_size, device, out);
}

/* JSON string with escapes for '"', '\\' and control characters. */
static void ktorch__json_put_string(ktorch__sbuf *sb, const char *s) {
    ktorch__sb_putc(sb, '"');
    for (; *s; s++) {
        unsigned char c = KTORCH__CAST(unsigned char, *s);
        if (c == '"' || c == '\\') {
            ktorch__sb_putc(sb, '\\');
            ktorch__sb_putc(sb, KTORCH__CAST(char, c));
        } else if (c < 0x20) {
            ktorch__sb_puts(sb, "\\u00");
            ktorch__sb_putu(sb, c, 16, 2);
        } else {
            ktorch__sb_putc(sb, KTORCH__CAST(char, c));
        }
    }
    ktorch__sb_putc(sb, '"');
}

/* Header JSON into sb (measuring when sb->cap is 0). Data in item order. */
static void ktorch__st_write_header(ktorch__sbuf *sb, const ktorch_safetensors_item *items, int count, const ktorch_safetensors_meta *meta,
                                    int meta_count, const uint64_t *sizes) {
    uint64_t off = 0;
    int i, d;
    ktorch__sb_putc(sb, '{');
    if (meta_count > 0) {
        ktorch__sb_puts(sb, "\"__metadata__\":{");
        for (i = 0; i < meta_count; i++) {
            if (i) ktorch__sb_putc(sb, ',');
            ktorch__json_put_string(sb, meta[i].key);
            ktorch__sb_putc(sb, ':');
            ktorch__json_put_string(sb, meta[i].value);
        }
        ktorch__sb_putc(sb, '}');
    }
    for (i = 0; i < count; i++) {
        const ktorch_tensor *t = items[i].tensor;
        if (i || meta_count > 0) ktorch__sb_putc(sb, ',');
        ktorch__json_put_string(sb, items[i].name);
        ktorch__sb_puts(sb, ":{\"dtype\":\"");
        ktorch__sb_puts(sb, ktorch__st_dtype_name(t->dtype));
        ktorch__sb_puts(sb, "\",\"shape\":[");
        for (d = 0; d < t->ndim; d++) {
            if (d) ktorch__sb_putc(sb, ',');
            ktorch__sb_putu(sb, KTORCH__CAST(unsigned long long, t->shape[d]), 10, 0);
        }
        ktorch__sb_puts(sb, "],\"data_offsets\":[");
        ktorch__sb_putu(sb, off, 10, 0);
        ktorch__sb_putc(sb, ',');
        off += sizes[i];
        ktorch__sb_putu(sb, off, 10, 0);
        ktorch__sb_puts(sb, "]}");
    }
    ktorch__sb_putc(sb, '}');
}

/* Writers' duplicate check in O(n log n): string fields (at byte offset off
   of n records of stride bytes) sorted with their indices, neighbours
   compared. *rep: the first index whose string an earlier record already
   has (what a pairwise scan meets first), or -1. */
typedef struct ktorch__named {
    const char *s;
    int i;
} ktorch__named;
static int ktorch__named_less(const ktorch__named *x, const ktorch__named *y) {
    int c = strcmp(x->s, y->s);
    return c < 0 || (c == 0 && x->i < y->i);
}
static void ktorch__named_sift(ktorch__named *v, int root, int n) {
    for (;;) {
        int child = 2 * root + 1;
        ktorch__named t;
        if (child >= n) return;
        if (child + 1 < n && ktorch__named_less(&v[child], &v[child + 1])) child++;
        if (!ktorch__named_less(&v[root], &v[child])) return;
        t = v[root];
        v[root] = v[child];
        v[child] = t;
        root = child;
    }
}
static ktorch_status ktorch__find_repeat(const ktorch_allocator *a, const void *base, size_t stride, size_t off, int n, const char *fn, int *rep) {
    ktorch__named *v;
    int i;
    *rep = -1;
    if (n < 2) return KTORCH_OK;
    v = KTORCH__CAST(ktorch__named *, ktorch__alloc(a, KTORCH__CAST(size_t, n) * sizeof *v));
    if (!v) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    for (i = 0; i < n; i++) {
        v[i].s = *KTORCH__CAST(const char *const *, KTORCH__CAST(const void *, KTORCH__CAST(const char *, base) + KTORCH__CAST(size_t, i) * stride + off));
        v[i].i = i;
    }
    for (i = n / 2 - 1; i >= 0; i--) ktorch__named_sift(v, i, n);
    for (i = n - 1; i > 0; i--) {
        ktorch__named t = v[0];
        v[0] = v[i];
        v[i] = t;
        ktorch__named_sift(v, 0, i);
    }
    /* equal strings lie together in index order: the least index that follows an equal one */
    for (i = 1; i < n; i++)
        if (strcmp(v[i - 1].s, v[i].s) == 0 && (*rep < 0 || v[i].i < *rep)) *rep = v[i].i;
    ktorch__free(a, v);
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_safetensors_save_memory(ktorch_context *ctx, const ktorch_safetensors_item *items, int count,
                                                        const ktorch_safetensors_meta *meta, int meta_count, void **data,
                                                        size_t *size) {
    static const char fn[] = "ktorch_safetensors_save";
    ktorch_allocator a;
    uint64_t *sizes = NULL, total_data = 0, total;
    ktorch__sbuf sb;
    size_t hlen, padded;
    unsigned char *buf = NULL;
    ktorch_status st = KTORCH_OK;
    int i, r;
    if (!data || !size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' or 'size' is NULL", fn);
    *data = NULL;
    *size = 0;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (count < 0 || (count > 0 && !items)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'items'/'count' invalid", fn);
    if (meta_count < 0 || (meta_count > 0 && !meta)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'meta'/'meta_count' invalid", fn);
    for (i = 0; i < meta_count; i++)
        if (!meta[i].key || !meta[i].value) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta[%d] has a NULL key or value", fn, i);
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    if ((st = ktorch__find_repeat(&a, meta, sizeof *meta, offsetof(ktorch_safetensors_meta, key), meta_count, fn, &r)) != KTORCH_OK) return st;
    if (r >= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: metadata key '%s' given twice", fn, meta[r].key);
    sizes = KTORCH__CAST(uint64_t *, ktorch__alloc(&a, KTORCH__CAST(size_t, count) * sizeof(uint64_t)));
    if (!sizes) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    for (i = 0; i < count && st == KTORCH_OK; i++) {
        if (!items[i].name || !items[i].name[0]) st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: items[%d] has no name", fn, i);
        else if (strcmp(items[i].name, "__metadata__") == 0)
            st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: items[%d]: '__metadata__' is reserved", fn, i);
        else if ((st = ktorch__check_tensor(items[i].tensor, fn, items[i].name)) != KTORCH_OK) {
        } else if (!ktorch__st_dtype_name(items[i].tensor->dtype))
            st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: dtype of '%s' has no safetensors name", fn, items[i].name);
        else if ((st = ktorch__bytes_for(items[i].tensor->dtype, ktorch_tensor_numel(items[i].tensor), fn, &sizes[i])) == KTORCH_OK &&
                 !ktorch__add_u64(total_data, sizes[i], &total_data))
            st = ktorch__fail(KTORCH_OVERFLOW, "%s: total size overflows", fn);
    }
    if (st == KTORCH_OK && (st = ktorch__find_repeat(&a, items, sizeof *items, offsetof(ktorch_safetensors_item, name), count, fn, &r)) == KTORCH_OK &&
        r >= 0)
        st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: name '%s' given twice", fn, items[r].name);
    if (st != KTORCH_OK) {
        ktorch__free(&a, sizes);
        return st;
    }
    sb.buf = NULL;
    sb.cap = 0;
    sb.len = 0;
    ktorch__st_write_header(&sb, items, count, meta, meta_count, sizes);
    hlen = sb.len;
    padded = (hlen + 7) & ~KTORCH__CAST(size_t, 7);
    if (!ktorch__add_u64(8u + padded, total_data, &total) || total > SIZE_MAX) {
        ktorch__free(&a, sizes);
        return ktorch__fail(KTORCH_OVERFLOW, "%s: file size overflows", fn);
    }
    buf = KTORCH__CAST(unsigned char *, ktorch__alloc(&a, KTORCH__CAST(size_t, total)));
    if (!buf) {
        ktorch__free(&a, sizes);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for %llu bytes", fn, KTORCH__CAST(unsigned long long, total));
    }
    for (i = 0; i < 8; i++) buf[i] = KTORCH__CAST(unsigned char, (KTORCH__CAST(uint64_t, padded) >> (8 * i)) & 0xFF);
    sb.buf = KTORCH__RCAST(char *, buf + 8);
    sb.cap = hlen + 1; /* putc stores while len + 1 < cap: all hlen bytes, no NUL */
    sb.len = 0;
    ktorch__st_write_header(&sb, items, count, meta, meta_count, sizes);
    memset(buf + 8 + hlen, ' ', padded - hlen);
    {
        uint64_t off = 8u + padded;
        for (i = 0; i < count && st == KTORCH_OK; i++) {
            ktorch_tensor h;
            int owned = 0;
            st = ktorch__host_contig(ctx, items[i].tensor, fn, &h, &owned);
            if (st != KTORCH_OK) break;
            if (sizes[i]) memcpy(buf + off, ktorch_tensor_ptr(&h), KTORCH__CAST(size_t, sizes[i]));
            if (owned) ktorch_tensor_free(ctx, &h);
            off += sizes[i];
        }
    }
    ktorch__free(&a, sizes);
    if (st != KTORCH_OK) {
        ktorch__free(&a, buf);
        return st;
    }
    *data = buf;
    *size = KTORCH__CAST(size_t, total);
    return KTORCH_OK;
}

#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_safetensors_save(ktorch_context *ctx, const char *path, const ktorch_safetensors_item *items,
                                                 int count, const ktorch_safetensors_meta *meta, int meta_count) {
    void *buf = NULL;
    size_t size = 0;
    ktorch_status st = ktorch_safetensors_save_memory(ctx, items, count, meta, meta_count, &buf, &size);
    if (st != KTORCH_OK) return st;
    st = ktorch__write_file(path, "ktorch_safetensors_save", buf, size);
    ktorch_buffer_free(ctx, buf);
    return st;
}
#endif


/* ---- GGUF --------------------------------------------------------------- */

struct ktorch_gguf {
    ktorch_allocator alloc;
    void *owned_bytes;
    const unsigned char *bytes;
    uint32_t alignment;
    int count, kv_count;
    ktorch_gguf_entry *entries;
    int *by_name; /* entry indices sorted by name */
    ktorch_gguf_kv *kvs;
};

#define KTORCH__GGUF_DEFAULT_ALIGN 32u
#define KTORCH__GGUF_QUANT_VERSION 2u /* ggml's GGML_QNT_VERSION */

/* Reader over the file's bytes; with `g` NULL it only validates and counts
   the string bytes the handle needs, with `g` set it fills the handle. */
typedef struct ktorch__gguf_rd {
    const unsigned char *b;
    uint64_t size, pos;
    const char *fn;
    ktorch_gguf *g;
    char *strings;         /* fill cursor */
    uint64_t string_bytes; /* counted */
} ktorch__gguf_rd;

static uint64_t ktorch__le(const unsigned char *p, int n) {
    uint64_t v = 0;
    while (n-- > 0) v = (v << 8) | p[n];
    return v;
}
static void ktorch__put_le(unsigned char *p, uint64_t v, int n) {
    int i;
    for (i = 0; i < n; i++) p[i] = KTORCH__CAST(unsigned char, (v >> (8 * i)) & 0xFF);
}

static ktorch_status ktorch__gguf_need(ktorch__gguf_rd *r, uint64_t n, const char *what) {
    if (n > r->size - r->pos)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: truncated file: %s needs %llu bytes at offset %llu, %llu are left", r->fn, what,
                            KTORCH__CAST(unsigned long long, n), KTORCH__CAST(unsigned long long, r->pos),
                            KTORCH__CAST(unsigned long long, r->size - r->pos));
    return KTORCH_OK;
}
static ktorch_status ktorch__gguf_uint(ktorch__gguf_rd *r, int n, const char *what, uint64_t *v) {
    ktorch_status st = ktorch__gguf_need(r, KTORCH__CAST(uint64_t, n), what);
    if (st != KTORCH_OK) return st;
    *v = ktorch__le(r->b + r->pos, n);
    r->pos += KTORCH__CAST(uint64_t, n);
    return KTORCH_OK;
}
/* A GGUF string: copied NUL-terminated into the handle when filling. */
static ktorch_status ktorch__gguf_string(ktorch__gguf_rd *r, const char *what, int no_nul, const char **out, uint64_t *len,
                                         const unsigned char **raw) {
    uint64_t n;
    ktorch_status st = ktorch__gguf_uint(r, 8, what, &n);
    if (st != KTORCH_OK) return st;
    if ((st = ktorch__gguf_need(r, n, what)) != KTORCH_OK) return st;
    if (raw) *raw = r->b + r->pos;
    if (no_nul && memchr(r->b + r->pos, 0, KTORCH__CAST(size_t, n)))
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: %s at offset %llu holds a NUL byte", r->fn, what, KTORCH__CAST(unsigned long long, r->pos));
    if (r->g) {
        memcpy(r->strings, r->b + r->pos, KTORCH__CAST(size_t, n));
        r->strings[n] = '\0';
        if (out) *out = r->strings;
        r->strings += n + 1;
    } else {
        r->string_bytes += n + 1; /* n <= size, so no overflow */
    }
    if (len) *len = n;
    r->pos += n;
    return KTORCH_OK;
}

/* A name from the file for messages: its first 64 bytes, NUL-terminated. */
static void ktorch__gguf_label(char *dst, const unsigned char *raw, uint64_t len) {
    size_t n = len > 64 ? 64 : KTORCH__CAST(size_t, len);
    memcpy(dst, raw, n);
    dst[n] = '\0';
}

/* Bytes of a fixed-size value type; 0 for STRING, ARRAY and unknown types. */
static int ktorch__gguf_value_size(uint32_t type) {
    static const unsigned char sz[13] = {1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8};
    return type < 13 ? sz[type] : 0;
}

static void ktorch__gguf_scalar(uint32_t type, const unsigned char *p, ktorch_gguf_kv *kv) {
    uint64_t v = ktorch__le(p, ktorch__gguf_value_size(type));
    switch (type) {
    case KTORCH_GGUF_VALUE_INT8: kv->i = KTORCH__CAST(int8_t, KTORCH__CAST(uint8_t, v)); break;
    case KTORCH_GGUF_VALUE_INT16: kv->i = KTORCH__CAST(int16_t, KTORCH__CAST(uint16_t, v)); break;
    case KTORCH_GGUF_VALUE_INT32: kv->i = KTORCH__CAST(int32_t, KTORCH__CAST(uint32_t, v)); break;
    case KTORCH_GGUF_VALUE_INT64: kv->i = KTORCH__CAST(int64_t, v); break;
    case KTORCH_GGUF_VALUE_FLOAT32: kv->f = ktorch__bits_f32(KTORCH__CAST(uint32_t, v)); break;
    case KTORCH_GGUF_VALUE_FLOAT64: memcpy(&kv->f, &v, sizeof v); break;
    default: kv->i = KTORCH__CAST(int64_t, v); break; /* unsigned and bool */
    }
    kv->u = KTORCH__CAST(uint64_t, kv->i);
}

/* One pair into *kv; its key's bytes in *raw_key / *key_len. */
static ktorch_status ktorch__gguf_kv_read(ktorch__gguf_rd *r, uint64_t index, ktorch_gguf_kv *kv, const unsigned char **raw_key,
                                          uint64_t *key_len) {
    const char *fn = r->fn;
    const char *key = NULL;
    uint64_t t, n, i;
    int size;
    ktorch_status st;
    char label[68];
    st = ktorch__gguf_string(r, "a metadata key", 1, &key, key_len, raw_key);
    if (st != KTORCH_OK) return st;
    ktorch__gguf_label(label, *raw_key, *key_len);
    if ((st = ktorch__gguf_uint(r, 4, "a metadata value type", &t)) != KTORCH_OK) return st;
    if (t > KTORCH_GGUF_VALUE_FLOAT64)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: metadata pair %llu '%s' has value type %llu (0..12 exist)", fn,
                            KTORCH__CAST(unsigned long long, index), label, KTORCH__CAST(unsigned long long, t));
    if (kv) {
        kv->key = key;
        kv->type = KTORCH__CAST(ktorch_gguf_value_type, t);
        kv->count = 1;
    }
    if (t == KTORCH_GGUF_VALUE_STRING) {
        const char *sv = NULL;
        st = ktorch__gguf_string(r, "a metadata string", 0, &sv, &n, NULL);
        if (st == KTORCH_OK && kv) {
            kv->string = sv;
            kv->count = n;
        }
        return st;
    }
    if (t != KTORCH_GGUF_VALUE_ARRAY) {
        size = ktorch__gguf_value_size(KTORCH__CAST(uint32_t, t));
        if ((st = ktorch__gguf_need(r, KTORCH__CAST(uint64_t, size), "a metadata value")) != KTORCH_OK) return st;
        if (t == KTORCH_GGUF_VALUE_BOOL && r->b[r->pos] > 1)
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: metadata '%s' is a bool of value %u (0 or 1 allowed)", fn, label, r->b[r->pos]);
        if (kv) ktorch__gguf_scalar(KTORCH__CAST(uint32_t, t), r->b + r->pos, kv);
        r->pos += KTORCH__CAST(uint64_t, size);
        return KTORCH_OK;
    }
    if ((st = ktorch__gguf_uint(r, 4, "an array element type", &t)) != KTORCH_OK) return st;
    if ((st = ktorch__gguf_uint(r, 8, "an array length", &n)) != KTORCH_OK) return st;
    if (t == KTORCH_GGUF_VALUE_ARRAY || t > KTORCH_GGUF_VALUE_FLOAT64)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: metadata array '%s' has element type %llu (%s)", fn, label, KTORCH__CAST(unsigned long long, t),
                            t == KTORCH_GGUF_VALUE_ARRAY ? "nested arrays are not supported" : "0..12 exist");
    if (kv) {
        kv->array_type = KTORCH__CAST(ktorch_gguf_value_type, t);
        kv->count = n;
    }
    if (t == KTORCH_GGUF_VALUE_STRING) {
        /* each element takes at least its 8-byte length, so this loop ends with the bytes */
        for (i = 0; i < n; i++) {
            uint64_t len;
            if ((st = ktorch__gguf_uint(r, 8, "an array string", &len)) != KTORCH_OK) return st;
            if ((st = ktorch__gguf_need(r, len, "an array string")) != KTORCH_OK) return st;
            r->pos += len;
        }
        return KTORCH_OK;
    }
    size = ktorch__gguf_value_size(KTORCH__CAST(uint32_t, t));
    if (!ktorch__mul_u64(n, KTORCH__CAST(uint64_t, size), &n))
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: metadata array '%s': length overflows", fn, label);
    if ((st = ktorch__gguf_need(r, n, "an array")) != KTORCH_OK) return st;
    if (t == KTORCH_GGUF_VALUE_BOOL)
        for (i = 0; i < n; i++)
            if (r->b[r->pos + i] > 1)
                return ktorch__fail(KTORCH_BAD_FORMAT, "%s: metadata array '%s' holds a bool of value %u (0 or 1 allowed)", fn, label,
                                    r->b[r->pos + i]);
    if (kv) kv->array_data = r->b + r->pos;
    r->pos += n;
    return KTORCH_OK;
}

/* Block size, bytes per block and kind of a ggml type ktorch reads. */
static ktorch_gguf_kind ktorch__gguf_type_info(uint32_t type, uint32_t *block, uint32_t *bytes) {
    switch (type) {
    case KTORCH_GGUF_TYPE_F32: *block = 1; *bytes = 4; return KTORCH_GGUF_TENSOR;
    case KTORCH_GGUF_TYPE_F16:
    case KTORCH_GGUF_TYPE_BF16: *block = 1; *bytes = 2; return KTORCH_GGUF_TENSOR;
    case KTORCH_GGUF_TYPE_Q8_0: *block = 32; *bytes = 34; return KTORCH_GGUF_QTENSOR;
    case KTORCH_GGUF_TYPE_Q4_0: *block = 32; *bytes = 18; return KTORCH_GGUF_QTENSOR;
    case KTORCH_GGUF_TYPE_MXFP4: *block = 32; *bytes = 17; return KTORCH_GGUF_QTENSOR;
    default: *block = *bytes = 0; return KTORCH_GGUF_UNREADABLE;
    }
}

static ktorch_status ktorch__gguf_tensor_read(ktorch__gguf_rd *r, uint64_t index, ktorch_gguf_entry *e) {
    const char *fn = r->fn, *stored = NULL;
    const unsigned char *raw = NULL;
    char name[68];
    uint64_t nd, dim[KTORCH_MAX_DIMS], type, offset, numel = 1, len = 0;
    uint32_t block, bytes;
    ktorch_gguf_kind kind;
    ktorch_status st;
    int i;
    if ((st = ktorch__gguf_string(r, "a tensor name", 1, &stored, &len, &raw)) != KTORCH_OK) return st;
    /* the writer needs a name too: what loads can be saved again */
    if (len == 0) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor %llu has an empty name", fn, KTORCH__CAST(unsigned long long, index));
    ktorch__gguf_label(name, raw, len);
    if ((st = ktorch__gguf_uint(r, 4, "a tensor's dim count", &nd)) != KTORCH_OK) return st;
    if (nd < 1 || nd > 4) /* ggml's GGML_MAX_DIMS */
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor %llu '%s' has %llu dims (1..4 allowed)", fn, KTORCH__CAST(unsigned long long, index),
                            name, KTORCH__CAST(unsigned long long, nd));
    for (i = 0; i < KTORCH__CAST(int, nd); i++) {
        if ((st = ktorch__gguf_uint(r, 8, "a tensor dim", &dim[i])) != KTORCH_OK) return st;
        if (dim[i] > KTORCH__CAST(uint64_t, INT64_MAX) || !ktorch__mul_u64(numel, dim[i], &numel) || numel > KTORCH__CAST(uint64_t, INT64_MAX))
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor '%s': dims overflow 64-bit sizes", fn, name);
    }
    if ((st = ktorch__gguf_uint(r, 4, "a tensor type", &type)) != KTORCH_OK) return st;
    if ((st = ktorch__gguf_uint(r, 8, "a tensor offset", &offset)) != KTORCH_OK) return st;
    kind = ktorch__gguf_type_info(KTORCH__CAST(uint32_t, type), &block, &bytes);
    if (e) {
        e->name = stored;
        e->type = KTORCH__CAST(uint32_t, type);
        e->kind = kind;
        e->ndim = KTORCH__CAST(int, nd);
        for (i = 0; i < e->ndim; i++) e->shape[i] = KTORCH__CAST(int64_t, dim[e->ndim - 1 - i]);
        e->data_offset = offset; /* relative to the data section until the caller adds its start */
        e->data_size = 0;
    }
    if (kind != KTORCH_GGUF_UNREADABLE) {
        uint64_t size;
        if (dim[0] % block != 0)
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor '%s': innermost dim %llu is not a multiple of its type's block of %u", fn, name,
                                KTORCH__CAST(unsigned long long, dim[0]), block);
        if (!ktorch__mul_u64(numel / block, bytes, &size)) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor '%s': size overflows", fn, name);
        if (e) e->data_size = size;
    }
    return KTORCH_OK;
}

/* One pass over the file (see ktorch__gguf_rd). */
static ktorch_status ktorch__gguf_parse(ktorch__gguf_rd *r, uint64_t *n_tensors, uint64_t *n_kv) {
    const char *fn = r->fn;
    uint64_t version, i, data_start;
    uint32_t align = KTORCH__GGUF_DEFAULT_ALIGN;
    ktorch_status st;
    r->pos = 0;
    if (r->size < 4 || memcmp(r->b, "GGUF", 4) != 0) return ktorch__fail(KTORCH_BAD_FORMAT, "%s: not a GGUF file (no 'GGUF' magic)", fn);
    r->pos = 4;
    if ((st = ktorch__gguf_uint(r, 4, "the version", &version)) != KTORCH_OK) return st;
    if (version != 2 && version != 3)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: GGUF version %llu (2 and 3 are read)", fn, KTORCH__CAST(unsigned long long, version));
    if ((st = ktorch__gguf_uint(r, 8, "the tensor count", n_tensors)) != KTORCH_OK) return st;
    if ((st = ktorch__gguf_uint(r, 8, "the metadata count", n_kv)) != KTORCH_OK) return st;
    /* a pair takes at least 13 bytes and a tensor info 24: no count beyond the bytes */
    if (*n_kv > (r->size - r->pos) / 13 || *n_kv > INT32_MAX)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: %llu metadata pairs cannot fit in the %llu bytes left", fn, KTORCH__CAST(unsigned long long, *n_kv),
                            KTORCH__CAST(unsigned long long, r->size - r->pos));
    if (*n_tensors > (r->size - r->pos) / 24 || *n_tensors > INT32_MAX)
        return ktorch__fail(KTORCH_BAD_FORMAT, "%s: %llu tensor infos cannot fit in the %llu bytes left", fn,
                            KTORCH__CAST(unsigned long long, *n_tensors), KTORCH__CAST(unsigned long long, r->size - r->pos));
    for (i = 0; i < *n_kv; i++) {
        ktorch_gguf_kv tmp, *kv = r->g ? &r->g->kvs[i] : &tmp;
        const unsigned char *key = NULL;
        uint64_t key_len = 0;
        memset(kv, 0, sizeof *kv);
        if ((st = ktorch__gguf_kv_read(r, i, kv, &key, &key_len)) != KTORCH_OK) return st;
        if (key_len == 17 && memcmp(key, "general.alignment", 17) == 0) {
            if (kv->type != KTORCH_GGUF_VALUE_UINT32)
                return ktorch__fail(KTORCH_BAD_FORMAT, "%s: general.alignment has value type %d, not uint32", fn, KTORCH__CAST(int, kv->type));
            if (kv->u == 0 || (kv->u & (kv->u - 1)) != 0)
                return ktorch__fail(KTORCH_BAD_FORMAT, "%s: general.alignment %llu is not a power of two", fn, KTORCH__CAST(unsigned long long, kv->u));
            align = KTORCH__CAST(uint32_t, kv->u);
        }
    }
    for (i = 0; i < *n_tensors; i++) {
        ktorch_gguf_entry tmp, *e = r->g ? &r->g->entries[i] : &tmp;
        if ((st = ktorch__gguf_tensor_read(r, i, e)) != KTORCH_OK) return st;
        if (e->data_offset % align != 0)
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor %llu: data offset %llu is not a multiple of the alignment %u", fn,
                                KTORCH__CAST(unsigned long long, i), KTORCH__CAST(unsigned long long, e->data_offset), align);
    }
    if (!r->g) return KTORCH_OK;
    /* the filling pass, which keeps the entries, checks them against the data section */
    data_start = (r->pos + align - 1) / align * align; /* pos <= size, far below 2^64 - align */
    for (i = 0; i < *n_tensors; i++) {
        ktorch_gguf_entry *e = &r->g->entries[i];
        uint64_t begin, end;
        if (!ktorch__add_u64(data_start, e->data_offset, &begin) || !ktorch__add_u64(begin, e->data_size, &end) || end > r->size)
            return ktorch__fail(KTORCH_BAD_FORMAT, "%s: truncated file: tensor '%s' needs bytes up to %llu + %llu + %llu, the file has %llu", fn,
                                e->name, KTORCH__CAST(unsigned long long, data_start), KTORCH__CAST(unsigned long long, e->data_offset),
                                KTORCH__CAST(unsigned long long, e->data_size), KTORCH__CAST(unsigned long long, r->size));
        e->data_offset = begin;
    }
    if (r->g) r->g->alignment = align;
    return KTORCH_OK;
}

/* by name, or by data offset (by_offset) */
static int ktorch__gguf_less(const ktorch_gguf *g, int a, int b, int by_offset) {
    int c;
    if (by_offset) c = g->entries[a].data_offset < g->entries[b].data_offset ? -1 : g->entries[a].data_offset > g->entries[b].data_offset;
    else c = strcmp(g->entries[a].name, g->entries[b].name);
    return c < 0 || (c == 0 && a < b);
}
static void ktorch__gguf_sift(const ktorch_gguf *g, int *idx, int root, int n, int by_offset) {
    for (;;) {
        int child = 2 * root + 1, t;
        if (child >= n) return;
        if (child + 1 < n && ktorch__gguf_less(g, idx[child], idx[child + 1], by_offset)) child++;
        if (!ktorch__gguf_less(g, idx[root], idx[child], by_offset)) return;
        t = idx[root];
        idx[root] = idx[child];
        idx[child] = t;
        root = child;
    }
}

KTORCH_API ktorch_status ktorch_gguf_open_memory(ktorch_context *ctx, const void *data, size_t size, ktorch_gguf **out) {
    static const char fn[] = "ktorch_gguf_open";
    ktorch__gguf_rd r;
    uint64_t nt = 0, nkv = 0, off_entries, off_idx, off_kv, off_str, bytes;
    ktorch_allocator a;
    ktorch_gguf *g;
    ktorch_status st;
    int i;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    *out = NULL;
    if (!data && size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' is NULL", fn);
    memset(&r, 0, sizeof r);
    r.b = KTORCH__CAST(const unsigned char *, data);
    r.size = size;
    r.fn = fn;
    st = ktorch__gguf_parse(&r, &nt, &nkv);
    if (st != KTORCH_OK) return st;
    /* one block: handle, entries, name index, metadata pairs, strings; every
       term is bounded by the file's size (the counts were checked against it) */
    off_entries = (sizeof(ktorch_gguf) + 7) & ~KTORCH__CAST(uint64_t, 7);
    off_idx = off_entries + nt * sizeof(ktorch_gguf_entry);
    off_kv = (off_idx + nt * sizeof(int) + 7) & ~KTORCH__CAST(uint64_t, 7);
    off_str = off_kv + nkv * sizeof(ktorch_gguf_kv);
    if (!ktorch__add_u64(off_str, r.string_bytes, &bytes) || bytes > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: the header needs more memory than this machine addresses", fn);
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    g = KTORCH__CAST(ktorch_gguf *, ktorch__alloc(&a, KTORCH__CAST(size_t, bytes)));
    if (!g) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for the header (%llu bytes)", fn, KTORCH__CAST(unsigned long long, bytes));
    memset(g, 0, sizeof *g);
    g->alloc = a;
    g->bytes = r.b;
    g->count = KTORCH__CAST(int, nt);
    g->kv_count = KTORCH__CAST(int, nkv);
    g->entries = KTORCH__RCAST(ktorch_gguf_entry *, KTORCH__CAST(char *, KTORCH__CAST(void *, g)) + off_entries);
    g->by_name = KTORCH__RCAST(int *, KTORCH__CAST(char *, KTORCH__CAST(void *, g)) + off_idx);
    g->kvs = KTORCH__RCAST(ktorch_gguf_kv *, KTORCH__CAST(char *, KTORCH__CAST(void *, g)) + off_kv);
    r.g = g;
    r.strings = KTORCH__CAST(char *, KTORCH__CAST(void *, g)) + off_str;
    st = ktorch__gguf_parse(&r, &nt, &nkv);
    if (st == KTORCH_OK) {
        const ktorch_gguf_entry *prev = NULL;
        int by_offset;
        /* data ranges do not overlap (empty ones may touch); then the name index */
        for (by_offset = 1; by_offset >= 0; by_offset--) {
            for (i = 0; i < g->count; i++) g->by_name[i] = i;
            for (i = g->count / 2 - 1; i >= 0; i--) ktorch__gguf_sift(g, g->by_name, i, g->count, by_offset);
            for (i = g->count - 1; i > 0; i--) {
                int t = g->by_name[0];
                g->by_name[0] = g->by_name[i];
                g->by_name[i] = t;
                ktorch__gguf_sift(g, g->by_name, 0, i, by_offset);
            }
            for (i = 0; by_offset && i < g->count && st == KTORCH_OK; i++) {
                const ktorch_gguf_entry *e = &g->entries[g->by_name[i]];
                if (e->data_size == 0) continue;
                if (prev && e->data_offset < prev->data_offset + prev->data_size) /* each end was checked against the file size */
                    st = ktorch__fail(KTORCH_BAD_FORMAT, "%s: the data of tensors '%s' and '%s' overlap", fn, prev->name, e->name);
                prev = e;
            }
        }
        for (i = 1; i < g->count && st == KTORCH_OK; i++)
            if (strcmp(g->entries[g->by_name[i - 1]].name, g->entries[g->by_name[i]].name) == 0)
                st = ktorch__fail(KTORCH_BAD_FORMAT, "%s: tensor name '%s' appears twice", fn, g->entries[g->by_name[i]].name);
    }
    if (st != KTORCH_OK) {
        ktorch__free(&a, g);
        return st;
    }
    *out = g;
    return KTORCH_OK;
}

#ifndef KTORCH_NO_STDIO
/* Reads the whole file; the handle owns those bytes until ktorch_gguf_close. */
KTORCH_API ktorch_status ktorch_gguf_open(ktorch_context *ctx, const char *path, ktorch_gguf **out) {
    void *buf;
    size_t size;
    ktorch_allocator a;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_gguf_open: 'out' is NULL");
    *out = NULL;
    if ((st = ktorch__open_read(ctx, path, "ktorch_gguf_open", &a, &buf, &size)) != KTORCH_OK) return st;
    if ((st = ktorch_gguf_open_memory(ctx, buf, size, out)) != KTORCH_OK) return ktorch__open_failed(&a, buf, st, path);
    (*out)->owned_bytes = buf;
    return KTORCH_OK;
}
#endif

KTORCH_API void ktorch_gguf_close(ktorch_gguf *g) {
    ktorch_allocator a;
    if (!g) return;
    a = g->alloc;
    ktorch__free(&a, g->owned_bytes);
    ktorch__free(&a, g);
}
KTORCH_API uint32_t ktorch_gguf_alignment(const ktorch_gguf *g) { return g ? g->alignment : 0; }
KTORCH_API int ktorch_gguf_count(const ktorch_gguf *g) { return g ? g->count : 0; }
KTORCH_API const ktorch_gguf_entry *ktorch_gguf_entry_at(const ktorch_gguf *g, int index) {
    if (!g || index < 0 || index >= g->count) return NULL;
    return &g->entries[index];
}
KTORCH_API const ktorch_gguf_entry *ktorch_gguf_find(const ktorch_gguf *g, const char *name) {
    int lo = 0, hi;
    if (!g || !name) return NULL;
    hi = g->count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2, c = strcmp(g->entries[g->by_name[mid]].name, name);
        if (c == 0) return &g->entries[g->by_name[mid]];
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return NULL;
}
KTORCH_API int ktorch_gguf_meta_count(const ktorch_gguf *g) { return g ? g->kv_count : 0; }
KTORCH_API const ktorch_gguf_kv *ktorch_gguf_meta_at(const ktorch_gguf *g, int index) {
    if (!g || index < 0 || index >= g->kv_count) return NULL;
    return &g->kvs[index];
}
KTORCH_API const ktorch_gguf_kv *ktorch_gguf_meta_find(const ktorch_gguf *g, const char *key) {
    int i;
    if (!g || !key) return NULL;
    for (i = 0; i < g->kv_count; i++)
        if (strcmp(g->kvs[i].key, key) == 0) return &g->kvs[i];
    return NULL;
}

static ktorch_status ktorch__gguf_entry_for(const ktorch_gguf *g, const char *name, ktorch_gguf_kind kind, const char *fn,
                                            const ktorch_gguf_entry **out) {
    const ktorch_gguf_entry *e = ktorch_gguf_find(g, name);
    if (!e) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: no tensor named '%s'", fn, name);
    if (e->kind != kind)
        return ktorch__fail(e->kind == KTORCH_GGUF_UNREADABLE ? KTORCH_UNSUPPORTED : KTORCH_INVALID_ARGUMENT, "%s: tensor '%s' has ggml type %u, %s",
                            fn, name, e->type,
                            e->kind == KTORCH_GGUF_UNREADABLE ? "which ktorch does not read (f32, f16, bf16, q8_0, q4_0 and mxfp4 are read)"
                            : e->kind == KTORCH_GGUF_QTENSOR  ? "a quantized type: load it with ktorch_gguf_load_quant"
                                                              : "not a quantized type: load it with ktorch_gguf_load");
    *out = e;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_gguf_load(ktorch_context *ctx, const ktorch_gguf *g, const char *name, ktorch_device device,
                                          ktorch_tensor *out) {
    static const char fn[] = "ktorch_gguf_load";
    const ktorch_gguf_entry *e = NULL;
    ktorch_dtype dt;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    memset(out, 0, sizeof *out);
    if (!ctx || !g || !name) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx', 'g' or 'name' is NULL", fn);
    st = ktorch__gguf_entry_for(g, name, KTORCH_GGUF_TENSOR, fn, &e);
    if (st != KTORCH_OK) return st;
    dt = e->type == KTORCH_GGUF_TYPE_F32 ? KTORCH_F32 : e->type == KTORCH_GGUF_TYPE_F16 ? KTORCH_F16 : KTORCH_BF16;
    return ktorch__tensor_from_bytes(ctx, dt, e->ndim, e->shape, g->bytes + e->data_offset, e->data_size, device, out);
}

KTORCH_API ktorch_status ktorch_gguf_load_quant(ktorch_context *ctx, const ktorch_gguf *g, const char *name, ktorch_device device,
                                                struct ktorch_qtensor *out) {
    static const char fn[] = "ktorch_gguf_load_quant";
    const ktorch_gguf_entry *e = NULL;
    const unsigned char *src;
    int64_t dshape[KTORCH_MAX_DIMS], K, blocks;
    ktorch_status st;
    int i, nd;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    memset(out, 0, sizeof *out);
    if (!ctx || !g || !name) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx', 'g' or 'name' is NULL", fn);
    st = ktorch__gguf_entry_for(g, name, KTORCH_GGUF_QTENSOR, fn, &e);
    if (st != KTORCH_OK) return st;
    nd = e->ndim;
    for (i = 0; i < nd; i++) {
        if (e->shape[i] == 0) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: tensor '%s' is empty (empty tensors are not quantized)", fn, name);
        dshape[i] = e->shape[i];
    }
    K = e->shape[nd - 1];
    blocks = K / 32;
    src = g->bytes + e->data_offset;
    out->ndim = nd;
    for (i = 0; i < nd; i++) out->shape[i] = e->shape[i];
    out->tensor_scale = 1.0f;
    out->block = 32;
    out->axis = -1;
    out->granularity = KTORCH_QUANT_PER_TENSOR;
    if (e->type != KTORCH_GGUF_TYPE_MXFP4) {
        out->format = e->type == KTORCH_GGUF_TYPE_Q8_0 ? KTORCH_QUANT_Q8_0 : KTORCH_QUANT_Q4_0;
        dshape[nd - 1] = blocks * (e->type == KTORCH_GGUF_TYPE_Q8_0 ? 34 : 18);
        st = ktorch__tensor_from_bytes(ctx, KTORCH_U8, nd, dshape, src, e->data_size, device, &out->data);
    } else {
        /* ggml block: scale byte, then element j (low nibble) and j + 16 (high)
           in byte j; ktorch: E8M0 scales apart, codes packed low nibble first */
        uint64_t nblk = e->data_size / 17, b;
        unsigned char *codes, *scales;
        ktorch_allocator a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
        out->format = KTORCH_QUANT_MXFP4;
        codes = KTORCH__CAST(unsigned char *, ktorch__alloc(&a, KTORCH__CAST(size_t, nblk * 17)));
        if (!codes) {
            memset(out, 0, sizeof *out);
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory to repack '%s'", fn, name);
        }
        scales = codes + nblk * 16;
        for (b = 0; b < nblk; b++) {
            const unsigned char *blk = src + b * 17;
            unsigned char *c = codes + b * 16;
            int j;
            scales[b] = blk[0];
            for (j = 0; j < 8; j++) {
                c[j] = KTORCH__CAST(unsigned char, (blk[1 + 2 * j] & 0x0F) | (blk[2 + 2 * j] << 4));
                c[8 + j] = KTORCH__CAST(unsigned char, (blk[1 + 2 * j] >> 4) | (blk[2 + 2 * j] & 0xF0));
            }
        }
        st = ktorch__tensor_from_bytes(ctx, KTORCH_F4_E2M1, nd, dshape, codes, nblk * 16, device, &out->data);
        if (st == KTORCH_OK) {
            dshape[nd - 1] = blocks;
            st = ktorch__tensor_from_bytes(ctx, KTORCH_E8M0, nd, dshape, scales, nblk, device, &out->scale);
        }
        ktorch__free(&a, codes);
    }
    if (st != KTORCH_OK) ktorch_qtensor_free(ctx, out);
    return st;
}

/* Output cursor: p NULL measures; `bad` records a size that overflows. */
typedef struct ktorch__gguf_w {
    unsigned char *p;
    uint64_t len;
    int bad;
} ktorch__gguf_w;

static void ktorch__gguf_put(ktorch__gguf_w *w, const void *src, uint64_t n) {
    uint64_t end;
    if (!ktorch__add_u64(w->len, n, &end)) {
        w->bad = 1;
        return;
    }
    if (w->p && n) memcpy(w->p + w->len, src, KTORCH__CAST(size_t, n));
    w->len = end;
}
static void ktorch__gguf_put_uint(ktorch__gguf_w *w, uint64_t v, int n) {
    unsigned char b[8];
    ktorch__put_le(b, v, n);
    ktorch__gguf_put(w, b, KTORCH__CAST(uint64_t, n));
}
static void ktorch__gguf_put_str(ktorch__gguf_w *w, const char *s, uint64_t n) {
    ktorch__gguf_put_uint(w, n, 8);
    ktorch__gguf_put(w, s, n);
}
static void ktorch__gguf_pad(ktorch__gguf_w *w) {
    static const unsigned char zeros[KTORCH__GGUF_DEFAULT_ALIGN] = {0};
    ktorch__gguf_put(w, zeros, (KTORCH__GGUF_DEFAULT_ALIGN - w->len % KTORCH__GGUF_DEFAULT_ALIGN) % KTORCH__GGUF_DEFAULT_ALIGN);
}
static void ktorch__gguf_put_kv(ktorch__gguf_w *w, const ktorch_gguf_kv *kv) {
    uint32_t t = KTORCH__CAST(uint32_t, kv->type);
    ktorch__gguf_put_str(w, kv->key, strlen(kv->key));
    ktorch__gguf_put_uint(w, t, 4);
    if (t == KTORCH_GGUF_VALUE_STRING) {
        ktorch__gguf_put_str(w, kv->string, strlen(kv->string));
    } else if (t == KTORCH_GGUF_VALUE_ARRAY) {
        uint64_t n = 0;
        ktorch__gguf_put_uint(w, KTORCH__CAST(uint32_t, kv->array_type), 4);
        ktorch__gguf_put_uint(w, kv->count, 8);
        if (!ktorch__mul_u64(kv->count, KTORCH__CAST(uint64_t, ktorch__gguf_value_size(KTORCH__CAST(uint32_t, kv->array_type))), &n)) w->bad = 1;
        else ktorch__gguf_put(w, kv->array_data, n);
    } else if (t == KTORCH_GGUF_VALUE_FLOAT32) {
        ktorch__gguf_put_uint(w, ktorch__f32_bits(KTORCH__CAST(float, kv->f)), 4);
    } else if (t == KTORCH_GGUF_VALUE_FLOAT64) {
        uint64_t v;
        memcpy(&v, &kv->f, sizeof v);
        ktorch__gguf_put_uint(w, v, 8);
    } else {
        int is_signed = t == KTORCH_GGUF_VALUE_INT8 || t == KTORCH_GGUF_VALUE_INT16 || t == KTORCH_GGUF_VALUE_INT32 || t == KTORCH_GGUF_VALUE_INT64;
        ktorch__gguf_put_uint(w, is_signed ? KTORCH__CAST(uint64_t, kv->i) : kv->u, ktorch__gguf_value_size(t));
    }
}

/* A tensor to write, on the host and contiguous. */
typedef struct ktorch__gguf_item {
    uint32_t type;
    int ndim;
    int64_t shape[KTORCH_MAX_DIMS];
    uint64_t size, offset;
    ktorch_tensor data, scale;
    int owned_data, owned_scale;
} ktorch__gguf_item;

static ktorch_status ktorch__gguf_prepare(ktorch_context *ctx, const ktorch_gguf_item *it, const char *fn, ktorch__gguf_item *p) {
    ktorch_status st;
    int i;
    if ((it->tensor != NULL) == (it->qtensor != NULL))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: item '%s' needs exactly one of 'tensor' and 'qtensor'", fn, it->name);
    if (it->tensor) {
        const ktorch_tensor *t = it->tensor;
        if ((st = ktorch__check_tensor(t, fn, it->name)) != KTORCH_OK) return st;
        if (t->dtype != KTORCH_F32 && t->dtype != KTORCH_F16 && t->dtype != KTORCH_BF16)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' is %s (f32, f16 and bf16 tensors are written; quantize others)", fn, it->name,
                                ktorch_dtype_name(t->dtype));
        if (t->ndim < 1 || t->ndim > 4)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' has %d dims (GGUF tensors have 1..4)", fn, it->name, t->ndim);
        p->type = t->dtype == KTORCH_F32 ? KTORCH_GGUF_TYPE_F32 : t->dtype == KTORCH_F16 ? KTORCH_GGUF_TYPE_F16 : KTORCH_GGUF_TYPE_BF16;
        p->ndim = t->ndim;
        for (i = 0; i < t->ndim; i++) p->shape[i] = t->shape[i];
        if ((st = ktorch__host_contig(ctx, t, fn, &p->data, &p->owned_data)) != KTORCH_OK) return st;
        return ktorch_tensor_nbytes(&p->data, &p->size);
    } else {
        const ktorch_qtensor *q = it->qtensor;
        ktorch_qtensor h;
        int64_t K;
        if (q->format != KTORCH_QUANT_Q8_0 && q->format != KTORCH_QUANT_Q4_0 && q->format != KTORCH_QUANT_MXFP4)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' is %s (q8_0, q4_0 and mxfp4 have GGUF types)", fn, it->name,
                                ktorch_quant_format_name(q->format));
        if ((st = ktorch__host_contig(ctx, &q->data, fn, &p->data, &p->owned_data)) != KTORCH_OK) return st;
        if (q->format == KTORCH_QUANT_MXFP4 && (st = ktorch__host_contig(ctx, &q->scale, fn, &p->scale, &p->owned_scale)) != KTORCH_OK) return st;
        h = *q;
        h.data = p->data;
        if (q->format == KTORCH_QUANT_MXFP4) h.scale = p->scale;
        if ((st = ktorch_qtensor_validate(&h)) != KTORCH_OK) return st;
        if (q->ndim > 4) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' has %d dims (GGUF tensors have 1..4)", fn, it->name, q->ndim);
        K = q->shape[q->ndim - 1];
        if (K % 32 != 0)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s': mxfp4 in GGUF needs a last dim that is a multiple of 32 (got %lld)", fn, it->name,
                                KTORCH__CAST(long long, K));
        p->type = q->format == KTORCH_QUANT_Q8_0 ? KTORCH_GGUF_TYPE_Q8_0 : q->format == KTORCH_QUANT_Q4_0 ? KTORCH_GGUF_TYPE_Q4_0 : KTORCH_GGUF_TYPE_MXFP4;
        p->ndim = q->ndim;
        for (i = 0; i < q->ndim; i++) p->shape[i] = q->shape[i];
        if (q->format == KTORCH_QUANT_MXFP4) {
            uint64_t nb;
            if ((st = ktorch_tensor_nbytes(&p->scale, &nb)) != KTORCH_OK) return st;
            if (!ktorch__mul_u64(nb, 17, &p->size)) return ktorch__fail(KTORCH_OVERFLOW, "%s: '%s': size overflows", fn, it->name);
            return KTORCH_OK;
        }
        return ktorch_tensor_nbytes(&p->data, &p->size);
    }
}

static ktorch_status ktorch__gguf_check_kv(const ktorch_gguf_kv *kv, int index, const char *fn) {
    uint64_t n;
    if (!kv->key || !kv->key[0]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta[%d] has no key", fn, index);
    if (strcmp(kv->key, "general.alignment") == 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta[%d]: general.alignment is the writer's (32 bytes)", fn, index);
    if (KTORCH__CAST(uint32_t, kv->type) > KTORCH_GGUF_VALUE_FLOAT64)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta '%s' has value type %d (0..12 exist)", fn, kv->key, KTORCH__CAST(int, kv->type));
    if (kv->type == KTORCH_GGUF_VALUE_STRING && !kv->string)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta '%s' is a string with a NULL 'string'", fn, kv->key);
    if (kv->type == KTORCH_GGUF_VALUE_BOOL && kv->u > 1)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta '%s' is a bool of value %llu (0 or 1)", fn, kv->key, KTORCH__CAST(unsigned long long, kv->u));
    if (kv->type == KTORCH_GGUF_VALUE_ARRAY) {
        int size = ktorch__gguf_value_size(KTORCH__CAST(uint32_t, kv->array_type));
        if (!size)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: meta '%s': arrays of element type %d are not written (numbers and bools are)", fn, kv->key,
                                KTORCH__CAST(int, kv->array_type));
        if (kv->count && !kv->array_data) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: meta '%s' has a NULL 'array_data'", fn, kv->key);
        if (!ktorch__mul_u64(kv->count, KTORCH__CAST(uint64_t, size), &n) || n > SIZE_MAX)
            return ktorch__fail(KTORCH_OVERFLOW, "%s: meta '%s': array size overflows", fn, kv->key);
    }
    return KTORCH_OK;
}

/* Header, metadata, tensor infos and data into w (measuring when w->p is NULL). */
static void ktorch__gguf_write(ktorch__gguf_w *w, const ktorch_gguf_item *items, const ktorch__gguf_item *p, int count, const ktorch_gguf_kv *meta,
                               int meta_count, const ktorch_gguf_kv *extra) {
    int i, d;
    ktorch__gguf_put(w, "GGUF", 4);
    ktorch__gguf_put_uint(w, 3, 4);
    ktorch__gguf_put_uint(w, KTORCH__CAST(uint64_t, count), 8);
    ktorch__gguf_put_uint(w, KTORCH__CAST(uint64_t, meta_count) + (extra ? 1u : 0u), 8);
    for (i = 0; i < meta_count; i++) ktorch__gguf_put_kv(w, &meta[i]);
    if (extra) ktorch__gguf_put_kv(w, extra);
    for (i = 0; i < count; i++) {
        ktorch__gguf_put_str(w, items[i].name, strlen(items[i].name));
        ktorch__gguf_put_uint(w, KTORCH__CAST(uint64_t, p[i].ndim), 4);
        for (d = p[i].ndim - 1; d >= 0; d--) ktorch__gguf_put_uint(w, KTORCH__CAST(uint64_t, p[i].shape[d]), 8);
        ktorch__gguf_put_uint(w, p[i].type, 4);
        ktorch__gguf_put_uint(w, p[i].offset, 8);
    }
    ktorch__gguf_pad(w);
    for (i = 0; i < count; i++) {
        if (p[i].type != KTORCH_GGUF_TYPE_MXFP4) {
            ktorch__gguf_put(w, ktorch_tensor_ptr(&p[i].data), p[i].size);
        } else if (w->p) {
            const unsigned char *c = KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(&p[i].data));
            const unsigned char *s = KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(&p[i].scale));
            uint64_t b, nblk = p[i].size / 17;
            for (b = 0; b < nblk; b++) {
                unsigned char *blk = w->p + w->len + b * 17;
                const unsigned char *cb = c + b * 16;
                int j;
                blk[0] = s[b];
                for (j = 0; j < 8; j++) {
                    blk[1 + 2 * j] = KTORCH__CAST(unsigned char, (cb[j] & 0x0F) | (cb[8 + j] << 4));
                    blk[2 + 2 * j] = KTORCH__CAST(unsigned char, (cb[j] >> 4) | (cb[8 + j] & 0xF0));
                }
            }
            w->len += p[i].size;
        } else if (!ktorch__add_u64(w->len, p[i].size, &w->len)) {
            w->bad = 1;
        }
        ktorch__gguf_pad(w);
    }
}

KTORCH_API ktorch_status ktorch_gguf_save_memory(ktorch_context *ctx, const ktorch_gguf_item *items, int count,
                                                 const ktorch_gguf_kv *meta, int meta_count, void **data, size_t *size) {
    static const char fn[] = "ktorch_gguf_save";
    ktorch_allocator a;
    ktorch__gguf_item *p = NULL;
    ktorch__gguf_w w;
    ktorch_gguf_kv qv;
    const ktorch_gguf_kv *extra = NULL;
    uint64_t off = 0;
    ktorch_status st = KTORCH_OK;
    int i, r, has_qv = 0, any_q = 0;
    if (!data || !size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' or 'size' is NULL", fn);
    *data = NULL;
    *size = 0;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (count < 0 || (count > 0 && !items)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'items'/'count' invalid", fn);
    if (meta_count < 0 || (meta_count > 0 && !meta)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'meta'/'meta_count' invalid", fn);
    a = ktorch__allocator_resolve(ktorch_context_allocator(ctx));
    for (i = 0; i < meta_count; i++) {
        if ((st = ktorch__gguf_check_kv(&meta[i], i, fn)) != KTORCH_OK) return st;
        if (strcmp(meta[i].key, "general.quantization_version") == 0) has_qv = 1;
    }
    if ((st = ktorch__find_repeat(&a, meta, sizeof *meta, offsetof(ktorch_gguf_kv, key), meta_count, fn, &r)) != KTORCH_OK) return st;
    if (r >= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: metadata key '%s' given twice", fn, meta[r].key);
    for (i = 0; i < count; i++) {
        if (!items[i].name || !items[i].name[0]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: items[%d] has no name", fn, i);
        if (strlen(items[i].name) > 63)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: name '%s' is longer than ggml's 63 bytes", fn, items[i].name);
        if (items[i].qtensor) any_q = 1;
    }
    if ((st = ktorch__find_repeat(&a, items, sizeof *items, offsetof(ktorch_gguf_item, name), count, fn, &r)) != KTORCH_OK) return st;
    if (r >= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: name '%s' given twice", fn, items[r].name);
    p = KTORCH__CAST(ktorch__gguf_item *, ktorch__calloc(&a, KTORCH__CAST(size_t, count ? count : 1), sizeof *p));
    if (!p) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    for (i = 0; i < count && st == KTORCH_OK; i++) {
        st = ktorch__gguf_prepare(ctx, &items[i], fn, &p[i]);
        if (st != KTORCH_OK) break;
        p[i].offset = off;
        if (!ktorch__add_u64(off, p[i].size, &off) || !ktorch__add_u64(off, KTORCH__GGUF_DEFAULT_ALIGN - 1, &off))
            st = ktorch__fail(KTORCH_OVERFLOW, "%s: total size overflows", fn);
        off -= off % KTORCH__GGUF_DEFAULT_ALIGN;
    }
    if (st == KTORCH_OK && any_q && !has_qv) {
        memset(&qv, 0, sizeof qv);
        qv.key = "general.quantization_version";
        qv.type = KTORCH_GGUF_VALUE_UINT32;
        qv.count = 1;
        qv.u = KTORCH__GGUF_QUANT_VERSION;
        extra = &qv;
    }
    if (st == KTORCH_OK) {
        memset(&w, 0, sizeof w);
        ktorch__gguf_write(&w, items, p, count, meta, meta_count, extra);
        if (w.bad || w.len > SIZE_MAX) st = ktorch__fail(KTORCH_OVERFLOW, "%s: file size overflows", fn);
    }
    if (st == KTORCH_OK) {
        uint64_t total = w.len;
        w.p = KTORCH__CAST(unsigned char *, ktorch__alloc(&a, KTORCH__CAST(size_t, total)));
        if (!w.p) {
            st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for %llu bytes", fn, KTORCH__CAST(unsigned long long, total));
        } else {
            w.len = 0;
            ktorch__gguf_write(&w, items, p, count, meta, meta_count, extra);
            KTORCH_ASSERT(w.len == total);
            *data = w.p;
            *size = KTORCH__CAST(size_t, total);
        }
    }
    for (i = 0; i < count; i++) {
        if (p[i].owned_data) ktorch_tensor_free(ctx, &p[i].data);
        if (p[i].owned_scale) ktorch_tensor_free(ctx, &p[i].scale);
    }
    ktorch__free(&a, p);
    return st;
}

#ifndef KTORCH_NO_STDIO
KTORCH_API ktorch_status ktorch_gguf_save(ktorch_context *ctx, const char *path, const ktorch_gguf_item *items, int count,
                                          const ktorch_gguf_kv *meta, int meta_count) {
    void *buf = NULL;
    size_t size = 0;
    ktorch_status st = ktorch_gguf_save_memory(ctx, items, count, meta, meta_count, &buf, &size);
    if (st != KTORCH_OK) return st;
    st = ktorch__write_file(path, "ktorch_gguf_save", buf, size);
    ktorch_buffer_free(ctx, buf);
    return st;
}
#endif


/* (end of files section) */

/* ======================================================================
   SECTION: attention (CPU)
   ====================================================================== */

/* ---- element access (own scalar codecs, so the reference depends on
   nothing else; f16/bf16 round to nearest even) ------------------------- */
static float ktorch__attn_h2f(uint16_t h) {
    uint32_t s = KTORCH__CAST(uint32_t, h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    float f;
    if (e == 31) return ktorch__bits_f32(s | 0x7f800000u | (m << 13));
    if (e) return ktorch__bits_f32(s | ((e + 112u) << 23) | (m << 13));
    f = KTORCH__CAST(float, m) * 5.9604644775390625e-8f; /* m * 2^-24 */
    return s ? -f : f;
}
static uint16_t ktorch__attn_f2h(float f) {
    uint32_t x = ktorch__f32_bits(f), s = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
    if (ax > 0x7f800000u) return KTORCH__CAST(uint16_t, s | 0x7e00u);
    if (ax >= 0x477ff000u) return KTORCH__CAST(uint16_t, s | 0x7c00u); /* rounds to inf */
    if (ax < 0x38800000u) {                                          /* subnormal f16 */
        float v = ktorch__bits_f32(ax) * 16777216.0f;                 /* exact: units of 2^-24 */
        v = (v + 8388608.0f) - 8388608.0f;                            /* round to nearest even */
        return KTORCH__CAST(uint16_t, s | KTORCH__CAST(uint32_t, v));
    }
    ax -= 112u << 23;
    return KTORCH__CAST(uint16_t, s | ((ax + 0xfffu + ((ax >> 13) & 1u)) >> 13));
}
static uint16_t ktorch__attn_f2bf(float f) {
    uint32_t x = ktorch__f32_bits(f);
    if ((x & 0x7fffffffu) > 0x7f800000u) return KTORCH__CAST(uint16_t, (x >> 16) | 0x40u);
    return KTORCH__CAST(uint16_t, (x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}
static float ktorch__attn_ld(ktorch_dtype dt, const char *p) {
    uint16_t h;
    float f;
    if (dt == KTORCH_F32) {
        memcpy(&f, p, 4);
        return f;
    }
    memcpy(&h, p, 2);
    if (dt == KTORCH_F16) return ktorch__attn_h2f(h);
    return ktorch__bits_f32(KTORCH__CAST(uint32_t, h) << 16);
}
static void ktorch__attn_st(ktorch_dtype dt, char *p, float f) {
    uint16_t h;
    if (dt == KTORCH_F32) {
        memcpy(p, &f, 4);
        return;
    }
    h = dt == KTORCH_F16 ? ktorch__attn_f2h(f) : ktorch__attn_f2bf(f);
    memcpy(p, &h, 2);
}
/* Mask value at (i, j): boolean masks give 0/1, additive ones their value. */
static float ktorch__attn_mask_ld(ktorch_dtype dt, const char *p) {
    if (dt == KTORCH_BOOL || dt == KTORCH_U8) return *KTORCH__RCAST(const unsigned char *, p) ? 1.0f : 0.0f;
    return ktorch__attn_ld(dt, p);
}

/* ---- validated problem description ------------------------------------- */
typedef struct ktorch__attn {
    int64_t B, Hq, Hk, Nq, Nk, D, Dv, group, off; /* off = Nk - Nq */
    ktorch_dtype dt, odt, mdt;
    const char *q, *k, *v, *mask;
    char *o, *lse;
    int64_t qs[4], ks[4], vs[4], os[4], ms[4], ls[3]; /* byte strides */
    int mask_kind;                                   /* 0 none, 1 boolean, 2 additive */
    int has_wl, has_wr;
    int64_t wl, wr;
    double scale;
    float softcap;
    const float *alibi;
    /* quantized inputs: element dtypes (dt is the float dtype the others
       share), f32 scales (NULL = not quantized) and their byte strides over
       (b, h, n), 0 where broadcast */
    ktorch_dtype qdt, kdt, vdt;
    const char *qsc, *ksc, *vsc;
    int64_t qss[3], kss[3], vss[3];
} ktorch__attn;

static int ktorch__attn_float_dtype(ktorch_dtype d) { return d == KTORCH_F32 || d == KTORCH_F16 || d == KTORCH_BF16; }
static int ktorch__attn_quant_dtype(ktorch_dtype d) { return d == KTORCH_I8 || d == KTORCH_FP8_E4M3 || d == KTORCH_FP8_E5M2; }
/* Value of one i8/fp8 code (exact in f32). */
static float ktorch__attn_code(ktorch_dtype dt, const char *p) {
    const unsigned c = *KTORCH__RCAST(const unsigned char *, p);
    if (dt == KTORCH_I8) return KTORCH__CAST(float, KTORCH__CAST(int, c) - (c & 0x80u ? 256 : 0));
    return dt == KTORCH_FP8_E4M3 ? ktorch_fp8_e4m3_to_f32(KTORCH__CAST(uint8_t, c)) : ktorch_fp8_e5m2_to_f32(KTORCH__CAST(uint8_t, c));
}
/* Scale of row (b, h, n); 1 when the input is not quantized. */
static float ktorch__attn_scale_at(const char *sc, const int64_t *ss, int64_t b, int64_t h, int64_t n) {
    float f = 1.0f;
    if (sc) memcpy(&f, sc + b * ss[0] + h * ss[1] + n * ss[2], 4);
    return f;
}
/* One element as f64: floats as stored, codes times their scale (exact). */
static double ktorch__attn_ldx(ktorch_dtype dt, const char *p, float scale) {
    if (ktorch__attn_quant_dtype(dt)) return KTORCH__CAST(double, ktorch__attn_code(dt, p)) * scale;
    return ktorch__attn_ld(dt, p);
}
/* Scale tensor of input `x` (H heads, N rows): [1], [H] or [B,H,N], f32, host. */
static ktorch_status ktorch__attn_scale_check(const char *fn, const ktorch_tensor *x, const char *xname, const ktorch_tensor *sc,
                                              const char *sname, int64_t B, int64_t H, int64_t N, const char *hname, const char **ptr,
                                              int64_t *ss) {
    ktorch_status st;
    ss[0] = ss[1] = ss[2] = 0;
    *ptr = NULL;
    if (!ktorch__attn_quant_dtype(x->dtype)) {
        if (sc)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is given but '%s' is %s (scales apply only to i8/fp8 inputs)", fn, sname, xname,
                                ktorch_dtype_name(x->dtype));
        return KTORCH_OK;
    }
    if (!sc)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s, so '%s' is required (f32 [1], [%s] or [B,%s,N])", fn, xname,
                            ktorch_dtype_name(x->dtype), sname, hname, hname);
    if ((st = ktorch__check_tensor(sc, fn, sname)) != KTORCH_OK) return st;
    /* scales live beside their codes: on the host for the CPU, on the same device otherwise */
    if (sc->dtype != KTORCH_F32 || sc->device.backend != x->device.backend || sc->device.index != x->device.index)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be an f32 tensor on %s's device (is %s on %s)", fn, sname, xname,
                            ktorch_dtype_name(sc->dtype), ktorch_backend_name(sc->device.backend));
    if (sc->ndim == 1 && sc->shape[0] == 1) {
        /* per tensor: all strides 0 */
    } else if (sc->ndim == 1 && sc->shape[0] == H) {
        ss[1] = sc->stride[0] * 4;
    } else if (sc->ndim == 3 && sc->shape[0] == B && sc->shape[1] == H && sc->shape[2] == N) {
        ss[0] = sc->stride[0] * 4;
        ss[1] = sc->stride[1] * 4;
        ss[2] = sc->stride[2] * 4;
    } else
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be [1], [%lld] or [%lld,%lld,%lld]", fn, sname, KTORCH__CAST(long long, H),
                            KTORCH__CAST(long long, B), KTORCH__CAST(long long, H), KTORCH__CAST(long long, N));
    *ptr = KTORCH__CAST(const char *, ktorch_tensor_ptr(sc));
    return KTORCH_OK;
}
static int ktorch__same_device(ktorch_device a, ktorch_device b) { return a.backend == b.backend && a.index == b.index; }

static ktorch_status ktorch__attn_check4(const ktorch_tensor *t, const char *name) {
    ktorch_status st = ktorch__check_tensor(t, "ktorch_attention", name);
    if (st != KTORCH_OK) return st;
    if (t->ndim != 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_attention: '%s' must have 4 dims [B,H,N,D], has %d", name, t->ndim);
    return KTORCH_OK;
}
static void ktorch__attn_bstrides(const ktorch_tensor *t, int n, int64_t *out) {
    int i;
    for (i = 0; i < n; i++) out[i] = t->stride[i] * KTORCH__CAST(int64_t, ktorch__esize(t->dtype));
}

/* shifted: window bounds may be negative (a window moved into a sub-block's
   frame by the chunked composite); callers' bounds are never negative. */
static ktorch_status ktorch__attn_validate_ex(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                              ktorch_tensor *out, const ktorch_attention_params *p, int shifted, ktorch__attn *a) {
    static const char *fn = "ktorch_attention";
    ktorch_status st;
    int64_t i;
    memset(a, 0, sizeof *a);
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__attn_check4(q, "q")) != KTORCH_OK) return st;
    if ((st = ktorch__attn_check4(k, "k")) != KTORCH_OK) return st;
    if ((st = ktorch__attn_check4(v, "v")) != KTORCH_OK) return st;
    if ((st = ktorch__attn_check4(out, "out")) != KTORCH_OK) return st;
    if (!ktorch__attn_float_dtype(q->dtype) && !ktorch__attn_quant_dtype(q->dtype))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'q' dtype %s not supported (f32, f16, bf16; i8, fp8 with a scale)", fn, ktorch_dtype_name(q->dtype));
    {
        /* float inputs share one dtype; quantized ones (with scales) may mix in */
        const ktorch_tensor *in[3];
        ktorch_dtype fdt = KTORCH_DTYPE_COUNT;
        int n;
        in[0] = q; in[1] = k; in[2] = v;
        for (n = 0; n < 3; n++) {
            if (ktorch__attn_quant_dtype(in[n]->dtype)) continue;
            if (!ktorch__attn_float_dtype(in[n]->dtype) || (fdt != KTORCH_DTYPE_COUNT && in[n]->dtype != fdt))
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q', 'k', 'v' must share a dtype (%s, %s, %s) unless quantized (i8/fp8 with a scale)",
                                    fn, ktorch_dtype_name(q->dtype), ktorch_dtype_name(k->dtype), ktorch_dtype_name(v->dtype));
            fdt = in[n]->dtype;
        }
        a->dt = fdt == KTORCH_DTYPE_COUNT ? KTORCH_F32 : fdt;
    }
    if (!ktorch__attn_float_dtype(out->dtype))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'out' dtype %s not supported (f32, f16, bf16)", fn, ktorch_dtype_name(out->dtype));
    a->B = q->shape[0];
    a->Hq = q->shape[1];
    a->Nq = q->shape[2];
    a->D = q->shape[3];
    a->Hk = k->shape[1];
    a->Nk = k->shape[2];
    a->Dv = v->shape[3];
    if (k->shape[0] != a->B || v->shape[0] != a->B || out->shape[0] != a->B)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: batch sizes differ (q %lld, k %lld, v %lld, out %lld)", fn,
                            KTORCH__CAST(long long, a->B), KTORCH__CAST(long long, k->shape[0]), KTORCH__CAST(long long, v->shape[0]),
                            KTORCH__CAST(long long, out->shape[0]));
    if (a->D < 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: head dim of 'q' must be >= 1", fn);
    if (k->shape[3] != a->D)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k' head dim %lld differs from 'q' head dim %lld", fn,
                            KTORCH__CAST(long long, k->shape[3]), KTORCH__CAST(long long, a->D));
    if (a->Hk < 1 ? a->Hq != 0 : a->Hq % a->Hk != 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: query heads (%lld) must be a multiple of key/value heads (%lld)", fn,
                            KTORCH__CAST(long long, a->Hq), KTORCH__CAST(long long, a->Hk));
    if (v->shape[1] != a->Hk || v->shape[2] != a->Nk)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'v' must be [B,%lld,%lld,Dv], got [%lld,%lld,%lld,%lld]", fn,
                            KTORCH__CAST(long long, a->Hk), KTORCH__CAST(long long, a->Nk), KTORCH__CAST(long long, v->shape[0]),
                            KTORCH__CAST(long long, v->shape[1]), KTORCH__CAST(long long, v->shape[2]), KTORCH__CAST(long long, v->shape[3]));
    if (out->shape[1] != a->Hq || out->shape[2] != a->Nq || out->shape[3] != a->Dv)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' must be [%lld,%lld,%lld,%lld], got [%lld,%lld,%lld,%lld]", fn,
                            KTORCH__CAST(long long, a->B), KTORCH__CAST(long long, a->Hq), KTORCH__CAST(long long, a->Nq),
                            KTORCH__CAST(long long, a->Dv), KTORCH__CAST(long long, out->shape[0]), KTORCH__CAST(long long, out->shape[1]),
                            KTORCH__CAST(long long, out->shape[2]), KTORCH__CAST(long long, out->shape[3]));
    if (!ktorch__same_device(k->device, q->device) || !ktorch__same_device(v->device, q->device) ||
        !ktorch__same_device(out->device, q->device))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q', 'k', 'v', 'out' must be on one device", fn);
    a->group = a->Hk ? a->Hq / a->Hk : 1;
    a->off = a->Nk - a->Nq;
    a->qdt = q->dtype;
    a->kdt = k->dtype;
    a->vdt = v->dtype;
    if ((st = ktorch__attn_scale_check(fn, q, "q", p ? p->q_scale : NULL, "params->q_scale", a->B, a->Hq, a->Nq, "Hq", &a->qsc, a->qss)) != KTORCH_OK ||
        (st = ktorch__attn_scale_check(fn, k, "k", p ? p->k_scale : NULL, "params->k_scale", a->B, a->Hk, a->Nk, "Hk", &a->ksc, a->kss)) != KTORCH_OK ||
        (st = ktorch__attn_scale_check(fn, v, "v", p ? p->v_scale : NULL, "params->v_scale", a->B, a->Hk, a->Nk, "Hk", &a->vsc, a->vss)) != KTORCH_OK)
        return st;
    a->odt = out->dtype;
    a->q = KTORCH__CAST(const char *, ktorch_tensor_ptr(q));
    a->k = KTORCH__CAST(const char *, ktorch_tensor_ptr(k));
    a->v = KTORCH__CAST(const char *, ktorch_tensor_ptr(v));
    a->o = KTORCH__CAST(char *, ktorch_tensor_ptr(out));
    ktorch__attn_bstrides(q, 4, a->qs);
    ktorch__attn_bstrides(k, 4, a->ks);
    ktorch__attn_bstrides(v, 4, a->vs);
    ktorch__attn_bstrides(out, 4, a->os);
    a->scale = 1.0 / sqrt(KTORCH__CAST(double, a->D));
    if (!p) return KTORCH_OK;

    if (p->variant != KTORCH_ATTENTION_AUTO && p->variant != KTORCH_ATTENTION_REFERENCE && p->variant != KTORCH_ATTENTION_FLASH)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->variant' is invalid (%d)", fn, KTORCH__CAST(int, p->variant));
    if (p->window_flags & ~(KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->window_flags' has unknown bits (%x)", fn, KTORCH__CAST(unsigned, p->window_flags));
    if ((p->window_flags & KTORCH_WINDOW_LEFT) && p->window_left < 0 && !shifted)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->window_left' must be >= 0, got %lld", fn, KTORCH__CAST(long long, p->window_left));
    if ((p->window_flags & KTORCH_WINDOW_RIGHT) && p->window_right < 0 && !shifted)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->window_right' must be >= 0, got %lld", fn, KTORCH__CAST(long long, p->window_right));
    /* a bound wider than both sequences together is no bound (keeps index sums in range) */
    if ((p->window_flags & KTORCH_WINDOW_LEFT) && p->window_left <= a->Nq + a->Nk) {
        a->has_wl = 1;
        a->wl = KTORCH__MAX(p->window_left, -(a->Nq + a->Nk + 1));
    }
    if ((p->window_flags & KTORCH_WINDOW_RIGHT) && p->window_right <= a->Nq + a->Nk) {
        a->has_wr = 1;
        a->wr = KTORCH__MAX(p->window_right, -(a->Nq + a->Nk + 1));
    }
    if (p->causal) {
        a->has_wr = 1;
        a->wr = 0;
    }
    if (p->scale != 0) {
        if (!(p->scale - p->scale == 0)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->scale' must be finite", fn);
        a->scale = p->scale;
    }
    if (!(p->softcap >= 0 && p->softcap - p->softcap == 0))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->softcap' must be finite and >= 0 (0 = off)", fn);
    a->softcap = p->softcap;
    a->alibi = p->alibi_slopes;
    if (a->alibi)
        for (i = 0; i < a->Hq; i++)
            if (!(a->alibi[i] - a->alibi[i] == 0))
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->alibi_slopes[%lld]' is not finite (it needs Hq = %lld entries)", fn,
                                    KTORCH__CAST(long long, i), KTORCH__CAST(long long, a->Hq));
    if (p->mask) {
        const ktorch_tensor *m = p->mask;
        if ((st = ktorch__check_tensor(m, fn, "params->mask")) != KTORCH_OK) return st;
        if (m->ndim != 4 || (m->shape[0] != 1 && m->shape[0] != a->B) || (m->shape[1] != 1 && m->shape[1] != a->Hq) ||
            m->shape[2] != a->Nq || m->shape[3] != a->Nk)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->mask' must be [%lld|1,%lld|1,%lld,%lld]", fn, KTORCH__CAST(long long, a->B),
                                KTORCH__CAST(long long, a->Hq), KTORCH__CAST(long long, a->Nq), KTORCH__CAST(long long, a->Nk));
        if (m->dtype == KTORCH_BOOL || m->dtype == KTORCH_U8) a->mask_kind = 1;
        else if (ktorch__attn_float_dtype(m->dtype)) a->mask_kind = 2;
        else return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->mask' dtype %s must be bool/u8 or f32/f16/bf16", fn, ktorch_dtype_name(m->dtype));
        if (!ktorch__same_device(m->device, q->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->mask' is on another device", fn);
        a->mdt = m->dtype;
        a->mask = KTORCH__CAST(const char *, ktorch_tensor_ptr(m));
        ktorch__attn_bstrides(m, 4, a->ms);
        if (m->shape[0] == 1) a->ms[0] = 0;
        if (m->shape[1] == 1) a->ms[1] = 0;
    }
    if (p->lse) {
        const ktorch_tensor *l = p->lse;
        if ((st = ktorch__check_tensor(l, fn, "params->lse")) != KTORCH_OK) return st;
        if (l->dtype != KTORCH_F32) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' must be f32, is %s", fn, ktorch_dtype_name(l->dtype));
        if (l->ndim != 3 || l->shape[0] != a->B || l->shape[1] != a->Hq || l->shape[2] != a->Nq)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' must be [%lld,%lld,%lld]", fn, KTORCH__CAST(long long, a->B),
                                KTORCH__CAST(long long, a->Hq), KTORCH__CAST(long long, a->Nq));
        if (!ktorch__same_device(l->device, q->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' is on another device", fn);
        a->lse = KTORCH__CAST(char *, ktorch_tensor_ptr(l));
        ktorch__attn_bstrides(l, 3, a->ls);
    }
    return KTORCH_OK;
}
static ktorch_status ktorch__attn_validate(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                           ktorch_tensor *out, const ktorch_attention_params *p, ktorch__attn *a) {
    return ktorch__attn_validate_ex(ctx, q, k, v, out, p, 0, a);
}

/* Window visibility of key j for query i (the boolean mask is separate). */
static int ktorch__attn_in_window(const ktorch__attn *a, int64_t i, int64_t j) {
    if (a->has_wl && j < i + a->off - a->wl) return 0;
    if (a->has_wr && j > i + a->off + a->wr) return 0;
    return 1;
}

/* ---- reference: one row at a time, f64 everywhere --------------------- */
static ktorch_status ktorch__attn_reference(ktorch_context *ctx, const ktorch__attn *a) {
    double *s, *acc;
    int64_t b, h, i, j, e, t;
    uint64_t n;
    if (!ktorch__add_u64(KTORCH__CAST(uint64_t, a->Nk), KTORCH__CAST(uint64_t, a->Dv), &n) || !ktorch__mul_u64(n, 8, &n) || n > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention: reference scratch size overflows");
    s = KTORCH__CAST(double *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, n)));
    if (!s) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_attention: no memory for the reference scratch");
    acc = s + a->Nk;
    for (b = 0; b < a->B; b++)
        for (h = 0; h < a->Hq; h++) {
            int64_t hk = h / a->group;
            for (i = 0; i < a->Nq; i++) {
                const char *qr = a->q + b * a->qs[0] + h * a->qs[1] + i * a->qs[2];
                char *orow = a->o + b * a->os[0] + h * a->os[1] + i * a->os[2];
                const float qsc = ktorch__attn_scale_at(a->qsc, a->qss, b, h, i);
                double m = -HUGE_VAL, den = 0;
                for (j = 0; j < a->Nk; j++) {
                    const char *kr = a->k + b * a->ks[0] + hk * a->ks[1] + j * a->ks[2];
                    const char *mp = a->mask ? a->mask + b * a->ms[0] + h * a->ms[1] + i * a->ms[2] + j * a->ms[3] : NULL;
                    double x = 0;
                    float ksc;
                    s[j] = -HUGE_VAL;
                    if (!ktorch__attn_in_window(a, i, j)) continue;
                    if (a->mask_kind == 1 && ktorch__attn_mask_ld(a->mdt, mp) == 0) continue;
                    ksc = ktorch__attn_scale_at(a->ksc, a->kss, b, hk, j);
                    for (t = 0; t < a->D; t++) x += ktorch__attn_ldx(a->qdt, qr + t * a->qs[3], qsc) * ktorch__attn_ldx(a->kdt, kr + t * a->ks[3], ksc);
                    x *= a->scale;
                    if (a->softcap > 0) x = a->softcap * tanh(x / a->softcap);
                    if (a->alibi) x -= a->alibi[h] * fabs(KTORCH__CAST(double, i + a->off - j));
                    if (a->mask_kind == 2) x += ktorch__attn_mask_ld(a->mdt, mp);
                    s[j] = x;
                    if (x > m || x != x) m = x;
                }
                for (e = 0; e < a->Dv; e++) acc[e] = 0;
                if (m != -HUGE_VAL) {
                    for (j = 0; j < a->Nk; j++) {
                        const char *vr = a->v + b * a->vs[0] + hk * a->vs[1] + j * a->vs[2];
                        double w;
                        float vsc;
                        if (s[j] == -HUGE_VAL) continue; /* invisible, or masked by -inf */
                        w = exp(s[j] - m);
                        den += w;
                        vsc = ktorch__attn_scale_at(a->vsc, a->vss, b, hk, j);
                        for (e = 0; e < a->Dv; e++) acc[e] += w * ktorch__attn_ldx(a->vdt, vr + e * a->vs[3], vsc);
                    }
                    for (e = 0; e < a->Dv; e++) acc[e] /= den;
                }
                for (e = 0; e < a->Dv; e++) ktorch__attn_st(a->odt, orow + e * a->os[3], KTORCH__CAST(float, acc[e]));
                if (a->lse) {
                    float l = m == -HUGE_VAL ? -INFINITY : KTORCH__CAST(float, m + log(den));
                    memcpy(a->lse + b * a->ls[0] + h * a->ls[1] + i * a->ls[2], &l, 4);
                }
            }
        }
    ktorch__free(&ctx->allocator, s);
    return KTORCH_OK;
}

/* ---- flash path ----------------------------------------------------------
   Scores are kept transposed, st[key][query], so every kernel vectorises
   over the queries of a tile: the query tile is packed once per task as
   qt[d][query], keys and values are read as broadcast scalars straight
   from their rows (f32 with unit stride) or from a packed tile, and the
   softmax max/sum run down columns with no horizontal reductions. The
   output accumulates transposed too, ot[e][query]. Scores live in the
   log2 domain (exp2 is cheaper than exp). */
#define KTORCH__ATTN_BC 64 /* keys per tile */
#define KTORCH__LOG2E 1.44269504088896340736
/* 2^f on [-0.5, 0.5], fitted at Chebyshev nodes; c0 = 1 exactly so that
   2^-150 (the clamp for -inf) rounds to 0. Relative error < 3e-7. */
#define KTORCH__EXP2_C1 0.6931471824645996f
#define KTORCH__EXP2_C2 0.2402210682630539f
#define KTORCH__EXP2_C3 0.055503569543361664f
#define KTORCH__EXP2_C4 0.009676031768321991f
#define KTORCH__EXP2_C5 0.0013390863314270973f

/* tanh for the vector soft-cap: for |y| < 0.625 y + y^3 P(y^2) (Cephes'
   tanhf polynomial), above 1 - 2 / (e^2|y| + 1) with |y| clamped to 10
   (tanh rounds to 1 there) so the exponential stays finite; NaN passes. */
#define KTORCH__TANH_C1 -3.33332819422e-1f
#define KTORCH__TANH_C2 1.33314422036e-1f
#define KTORCH__TANH_C3 -5.37397155531e-2f
#define KTORCH__TANH_C4 2.06390887954e-2f
#define KTORCH__TANH_C5 -5.70498872745e-3f

/* Masks, windows and score transforms of one tile st[j][i] (keys j < nk,
   query lanes i < br). Lane i of key j is visible when lo[j] <= i < hi[j]
   and, with a boolean mask, bit i of mb[j] is set; invisible lanes become
   -inf. With tr, a visible score s becomes, term by term where enabled,
   (cap * tanh(s * sabs / cap) - slope * |d0 + i - j| + ma[j][i]) * log2(e);
   without tr it is kept. */
typedef struct ktorch__attn_xf {
    int br, tr, alibi;
    const int32_t *lo, *hi;
    const uint64_t *mb;      /* boolean mask tile or NULL */
    const float *ma;         /* additive mask tile or NULL */
    float sabs, cap, slope;  /* cap 0: no soft-cap */
    int64_t d0;              /* i0 + off - j0; the SIMD kernels take it as int32 (see ktorch__flash_pass) */
} ktorch__attn_xf;

typedef struct ktorch__attn_kernels {
    int br; /* queries per tile */
    const char *name;
    /* st[j][0..br) = sum_t k[j*ldk+t] * qt[t][0..br), j < nk */
    void (*qk)(const float *qt, const float *k, int64_t ldk, int nk, int64_t d, float *st);
    /* online softmax over nk rows of st (in place: scores -> weights); c maps scores to log2 units.
       m stays in score units and differences are scaled, (s - m) * c: a large c or score cannot
       overflow into inf - inf, and the row maximum gives exactly exp2(0). */
    void (*softmax)(float *st, int nk, float c, float *m, float *l, float *alpha);
    /* ot[e][..] = ot[e][..] * alpha + sum_j v[j*ldv+e] * pt[j][..] */
    void (*pv)(const float *pt, int nk, const float *v, int64_t ldv, int64_t dv, float *ot, const float *alpha);
    void (*xform)(float *st, int nk, const ktorch__attn_xf *x);
    /* dst[j*ldd+i] = src[i*lds+j], i < rows, j < n: an additive mask tile transposed like the scores */
    void (*tr)(const float *src, int64_t lds, int rows, int n, float *dst, int ldd);
    /* n contiguous elements of dtype dt to f32 */
    void (*cvt)(ktorch_dtype dt, const char *src, int64_t n, float *dst);
    /* n contiguous i8/fp8 codes to f32: dst = value(code) * scale (one rounding) */
    void (*dq)(ktorch_dtype dt, const char *src, int64_t n, float scale, float *dst);
} ktorch__attn_kernels;

/* scalar kernels: portable C */
#define KTORCH__BR_SCALAR 16
static void ktorch__attn_qk_scalar(const float *qt, const float *k, int64_t ldk, int nk, int64_t d, float *st) {
    int j, i;
    int64_t t;
    for (j = 0; j < nk; j++) {
        float acc[KTORCH__BR_SCALAR];
        const float *kr = k + j * ldk;
        for (i = 0; i < KTORCH__BR_SCALAR; i++) acc[i] = 0;
        for (t = 0; t < d; t++) {
            const float kv = kr[t], *qr = qt + t * KTORCH__BR_SCALAR;
            for (i = 0; i < KTORCH__BR_SCALAR; i++) acc[i] += kv * qr[i];
        }
        memcpy(st + j * KTORCH__BR_SCALAR, acc, sizeof acc);
    }
}
static void ktorch__attn_softmax_scalar(float *st, int nk, float c, float *m, float *l, float *alpha) {
    int i, j;
    for (i = 0; i < KTORCH__BR_SCALAR; i++) {
        float mx = -INFINITY, mn, mu, sum = 0;
        for (j = 0; j < nk; j++)
            if (!(st[j * KTORCH__BR_SCALAR + i] <= mx)) mx = st[j * KTORCH__BR_SCALAR + i];
        mn = m[i] > mx ? m[i] : mx;
        mu = mn == -INFINITY ? 0.0f : mn;
        alpha[i] = exp2f((m[i] - mu) * c);
        for (j = 0; j < nk; j++) {
            float p = exp2f((st[j * KTORCH__BR_SCALAR + i] - mu) * c);
            st[j * KTORCH__BR_SCALAR + i] = p;
            sum += p;
        }
        l[i] = l[i] * alpha[i] + sum;
        m[i] = mn;
    }
}
static void ktorch__attn_pv_scalar(const float *pt, int nk, const float *v, int64_t ldv, int64_t dv, float *ot, const float *alpha) {
    int64_t e;
    int i, j;
    for (e = 0; e < dv; e++) {
        float acc[KTORCH__BR_SCALAR], *o = ot + e * KTORCH__BR_SCALAR;
        for (i = 0; i < KTORCH__BR_SCALAR; i++) acc[i] = 0;
        for (j = 0; j < nk; j++) {
            const float vv = v[j * ldv + e], *p = pt + j * KTORCH__BR_SCALAR;
            for (i = 0; i < KTORCH__BR_SCALAR; i++) acc[i] += vv * p[i];
        }
        for (i = 0; i < KTORCH__BR_SCALAR; i++) o[i] = o[i] * alpha[i] + acc[i];
    }
}
static void ktorch__attn_xform_scalar(float *st, int nk, const ktorch__attn_xf *x) {
    const int br = x->br;
    int i, j;
    for (j = 0; j < nk; j++) {
        float *s = st + j * br;
        for (i = 0; i < br; i++) {
            float v = s[i];
            if (i < x->lo[j] || i >= x->hi[j] || (x->mb && !((x->mb[j] >> i) & 1u))) {
                s[i] = -INFINITY;
                continue;
            }
            if (!x->tr) continue;
            v *= x->sabs;
            if (x->cap > 0) v = x->cap * tanhf(v / x->cap);
            if (x->alibi) v -= x->slope * fabsf(KTORCH__CAST(float, x->d0 + i - j));
            if (x->ma) v += x->ma[j * br + i];
            s[i] = v * KTORCH__CAST(float, KTORCH__LOG2E);
        }
    }
}
static void ktorch__attn_tr_scalar(const float *src, int64_t lds, int rows, int n, float *dst, int ldd) {
    int i, j;
    for (i = 0; i < rows; i++)
        for (j = 0; j < n; j++) dst[j * ldd + i] = src[i * lds + j];
}
static void ktorch__attn_cvt_scalar(ktorch_dtype dt, const char *src, int64_t n, float *dst) {
    int64_t i;
    size_t es = ktorch__esize(dt);
    if (dt == KTORCH_F32) {
        memcpy(dst, src, KTORCH__CAST(size_t, n) * 4);
        return;
    }
    for (i = 0; i < n; i++) dst[i] = ktorch__attn_ld(dt, src + i * KTORCH__CAST(int64_t, es));
}
static void ktorch__attn_dq_scalar(ktorch_dtype dt, const char *src, int64_t n, float scale, float *dst) {
    int64_t i;
    for (i = 0; i < n; i++) dst[i] = ktorch__attn_code(dt, src + i) * scale;
}

#if defined(KTORCH__X86)
#include <immintrin.h>
KTORCH__SIMD_WARNINGS_OFF
#define KTORCH__T_AVX2 __attribute__((target("avx2,fma,f16c")))
#define KTORCH__T_AVX512 __attribute__((target("avx512f,avx512dq,avx512bw,avx512vl,avx2,fma,f16c")))

/* ---- AVX2 + FMA: 16 queries (2 vectors) x 4 keys / 4 values per block -- */
KTORCH__T_AVX2 static inline __m256 ktorch__exp2_avx2(__m256 x) {
    __m256 n, f, p;
    __m256i e;
    x = _mm256_max_ps(_mm256_set1_ps(-127.0f), x); /* NaN passes through */
    n = _mm256_round_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    f = _mm256_sub_ps(x, n);
    p = _mm256_fmadd_ps(_mm256_set1_ps(KTORCH__EXP2_C5), f, _mm256_set1_ps(KTORCH__EXP2_C4));
    p = _mm256_fmadd_ps(p, f, _mm256_set1_ps(KTORCH__EXP2_C3));
    p = _mm256_fmadd_ps(p, f, _mm256_set1_ps(KTORCH__EXP2_C2));
    p = _mm256_fmadd_ps(p, f, _mm256_set1_ps(KTORCH__EXP2_C1));
    p = _mm256_fmadd_ps(p, f, _mm256_set1_ps(1.0f));
    /* n = -127 gives the bit pattern of +0: exp2(-inf) is exactly 0 */
    e = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
    return _mm256_mul_ps(p, _mm256_castsi256_ps(e));
}
#define KTORCH__ROW2(r, val, x)                    \
    b = _mm256_set1_ps(val);                       \
    a##r##0 = _mm256_fmadd_ps(b, x##0, a##r##0);   \
    a##r##1 = _mm256_fmadd_ps(b, x##1, a##r##1);
KTORCH__T_AVX2 static void ktorch__attn_qk_avx2(const float *qt, const float *k, int64_t ldk, int nk, int64_t d, float *st) {
    int j = 0;
    int64_t t;
    for (; j + 4 <= nk; j += 4) {
        const float *k0 = k + j * ldk, *k1 = k0 + ldk, *k2 = k1 + ldk, *k3 = k2 + ldk;
        __m256 a00 = _mm256_setzero_ps(), a01 = a00, a10 = a00, a11 = a00, a20 = a00, a21 = a00, a30 = a00, a31 = a00, q0, q1, b;
        float *s = st + j * 16;
        for (t = 0; t < d; t++) {
            q0 = _mm256_load_ps(qt + t * 16);
            q1 = _mm256_load_ps(qt + t * 16 + 8);
            KTORCH__ROW2(0, k0[t], q) KTORCH__ROW2(1, k1[t], q) KTORCH__ROW2(2, k2[t], q) KTORCH__ROW2(3, k3[t], q)
        }
        _mm256_store_ps(s, a00); _mm256_store_ps(s + 8, a01);
        _mm256_store_ps(s + 16, a10); _mm256_store_ps(s + 24, a11);
        _mm256_store_ps(s + 32, a20); _mm256_store_ps(s + 40, a21);
        _mm256_store_ps(s + 48, a30); _mm256_store_ps(s + 56, a31);
    }
    for (; j < nk; j++) {
        const float *k0 = k + j * ldk;
        __m256 a00 = _mm256_setzero_ps(), a01 = a00, q0, q1, b;
        for (t = 0; t < d; t++) {
            q0 = _mm256_load_ps(qt + t * 16);
            q1 = _mm256_load_ps(qt + t * 16 + 8);
            KTORCH__ROW2(0, k0[t], q)
        }
        _mm256_store_ps(st + j * 16, a00);
        _mm256_store_ps(st + j * 16 + 8, a01);
    }
}
KTORCH__T_AVX2 static void ktorch__attn_softmax_avx2(float *st, int nk, float c, float *m, float *l, float *alpha) {
    const __m256 vc = _mm256_set1_ps(c), ninf = _mm256_set1_ps(-INFINITY), zero = _mm256_setzero_ps();
    __m256 x0 = ninf, x1 = ninf, s0 = zero, s1 = zero, mo0, mo1, mn0, mn1, mu0, mu1, al0, al1;
    int j;
    for (j = 0; j < nk; j++) {
        x0 = _mm256_max_ps(x0, _mm256_load_ps(st + j * 16));
        x1 = _mm256_max_ps(x1, _mm256_load_ps(st + j * 16 + 8));
    }
    mo0 = _mm256_loadu_ps(m);
    mo1 = _mm256_loadu_ps(m + 8);
    mn0 = _mm256_max_ps(mo0, x0);
    mn1 = _mm256_max_ps(mo1, x1);
    mu0 = _mm256_blendv_ps(mn0, zero, _mm256_cmp_ps(mn0, ninf, _CMP_EQ_OQ));
    mu1 = _mm256_blendv_ps(mn1, zero, _mm256_cmp_ps(mn1, ninf, _CMP_EQ_OQ));
    al0 = ktorch__exp2_avx2(_mm256_mul_ps(_mm256_sub_ps(mo0, mu0), vc));
    al1 = ktorch__exp2_avx2(_mm256_mul_ps(_mm256_sub_ps(mo1, mu1), vc));
    for (j = 0; j < nk; j++) {
        __m256 p0 = ktorch__exp2_avx2(_mm256_mul_ps(_mm256_sub_ps(_mm256_load_ps(st + j * 16), mu0), vc));
        __m256 p1 = ktorch__exp2_avx2(_mm256_mul_ps(_mm256_sub_ps(_mm256_load_ps(st + j * 16 + 8), mu1), vc));
        _mm256_store_ps(st + j * 16, p0);
        _mm256_store_ps(st + j * 16 + 8, p1);
        s0 = _mm256_add_ps(s0, p0);
        s1 = _mm256_add_ps(s1, p1);
    }
    _mm256_storeu_ps(l, _mm256_fmadd_ps(_mm256_loadu_ps(l), al0, s0));
    _mm256_storeu_ps(l + 8, _mm256_fmadd_ps(_mm256_loadu_ps(l + 8), al1, s1));
    _mm256_storeu_ps(m, mn0);
    _mm256_storeu_ps(m + 8, mn1);
    _mm256_storeu_ps(alpha, al0);
    _mm256_storeu_ps(alpha + 8, al1);
}
KTORCH__T_AVX2 static void ktorch__attn_pv_avx2(const float *pt, int nk, const float *v, int64_t ldv, int64_t dv, float *ot, const float *alpha) {
    const __m256 al0 = _mm256_loadu_ps(alpha), al1 = _mm256_loadu_ps(alpha + 8);
    int64_t e = 0;
    int j;
    for (; e + 4 <= dv; e += 4) {
        __m256 a00 = _mm256_setzero_ps(), a01 = a00, a10 = a00, a11 = a00, a20 = a00, a21 = a00, a30 = a00, a31 = a00, p0, p1, b;
        float *o = ot + e * 16;
        for (j = 0; j < nk; j++) {
            const float *vr = v + j * ldv + e;
            p0 = _mm256_load_ps(pt + j * 16);
            p1 = _mm256_load_ps(pt + j * 16 + 8);
            KTORCH__ROW2(0, vr[0], p) KTORCH__ROW2(1, vr[1], p) KTORCH__ROW2(2, vr[2], p) KTORCH__ROW2(3, vr[3], p)
        }
        _mm256_store_ps(o, _mm256_fmadd_ps(_mm256_load_ps(o), al0, a00));
        _mm256_store_ps(o + 8, _mm256_fmadd_ps(_mm256_load_ps(o + 8), al1, a01));
        _mm256_store_ps(o + 16, _mm256_fmadd_ps(_mm256_load_ps(o + 16), al0, a10));
        _mm256_store_ps(o + 24, _mm256_fmadd_ps(_mm256_load_ps(o + 24), al1, a11));
        _mm256_store_ps(o + 32, _mm256_fmadd_ps(_mm256_load_ps(o + 32), al0, a20));
        _mm256_store_ps(o + 40, _mm256_fmadd_ps(_mm256_load_ps(o + 40), al1, a21));
        _mm256_store_ps(o + 48, _mm256_fmadd_ps(_mm256_load_ps(o + 48), al0, a30));
        _mm256_store_ps(o + 56, _mm256_fmadd_ps(_mm256_load_ps(o + 56), al1, a31));
    }
    for (; e < dv; e++) {
        __m256 a00 = _mm256_setzero_ps(), a01 = a00, p0, p1, b;
        float *o = ot + e * 16;
        for (j = 0; j < nk; j++) {
            p0 = _mm256_load_ps(pt + j * 16);
            p1 = _mm256_load_ps(pt + j * 16 + 8);
            KTORCH__ROW2(0, v[j * ldv + e], p)
        }
        _mm256_store_ps(o, _mm256_fmadd_ps(_mm256_load_ps(o), al0, a00));
        _mm256_store_ps(o + 8, _mm256_fmadd_ps(_mm256_load_ps(o + 8), al1, a01));
    }
}
KTORCH__T_AVX2 static inline __m256 ktorch__tanh_avx2(__m256 y) {
    const __m256 sign = _mm256_set1_ps(-0.0f), one = _mm256_set1_ps(1.0f);
    __m256 ay = _mm256_andnot_ps(sign, y), z = _mm256_mul_ps(ay, ay), p, e, t, small;
    p = _mm256_fmadd_ps(_mm256_set1_ps(KTORCH__TANH_C5), z, _mm256_set1_ps(KTORCH__TANH_C4));
    p = _mm256_fmadd_ps(p, z, _mm256_set1_ps(KTORCH__TANH_C3));
    p = _mm256_fmadd_ps(p, z, _mm256_set1_ps(KTORCH__TANH_C2));
    p = _mm256_fmadd_ps(p, z, _mm256_set1_ps(KTORCH__TANH_C1));
    p = _mm256_fmadd_ps(_mm256_mul_ps(p, z), ay, ay);
    small = _mm256_cmp_ps(ay, _mm256_set1_ps(0.625f), _CMP_LT_OQ);
    if (_mm256_movemask_ps(small) == 0xff) return _mm256_or_ps(p, _mm256_and_ps(sign, y));
    /* min(10, NaN) is the NaN (second operand) */
    e = ktorch__exp2_avx2(_mm256_mul_ps(_mm256_min_ps(_mm256_set1_ps(10.0f), ay), _mm256_set1_ps(KTORCH__CAST(float, 2 * KTORCH__LOG2E))));
    t = _mm256_sub_ps(one, _mm256_div_ps(_mm256_set1_ps(2.0f), _mm256_add_ps(e, one)));
    t = _mm256_blendv_ps(t, p, small);
    return _mm256_or_ps(t, _mm256_and_ps(sign, y));
}
/* 16 lanes as two vectors of 8 */
KTORCH__T_AVX2 static void ktorch__attn_xform_avx2(float *st, int nk, const ktorch__attn_xf *x) {
    const __m256i l0 = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), l1 = _mm256_add_epi32(l0, _mm256_set1_epi32(8));
    const __m256i bit = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    const __m256 ninf = _mm256_set1_ps(-INFINITY), vs = _mm256_set1_ps(x->sabs), vcap = _mm256_set1_ps(x->cap);
    const __m256 vic = _mm256_set1_ps(x->cap > 0 ? 1.0f / x->cap : 0.0f), vsl = _mm256_set1_ps(x->slope);
    const __m256 l2e = _mm256_set1_ps(KTORCH__CAST(float, KTORCH__LOG2E));
    /* locals: stores to st could alias x's fields */
    const int32_t d0 = KTORCH__CAST(int32_t, x->d0), *xlo = x->lo, *xhi = x->hi;
    const int tr = x->tr, cap = x->cap > 0, alibi = x->alibi;
    const uint64_t *mb = x->mb;
    const float *ma = x->ma;
    int j, c;
    for (j = 0; j < nk; j++) {
        const __m256i lo = _mm256_set1_epi32(xlo[j] - 1), hi = _mm256_set1_epi32(xhi[j]), dj = _mm256_set1_epi32(d0 - j);
        for (c = 0; c < 2; c++) {
            const __m256i lane = c ? l1 : l0;
            float *s = st + j * 16 + 8 * c;
            __m256i vis = _mm256_and_si256(_mm256_cmpgt_epi32(lane, lo), _mm256_cmpgt_epi32(hi, lane));
            __m256 v = _mm256_load_ps(s);
            if (mb) {
                const __m256i b = _mm256_and_si256(_mm256_set1_epi32(KTORCH__CAST(int32_t, (mb[j] >> (8 * c)) & 0xffu)), bit);
                vis = _mm256_and_si256(vis, _mm256_cmpeq_epi32(b, bit));
            }
            if (tr) {
                v = _mm256_mul_ps(v, vs);
                if (cap) v = _mm256_mul_ps(vcap, ktorch__tanh_avx2(_mm256_mul_ps(v, vic)));
                if (alibi) v = _mm256_fnmadd_ps(vsl, _mm256_cvtepi32_ps(_mm256_abs_epi32(_mm256_add_epi32(dj, lane))), v);
                if (ma) v = _mm256_add_ps(v, _mm256_load_ps(ma + j * 16 + 8 * c));
                v = _mm256_mul_ps(v, l2e);
            }
            _mm256_store_ps(s, _mm256_blendv_ps(ninf, v, _mm256_castsi256_ps(vis)));
        }
    }
}
/* 8x8 blocks transposed in registers; AVX-512 uses it too */
KTORCH__T_AVX2 static void ktorch__attn_tr_avx2(const float *src, int64_t lds, int rows, int n, float *dst, int ldd) {
    int i = 0, j, k;
    for (; i + 8 <= rows; i += 8) {
        const float *s = src + i * lds;
        for (j = 0; j + 8 <= n; j += 8) {
            const float *r = s + j;
            __m256 t0 = _mm256_loadu_ps(r), t1 = _mm256_loadu_ps(r + lds), t2 = _mm256_loadu_ps(r + 2 * lds), t3 = _mm256_loadu_ps(r + 3 * lds);
            __m256 t4 = _mm256_loadu_ps(r + 4 * lds), t5 = _mm256_loadu_ps(r + 5 * lds), t6 = _mm256_loadu_ps(r + 6 * lds), t7 = _mm256_loadu_ps(r + 7 * lds);
            __m256 u0 = _mm256_unpacklo_ps(t0, t1), u1 = _mm256_unpackhi_ps(t0, t1), u2 = _mm256_unpacklo_ps(t2, t3), u3 = _mm256_unpackhi_ps(t2, t3);
            __m256 u4 = _mm256_unpacklo_ps(t4, t5), u5 = _mm256_unpackhi_ps(t4, t5), u6 = _mm256_unpacklo_ps(t6, t7), u7 = _mm256_unpackhi_ps(t6, t7);
            float *d = dst + j * ldd + i;
            /* t0..t3: columns 0..3 of rows 0-3 in the low halves, columns 4..7 in the high; t4..t7 rows 4-7 */
            t0 = _mm256_shuffle_ps(u0, u2, _MM_SHUFFLE(1, 0, 1, 0));
            t1 = _mm256_shuffle_ps(u0, u2, _MM_SHUFFLE(3, 2, 3, 2));
            t2 = _mm256_shuffle_ps(u1, u3, _MM_SHUFFLE(1, 0, 1, 0));
            t3 = _mm256_shuffle_ps(u1, u3, _MM_SHUFFLE(3, 2, 3, 2));
            t4 = _mm256_shuffle_ps(u4, u6, _MM_SHUFFLE(1, 0, 1, 0));
            t5 = _mm256_shuffle_ps(u4, u6, _MM_SHUFFLE(3, 2, 3, 2));
            t6 = _mm256_shuffle_ps(u5, u7, _MM_SHUFFLE(1, 0, 1, 0));
            t7 = _mm256_shuffle_ps(u5, u7, _MM_SHUFFLE(3, 2, 3, 2));
            _mm256_storeu_ps(d, _mm256_permute2f128_ps(t0, t4, 0x20));
            _mm256_storeu_ps(d + ldd, _mm256_permute2f128_ps(t1, t5, 0x20));
            _mm256_storeu_ps(d + 2 * ldd, _mm256_permute2f128_ps(t2, t6, 0x20));
            _mm256_storeu_ps(d + 3 * ldd, _mm256_permute2f128_ps(t3, t7, 0x20));
            _mm256_storeu_ps(d + 4 * ldd, _mm256_permute2f128_ps(t0, t4, 0x31));
            _mm256_storeu_ps(d + 5 * ldd, _mm256_permute2f128_ps(t1, t5, 0x31));
            _mm256_storeu_ps(d + 6 * ldd, _mm256_permute2f128_ps(t2, t6, 0x31));
            _mm256_storeu_ps(d + 7 * ldd, _mm256_permute2f128_ps(t3, t7, 0x31));
        }
        for (; j < n; j++)
            for (k = 0; k < 8; k++) dst[j * ldd + i + k] = s[k * lds + j];
    }
    ktorch__attn_tr_scalar(src + i * lds, lds, rows - i, n, dst + i, ldd);
}
KTORCH__T_AVX2 static void ktorch__attn_cvt_avx2(ktorch_dtype dt, const char *src, int64_t n, float *dst) {
    int64_t i = 0;
    if (dt == KTORCH_F16)
        for (; i + 8 <= n; i += 8) _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, src + 2 * i))));
    else if (dt == KTORCH_BF16)
        for (; i + 8 <= n; i += 8)
            _mm256_storeu_ps(dst + i, _mm256_castsi256_ps(_mm256_slli_epi32(
                                          _mm256_cvtepu16_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, src + 2 * i))), 16)));
    ktorch__attn_cvt_scalar(dt, src + i * KTORCH__CAST(int64_t, ktorch__esize(dt)), n - i, dst + i);
}
/* i8 widens exactly; e5m2 is the top byte of an f16; e4m3 s.eeee.mmm placed
   as the f16 s.0eeee.mmm0000000 is its value * 2^-8 (subnormals included),
   with S.1111.111 (NaN) patched in. */
KTORCH__T_AVX2 static void ktorch__attn_dq_avx2(ktorch_dtype dt, const char *src, int64_t n, float scale, float *dst) {
    const __m256 vs = _mm256_set1_ps(scale);
    const __m128i m7 = _mm_set1_epi16(0x7f), m8 = _mm_set1_epi16(0x80);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m128i c = _mm_loadl_epi64(KTORCH__RCAST(const __m128i *, src + i));
        __m256 x;
        if (dt == KTORCH_I8) x = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(c));
        else if (dt == KTORCH_FP8_E5M2) x = _mm256_cvtph_ps(_mm_slli_epi16(_mm_cvtepu8_epi16(c), 8));
        else {
            const __m128i w = _mm_cvtepu8_epi16(c), mag = _mm_and_si128(w, m7);
            const __m128i h = _mm_or_si128(_mm_slli_epi16(_mm_and_si128(w, m8), 8), _mm_slli_epi16(mag, 7));
            const __m256i nan = _mm256_cvtepi16_epi32(_mm_cmpeq_epi16(mag, m7));
            x = _mm256_mul_ps(_mm256_cvtph_ps(h), _mm256_set1_ps(256.0f));
            x = _mm256_blendv_ps(x, _mm256_set1_ps(NAN), _mm256_castsi256_ps(nan));
        }
        _mm256_storeu_ps(dst + i, _mm256_mul_ps(x, vs));
    }
    ktorch__attn_dq_scalar(dt, src + i, n - i, scale, dst + i);
}

/* ---- AVX-512: 64 queries (4 vectors) x 4 keys / 4 values per block ----- */
KTORCH__T_AVX512 static inline __m512 ktorch__exp2_avx512(__m512 x) {
    /* 0 below -125 (-inf included) by a zeroing mask, NaN passes through:
       a result that underflows costs a microcode assist on Intel cores
       (about 60x a vector's time), which every masked score of a causal
       diagonal tile would take */
    const __mmask16 k = _mm512_cmp_ps_mask(x, _mm512_set1_ps(-125.0f), _CMP_NLT_UQ);
    __m512 n, f, p;
    n = _mm512_roundscale_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    f = _mm512_sub_ps(x, n);
    p = _mm512_fmadd_ps(_mm512_set1_ps(KTORCH__EXP2_C5), f, _mm512_set1_ps(KTORCH__EXP2_C4));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(KTORCH__EXP2_C3));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(KTORCH__EXP2_C2));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(KTORCH__EXP2_C1));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(1.0f));
    return _mm512_maskz_scalef_ps(k, p, n);
}
#define KTORCH__ROW4(r, val, x)                    \
    b = _mm512_set1_ps(val);                       \
    a##r##0 = _mm512_fmadd_ps(b, x##0, a##r##0);   \
    a##r##1 = _mm512_fmadd_ps(b, x##1, a##r##1);   \
    a##r##2 = _mm512_fmadd_ps(b, x##2, a##r##2);   \
    a##r##3 = _mm512_fmadd_ps(b, x##3, a##r##3);
#define KTORCH__ST4(s, r)                 \
    _mm512_store_ps((s), a##r##0);        \
    _mm512_store_ps((s) + 16, a##r##1);   \
    _mm512_store_ps((s) + 32, a##r##2);   \
    _mm512_store_ps((s) + 48, a##r##3);
#define KTORCH__ACC4(o, r)                                                             \
    _mm512_store_ps((o), _mm512_fmadd_ps(_mm512_load_ps(o), al0, a##r##0));            \
    _mm512_store_ps((o) + 16, _mm512_fmadd_ps(_mm512_load_ps((o) + 16), al1, a##r##1)); \
    _mm512_store_ps((o) + 32, _mm512_fmadd_ps(_mm512_load_ps((o) + 32), al2, a##r##2)); \
    _mm512_store_ps((o) + 48, _mm512_fmadd_ps(_mm512_load_ps((o) + 48), al3, a##r##3));
#define KTORCH__LD4(x, p)                  \
    x##0 = _mm512_load_ps(p);              \
    x##1 = _mm512_load_ps((p) + 16);       \
    x##2 = _mm512_load_ps((p) + 32);       \
    x##3 = _mm512_load_ps((p) + 48);
/* Software prefetches of what the next block reads (for the last block,
   the next tile, which may lie past the tensor: a prefetch never faults, and
   the address is formed as an integer). The value loop walks down columns,
   rows ldv apart, which the hardware prefetchers do not follow. */
#define KTORCH__PF(p, bytes, hint) _mm_prefetch(KTORCH__RCAST(const char *, KTORCH__RCAST(uintptr_t, p) + KTORCH__CAST(uintptr_t, bytes)), hint)
KTORCH__T_AVX512 static void ktorch__attn_qk_avx512(const float *qt, const float *k, int64_t ldk, int nk, int64_t d, float *st) {
    int j = 0;
    int64_t t;
    for (; j + 4 <= nk; j += 4) {
        const float *k0 = k + j * ldk, *k1 = k0 + ldk, *k2 = k1 + ldk, *k3 = k2 + ldk;
        __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
        __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, q0, q1, q2, q3, b;
        float *s = st + j * 64;
        for (t = 0; t < d; t++) {
            /* line t/16 of each of the next block's four rows */
            if ((t & 15) < 4) KTORCH__PF(k0 + (t & ~15), 4 * ((4 + (t & 3)) * ldk), _MM_HINT_T0);
            KTORCH__LD4(q, qt + t * 64)
            KTORCH__ROW4(0, k0[t], q) KTORCH__ROW4(1, k1[t], q) KTORCH__ROW4(2, k2[t], q) KTORCH__ROW4(3, k3[t], q)
        }
        KTORCH__ST4(s, 0) KTORCH__ST4(s + 64, 1) KTORCH__ST4(s + 128, 2) KTORCH__ST4(s + 192, 3)
    }
    for (; j < nk; j++) {
        const float *k0 = k + j * ldk;
        __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, q0, q1, q2, q3, b;
        for (t = 0; t < d; t++) {
            KTORCH__LD4(q, qt + t * 64)
            KTORCH__ROW4(0, k0[t], q)
        }
        KTORCH__ST4(st + j * 64, 0)
    }
}
KTORCH__T_AVX512 static void ktorch__attn_softmax_avx512(float *st, int nk, float c, float *m, float *l, float *alpha) {
    const __m512 vc = _mm512_set1_ps(c), ninf = _mm512_set1_ps(-INFINITY), zero = _mm512_setzero_ps();
    __m512 x0 = ninf, x1 = ninf, x2 = ninf, x3 = ninf, s0 = zero, s1 = zero, s2 = zero, s3 = zero;
    __m512 mu[4], mn[4], al[4];
    int j, cc;
    for (j = 0; j < nk; j++) {
        const float *s = st + j * 64;
        x0 = _mm512_max_ps(x0, _mm512_load_ps(s));
        x1 = _mm512_max_ps(x1, _mm512_load_ps(s + 16));
        x2 = _mm512_max_ps(x2, _mm512_load_ps(s + 32));
        x3 = _mm512_max_ps(x3, _mm512_load_ps(s + 48));
    }
    mn[0] = x0; mn[1] = x1; mn[2] = x2; mn[3] = x3;
    for (cc = 0; cc < 4; cc++) {
        __m512 mo = _mm512_loadu_ps(m + 16 * cc);
        mn[cc] = _mm512_max_ps(mo, mn[cc]);
        mu[cc] = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(mn[cc], ninf, _CMP_EQ_OQ), mn[cc], zero);
        al[cc] = ktorch__exp2_avx512(_mm512_mul_ps(_mm512_sub_ps(mo, mu[cc]), vc));
    }
    for (j = 0; j < nk; j++) {
        float *s = st + j * 64;
        __m512 p0 = ktorch__exp2_avx512(_mm512_mul_ps(_mm512_sub_ps(_mm512_load_ps(s), mu[0]), vc));
        __m512 p1 = ktorch__exp2_avx512(_mm512_mul_ps(_mm512_sub_ps(_mm512_load_ps(s + 16), mu[1]), vc));
        __m512 p2 = ktorch__exp2_avx512(_mm512_mul_ps(_mm512_sub_ps(_mm512_load_ps(s + 32), mu[2]), vc));
        __m512 p3 = ktorch__exp2_avx512(_mm512_mul_ps(_mm512_sub_ps(_mm512_load_ps(s + 48), mu[3]), vc));
        _mm512_store_ps(s, p0);
        _mm512_store_ps(s + 16, p1);
        _mm512_store_ps(s + 32, p2);
        _mm512_store_ps(s + 48, p3);
        s0 = _mm512_add_ps(s0, p0);
        s1 = _mm512_add_ps(s1, p1);
        s2 = _mm512_add_ps(s2, p2);
        s3 = _mm512_add_ps(s3, p3);
    }
    _mm512_storeu_ps(l, _mm512_fmadd_ps(_mm512_loadu_ps(l), al[0], s0));
    _mm512_storeu_ps(l + 16, _mm512_fmadd_ps(_mm512_loadu_ps(l + 16), al[1], s1));
    _mm512_storeu_ps(l + 32, _mm512_fmadd_ps(_mm512_loadu_ps(l + 32), al[2], s2));
    _mm512_storeu_ps(l + 48, _mm512_fmadd_ps(_mm512_loadu_ps(l + 48), al[3], s3));
    for (cc = 0; cc < 4; cc++) {
        _mm512_storeu_ps(m + 16 * cc, mn[cc]);
        _mm512_storeu_ps(alpha + 16 * cc, al[cc]);
    }
}
KTORCH__T_AVX512 static void ktorch__attn_pv_avx512(const float *pt, int nk, const float *v, int64_t ldv, int64_t dv, float *ot, const float *alpha) {
    const __m512 al0 = _mm512_loadu_ps(alpha), al1 = _mm512_loadu_ps(alpha + 16), al2 = _mm512_loadu_ps(alpha + 32),
                 al3 = _mm512_loadu_ps(alpha + 48);
    int64_t e = 0;
    int j;
    for (; e + 4 <= dv; e += 4) {
        __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
        __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, p0, p1, p2, p3, b;
        float *o = ot + e * 64;
        /* the last block of a 16-value line fetches each row's next line;
           the last of the tile the next tile's first line, into L2 */
        const int pf = e + 4 >= dv ? 2 : (e & 15) == 12;
        for (j = 0; j < nk; j++) {
            const float *vr = v + j * ldv + e;
            if (pf == 1) KTORCH__PF(vr, 16, _MM_HINT_T0); /* value e + 4 */
            else if (pf == 2) KTORCH__PF(vr - e, 4 * 64 * ldv, _MM_HINT_T1);
            KTORCH__LD4(p, pt + j * 64)
            KTORCH__ROW4(0, vr[0], p) KTORCH__ROW4(1, vr[1], p) KTORCH__ROW4(2, vr[2], p) KTORCH__ROW4(3, vr[3], p)
        }
        KTORCH__ACC4(o, 0) KTORCH__ACC4(o + 64, 1) KTORCH__ACC4(o + 128, 2) KTORCH__ACC4(o + 192, 3)
    }
    for (; e < dv; e++) {
        __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, p0, p1, p2, p3, b;
        float *o = ot + e * 64;
        for (j = 0; j < nk; j++) {
            KTORCH__LD4(p, pt + j * 64)
            KTORCH__ROW4(0, v[j * ldv + e], p)
        }
        KTORCH__ACC4(o, 0)
    }
}
KTORCH__T_AVX512 static inline __m512 ktorch__tanh_avx512(__m512 y) {
    const __m512 one = _mm512_set1_ps(1.0f);
    __m512 ay = _mm512_abs_ps(y), z = _mm512_mul_ps(ay, ay), p, e, r;
    __mmask16 small;
    p = _mm512_fmadd_ps(_mm512_set1_ps(KTORCH__TANH_C5), z, _mm512_set1_ps(KTORCH__TANH_C4));
    p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(KTORCH__TANH_C3));
    p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(KTORCH__TANH_C2));
    p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(KTORCH__TANH_C1));
    p = _mm512_fmadd_ps(_mm512_mul_ps(p, z), ay, ay);
    small = _mm512_cmp_ps_mask(ay, _mm512_set1_ps(0.625f), _CMP_LT_OQ);
    if (small != 0xffff) {
        /* min(10, NaN) is the NaN (second operand); 1/(e+1) by rcp14 and a Newton step */
        e = _mm512_add_ps(ktorch__exp2_avx512(_mm512_mul_ps(_mm512_min_ps(_mm512_set1_ps(10.0f), ay), _mm512_set1_ps(KTORCH__CAST(float, 2 * KTORCH__LOG2E)))), one);
        r = _mm512_rcp14_ps(e);
        r = _mm512_fmadd_ps(_mm512_fnmadd_ps(e, r, one), r, r);
        p = _mm512_mask_mov_ps(_mm512_fnmadd_ps(_mm512_set1_ps(2.0f), r, one), small, p);
    }
    return _mm512_castsi512_ps(
        _mm512_or_si512(_mm512_castps_si512(p), _mm512_and_si512(_mm512_castps_si512(y), _mm512_set1_epi32(KTORCH__CAST(int32_t, 0x80000000u)))));
}
/* 64 lanes as four vectors of 16 */
KTORCH__T_AVX512 static void ktorch__attn_xform_avx512(float *st, int nk, const ktorch__attn_xf *x) {
    const __m512i l0 = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m512 ninf = _mm512_set1_ps(-INFINITY), vs = _mm512_set1_ps(x->sabs), vcap = _mm512_set1_ps(x->cap);
    const __m512 vic = _mm512_set1_ps(x->cap > 0 ? 1.0f / x->cap : 0.0f), vsl = _mm512_set1_ps(x->slope);
    const __m512 l2e = _mm512_set1_ps(KTORCH__CAST(float, KTORCH__LOG2E));
    /* locals: stores to st could alias x's fields */
    const int32_t d0 = KTORCH__CAST(int32_t, x->d0), *xlo = x->lo, *xhi = x->hi;
    const int tr = x->tr, cap = x->cap > 0, alibi = x->alibi;
    const uint64_t *mb = x->mb;
    const float *ma = x->ma;
    int j, c;
    for (j = 0; j < nk; j++) {
        const __m512i lo = _mm512_set1_epi32(xlo[j]), hi = _mm512_set1_epi32(xhi[j]), dj = _mm512_set1_epi32(d0 - j);
        for (c = 0; c < 4; c++) {
            const __m512i lane = _mm512_add_epi32(l0, _mm512_set1_epi32(16 * c));
            float *s = st + j * 64 + 16 * c;
            __mmask16 vis = _mm512_cmpge_epi32_mask(lane, lo) & _mm512_cmplt_epi32_mask(lane, hi);
            __m512 v = _mm512_load_ps(s);
            if (mb) vis &= KTORCH__CAST(__mmask16, mb[j] >> (16 * c));
            if (tr) {
                v = _mm512_mul_ps(v, vs);
                if (cap) v = _mm512_mul_ps(vcap, ktorch__tanh_avx512(_mm512_mul_ps(v, vic)));
                if (alibi) v = _mm512_fnmadd_ps(vsl, _mm512_cvtepi32_ps(_mm512_abs_epi32(_mm512_add_epi32(dj, lane))), v);
                if (ma) v = _mm512_add_ps(v, _mm512_load_ps(ma + j * 64 + 16 * c));
                v = _mm512_mul_ps(v, l2e);
            }
            _mm512_store_ps(s, _mm512_mask_mov_ps(ninf, vis, v));
        }
    }
}
KTORCH__T_AVX512 static void ktorch__attn_cvt_avx512(ktorch_dtype dt, const char *src, int64_t n, float *dst) {
    int64_t i = 0;
    if (dt == KTORCH_F16)
        for (; i + 16 <= n; i += 16) _mm512_storeu_ps(dst + i, _mm512_cvtph_ps(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, src + 2 * i))));
    else if (dt == KTORCH_BF16)
        for (; i + 16 <= n; i += 16)
            _mm512_storeu_ps(dst + i, _mm512_castsi512_ps(_mm512_slli_epi32(
                                          _mm512_cvtepu16_epi32(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, src + 2 * i))), 16)));
    ktorch__attn_cvt_scalar(dt, src + i * KTORCH__CAST(int64_t, ktorch__esize(dt)), n - i, dst + i);
}
KTORCH__T_AVX512 static void ktorch__attn_dq_avx512(ktorch_dtype dt, const char *src, int64_t n, float scale, float *dst) {
    const __m512 vs = _mm512_set1_ps(scale);
    const __m256i m7 = _mm256_set1_epi16(0x7f), m8 = _mm256_set1_epi16(0x80);
    int64_t i = 0;
    for (; i + 16 <= n; i += 16) {
        const __m128i c = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, src + i));
        __m512 x;
        if (dt == KTORCH_I8) x = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(c));
        else if (dt == KTORCH_FP8_E5M2) x = _mm512_cvtph_ps(_mm256_slli_epi16(_mm256_cvtepu8_epi16(c), 8));
        else {
            const __m256i w = _mm256_cvtepu8_epi16(c), mag = _mm256_and_si256(w, m7);
            const __m256i h = _mm256_or_si256(_mm256_slli_epi16(_mm256_and_si256(w, m8), 8), _mm256_slli_epi16(mag, 7));
            x = _mm512_mul_ps(_mm512_cvtph_ps(h), _mm512_set1_ps(256.0f));
            x = _mm512_mask_blend_ps(_mm256_cmpeq_epi16_mask(mag, m7), x, _mm512_set1_ps(NAN));
        }
        _mm512_storeu_ps(dst + i, _mm512_mul_ps(x, vs));
    }
    ktorch__attn_dq_scalar(dt, src + i, n - i, scale, dst + i);
}

/* ---- AVX512-BF16: QK^T with vdpbf16ps on bf16 inputs ----------------------
   q is packed as pairs along d, qp[t][query][2]; a key's pair (k[2t], k[2t+1])
   is one 32-bit broadcast straight from its bf16 row. Products are exact,
   sums are f32. Used when D is even and k rows are unit-stride. */
#define KTORCH__T_BF16 __attribute__((target("avx512f,avx512dq,avx512bw,avx512vl,avx512bf16")))
KTORCH__T_BF16 static inline __m512bh ktorch__bh(__m512i x) {
    __m512bh r;
    memcpy(&r, &x, sizeof r);
    return r;
}
#define KTORCH__ROWBF(r, kp)                                      \
    {                                                             \
        int32_t w_;                                               \
        memcpy(&w_, (kp) + 2 * t, 4);                             \
        b = ktorch__bh(_mm512_set1_epi32(w_));                    \
        a##r##0 = _mm512_dpbf16_ps(a##r##0, b, q0);               \
        a##r##1 = _mm512_dpbf16_ps(a##r##1, b, q1);               \
        a##r##2 = _mm512_dpbf16_ps(a##r##2, b, q2);               \
        a##r##3 = _mm512_dpbf16_ps(a##r##3, b, q3);               \
    }
#define KTORCH__LDBF(qq)                                                                   \
    q0 = ktorch__bh(_mm512_loadu_si512(KTORCH__RCAST(const void *, (qq))));                 \
    q1 = ktorch__bh(_mm512_loadu_si512(KTORCH__RCAST(const void *, (qq) + 32)));            \
    q2 = ktorch__bh(_mm512_loadu_si512(KTORCH__RCAST(const void *, (qq) + 64)));            \
    q3 = ktorch__bh(_mm512_loadu_si512(KTORCH__RCAST(const void *, (qq) + 96)));
KTORCH__T_BF16 static void ktorch__attn_qk_bf16(const uint16_t *qp, const uint16_t *k, int64_t ldk, int nk, int64_t d, float *st) {
    const int64_t d2 = d / 2;
    int j = 0;
    int64_t t;
    for (; j + 4 <= nk; j += 4) {
        const uint16_t *k0 = k + j * ldk, *k1 = k0 + ldk, *k2 = k1 + ldk, *k3 = k2 + ldk;
        __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
        __m512 a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00;
        __m512bh q0, q1, q2, q3, b;
        float *s = st + j * 64;
        for (t = 0; t < d2; t++) {
            KTORCH__LDBF(qp + t * 128)
            KTORCH__ROWBF(0, k0) KTORCH__ROWBF(1, k1) KTORCH__ROWBF(2, k2) KTORCH__ROWBF(3, k3)
        }
        KTORCH__ST4(s, 0) KTORCH__ST4(s + 64, 1) KTORCH__ST4(s + 128, 2) KTORCH__ST4(s + 192, 3)
    }
    for (; j < nk; j++) {
        const uint16_t *k0 = k + j * ldk;
        __m512 a00 = _mm512_setzero_ps(), a01 = a00, a02 = a00, a03 = a00;
        __m512bh q0, q1, q2, q3, b;
        for (t = 0; t < d2; t++) {
            KTORCH__LDBF(qp + t * 128)
            KTORCH__ROWBF(0, k0)
        }
        KTORCH__ST4(st + j * 64, 0)
    }
}
#define KTORCH__ATTN_BF16DP 1

#if defined(KTORCH__AMX)
/* ---- AMX: bf16 tiles for QK^T and PV --------------------------------------
   Every tile is 16 rows of 64 bytes: 0-3 accumulate 16x16 f32, 4-5 hold A
   (16 rows of 32 bf16), 6-7 hold B (16 rows of 16 bf16 pairs). Scores come
   out keys x queries, the layout of the AVX-512 kernels: S^T = K Q^T with
   K rows as A and q packed in pairs along d (as for vdpbf16ps) as B, and
   O^T += V^T P^T with the packed V^T as A and P, rounded to bf16 (nearest
   even), in pairs along keys as B. tm: the emulated tiles (tests only). */
#if defined(KTORCH_AMX_EMULATE)
#define KTORCH__AMX_EMU_FLOATS 2048
#define KTORCH__T_AMX KTORCH__T_BF16
static void ktorch__emu_load(unsigned char *tm, int t, const void *p, int64_t stride) {
    int r;
    for (r = 0; r < 16; r++) memcpy(tm + 1024 * t + 64 * r, KTORCH__CAST(const char *, p) + r * stride, 64);
}
static void ktorch__emu_store(const unsigned char *tm, int t, void *p, int64_t stride) {
    int r;
    for (r = 0; r < 16; r++) memcpy(KTORCH__CAST(char *, p) + r * stride, tm + 1024 * t + 64 * r, 64);
}
static float ktorch__emu_bf(const unsigned char *tm, int t, int r, int i) {
    uint16_t h;
    memcpy(&h, tm + 1024 * t + 64 * r + 2 * i, 2);
    return ktorch__bf16_to_f32_inline(h);
}
/* tdpbf16ps as specified: per output, pair k's two products added in turn */
static void ktorch__emu_dp(unsigned char *tm, int c, int a, int b) {
    float acc[256];
    int m, n, k;
    memcpy(acc, tm + 1024 * c, sizeof acc);
    for (m = 0; m < 16; m++)
        for (k = 0; k < 16; k++)
            for (n = 0; n < 16; n++) {
                acc[16 * m + n] += ktorch__emu_bf(tm, a, m, 2 * k) * ktorch__emu_bf(tm, b, k, 2 * n);
                acc[16 * m + n] += ktorch__emu_bf(tm, a, m, 2 * k + 1) * ktorch__emu_bf(tm, b, k, 2 * n + 1);
            }
    memcpy(tm + 1024 * c, acc, sizeof acc);
}
/* tdpbssd as specified: per output, the four int8 products of group k
   added to the int32 sum (exact, no saturation) */
static void ktorch__emu_dpi8(unsigned char *tm, int c, int a, int b) {
    int32_t acc[256];
    int m, n, k, e;
    memcpy(acc, tm + 1024 * c, sizeof acc);
    for (m = 0; m < 16; m++)
        for (k = 0; k < 16; k++)
            for (n = 0; n < 16; n++)
                for (e = 0; e < 4; e++)
                    acc[16 * m + n] += KTORCH__CAST(int32_t, KTORCH__CAST(int8_t, tm[1024 * a + 64 * m + 4 * k + e])) *
                                       KTORCH__CAST(int8_t, tm[1024 * b + 64 * k + 4 * n + e]);
    memcpy(tm + 1024 * c, acc, sizeof acc);
}
#define KTORCH__T_AMXI8 KTORCH__T_AMX
#define KTORCH__TDPI8(c, a, b) ktorch__emu_dpi8(tm, c, a, b)
#define KTORCH__AMX_I8(f) 1
#define KTORCH__TZERO(t) memset(tm + 1024 * (t), 0, 1024)
#define KTORCH__TLOAD(t, p, s) ktorch__emu_load(tm, t, p, s)
#define KTORCH__TSTORE(t, p, s) ktorch__emu_store(tm, t, p, s)
#define KTORCH__TDP(c, a, b) ktorch__emu_dp(tm, c, a, b)
static void ktorch__amx_begin(unsigned char *tm) { (void)tm; }
static void ktorch__amx_end(unsigned char *tm) { (void)tm; }
#else
#define KTORCH__AMX_EMU_FLOATS 0
#define KTORCH__T_AMX __attribute__((target("amx-tile,amx-bf16,avx512f,avx512dq,avx512bw,avx512vl,avx512bf16")))
#define KTORCH__TZERO(t) _tile_zero(t)
#define KTORCH__TLOAD(t, p, s) _tile_loadd(t, p, s)
#define KTORCH__TSTORE(t, p, s) _tile_stored(t, p, s)
#define KTORCH__TDP(c, a, b) _tile_dpbf16ps(c, a, b)
#define KTORCH__T_AMXI8 __attribute__((target("amx-tile,amx-bf16,amx-int8,avx512f,avx512dq,avx512bw,avx512vl,avx512bf16")))
#define KTORCH__TDPI8(c, a, b) _tile_dpbssd(c, a, b)
#define KTORCH__AMX_I8(f) (((f) & KTORCH__CPU_AMX_INT8) != 0)
typedef struct ktorch__tilecfg {
    uint8_t palette, start_row, reserved[14];
    uint16_t colsb[16];
    uint8_t rows[16];
} ktorch__tilecfg;
/* static: the whole 64 bytes exist in memory for ldtilecfg */
static const ktorch__tilecfg ktorch__amx_cfg = {1, 0, {0}, {64, 64, 64, 64, 64, 64, 64, 64}, {16, 16, 16, 16, 16, 16, 16, 16}};
/* per task, on the thread that runs it: the tiles are released between tasks */
KTORCH__T_AMX static void ktorch__amx_begin(unsigned char *tm) {
    (void)tm;
    _tile_loadconfig(&ktorch__amx_cfg);
}
KTORCH__T_AMX static void ktorch__amx_end(unsigned char *tm) {
    (void)tm;
    _tile_release();
}
#endif
/* GCC's tile loads and stores are asm that does not name the memory it
   reads or writes */
#define KTORCH__TFENCE() __asm__ __volatile__("" ::: "memory")
/* accumulator tiles 0-1 (and 2-3 where two) to f32 rows of 16 at p, 256 apart */
#define KTORCH__TSTORE_ACC(p, two)              \
    do {                                        \
        KTORCH__TSTORE(0, (p), 64);             \
        KTORCH__TSTORE(1, (p) + 256, 64);       \
        if (two) {                              \
            KTORCH__TSTORE(2, (p) + 512, 64);   \
            KTORCH__TSTORE(3, (p) + 768, 64);   \
        }                                       \
    } while (0)
/* The softmax between the tile products: a superset of KTORCH__T_AVX512's
   features, so that its inline helpers (exp2) inline rather than being
   called with every zmm register spilled around the call. */
#if defined(KTORCH_AMX_EMULATE)
#define KTORCH__T_AMXS __attribute__((target("avx512f,avx512dq,avx512bw,avx512vl,avx512bf16,avx2,fma,f16c")))
#else
#define KTORCH__T_AMXS __attribute__((target("amx-tile,amx-bf16,avx512f,avx512dq,avx512bw,avx512vl,avx512bf16,avx2,fma,f16c")))
#endif

/* st[j][q] = k_j . q_q for nk keys, 64 queries. k: rows of d bf16, ldk
   apart, readable up to 63 rows from k (zero padding past the keys); qp:
   q in pairs along d, rows of 64 queries. d % 32 == 0. */
KTORCH__T_AMX static void ktorch__amx_qk(unsigned char *tm, const uint16_t *k, int64_t ldk, int nk, int64_t d, const uint16_t *qp, float *st) {
    const int64_t sk = 2 * ldk;
    int jb, qb;
    int64_t c;
    (void)tm;
    KTORCH__TFENCE();
    for (jb = 0; jb < nk; jb += 32)
        for (qb = 0; qb < 64; qb += 32) {
            KTORCH__TZERO(0);
            KTORCH__TZERO(1);
            KTORCH__TZERO(2);
            KTORCH__TZERO(3);
            for (c = 0; c < d; c += 32) {
                KTORCH__TLOAD(4, k + jb * ldk + c, sk);
                KTORCH__TLOAD(5, k + (jb + 16) * ldk + c, sk);
                KTORCH__TLOAD(6, qp + 64 * c + 2 * qb, 256);
                KTORCH__TLOAD(7, qp + 64 * c + 2 * qb + 32, 256);
                KTORCH__TDP(0, 4, 6);
                KTORCH__TDP(1, 4, 7);
                KTORCH__TDP(2, 5, 6);
                KTORCH__TDP(3, 5, 7);
            }
            KTORCH__TSTORE(0, st + 64 * jb + qb, 256);
            KTORCH__TSTORE(1, st + 64 * jb + qb + 16, 256);
            KTORCH__TSTORE(2, st + 64 * (jb + 16) + qb, 256);
            KTORCH__TSTORE(3, st + 64 * (jb + 16) + qb + 16, 256);
        }
    KTORCH__TFENCE();
}
/* Step n of ktorch__amx_qk's work (blocks of 32 keys x 32 queries, d/32
   steps each: zero, 4 tile loads and 4 tdpbf16ps, store), for issuing
   between other work; the accumulators stay in tiles 0-3 between steps. */
KTORCH__T_AMXS static inline void ktorch__amx_qk_step(unsigned char *tm, const uint16_t *k, int64_t ldk, int64_t d, const uint16_t *qp, float *st, int n) {
    const int per = KTORCH__CAST(int, d / 32), jb = 32 * (n / per / 2), qb = 32 * (n / per % 2);
    const int64_t c = 32 * KTORCH__CAST(int64_t, n % per), sk = 2 * ldk;
    (void)tm;
    if (c == 0) {
        KTORCH__TZERO(0);
        KTORCH__TZERO(1);
        KTORCH__TZERO(2);
        KTORCH__TZERO(3);
    }
    KTORCH__TLOAD(4, k + jb * ldk + c, sk);
    KTORCH__TLOAD(5, k + (jb + 16) * ldk + c, sk);
    KTORCH__TLOAD(6, qp + 64 * c + 2 * qb, 256);
    KTORCH__TLOAD(7, qp + 64 * c + 2 * qb + 32, 256);
    KTORCH__TDP(0, 4, 6);
    KTORCH__TDP(1, 4, 7);
    KTORCH__TDP(2, 5, 6);
    KTORCH__TDP(3, 5, 7);
    if (c + 32 == d) {
        KTORCH__TSTORE(0, st + 64 * jb + qb, 256);
        KTORCH__TSTORE(1, st + 64 * jb + qb + 16, 256);
        KTORCH__TSTORE(2, st + 64 * (jb + 16) + qb, 256);
        KTORCH__TSTORE(3, st + 64 * (jb + 16) + qb + 16, 256);
        KTORCH__TFENCE();
    }
}
/* 2^x for the weights P of the AMX path: a degree-4 polynomial (relative
   error under 2.7e-6, far below the bf16 rounding of P, 2^-9; the row sums
   take it too, so the LSE moves by under 3e-6: degree 3's 7.5e-5 moved it
   past the backends' 1e-5 LSE agreement). Masked as ktorch__exp2_avx512:
   0 below -125 (-inf included, no underflow assist), NaN passes. */
KTORCH__T_AMXS static inline __m512 ktorch__amx_exp2(__m512 x) {
    const __mmask16 k = _mm512_cmp_ps_mask(x, _mm512_set1_ps(-125.0f), _CMP_NLT_UQ);
    __m512 n, f, p;
    n = _mm512_roundscale_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    f = _mm512_sub_ps(x, n);
    p = _mm512_fmadd_ps(_mm512_set1_ps(0.00956998336f), f, _mm512_set1_ps(0.0559177194f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.240247461f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.693121834f));
    p = _mm512_fmadd_ps(p, f, _mm512_set1_ps(0.999999262f));
    return _mm512_maskz_scalef_ps(k, p, n);
}
/* 16 queries of keys 2r (p0) and 2r+1 (p1) as 16 bf16 pairs, rounded to
   nearest even: cvtne2ps gives the 16 of p0 then the 16 of p1, the
   permutation interleaves them. */
#define KTORCH__AMX_IL _mm512_set_epi16(31, 15, 30, 14, 29, 13, 28, 12, 27, 11, 26, 10, 25, 9, 24, 8, 23, 7, 22, 6, 21, 5, 20, 4, 19, 3, 18, 2, 17, 1, 16, 0)
#define KTORCH__AMX_PAIR(dst, p0, p1)                                            \
    {                                                                            \
        const __m512bh h_ = _mm512_cvtne2ps_pbh((p1), (p0));                     \
        __m512i w_;                                                              \
        memcpy(&w_, &h_, sizeof w_);                                             \
        _mm512_storeu_si512(KTORCH__RCAST(void *, dst), _mm512_permutexvar_epi16(il, w_)); \
    }
/* Key tiles of 64 per PV pass at most (ktorch__flash_task): 2 measured
   faster than 1 and 4 (more P and V then leave L1 between the passes) */
#ifndef KTORCH__AMX_PVT
#define KTORCH__AMX_PVT 2
#endif
/* The online softmax of ktorch__attn_softmax_avx512 over the scores st
   (nk keys x 64 queries; m moves by 8 in exponent units at least, the
   weights P and l within the error of ktorch__amx_exp2), its weights P
   written as bf16 pairs for the PV tiles: pp row r holds keys 2r and 2r+1
   of the 64 queries, zero from key nk on, 16 rows per 32-key chunk. With
   kn: QK^T of the next tile, nkn keys from kn, into sn, issued step by step
   between the vectors (ktorch__amx_qk's arguments), so that the tile unit
   works while the vector units do. */
KTORCH__T_AMXS static void ktorch__amx_softmax_qk(float *st, int nk, float c, float *m, float *l, float *alpha, uint16_t *pp, unsigned char *tm,
                                                  const uint16_t *kn, int64_t ldk, int nkn, int64_t d, const uint16_t *qp, float *sn) {
    const int nr = 16 * ((nk + 31) / 32);
    const __m512i il = KTORCH__AMX_IL;
    const __m512 vc = _mm512_set1_ps(c), ninf = _mm512_set1_ps(-INFINITY), zero = _mm512_setzero_ps(), vt = _mm512_set1_ps(8.0f / c);
    __m512 x0 = ninf, x1 = ninf, x2 = ninf, x3 = ninf, s0 = zero, s1 = zero, s2 = zero, s3 = zero, mo, mu0, mu1, mu2, mu3, a, b;
    __m512 mc0, mc1, mc2, mc3; /* mu c: a weight is 2^(s c - mu c), one rounding fewer than (s - mu) c */
    int j, r;
    /* QK^T steps of the next tile: ns in all, issued so that about as many
       go with each pair of key rows */
    const int ns = kn ? 2 * ((nkn + 31) / 32) * KTORCH__CAST(int, d / 32) : 0;
    int is = 0;
    if (ns) KTORCH__TFENCE();
    for (j = 0; j < nk; j++) {
        const float *s = st + j * 64;
        x0 = _mm512_max_ps(x0, _mm512_load_ps(s));
        x1 = _mm512_max_ps(x1, _mm512_load_ps(s + 16));
        x2 = _mm512_max_ps(x2, _mm512_load_ps(s + 32));
        x3 = _mm512_max_ps(x3, _mm512_load_ps(s + 48));
    }
    /* per 16 queries: the maximum the weights subtract (mu; 0 while it is
       -inf), alpha. It moves only where the tile's exceeds it by 8 in
       exponent units (weights up to 2^8, as precise as below 1), so that
       alpha stays exactly 1 and the PV passes of key tiles join. */
#define KTORCH__AMX_MAX(i)                                                                                 \
    mo = _mm512_loadu_ps(m + 16 * i);                                                                      \
    x##i = _mm512_mask_max_ps(mo, _mm512_cmp_ps_mask(x##i, _mm512_add_ps(mo, vt), _CMP_NLE_UQ), mo, x##i); \
    mu##i = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(x##i, ninf, _CMP_EQ_OQ), x##i, zero);                  \
    _mm512_storeu_ps(alpha + 16 * i, ktorch__exp2_avx512(_mm512_mul_ps(_mm512_sub_ps(mo, mu##i), vc)));    \
    mc##i = _mm512_mul_ps(mu##i, vc);                                                                      \
    _mm512_storeu_ps(m + 16 * i, x##i);
    KTORCH__AMX_MAX(0)
    KTORCH__AMX_MAX(1)
    KTORCH__AMX_MAX(2)
    KTORCH__AMX_MAX(3)
#undef KTORCH__AMX_MAX
#define KTORCH__AMX_P(s, i) ktorch__amx_exp2(_mm512_fmsub_ps(_mm512_load_ps((s) + 16 * i), vc, mc##i))
    /* the row sums add the f32 weights in key order, as the AVX-512 kernel does */
#define KTORCH__AMX_W2(i)                                  \
    a = KTORCH__AMX_P(s, i);                                \
    b = KTORCH__AMX_P(s + 64, i);                           \
    s##i = _mm512_add_ps(_mm512_add_ps(s##i, a), b);        \
    KTORCH__AMX_PAIR(pp + 128 * r + 32 * i, a, b)
    for (r = 0; 2 * r + 1 < nk; r++) {
        const float *s = st + 128 * r;
        for (; is < ns && is * nr < (r + 1) * ns; is++) ktorch__amx_qk_step(tm, kn, ldk, d, qp, sn, is);
        KTORCH__AMX_W2(0)
        KTORCH__AMX_W2(1)
        KTORCH__AMX_W2(2)
        KTORCH__AMX_W2(3)
    }
#undef KTORCH__AMX_W2
#define KTORCH__AMX_W1(i)                 \
    a = KTORCH__AMX_P(s, i);               \
    s##i = _mm512_add_ps(s##i, a);         \
    KTORCH__AMX_PAIR(pp + 128 * r + 32 * i, a, zero)
    if (2 * r < nk) { /* odd nk: the last key pairs with a zero */
        const float *s = st + 128 * r;
        KTORCH__AMX_W1(0)
        KTORCH__AMX_W1(1)
        KTORCH__AMX_W1(2)
        KTORCH__AMX_W1(3)
        r++;
    }
#undef KTORCH__AMX_W1
#undef KTORCH__AMX_P
    if (r < nr) memset(pp + 128 * r, 0, KTORCH__CAST(size_t, nr - r) * 256);
    for (; is < ns; is++) ktorch__amx_qk_step(tm, kn, ldk, d, qp, sn, is);
    _mm512_storeu_ps(l, _mm512_fmadd_ps(_mm512_loadu_ps(l), _mm512_loadu_ps(alpha), s0));
    _mm512_storeu_ps(l + 16, _mm512_fmadd_ps(_mm512_loadu_ps(l + 16), _mm512_loadu_ps(alpha + 16), s1));
    _mm512_storeu_ps(l + 32, _mm512_fmadd_ps(_mm512_loadu_ps(l + 32), _mm512_loadu_ps(alpha + 32), s2));
    _mm512_storeu_ps(l + 48, _mm512_fmadd_ps(_mm512_loadu_ps(l + 48), _mm512_loadu_ps(alpha + 48), s3));
}
KTORCH__T_AMXS static void ktorch__amx_softmax(float *st, int nk, float c, float *m, float *l, float *alpha, uint16_t *pp) {
    ktorch__amx_softmax_qk(st, nk, c, m, l, alpha, pp, NULL, NULL, 0, 0, 0, NULL, NULL);
}
/* ot[e][q] = ot[e][q] alpha[q] + sum_j v[j][e] p[j][q] over nk keys from
   key j0; p in pp as ktorch__amx_softmax leaves it. vb: V^T of the head in
   chunks of 32 keys, chunk c at vb + 32 c dv, its rows e of 32 bf16 (so a
   16-row tile is 1 KiB of contiguous memory). A chunk of the tile that does
   not start at a chunk edge, or has under 32 keys, is gathered into vs
   (dv x 64 bf16) with its missing keys zero: they must weigh exactly
   nothing (their V may hold Inf). dv % 32 == 0, nk <= 64 KTORCH__AMX_PVT
   (key tiles of 64 at once: each accumulator tile is loaded and stored
   once for all of them). */
KTORCH__T_AMX static void ktorch__amx_pv(unsigned char *tm, int nk, const uint16_t *vb, int64_t j0, int64_t dv, const uint16_t *pp, uint16_t *vs,
                                         float *ot, const float *alpha) {
    const int nc = (nk + 31) / 32;
    const int64_t cs = 32 * dv;
    const __m512 al0 = _mm512_loadu_ps(alpha), al1 = _mm512_loadu_ps(alpha + 16), al2 = _mm512_loadu_ps(alpha + 32),
                 al3 = _mm512_loadu_ps(alpha + 48);
    const __m512 one = _mm512_set1_ps(1.0f);
    const uint16_t *va[2 * KTORCH__AMX_PVT];
    int c, qb;
    int64_t e;
    /* once the row maxima settle every alpha is 1: only groups of 16 rows
       with a new maximum are rescaled */
    const int g0 = _mm512_cmpeq_ps_mask(al0, one) != 0xffff, g1 = _mm512_cmpeq_ps_mask(al1, one) != 0xffff;
    const int g2 = _mm512_cmpeq_ps_mask(al2, one) != 0xffff, g3 = _mm512_cmpeq_ps_mask(al3, one) != 0xffff;
    (void)tm;
    if (g0 | g1 | g2 | g3)
        for (e = 0; e < dv; e++) {
            float *o = ot + 64 * e;
            if (g0) _mm512_store_ps(o, _mm512_mul_ps(_mm512_load_ps(o), al0));
            if (g1) _mm512_store_ps(o + 16, _mm512_mul_ps(_mm512_load_ps(o + 16), al1));
            if (g2) _mm512_store_ps(o + 32, _mm512_mul_ps(_mm512_load_ps(o + 32), al2));
            if (g3) _mm512_store_ps(o + 48, _mm512_mul_ps(_mm512_load_ps(o + 48), al3));
        }
    for (c = 0; c < nc; c++) {
        const int64_t s = j0 + 32 * c, n = KTORCH__MIN(32, nk - 32 * c), n1 = KTORCH__MIN(n, 32 - (s & 31));
        uint16_t *g = vs + cs * c;
        if ((s & 31) == 0 && n == 32) {
            va[c] = vb + cs * (s >> 5);
            continue;
        }
        for (e = 0; e < dv; e++) { /* keys [s, s + n) lie in at most two chunks */
            memcpy(g + 32 * e, vb + cs * (s >> 5) + 32 * e + (s & 31), KTORCH__CAST(size_t, n1) * 2);
            memcpy(g + 32 * e + n1, vb + cs * ((s >> 5) + 1) + 32 * e, KTORCH__CAST(size_t, n - n1) * 2);
            memset(g + 32 * e + n, 0, KTORCH__CAST(size_t, 32 - n) * 2);
        }
        va[c] = g;
    }
    KTORCH__TFENCE();
    for (e = 0; e < dv; e += 32)
        for (qb = 0; qb < 64; qb += 32) {
            float *o = ot + 64 * e + qb;
            KTORCH__TLOAD(0, o, 256);
            KTORCH__TLOAD(1, o + 16, 256);
            KTORCH__TLOAD(2, o + 1024, 256);
            KTORCH__TLOAD(3, o + 1040, 256);
            for (c = 0; c < nc; c++) {
                KTORCH__TLOAD(4, va[c] + 32 * e, 64);
                KTORCH__TLOAD(5, va[c] + 32 * e + 512, 64);
                KTORCH__TLOAD(6, pp + 2048 * c + 2 * qb, 256);
                KTORCH__TLOAD(7, pp + 2048 * c + 2 * qb + 32, 256);
                KTORCH__TDP(0, 4, 6);
                KTORCH__TDP(1, 4, 7);
                KTORCH__TDP(2, 5, 6);
                KTORCH__TDP(3, 5, 7);
            }
            KTORCH__TSTORE(0, o, 256);
            KTORCH__TSTORE(1, o + 16, 256);
            KTORCH__TSTORE(2, o + 1024, 256);
            KTORCH__TSTORE(3, o + 1040, 256);
        }
    KTORCH__TFENCE();
}
/* alpha is 1 in all 64 rows: no row maximum moved */
static int ktorch__amx_ones(const float *alpha) {
    int i;
    for (i = 0; i < 64; i++)
        if (alpha[i] != 1.0f) return 0;
    return 1;
}
/* A bf16 output row: o[64 e] * inv for e < dv (a column of the transposed
   tile), rounded to nearest even as ktorch__attn_f2bf rounds (subnormal
   results flush to zero). dv % 16 == 0. */
KTORCH__T_AMX static void ktorch__amx_out_bf16(const float *o, int64_t dv, float inv, char *dst) {
    const __m512i idx = _mm512_setr_epi32(0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704, 768, 832, 896, 960);
    const __m512 vi = _mm512_set1_ps(inv);
    int64_t e;
    for (e = 0; e < dv; e += 16) {
        const __m256bh h = _mm512_cvtneps_pbh(_mm512_mul_ps(_mm512_i32gather_ps(idx, o + 64 * e, 4), vi));
        memcpy(dst + 2 * e, &h, 32);
    }
}
#endif /* KTORCH__AMX */
KTORCH__SIMD_WARNINGS_ON
#endif /* KTORCH__X86 */

#if defined(KTORCH__ARM64) && (defined(__ARM_NEON) || defined(__ARM_NEON__))
#include <arm_neon.h>
#define KTORCH__ATTN_NEON 1
/* ---- NEON: 16 queries (4 vectors) x 4 keys / 4 values per block -------- */
static inline float32x4_t ktorch__exp2_neon(float32x4_t x) {
    float32x4_t n, f, p;
    int32x4_t e;
    x = vmaxq_f32(x, vdupq_n_f32(-127.0f));
    n = vrndnq_f32(x);
    f = vsubq_f32(x, n);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__EXP2_C4), vdupq_n_f32(KTORCH__EXP2_C5), f);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__EXP2_C3), p, f);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__EXP2_C2), p, f);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__EXP2_C1), p, f);
    p = vfmaq_f32(vdupq_n_f32(1.0f), p, f);
    e = vshlq_n_s32(vaddq_s32(vcvtq_s32_f32(n), vdupq_n_s32(127)), 23);
    return vmulq_f32(p, vreinterpretq_f32_s32(e));
}
#define KTORCH__ROWN(r, val, x)                  \
    b = (val);                                   \
    a##r##0 = vfmaq_n_f32(a##r##0, x##0, b);     \
    a##r##1 = vfmaq_n_f32(a##r##1, x##1, b);     \
    a##r##2 = vfmaq_n_f32(a##r##2, x##2, b);     \
    a##r##3 = vfmaq_n_f32(a##r##3, x##3, b);
#define KTORCH__LDN(x, p)           \
    x##0 = vld1q_f32(p);            \
    x##1 = vld1q_f32((p) + 4);      \
    x##2 = vld1q_f32((p) + 8);      \
    x##3 = vld1q_f32((p) + 12);
#define KTORCH__STN(s, r)           \
    vst1q_f32((s), a##r##0);        \
    vst1q_f32((s) + 4, a##r##1);    \
    vst1q_f32((s) + 8, a##r##2);    \
    vst1q_f32((s) + 12, a##r##3);
#define KTORCH__ACCN(o, r)                                          \
    vst1q_f32((o), vfmaq_f32(a##r##0, vld1q_f32(o), al0));          \
    vst1q_f32((o) + 4, vfmaq_f32(a##r##1, vld1q_f32((o) + 4), al1)); \
    vst1q_f32((o) + 8, vfmaq_f32(a##r##2, vld1q_f32((o) + 8), al2)); \
    vst1q_f32((o) + 12, vfmaq_f32(a##r##3, vld1q_f32((o) + 12), al3));
static void ktorch__attn_qk_neon(const float *qt, const float *k, int64_t ldk, int nk, int64_t d, float *st) {
    int j = 0;
    int64_t t;
    float b;
    for (; j + 4 <= nk; j += 4) {
        const float *k0 = k + j * ldk, *k1 = k0 + ldk, *k2 = k1 + ldk, *k3 = k2 + ldk;
        float32x4_t a00 = vdupq_n_f32(0), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
        float32x4_t a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, q0, q1, q2, q3;
        float *s = st + j * 16;
        for (t = 0; t < d; t++) {
            KTORCH__LDN(q, qt + t * 16)
            KTORCH__ROWN(0, k0[t], q) KTORCH__ROWN(1, k1[t], q) KTORCH__ROWN(2, k2[t], q) KTORCH__ROWN(3, k3[t], q)
        }
        KTORCH__STN(s, 0) KTORCH__STN(s + 16, 1) KTORCH__STN(s + 32, 2) KTORCH__STN(s + 48, 3)
    }
    for (; j < nk; j++) {
        const float *k0 = k + j * ldk;
        float32x4_t a00 = vdupq_n_f32(0), a01 = a00, a02 = a00, a03 = a00, q0, q1, q2, q3;
        for (t = 0; t < d; t++) {
            KTORCH__LDN(q, qt + t * 16)
            KTORCH__ROWN(0, k0[t], q)
        }
        KTORCH__STN(st + j * 16, 0)
    }
}
static void ktorch__attn_softmax_neon(float *st, int nk, float c, float *m, float *l, float *alpha) {
    const float32x4_t vc = vdupq_n_f32(c), zero = vdupq_n_f32(0), ninf = vdupq_n_f32(-INFINITY);
    float32x4_t x[4], sum[4], mu[4], mn[4], al[4];
    int j, cc;
    for (cc = 0; cc < 4; cc++) {
        x[cc] = ninf;
        sum[cc] = zero;
    }
    for (j = 0; j < nk; j++)
        for (cc = 0; cc < 4; cc++) x[cc] = vmaxq_f32(x[cc], vld1q_f32(st + j * 16 + 4 * cc));
    for (cc = 0; cc < 4; cc++) {
        float32x4_t mo = vld1q_f32(m + 4 * cc);
        mn[cc] = vmaxq_f32(mo, x[cc]);
        mu[cc] = vbslq_f32(vceqq_f32(mn[cc], ninf), zero, mn[cc]);
        al[cc] = ktorch__exp2_neon(vmulq_f32(vsubq_f32(mo, mu[cc]), vc));
    }
    for (j = 0; j < nk; j++)
        for (cc = 0; cc < 4; cc++) {
            float *s = st + j * 16 + 4 * cc;
            float32x4_t p = ktorch__exp2_neon(vmulq_f32(vsubq_f32(vld1q_f32(s), mu[cc]), vc));
            vst1q_f32(s, p);
            sum[cc] = vaddq_f32(sum[cc], p);
        }
    for (cc = 0; cc < 4; cc++) {
        vst1q_f32(l + 4 * cc, vfmaq_f32(sum[cc], vld1q_f32(l + 4 * cc), al[cc]));
        vst1q_f32(m + 4 * cc, mn[cc]);
        vst1q_f32(alpha + 4 * cc, al[cc]);
    }
}
static void ktorch__attn_pv_neon(const float *pt, int nk, const float *v, int64_t ldv, int64_t dv, float *ot, const float *alpha) {
    const float32x4_t al0 = vld1q_f32(alpha), al1 = vld1q_f32(alpha + 4), al2 = vld1q_f32(alpha + 8), al3 = vld1q_f32(alpha + 12);
    int64_t e = 0;
    int j;
    float b;
    for (; e + 4 <= dv; e += 4) {
        float32x4_t a00 = vdupq_n_f32(0), a01 = a00, a02 = a00, a03 = a00, a10 = a00, a11 = a00, a12 = a00, a13 = a00;
        float32x4_t a20 = a00, a21 = a00, a22 = a00, a23 = a00, a30 = a00, a31 = a00, a32 = a00, a33 = a00, p0, p1, p2, p3;
        float *o = ot + e * 16;
        for (j = 0; j < nk; j++) {
            const float *vr = v + j * ldv + e;
            KTORCH__LDN(p, pt + j * 16)
            KTORCH__ROWN(0, vr[0], p) KTORCH__ROWN(1, vr[1], p) KTORCH__ROWN(2, vr[2], p) KTORCH__ROWN(3, vr[3], p)
        }
        KTORCH__ACCN(o, 0) KTORCH__ACCN(o + 16, 1) KTORCH__ACCN(o + 32, 2) KTORCH__ACCN(o + 48, 3)
    }
    for (; e < dv; e++) {
        float32x4_t a00 = vdupq_n_f32(0), a01 = a00, a02 = a00, a03 = a00, p0, p1, p2, p3;
        float *o = ot + e * 16;
        for (j = 0; j < nk; j++) {
            KTORCH__LDN(p, pt + j * 16)
            KTORCH__ROWN(0, v[j * ldv + e], p)
        }
        KTORCH__ACCN(o, 0)
    }
}
static inline float32x4_t ktorch__tanh_neon(float32x4_t y) {
    const float32x4_t one = vdupq_n_f32(1.0f);
    float32x4_t ay = vabsq_f32(y), z = vmulq_f32(ay, ay), p, e, t;
    uint32x4_t small;
    p = vfmaq_f32(vdupq_n_f32(KTORCH__TANH_C4), vdupq_n_f32(KTORCH__TANH_C5), z);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__TANH_C3), p, z);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__TANH_C2), p, z);
    p = vfmaq_f32(vdupq_n_f32(KTORCH__TANH_C1), p, z);
    p = vfmaq_f32(ay, vmulq_f32(p, z), ay);
    small = vcltq_f32(ay, vdupq_n_f32(0.625f));
    if (vminvq_u32(small)) return vbslq_f32(vdupq_n_u32(0x80000000u), y, p);
    /* vminq_f32 keeps NaN */
    e = ktorch__exp2_neon(vmulq_f32(vminq_f32(ay, vdupq_n_f32(10.0f)), vdupq_n_f32(KTORCH__CAST(float, 2 * KTORCH__LOG2E))));
    t = vsubq_f32(one, vdivq_f32(vdupq_n_f32(2.0f), vaddq_f32(e, one)));
    t = vbslq_f32(small, p, t);
    return vbslq_f32(vdupq_n_u32(0x80000000u), y, t);
}
/* 16 lanes as four vectors of 4 */
static void ktorch__attn_xform_neon(float *st, int nk, const ktorch__attn_xf *x) {
    static const int32_t iota[4] = {0, 1, 2, 3};
    static const uint32_t bits[4] = {1, 2, 4, 8};
    const int32x4_t l0 = vld1q_s32(iota);
    const uint32x4_t bit = vld1q_u32(bits);
    const float32x4_t ninf = vdupq_n_f32(-INFINITY), vs = vdupq_n_f32(x->sabs), vcap = vdupq_n_f32(x->cap);
    const float32x4_t vic = vdupq_n_f32(x->cap > 0 ? 1.0f / x->cap : 0.0f), vsl = vdupq_n_f32(x->slope);
    const float32x4_t l2e = vdupq_n_f32(KTORCH__CAST(float, KTORCH__LOG2E));
    /* locals: stores to st could alias x's fields */
    const int32_t d0 = KTORCH__CAST(int32_t, x->d0), *xlo = x->lo, *xhi = x->hi;
    const int tr = x->tr, cap = x->cap > 0, alibi = x->alibi;
    const uint64_t *mb = x->mb;
    const float *ma = x->ma;
    int j, c;
    for (j = 0; j < nk; j++) {
        const int32x4_t lo = vdupq_n_s32(xlo[j]), hi = vdupq_n_s32(xhi[j]), dj = vdupq_n_s32(d0 - j);
        for (c = 0; c < 4; c++) {
            const int32x4_t lane = vaddq_s32(l0, vdupq_n_s32(4 * c));
            float *s = st + j * 16 + 4 * c;
            uint32x4_t vis = vandq_u32(vcgeq_s32(lane, lo), vcltq_s32(lane, hi));
            float32x4_t v = vld1q_f32(s);
            if (mb) vis = vandq_u32(vis, vtstq_u32(vdupq_n_u32(KTORCH__CAST(uint32_t, (mb[j] >> (4 * c)) & 0xfu)), bit));
            if (tr) {
                v = vmulq_f32(v, vs);
                if (cap) v = vmulq_f32(vcap, ktorch__tanh_neon(vmulq_f32(v, vic)));
                if (alibi) v = vfmsq_f32(v, vsl, vcvtq_f32_s32(vabsq_s32(vaddq_s32(dj, lane))));
                if (ma) v = vaddq_f32(v, vld1q_f32(ma + j * 16 + 4 * c));
                v = vmulq_f32(v, l2e);
            }
            vst1q_f32(s, vbslq_f32(vis, v, ninf));
        }
    }
}
/* 4x4 blocks transposed in registers */
static void ktorch__attn_tr_neon(const float *src, int64_t lds, int rows, int n, float *dst, int ldd) {
    int i = 0, j, k;
    for (; i + 4 <= rows; i += 4) {
        const float *s = src + i * lds;
        for (j = 0; j + 4 <= n; j += 4) {
            const float *r = s + j;
            float32x4_t t0 = vtrn1q_f32(vld1q_f32(r), vld1q_f32(r + lds)), t1 = vtrn2q_f32(vld1q_f32(r), vld1q_f32(r + lds));
            float32x4_t t2 = vtrn1q_f32(vld1q_f32(r + 2 * lds), vld1q_f32(r + 3 * lds)), t3 = vtrn2q_f32(vld1q_f32(r + 2 * lds), vld1q_f32(r + 3 * lds));
            float *d = dst + j * ldd + i;
            vst1q_f32(d, vreinterpretq_f32_f64(vtrn1q_f64(vreinterpretq_f64_f32(t0), vreinterpretq_f64_f32(t2))));
            vst1q_f32(d + ldd, vreinterpretq_f32_f64(vtrn1q_f64(vreinterpretq_f64_f32(t1), vreinterpretq_f64_f32(t3))));
            vst1q_f32(d + 2 * ldd, vreinterpretq_f32_f64(vtrn2q_f64(vreinterpretq_f64_f32(t0), vreinterpretq_f64_f32(t2))));
            vst1q_f32(d + 3 * ldd, vreinterpretq_f32_f64(vtrn2q_f64(vreinterpretq_f64_f32(t1), vreinterpretq_f64_f32(t3))));
        }
        for (; j < n; j++)
            for (k = 0; k < 4; k++) dst[j * ldd + i + k] = s[k * lds + j];
    }
    ktorch__attn_tr_scalar(src + i * lds, lds, rows - i, n, dst + i, ldd);
}
static void ktorch__attn_cvt_neon(ktorch_dtype dt, const char *src, int64_t n, float *dst) {
    int64_t i = 0;
    if (dt == KTORCH_BF16)
        for (; i + 4 <= n; i += 4) {
            uint16_t h[4];
            memcpy(h, src + 2 * i, 8);
            vst1q_f32(dst + i, vreinterpretq_f32_u32(vshll_n_u16(vld1_u16(h), 16)));
        }
    ktorch__attn_cvt_scalar(dt, src + i * KTORCH__CAST(int64_t, ktorch__esize(dt)), n - i, dst + i);
}
#endif /* NEON */

static void ktorch__attn_select(int isa, ktorch__attn_kernels *kn) {
    kn->br = KTORCH__BR_SCALAR;
    kn->name = "scalar";
    kn->qk = ktorch__attn_qk_scalar;
    kn->softmax = ktorch__attn_softmax_scalar;
    kn->pv = ktorch__attn_pv_scalar;
    kn->xform = ktorch__attn_xform_scalar;
    kn->tr = ktorch__attn_tr_scalar;
    kn->cvt = ktorch__attn_cvt_scalar;
    kn->dq = ktorch__attn_dq_scalar;
#if defined(KTORCH__X86)
    if (isa == KTORCH__ISA_AVX512) {
        kn->br = 64;
        kn->name = "avx512";
        kn->qk = ktorch__attn_qk_avx512;
        kn->softmax = ktorch__attn_softmax_avx512;
        kn->pv = ktorch__attn_pv_avx512;
        kn->xform = ktorch__attn_xform_avx512;
        kn->tr = ktorch__attn_tr_avx2;
        kn->cvt = ktorch__attn_cvt_avx512;
        kn->dq = ktorch__attn_dq_avx512;
    } else if (isa == KTORCH__ISA_AVX2) {
        kn->br = 16;
        kn->name = "avx2";
        kn->qk = ktorch__attn_qk_avx2;
        kn->softmax = ktorch__attn_softmax_avx2;
        kn->pv = ktorch__attn_pv_avx2;
        kn->xform = ktorch__attn_xform_avx2;
        kn->tr = ktorch__attn_tr_avx2;
        kn->cvt = ktorch__attn_cvt_avx2;
        kn->dq = ktorch__attn_dq_avx2;
    }
#elif defined(KTORCH__ATTN_NEON)
    if (isa == KTORCH__ISA_NEON) {
        kn->br = 16;
        kn->name = "neon";
        kn->qk = ktorch__attn_qk_neon;
        kn->softmax = ktorch__attn_softmax_neon;
        kn->pv = ktorch__attn_pv_neon;
        kn->xform = ktorch__attn_xform_neon;
        kn->tr = ktorch__attn_tr_neon;
        kn->cvt = ktorch__attn_cvt_neon;
    }
#else
    (void)isa;
#endif
}

#ifndef KTORCH__AMX_QPT
#define KTORCH__AMX_QPT 2 /* AMX query tiles a task (ktorch__amx_task2) */
#endif
typedef struct ktorch__flash {
    const ktorch__attn *a;
    ktorch__attn_kernels kn;
    int64_t ntiles;
    char *ws;
    size_t ws_stride;
    size_t o_qt, o_kp, o_vp, o_st, o_ot, o_m, o_l, o_al, o_row, o_mt, o_mr, o_lh; /* float offsets into a thread's workspace */
    int transform;                                              /* softcap, ALiBi or additive mask rewrite scores */
    int k_direct, v_direct;                                     /* f32 rows with unit stride: read in place */
    int bf16dp;                                                 /* QK^T by vdpbf16ps on bf16 rows read in place */
    int amx;                                                    /* QK^T and PV on AMX tiles (bf16 q, k, v) */
    const uint16_t *kt, *vt;                                    /* AMX: K and V^T (in 32-key chunks) per (b, kv head), ldt keys each */
    int64_t ldt;
    size_t o_pp, o_vs, o_tm;                                    /* AMX: P in pairs, gathered V^T chunks, emulated tiles */
    int pipe;                                                   /* AMX: the next tile's QK^T beside this tile's softmax, into o_st2 */
    size_t o_st2, o_alg;                                        /* AMX: alpha of the key tiles whose PV waits (ktorch__flash_task) */
    int amx2;                                                   /* AMX: query tiles a task where > 1 (ktorch__amx_task2) */
    size_t o_set[KTORCH__AMX_QPT][9];                           /* AMX: each tile's qt, st, st2, ot, m, l, al, pp, alg */
    float c, qsign, sabs;
    /* hooks for the attention variants (zero in plain attention) */
    const int64_t *key_lo;      /* per query head: keys below are invisible (ragged gathered heads) */
    const unsigned char *bmask; /* block mask: a key block is computed only where nonzero */
    int64_t bms[4], bq, bk;     /* its byte strides (0 = broadcast) and block sizes */
} ktorch__flash;

/* Block-mask state of key block kb for query rows [i0, i0+rows):
   0 no row's block is set, 1 every row's is, 2 mixed. */
static int ktorch__flash_bstate(const ktorch__flash *F, const unsigned char *bm, int64_t i0, int rows, int64_t kb) {
    int64_t qb, qb1 = (i0 + rows - 1) / F->bq;
    int on = 0, off = 0;
    for (qb = i0 / F->bq; qb <= qb1; qb++) {
        if (bm[qb * F->bms[2] + kb * F->bms[3]]) on = 1;
        else off = 1;
    }
    return on ? (off ? 2 : 1) : 0;
}

/* One row of n elements (dtype dt, byte stride es) as f32; i8/fp8 codes are
   dequantized here (times scale), so no dequantized copy of k/v exists. */
static const float *ktorch__flash_row(const ktorch__attn_kernels *kn, ktorch_dtype dt, float scale, const char *src, int64_t es, int64_t n, float *buf) {
    int64_t t;
    if (ktorch__attn_quant_dtype(dt)) {
        if (es == 1) kn->dq(dt, src, n, scale, buf);
        else
            for (t = 0; t < n; t++) buf[t] = ktorch__attn_code(dt, src + t * es) * scale;
    } else if (es == KTORCH__CAST(int64_t, ktorch__esize(dt))) {
        kn->cvt(dt, src, n, buf);
    } else {
        for (t = 0; t < n; t++) buf[t] = ktorch__attn_ld(dt, src + t * es);
    }
    return buf;
}

#if defined(__GNUC__) || defined(__clang__)
#define KTORCH__PREFETCH(p) __builtin_prefetch(p)
#else
#define KTORCH__PREFETCH(p) ((void)(p))
#endif

/* Bit t set where p[t] != 0, t < n <= 64. */
static uint64_t ktorch__nonzero_bits(const unsigned char *p, int n) {
    uint64_t r = 0;
    int t = 0;
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; t + 8 <= n; t += 8) { /* eight bytes at a time: the high bit of each nonzero byte, gathered by a multiply */
        uint64_t w, h;
        memcpy(&w, p + t, 8);
        h = (((w & 0x7f7f7f7f7f7f7f7full) + 0x7f7f7f7f7f7f7f7full) | w) & 0x8080808080808080ull;
        r |= ((h * 0x0002040810204081ull) >> 56) << t;
    }
#endif
    for (; t < n; t++) r |= KTORCH__CAST(uint64_t, p[t] != 0) << t;
    return r;
}
/* 64x64 bit matrix, bit c of a[r] = M[r][c], transposed in place. */
static void ktorch__bits_transpose64(uint64_t *a) {
    uint64_t m = 0x00000000ffffffffull, t;
    int j, k;
    for (j = 32; j; j >>= 1, m ^= m << j)
        for (k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            t = ((a[k] >> j) ^ a[k | j]) & m;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
}

/* The mask of a tile into mt: for a boolean mask, per key the bit set of
   the rows that see it (ktorch__attn_xf.mb); for an additive one the f32
   values transposed like the scores (through mr, a row-major tile, where
   they need converting), lanes past rows left as they are (the pass hides
   them). The rows of the next key tile are prefetched. Returns 0
   when a boolean mask hides every key of the tile from every row: the tile
   can be skipped. */
static int ktorch__flash_mask_tile(const ktorch__flash *F, void *mt, float *mr, int64_t b, int64_t h, int64_t i0, int rows, int64_t j0, int nk) {
    const ktorch__attn *a = F->a;
    const int br = F->kn.br;
    const int64_t es = KTORCH__CAST(int64_t, ktorch__esize(a->mdt)), ms3 = a->ms[3];
    const char *base = a->mask + b * a->ms[0] + h * a->ms[1] + i0 * a->ms[2] + j0 * ms3;
    const int pf = ms3 == es && j0 + nk < a->Nk; /* the next key tile follows in each row */
    int ii, jj, o;
    if (a->mask_kind == 1) {
        uint64_t *m = KTORCH__CAST(uint64_t *, mt), any = 0;
        for (ii = 0; ii < rows; ii++) {
            const unsigned char *src = KTORCH__RCAST(const unsigned char *, base + ii * a->ms[2]);
            if (pf) KTORCH__PREFETCH(src + nk);
            if (ms3 == 1) m[ii] = ktorch__nonzero_bits(src, nk);
            else
                for (m[ii] = 0, jj = 0; jj < nk; jj++) m[ii] |= KTORCH__CAST(uint64_t, src[jj * ms3] != 0) << jj;
            any |= m[ii];
        }
        if (!any) return 0;
        for (; ii < 64; ii++) m[ii] = 0;
        ktorch__bits_transpose64(m);
        return 1;
    }
    { /* f32 rows with unit stride are read in place, others converted into mr first */
        const int direct = a->mdt == KTORCH_F32 && ms3 == 4 && (KTORCH__RCAST(uintptr_t, base) & 3u) == 0 && (a->ms[2] & 3) == 0;
        for (ii = 0; ii < rows; ii++) {
            const char *src = base + ii * a->ms[2];
            float *r = mr + ii * KTORCH__ATTN_BC;
            if (pf)
                for (o = 0; o < KTORCH__ATTN_BC * es; o += 64) KTORCH__PREFETCH(src + nk * es + o);
            if (direct) continue;
            if (ms3 == es) F->kn.cvt(a->mdt, src, nk, r);
            else
                for (jj = 0; jj < nk; jj++) r[jj] = ktorch__attn_ld(a->mdt, src + jj * ms3);
        }
        if (direct) F->kn.tr(KTORCH__RCAST(const float *, base), a->ms[2] / 4, rows, nk, KTORCH__CAST(float *, mt), br);
        else F->kn.tr(mr, KTORCH__ATTN_BC, rows, nk, KTORCH__CAST(float *, mt), br);
    }
    return 1;
}

/* Masks, windows and score transforms of one tile; used only on tiles that
   need it (diagonal tiles for causal). mt holds the tile's mask
   (ktorch__flash_mask_tile), lh room for the per-key row ranges. */
static void ktorch__flash_pass(const ktorch__flash *F, float *st, const void *mt, int32_t *lh, int64_t h, int64_t i0, int rows, int64_t j0, int nk) {
    const ktorch__attn *a = F->a;
    const int br = F->kn.br;
    ktorch__attn_xf x;
    int ii, jj;
    for (jj = 0; jj < nk; jj++) { /* per key the visible queries are one contiguous range [lo, hi) */
        const int64_t j = j0 + jj;
        int64_t lo = 0, hi = rows;
        if (a->has_wr) lo = KTORCH__MAX(lo, j - a->off - a->wr - i0);
        if (a->has_wl) hi = KTORCH__MIN(hi, j - a->off + a->wl - i0 + 1);
        lo = KTORCH__MIN(lo, br);
        if (hi < lo) hi = lo;
        lh[jj] = KTORCH__CAST(int32_t, lo);
        lh[KTORCH__ATTN_BC + jj] = KTORCH__CAST(int32_t, hi);
    }
    if (!F->transform && !a->mask) { /* window only */
        for (jj = 0; jj < nk; jj++) {
            float *s = st + jj * br;
            for (ii = 0; ii < lh[jj]; ii++) s[ii] = -INFINITY;
            for (ii = lh[KTORCH__ATTN_BC + jj]; ii < br; ii++) s[ii] = -INFINITY;
        }
        return;
    }
    memset(&x, 0, sizeof x);
    x.br = br;
    x.tr = F->transform;
    x.lo = lh;
    x.hi = lh + KTORCH__ATTN_BC;
    x.mb = a->mask_kind == 1 ? KTORCH__CAST(const uint64_t *, mt) : NULL;
    x.ma = a->mask_kind == 2 ? KTORCH__CAST(const float *, mt) : NULL;
    x.sabs = F->sabs;
    x.cap = a->softcap;
    x.alibi = a->alibi != NULL;
    x.slope = a->alibi ? a->alibi[h] : 0.0f;
    x.d0 = i0 + a->off - j0;
    /* the SIMD kernels form ALiBi distances d0 + i - j in int32 lanes */
    if (x.alibi && (x.d0 > (1 << 30) || x.d0 < -(1 << 30))) ktorch__attn_xform_scalar(st, nk, &x);
    else F->kn.xform(st, nk, &x);
}

/* The output rows [i0, i0 + rows) of a query tile (and their LSE) from its
   accumulators ot (transposed, br rows apart), m and l. */
static void ktorch__flash_out(const ktorch__flash *F, int64_t b, int64_t h, int64_t i0, int rows, const float *ot, const float *m, const float *l,
                              float *row) {
    const ktorch__attn *a = F->a;
    const int br = F->kn.br;
    int64_t e;
    int ii;
    for (ii = 0; ii < rows; ii++) {
        const int64_t i = i0 + ii;
        char *orow = a->o + b * a->os[0] + h * a->os[1] + i * a->os[2];
        const int seen = l[ii] > 0 || l[ii] != l[ii]; /* a visible key, or NaN scores (NaN out and LSE) */
        const float inv = seen ? 1.0f / l[ii] : 0.0f;
#if defined(KTORCH__AMX)
        if (F->amx && a->odt == KTORCH_BF16 && a->os[3] == 2) ktorch__amx_out_bf16(ot + ii, a->Dv, inv, orow);
        else
#endif
        {
            for (e = 0; e < a->Dv; e++) row[e] = ot[e * br + ii] * inv;
            if (a->odt == KTORCH_F32 && a->os[3] == 4) memcpy(orow, row, KTORCH__CAST(size_t, a->Dv) * 4);
            else
                for (e = 0; e < a->Dv; e++) ktorch__attn_st(a->odt, orow + e * a->os[3], row[e]);
        }
        if (a->lse) {
            float v = seen ? KTORCH__CAST(float, (m[ii] * KTORCH__CAST(double, F->c) + log2(KTORCH__CAST(double, l[ii]))) / KTORCH__LOG2E) : -INFINITY;
            memcpy(a->lse + b * a->ls[0] + h * a->ls[1] + i * a->ls[2], &v, 4);
        }
    }
}

static void ktorch__flash_task(void *arg, int64_t idx, int thread) {
    const ktorch__flash *F = KTORCH__CAST(const ktorch__flash *, arg);
    const ktorch__attn *a = F->a;
    const int br = F->kn.br;
    /* heavy (late, for causal) tiles first: better balance */
    const int64_t tile = F->ntiles - 1 - idx % F->ntiles, bh = idx / F->ntiles;
    const int64_t b = bh / a->Hq, h = bh % a->Hq, hk = h / a->group, i0 = tile * br;
    const int rows = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, br), a->Nq - i0));
    float *w = KTORCH__RCAST(float *, F->ws + KTORCH__CAST(size_t, thread) * F->ws_stride);
    float *qt = w + F->o_qt, *st = w + F->o_st, *ot = w + F->o_ot, *m = w + F->o_m, *l = w + F->o_l, *al = w + F->o_al, *row = w + F->o_row;
    float *mt = w + F->o_mt;
    int32_t *lh = KTORCH__RCAST(int32_t *, w + F->o_lh);
#if defined(KTORCH__AMX)
    unsigned char *tm = KTORCH__RCAST(unsigned char *, w + F->o_tm);
    int have = 0; /* st already holds this tile's scores (F->pipe) */
    /* PV waits for up to KTORCH__AMX_PVT contiguous full key tiles whose
       alpha after the first is 1 (no row maximum moved), so that one pass
       of the accumulator tiles serves them all: gn tiles from P slot gs,
       gk keys from key gj, the first tile's alpha in alg. The sums are
       bitwise those of a PV per tile. */
    uint16_t *pp0 = KTORCH__RCAST(uint16_t *, w + F->o_pp), *vs = KTORCH__RCAST(uint16_t *, w + F->o_vs);
    const uint16_t *vb = F->amx ? F->vt + (b * a->Hk + hk) * a->Dv * F->ldt : NULL;
    float *alg = w + F->o_alg;
    int gs = 0, gn = 0, gk = 0;
    int64_t gj = 0;
#endif
    /* no keys: k and v may have no storage at all, and the row is empty */
    const char *kbase = a->Nk ? a->k + b * a->ks[0] + hk * a->ks[1] : a->k, *vbase = a->Nk ? a->v + b * a->vs[0] + hk * a->vs[1] : a->v;
    int64_t jlo = 0, jhi = a->Nk, j0, t;
    int ii, nk = 0;

    memset(qt, 0, KTORCH__CAST(size_t, a->D * br) * sizeof(float));
    for (ii = 0; ii < rows; ii++) {
        const char *qsrc = a->q + b * a->qs[0] + h * a->qs[1] + (i0 + ii) * a->qs[2];
        if (F->bf16dp || F->amx) { /* exact bf16 pairs along d (D is even); the sign of the scale flips bit 15 */
            uint16_t *qp = KTORCH__RCAST(uint16_t *, qt), flip = KTORCH__CAST(uint16_t, F->qsign < 0 ? 0x8000u : 0u);
            if (a->qs[3] == 2) { /* a pair is one 32-bit word of the row */
                const uint32_t flip2 = flip * 0x10001u;
                for (t = 0; t < a->D; t += 2) {
                    uint32_t x;
                    memcpy(&x, qsrc + 2 * t, 4);
                    x ^= flip2;
                    memcpy(qp + t * br + 2 * ii, &x, 4);
                }
            } else {
                for (t = 0; t < a->D; t++) {
                    uint16_t x;
                    memcpy(&x, qsrc + t * a->qs[3], 2);
                    qp[(t >> 1) * 2 * br + 2 * ii + (t & 1)] = KTORCH__CAST(uint16_t, x ^ flip);
                }
            }
            continue;
        }
        {
            const float *qr = ktorch__flash_row(&F->kn, a->qdt, ktorch__attn_scale_at(a->qsc, a->qss, b, h, i0 + ii), qsrc, a->qs[3], a->D, row);
            for (t = 0; t < a->D; t++) qt[t * br + ii] = qr[t] * F->qsign;
        }
    }
    memset(ot, 0, KTORCH__CAST(size_t, a->Dv * br) * sizeof(float));
    for (ii = 0; ii < br; ii++) {
        m[ii] = -INFINITY;
        l[ii] = 0;
    }
    if (a->has_wl) jlo = KTORCH__MAX(0, i0 + a->off - a->wl);
    if (a->has_wr) jhi = KTORCH__MIN(a->Nk, i0 + rows + a->off + a->wr);
    if (F->key_lo) jlo = KTORCH__MAX(jlo, F->key_lo[h]);
#if defined(KTORCH__AMX)
    if (F->amx) ktorch__amx_begin(tm);
#endif
    for (j0 = jlo; j0 < jhi; j0 += nk) {
        const unsigned char *bm = F->bmask ? F->bmask + b * F->bms[0] + h * F->bms[1] : NULL;
        const float *kp, *vp;
        int64_t ldk, ldv, jj;
        int full, mixed = 0;
        nk = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ATTN_BC), jhi - j0));
        if (bm) { /* skip unset key blocks; a tile runs over set blocks only, as in the dense tiling when all are set */
            int64_t kb = j0 / F->bk, end;
            int sk;
            while (j0 < jhi && (sk = ktorch__flash_bstate(F, bm, i0, rows, kb)) == 0) j0 = ++kb * F->bk;
            if (j0 >= jhi) break;
            end = j0;
            while (end < jhi && end - j0 < KTORCH__ATTN_BC && (sk = ktorch__flash_bstate(F, bm, i0, rows, end / F->bk)) != 0) {
                mixed |= sk == 2;
                end = KTORCH__MIN(KTORCH__MIN((end / F->bk + 1) * F->bk, j0 + KTORCH__ATTN_BC), jhi);
            }
            nk = KTORCH__CAST(int, end - j0);
        }
        if (a->mask && !ktorch__flash_mask_tile(F, mt, w + F->o_mr, b, h, i0, rows, j0, nk)) continue;
        if (F->amx) {
#if defined(KTORCH__AMX)
            if (!have) ktorch__amx_qk(tm, F->kt + ((b * a->Hk + hk) * F->ldt + j0) * a->D, a->D, nk, a->D, KTORCH__RCAST(const uint16_t *, qt), st);
#endif
            kp = NULL;
            ldk = 0;
        } else if (F->bf16dp) {
#if defined(KTORCH__ATTN_BF16DP)
            ktorch__attn_qk_bf16(KTORCH__RCAST(const uint16_t *, qt), KTORCH__RCAST(const uint16_t *, kbase + j0 * a->ks[2]), a->ks[2] / 2, nk,
                                 a->D, st);
#endif
            kp = NULL;
            ldk = 0;
        } else if (F->k_direct) {
            kp = KTORCH__RCAST(const float *, kbase + j0 * a->ks[2]);
            ldk = a->ks[2] / 4;
        } else {
            float *dst = w + F->o_kp;
            for (jj = 0; jj < nk; jj++)
                ktorch__flash_row(&F->kn, a->kdt, ktorch__attn_scale_at(a->ksc, a->kss, b, hk, j0 + jj), kbase + (j0 + jj) * a->ks[2], a->ks[3], a->D,
                                  dst + jj * a->D);
            kp = dst;
            ldk = a->D;
        }
        if (!F->bf16dp && !F->amx) F->kn.qk(qt, kp, ldk, nk, a->D, st);
        full = (!a->has_wl || j0 >= i0 + rows - 1 + a->off - a->wl) && (!a->has_wr || j0 + nk - 1 <= i0 + a->off + a->wr);
        if (F->transform || a->mask || !full) ktorch__flash_pass(F, st, mt, lh, h, i0, rows, j0, nk);
        if (mixed)
            for (jj = 0; jj < nk; jj++)
                for (ii = 0; ii < rows; ii++)
                    if (!bm[(i0 + ii) / F->bq * F->bms[2] + (j0 + jj) / F->bk * F->bms[3]]) st[jj * br + ii] = -INFINITY;
        if (F->amx) {
#if defined(KTORCH__AMX)
            uint16_t *pp;
            const int64_t jn = j0 + nk;
            if (gs + gn == KTORCH__AMX_PVT) { /* no free P slot */
                ktorch__amx_pv(tm, gk, vb, gj, a->Dv, pp0 + 4096 * gs, vs, ot, alg);
                gs = gn = 0;
            }
            pp = pp0 + 4096 * (gs + gn);
            if (F->pipe && jn < jhi) { /* no mask, no block skipping: the next tile is the next nkn keys */
                float *sn = st == w + F->o_st ? w + F->o_st2 : w + F->o_st;
                const int nkn = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ATTN_BC), jhi - jn));
                ktorch__amx_softmax_qk(st, nk, F->c, m, l, al, pp, tm, F->kt + ((b * a->Hk + hk) * F->ldt + jn) * a->D, a->D, nkn, a->D,
                                       KTORCH__RCAST(const uint16_t *, qt), sn);
                st = sn;
                have = 1;
            } else {
                ktorch__amx_softmax(st, nk, F->c, m, l, al, pp);
                have = 0;
            }
            if (gn && gk == 64 * gn && j0 == gj + gk && ktorch__amx_ones(al)) { /* this tile's PV waits with theirs */
                gn++;
                gk += nk;
            } else {
                if (gn) ktorch__amx_pv(tm, gk, vb, gj, a->Dv, pp0 + 4096 * gs, vs, ot, alg);
                gs += gn;
                gn = 1;
                gj = j0;
                gk = nk;
                memcpy(alg, al, 64 * sizeof(float));
            }
#endif
            continue;
        }
        F->kn.softmax(st, nk, F->c, m, l, al);
        if (F->v_direct) {
            vp = KTORCH__RCAST(const float *, vbase + j0 * a->vs[2]);
            ldv = a->vs[2] / 4;
        } else {
            float *dst = w + F->o_vp;
            for (jj = 0; jj < nk; jj++)
                ktorch__flash_row(&F->kn, a->vdt, ktorch__attn_scale_at(a->vsc, a->vss, b, hk, j0 + jj), vbase + (j0 + jj) * a->vs[2], a->vs[3], a->Dv,
                                  dst + jj * a->Dv);
            vp = dst;
            ldv = a->Dv;
        }
        F->kn.pv(st, nk, vp, ldv, a->Dv, ot, al);
    }
#if defined(KTORCH__AMX)
    if (gn) ktorch__amx_pv(tm, gk, vb, gj, a->Dv, pp0 + 4096 * gs, vs, ot, alg);
    if (F->amx) ktorch__amx_end(tm);
#endif
    ktorch__flash_out(F, b, h, i0, rows, ot, m, l, row);
}

#if defined(KTORCH__AMX)
/* AMX query tiles KTORCH__AMX_QPT at a time (ktorch__flash.amx2): the
   tiles of a task take turns over blocks of KTORCH__AMX_KBLK key tiles, so
   that the second reads each block's K and V^T from the core's L2 where the
   first brought them, not from L3 (dense 4-7% faster at 16 threads, 5-9% on
   one thread; 4 tiles a task, 1, 2 or 16 key tiles a turn were no better
   at 16 threads: docs/PERF.md). Each
   tile's own work is ktorch__flash_task's, step for step: the same sums,
   bitwise. No mask, no block mask (those take ktorch__flash_task). */
#ifndef KTORCH__AMX_KBLK
#define KTORCH__AMX_KBLK 8
#endif
typedef struct ktorch__amx_qs {
    int64_t i0, jlo, jhi, j, gj;
    int rows, have, gs, gn, gk;
    uint16_t *qp, *pp0;
    float *st, *st0, *st1, *ot, *m, *l, *al, *alg;
} ktorch__amx_qs;
static void ktorch__amx_qs_init(const ktorch__flash *F, ktorch__amx_qs *S, float *w, int set, int64_t b, int64_t h, int64_t tile) {
    const ktorch__attn *a = F->a;
    const int br = F->kn.br;
    const size_t *o = F->o_set[set];
    const uint16_t flip = KTORCH__CAST(uint16_t, F->qsign < 0 ? 0x8000u : 0u);
    int64_t t;
    int ii;
    S->i0 = tile * br;
    S->rows = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, br), a->Nq - S->i0));
    S->qp = KTORCH__RCAST(uint16_t *, w + o[0]);
    S->st = S->st0 = w + o[1];
    S->st1 = w + o[2];
    S->ot = w + o[3];
    S->m = w + o[4];
    S->l = w + o[5];
    S->al = w + o[6];
    S->pp0 = KTORCH__RCAST(uint16_t *, w + o[7]);
    S->alg = w + o[8];
    S->have = S->gs = S->gn = S->gk = 0;
    S->gj = 0;
    memset(S->qp, 0, KTORCH__CAST(size_t, a->D * br) * 2);
    for (ii = 0; ii < S->rows; ii++) { /* exact bf16 pairs along d, as ktorch__flash_task packs them */
        const char *qsrc = a->q + b * a->qs[0] + h * a->qs[1] + (S->i0 + ii) * a->qs[2];
        if (a->qs[3] == 2) {
            const uint32_t flip2 = flip * 0x10001u;
            for (t = 0; t < a->D; t += 2) {
                uint32_t x;
                memcpy(&x, qsrc + 2 * t, 4);
                x ^= flip2;
                memcpy(S->qp + t * br + 2 * ii, &x, 4);
            }
        } else {
            for (t = 0; t < a->D; t++) {
                uint16_t x;
                memcpy(&x, qsrc + t * a->qs[3], 2);
                S->qp[(t >> 1) * 2 * br + 2 * ii + (t & 1)] = KTORCH__CAST(uint16_t, x ^ flip);
            }
        }
    }
    memset(S->ot, 0, KTORCH__CAST(size_t, a->Dv * br) * sizeof(float));
    for (ii = 0; ii < br; ii++) {
        S->m[ii] = -INFINITY;
        S->l[ii] = 0;
    }
    S->jlo = 0;
    S->jhi = a->Nk;
    if (a->has_wl) S->jlo = KTORCH__MAX(0, S->i0 + a->off - a->wl);
    if (a->has_wr) S->jhi = KTORCH__MIN(a->Nk, S->i0 + S->rows + a->off + a->wr);
    if (F->key_lo) S->jlo = KTORCH__MAX(S->jlo, F->key_lo[h]);
    S->j = S->jlo;
}
/* ktorch__flash_task's AMX key loop for tile S, from S->j up to key jend. */
static void ktorch__amx_qs_run(const ktorch__flash *F, ktorch__amx_qs *S, int64_t bhk, int64_t h, int64_t jend, unsigned char *tm, uint16_t *vs,
                               int32_t *lh) {
    const ktorch__attn *a = F->a;
    const uint16_t *kb = F->kt + bhk * F->ldt * a->D, *vb = F->vt + bhk * a->Dv * F->ldt;
    int nk;
    if (jend > S->jhi) jend = S->jhi;
    for (; S->j < jend; S->j += nk) {
        const int64_t j0 = S->j;
        int64_t jn;
        uint16_t *pp;
        int full;
        nk = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ATTN_BC), S->jhi - j0));
        jn = j0 + nk;
        if (!S->have) ktorch__amx_qk(tm, kb + j0 * a->D, a->D, nk, a->D, S->qp, S->st);
        full = (!a->has_wl || j0 >= S->i0 + S->rows - 1 + a->off - a->wl) && (!a->has_wr || j0 + nk - 1 <= S->i0 + a->off + a->wr);
        if (F->transform || !full) ktorch__flash_pass(F, S->st, NULL, lh, h, S->i0, S->rows, j0, nk);
        if (S->gs + S->gn == KTORCH__AMX_PVT) {
            ktorch__amx_pv(tm, S->gk, vb, S->gj, a->Dv, S->pp0 + 4096 * S->gs, vs, S->ot, S->alg);
            S->gs = S->gn = 0;
        }
        pp = S->pp0 + 4096 * (S->gs + S->gn);
        if (F->pipe && jn < S->jhi) {
            float *sn = S->st == S->st0 ? S->st1 : S->st0;
            const int nkn = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ATTN_BC), S->jhi - jn));
            ktorch__amx_softmax_qk(S->st, nk, F->c, S->m, S->l, S->al, pp, tm, kb + jn * a->D, a->D, nkn, a->D, S->qp, sn);
            S->st = sn;
            S->have = 1;
        } else {
            ktorch__amx_softmax(S->st, nk, F->c, S->m, S->l, S->al, pp);
            S->have = 0;
        }
        if (S->gn && S->gk == 64 * S->gn && j0 == S->gj + S->gk && ktorch__amx_ones(S->al)) {
            S->gn++;
            S->gk += nk;
        } else {
            if (S->gn) ktorch__amx_pv(tm, S->gk, vb, S->gj, a->Dv, S->pp0 + 4096 * S->gs, vs, S->ot, S->alg);
            S->gs += S->gn;
            S->gn = 1;
            S->gj = j0;
            S->gk = nk;
            memcpy(S->alg, S->al, 64 * sizeof(float));
        }
    }
}
static void ktorch__amx_task2(void *arg, int64_t idx, int thread) {
    const ktorch__flash *F = KTORCH__CAST(const ktorch__flash *, arg);
    const ktorch__attn *a = F->a;
    const int qpt = F->amx2;
    const int64_t np = (F->ntiles + qpt - 1) / qpt, nbh = a->B * a->Hq;
    /* heavy (late, for causal) groups of every head first: the last tasks
       are the lightest of all */
    const int64_t pair = np - 1 - idx / nbh, bh = idx % nbh;
    const int64_t b = bh / a->Hq, h = bh % a->Hq, hk = h / a->group, bhk = b * a->Hk + hk;
    const int ns = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, qpt), F->ntiles - qpt * pair));
    float *w = KTORCH__RCAST(float *, F->ws + KTORCH__CAST(size_t, thread) * F->ws_stride);
    unsigned char *tm = KTORCH__RCAST(unsigned char *, w + F->o_tm);
    uint16_t *vs = KTORCH__RCAST(uint16_t *, w + F->o_vs);
    int32_t *lh = KTORCH__RCAST(int32_t *, w + F->o_lh);
    ktorch__amx_qs S[KTORCH__AMX_QPT];
    int64_t jb, j1 = 0, j0 = a->Nk;
    const int64_t blk = KTORCH__CAST(int64_t, KTORCH__AMX_KBLK) * KTORCH__ATTN_BC;
    int i;
    for (i = 0; i < ns; i++) {
        ktorch__amx_qs_init(F, &S[i], w, i, b, h, qpt * pair + i);
        j0 = KTORCH__MIN(j0, S[i].jlo);
        j1 = KTORCH__MAX(j1, S[i].jhi);
    }
    ktorch__amx_begin(tm);
    for (jb = j0; jb < j1; jb += blk)
        for (i = 0; i < ns; i++) ktorch__amx_qs_run(F, &S[i], bhk, h, jb + blk, tm, vs, lh);
    for (i = 0; i < ns; i++)
        if (S[i].gn) ktorch__amx_pv(tm, S[i].gk, F->vt + bhk * a->Dv * F->ldt, S[i].gj, a->Dv, S[i].pp0 + 4096 * S[i].gs, vs, S[i].ot, S[i].alg);
    ktorch__amx_end(tm);
    for (i = 0; i < ns; i++) ktorch__flash_out(F, b, h, S[i].i0, S[i].rows, S[i].ot, S[i].m, S[i].l, w + F->o_row);
}
#endif

#if defined(KTORCH__AMX)
/* 16 keys x 16 values of V (bf16 rows ld bytes apart from v) into V^T rows
   of a 32-key chunk: value t of key i to dst[32 t + i]. A 16x16 transpose
   of 16-bit words: interleave pairs of rows by 16, 32 and 64 bits, which
   leaves value t (rows 0-7) in the low 128-bit lane of d[t] and value t + 8
   in its high lane, rows 8-15 likewise in d[8 + t]; the lanes then meet. */
KTORCH__SIMD_WARNINGS_OFF
KTORCH__T_AVX2 static void ktorch__amx_tr16(const char *v, int64_t ld, uint16_t *dst) {
    __m256i a[16], b[16], c[16];
    int i, k;
    for (i = 0; i < 16; i++) a[i] = _mm256_loadu_si256(KTORCH__RCAST(const __m256i *, v + i * ld));
    for (i = 0; i < 16; i += 2) {
        b[i] = _mm256_unpacklo_epi16(a[i], a[i + 1]);
        b[i + 1] = _mm256_unpackhi_epi16(a[i], a[i + 1]);
    }
    for (i = 0; i < 16; i += 4) {
        c[i] = _mm256_unpacklo_epi32(b[i], b[i + 2]);
        c[i + 1] = _mm256_unpackhi_epi32(b[i], b[i + 2]);
        c[i + 2] = _mm256_unpacklo_epi32(b[i + 1], b[i + 3]);
        c[i + 3] = _mm256_unpackhi_epi32(b[i + 1], b[i + 3]);
    }
    for (i = 0; i < 16; i += 8)
        for (k = 0; k < 4; k++) {
            a[i + 2 * k] = _mm256_unpacklo_epi64(c[i + k], c[i + k + 4]);
            a[i + 2 * k + 1] = _mm256_unpackhi_epi64(c[i + k], c[i + k + 4]);
        }
    for (k = 0; k < 8; k++) {
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, dst + 32 * k), _mm256_permute2x128_si256(a[k], a[8 + k], 0x20));
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, dst + 32 * (k + 8)), _mm256_permute2x128_si256(a[k], a[8 + k], 0x31));
    }
}
KTORCH__SIMD_WARNINGS_ON
/* K rows and V^T for the AMX path, per (b, kv head) ldt keys of which those
   past Nk are zero; V^T in chunks of 32 keys (ktorch__amx_pv). A task packs
   64 keys. */
typedef struct ktorch__amx_pack {
    const ktorch__attn *a;
    uint16_t *kt, *vt;
    int64_t ldt, nb;
} ktorch__amx_pack;
static void ktorch__amx_pack_task(void *arg, int64_t idx, int thread) {
    const ktorch__amx_pack *P = KTORCH__CAST(const ktorch__amx_pack *, arg);
    const ktorch__attn *a = P->a;
    const int64_t bh = idx / P->nb, j0 = idx % P->nb * 64, j1 = KTORCH__MIN(j0 + 64, P->ldt), b = bh / a->Hk, hk = bh % a->Hk;
    const char *k = a->k + b * a->ks[0] + hk * a->ks[1], *v = a->v + b * a->vs[0] + hk * a->vs[1];
    uint16_t *kt = P->kt + bh * P->ldt * a->D, *vt = P->vt + bh * a->Dv * P->ldt;
    int64_t j, t;
    (void)thread;
    for (j = j0; j < j1; j++) {
        uint16_t *dst = kt + j * a->D;
        if (j >= a->Nk) memset(dst, 0, KTORCH__CAST(size_t, a->D) * 2);
        else if (a->ks[3] == 2) memcpy(dst, k + j * a->ks[2], KTORCH__CAST(size_t, a->D) * 2);
        else
            for (t = 0; t < a->D; t++) memcpy(dst + t, k + j * a->ks[2] + t * a->ks[3], 2);
    }
    for (j = j0; j < j1; j += 32) { /* V^T a 32-key chunk at a time (j0 and j1 are multiples of 32) */
        uint16_t *dc = vt + (j >> 5) * 32 * a->Dv;
        int64_t jj;
        if (a->vs[3] == 2 && j + 32 <= a->Nk) {
            for (t = 0; t < a->Dv; t += 16) {
                ktorch__amx_tr16(v + j * a->vs[2] + 2 * t, a->vs[2], dc + 32 * t);
                ktorch__amx_tr16(v + (j + 16) * a->vs[2] + 2 * t, a->vs[2], dc + 32 * t + 16);
            }
            continue;
        }
        for (jj = j; jj < j + 32; jj++) /* a row at a time: its values go 32 keys apart */
            for (t = 0; t < a->Dv; t++) {
                uint16_t *dst = dc + 32 * t + (jj & 31);
                if (jj < a->Nk) memcpy(dst, v + jj * a->vs[2] + t * a->vs[3], 2);
                else *dst = 0;
            }
    }
}
#endif

static size_t ktorch__flash_carve(size_t *off, uint64_t n) {
    size_t at = *off;
    *off += KTORCH__CAST(size_t, (n + 15) & ~KTORCH__CAST(uint64_t, 15)); /* 64-byte aligned regions */
    return at;
}

/* hooks: NULL, or a ktorch__flash whose variant hook fields are copied */
static ktorch_status ktorch__attn_flash_ex(ktorch_context *ctx, const ktorch__attn *a, const ktorch__flash *hooks) {
    ktorch__flash F;
    ktorch_allocation alloc;
    ktorch_status st;
    uint64_t br, qt_n, kp_n, vp_n, st_n, ot_n, per, total;
    size_t off = 0;
    int nthreads = ktorch_num_threads(ctx);
    int64_t ntasks;
    memset(&F, 0, sizeof F);
    F.a = a;
    if (hooks) {
        F.key_lo = hooks->key_lo;
        F.bmask = hooks->bmask;
        memcpy(F.bms, hooks->bms, sizeof F.bms);
        F.bq = hooks->bq;
        F.bk = hooks->bk;
    }
    ktorch__attn_select(ctx->isa, &F.kn);
    if (a->B == 0 || a->Hq == 0 || a->Nq == 0) return KTORCH_OK;
    br = KTORCH__CAST(uint64_t, F.kn.br);
    F.ntiles = (a->Nq + F.kn.br - 1) / F.kn.br;
    F.transform = a->softcap > 0 || a->alibi || a->mask_kind == 2;
    F.qsign = a->scale < 0 ? -1.0f : 1.0f;
    F.sabs = KTORCH__CAST(float, fabs(a->scale));
    F.c = F.transform ? 1.0f : KTORCH__CAST(float, fabs(a->scale) * KTORCH__LOG2E);
    F.k_direct = a->kdt == KTORCH_F32 && a->ks[3] == 4 && (KTORCH__RCAST(uintptr_t, a->k) & 3u) == 0;
    F.v_direct = a->vdt == KTORCH_F32 && a->vs[3] == 4 && (KTORCH__RCAST(uintptr_t, a->v) & 3u) == 0;
#if defined(KTORCH__ATTN_BF16DP)
    F.bf16dp = a->qdt == KTORCH_BF16 && a->kdt == KTORCH_BF16 && ctx->isa == KTORCH__ISA_AVX512 && (ctx->cpu_features & KTORCH__CPU_AVX512_BF16) && a->D % 2 == 0 &&
               a->ks[3] == 2 && a->ks[2] % 4 == 0 && a->ks[1] % 4 == 0 && a->ks[0] % 4 == 0 && (KTORCH__RCAST(uintptr_t, a->k) & 3u) == 0;
#endif
#if defined(KTORCH__AMX)
    F.amx = ctx->amx && F.kn.br == 64 && a->qdt == KTORCH_BF16 && a->kdt == KTORCH_BF16 && a->vdt == KTORCH_BF16 && a->D % 32 == 0 &&
            a->Dv % 32 == 0 && a->Nk > 0;
    if (F.amx) F.bf16dp = 0;
#endif
    ktorch_log(ctx, KTORCH_LOG_DEBUG, "ktorch_attention: flash path, %s kernels%s%s%s", F.amx ? "amx" : F.kn.name,
               F.amx ? ", QK^T and PV on AMX bf16 tiles (tdpbf16ps), P rounded to bf16" : F.bf16dp ? ", QK^T by AVX512-BF16 dot products (vdpbf16ps)" : "",
               F.amx || !F.bf16dp ? "" : "; AMX not used: ", F.amx || !F.bf16dp ? "" : ctx->amx ? "q, k, v not all bf16 or head dims not multiples of 32" : ctx->amx_why);
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, a->D), br, &qt_n) || !ktorch__mul_u64(KTORCH__CAST(uint64_t, a->D), KTORCH__ATTN_BC, &kp_n) ||
        !ktorch__mul_u64(KTORCH__CAST(uint64_t, a->Dv), KTORCH__ATTN_BC, &vp_n) || !ktorch__mul_u64(KTORCH__CAST(uint64_t, a->Dv), br, &ot_n) ||
        qt_n > (1ull << 40) || kp_n > (1ull << 40) || vp_n > (1ull << 40) || ot_n > (1ull << 40))
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention: head dims %lld/%lld are too large", KTORCH__CAST(long long, a->D),
                            KTORCH__CAST(long long, a->Dv));
    st_n = br * KTORCH__ATTN_BC;
    F.o_qt = ktorch__flash_carve(&off, qt_n);
    F.o_kp = ktorch__flash_carve(&off, F.k_direct || F.bf16dp || F.amx ? 0 : kp_n);
    F.o_vp = ktorch__flash_carve(&off, F.v_direct || F.amx ? 0 : vp_n);
    F.o_st = ktorch__flash_carve(&off, st_n);
    F.o_ot = ktorch__flash_carve(&off, ot_n);
    F.o_m = ktorch__flash_carve(&off, br);
    F.o_l = ktorch__flash_carve(&off, br);
    F.o_al = ktorch__flash_carve(&off, br);
    F.o_row = ktorch__flash_carve(&off, KTORCH__CAST(uint64_t, KTORCH__MAX(a->D, a->Dv)));
    F.o_mt = ktorch__flash_carve(&off, a->mask_kind == 1 ? 2 * KTORCH__ATTN_BC : a->mask_kind == 2 ? st_n : 0); /* 64 bit sets, or a tile */
    F.o_mr = ktorch__flash_carve(&off, a->mask_kind == 2 ? st_n : 0);
    F.o_lh = ktorch__flash_carve(&off, 2 * KTORCH__ATTN_BC);
#if defined(KTORCH__AMX)
    F.o_pp = ktorch__flash_carve(&off, F.amx ? 32 * 64 * KTORCH__AMX_PVT : 0); /* per key tile 32 rows of 64 bf16 pairs */
    F.o_vs = ktorch__flash_carve(&off, F.amx ? KTORCH__CAST(uint64_t, a->Dv) * 32 * KTORCH__AMX_PVT : 0); /* Dv x 64 bf16 per key tile */
    F.o_alg = ktorch__flash_carve(&off, F.amx ? br : 0);
    F.o_tm = ktorch__flash_carve(&off, F.amx ? KTORCH__AMX_EMU_FLOATS : 0);
    F.pipe = F.amx && !F.bmask && !a->mask;
    F.o_st2 = ktorch__flash_carve(&off, F.pipe ? st_n : 0);
    F.amx2 = F.pipe && F.ntiles > 1 ? KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__AMX_QPT), F.ntiles)) : 0;
    if (F.amx2) {
        const size_t o0[9] = {F.o_qt, F.o_st, F.o_st2, F.o_ot, F.o_m, F.o_l, F.o_al, F.o_pp, F.o_alg};
        int i;
        memcpy(F.o_set[0], o0, sizeof o0);
        for (i = 1; i < F.amx2; i++) {
            F.o_set[i][0] = ktorch__flash_carve(&off, qt_n);
            F.o_set[i][1] = ktorch__flash_carve(&off, st_n);
            F.o_set[i][2] = ktorch__flash_carve(&off, st_n);
            F.o_set[i][3] = ktorch__flash_carve(&off, ot_n);
            F.o_set[i][4] = ktorch__flash_carve(&off, br);
            F.o_set[i][5] = ktorch__flash_carve(&off, br);
            F.o_set[i][6] = ktorch__flash_carve(&off, br);
            F.o_set[i][7] = ktorch__flash_carve(&off, 32 * 64 * KTORCH__AMX_PVT);
            F.o_set[i][8] = ktorch__flash_carve(&off, br);
        }
    }
#endif
    per = KTORCH__CAST(uint64_t, off) * 4;
    if (!ktorch__mul_u64(per, KTORCH__CAST(uint64_t, nthreads), &total) || !ktorch__add_u64(total, 64, &total) || total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention: workspace size overflows");
    st = ktorch_pool_alloc(ctx->host_pool, total, 64, &alloc);
    if (st != KTORCH_OK) return st;
    F.ws = KTORCH__CAST(char *, alloc.ptr) + ((64 - (KTORCH__RCAST(uintptr_t, alloc.ptr) & 63u)) & 63u);
    F.ws_stride = KTORCH__CAST(size_t, per);
#if defined(KTORCH__AMX)
    if (F.amx) { /* K and V^T packed once for every query tile */
        ktorch__amx_pack P;
        ktorch_allocation palloc;
        uint64_t bhk = KTORCH__CAST(uint64_t, a->B * a->Hk), kt_n, vt_n, pk;
        P.a = a;
        P.ldt = (a->Nk + 64 + 31) & ~KTORCH__CAST(int64_t, 31);
        P.nb = (P.ldt + 63) / 64;
        if (!ktorch__mul_u64(bhk, KTORCH__CAST(uint64_t, P.ldt), &pk) || !ktorch__mul_u64(pk, KTORCH__CAST(uint64_t, a->D), &kt_n) ||
            !ktorch__mul_u64(pk, KTORCH__CAST(uint64_t, a->Dv), &vt_n) || !ktorch__add_u64(kt_n, vt_n, &pk) || !ktorch__mul_u64(pk, 2, &pk) ||
            pk > SIZE_MAX) {
            ktorch_pool_free(ctx->host_pool, &alloc);
            return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention: packed K/V size overflows");
        }
        st = ktorch_pool_alloc(ctx->host_pool, pk, 64, &palloc);
        if (st != KTORCH_OK) {
            ktorch_pool_free(ctx->host_pool, &alloc);
            return st;
        }
        P.kt = KTORCH__CAST(uint16_t *, palloc.ptr);
        P.vt = P.kt + kt_n;
        ktorch_parallel_for(ctx, ktorch__amx_pack_task, &P, a->B * a->Hk * P.nb);
        F.kt = P.kt;
        F.vt = P.vt;
        F.ldt = P.ldt;
        if (F.amx2) ktorch_parallel_for(ctx, ktorch__amx_task2, &F, a->B * a->Hq * ((F.ntiles + F.amx2 - 1) / F.amx2));
        else ktorch_parallel_for(ctx, ktorch__flash_task, &F, a->B * a->Hq * F.ntiles);
        ktorch_pool_free(ctx->host_pool, &palloc);
        ktorch_pool_free(ctx->host_pool, &alloc);
        return KTORCH_OK;
    }
#endif
    ntasks = a->B * a->Hq * F.ntiles;
    ktorch_parallel_for(ctx, ktorch__flash_task, &F, ntasks);
    ktorch_pool_free(ctx->host_pool, &alloc);
    return KTORCH_OK;
}
static int ktorch__attn_decode_fits(const ktorch__attn *a);
static ktorch_status ktorch__attn_decode(ktorch_context *ctx, const ktorch__attn *a);
static ktorch_status ktorch__attn_flash(ktorch_context *ctx, const ktorch__attn *a) {
    return ktorch__attn_decode_fits(a) ? ktorch__attn_decode(ctx, a) : ktorch__attn_flash_ex(ctx, a, NULL);
}

/* ---- public entry points ------------------------------------------------- */
static ktorch_attention_params ktorch__attn_defaults; /* zero: the defaults; never written */
/* Validate an attention-family call and describe it for its backend. */
static ktorch_status ktorch__attn_desc_ex(ktorch_context *ctx, ktorch_op kind, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                          ktorch_tensor *out, const ktorch_attention_params *params, int shifted, ktorch__attn *a, ktorch_op_desc *op) {
    ktorch_status st = ktorch__attn_validate_ex(ctx, q, k, v, out, params, shifted, a);
    if (st != KTORCH_OK) return st;
    ktorch__op_init(op, kind, q->device);
    op->tensor[0] = ktorch__op_tensor(q);
    op->tensor[1] = ktorch__op_tensor(k);
    op->tensor[2] = ktorch__op_tensor(v);
    op->tensor[3] = out;
    op->attention = params ? params : &ktorch__attn_defaults;
    op->shape.batch = a->B;
    op->shape.heads_q = a->Hq;
    op->shape.heads_kv = a->Hk;
    op->shape.seq_q = a->Nq;
    op->shape.seq_k = a->Nk;
    op->shape.head_dim = a->D;
    op->shape.head_dim_v = a->Dv;
    op->shape.dtype = a->dt;
    op->shape.mask_kind = a->mask_kind;
    op->shape.has_window_left = a->has_wl;
    op->shape.has_window_right = a->has_wr;
    op->shape.window_left = a->wl;
    op->shape.window_right = a->wr;
    op->shape.scale = a->scale;
    return KTORCH_OK;
}
static ktorch_status ktorch__attn_desc(ktorch_context *ctx, ktorch_op kind, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                       ktorch_tensor *out, const ktorch_attention_params *params, ktorch__attn *a, ktorch_op_desc *op) {
    return ktorch__attn_desc_ex(ctx, kind, q, k, v, out, params, 0, a, op);
}
KTORCH_API ktorch_status ktorch_attention(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                          const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params) {
    ktorch__attn a;
    ktorch_op_desc op;
    ktorch_status st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION, q, k, v, out, params, &a, &op);
    if (st != KTORCH_OK) return st;
    return ktorch__op_run(ctx, &op, "ktorch_attention");
}
static ktorch_status ktorch__cpu_attention(ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__attn a;
    ktorch_status st = ktorch__attn_validate_ex(ctx, op->tensor[0], op->tensor[1], op->tensor[2], op->tensor[3], op->attention, 1, &a);
    if (st != KTORCH_OK) return st;
    if (op->attention->variant == KTORCH_ATTENTION_REFERENCE) return ktorch__attn_reference(ctx, &a);
    return ktorch__attn_flash(ctx, &a);
}

static ktorch_status ktorch__merge_check(const char *fn, const ktorch_tensor *const *ts) {
    static const char *const names[6] = {"out_a", "lse_a", "out_b", "lse_b", "out", "lse"};
    ktorch_status st;
    int n, d;
    for (n = 0; n < 6; n++) {
        const ktorch_tensor *t = ts[n];
        if (n < 4 && !ts[n & ~1] && !ts[n | 1]) continue; /* an empty partial */
        if (n == 5 && !t) continue;                        /* the merged LSE is optional */
        if ((st = ktorch__check_tensor(t, fn, names[n])) != KTORCH_OK) return st;
        if (t->ndim != ((n & 1) ? 3 : 4))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must have %d dims", fn, names[n], (n & 1) ? 3 : 4);
        if ((n & 1) ? t->dtype != KTORCH_F32 : !ktorch__attn_float_dtype(t->dtype))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has dtype %s (%s)", fn, names[n], ktorch_dtype_name(t->dtype),
                                (n & 1) ? "f32 needed" : "f32, f16 or bf16 needed");
    }
    if ((st = ktorch__op_same_device(fn, ts[4]->device, ts, names, 6)) != KTORCH_OK) return st;
    for (n = 0; n < 6; n++) {
        const ktorch_tensor *t = ts[n];
        if (!t) continue;
        for (d = 0; d < t->ndim; d++)
            if (t->shape[d] != ts[4]->shape[d])
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' shape differs from 'out' in dim %d", fn, names[n], d);
    }
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_attention_merge(ktorch_context *ctx, const ktorch_tensor *out_a, const ktorch_tensor *lse_a,
                                                const ktorch_tensor *out_b, const ktorch_tensor *lse_b, ktorch_tensor *out,
                                                ktorch_tensor *lse) {
    static const char *fn = "ktorch_attention_merge";
    const ktorch_tensor *ts[6];
    ktorch_op_desc op;
    ktorch_status st;
    int n;
    ts[0] = out_a; ts[1] = lse_a; ts[2] = out_b; ts[3] = lse_b; ts[4] = out; ts[5] = lse;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__merge_check(fn, ts)) != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_ATTENTION_MERGE, out->device);
    for (n = 0; n < 6; n++) op.tensor[n] = ktorch__op_tensor(ts[n]);
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_attention_merge(const ktorch_op_desc *op) {
    const ktorch_tensor *out_a = op->tensor[0], *lse_a = op->tensor[1], *out_b = op->tensor[2], *lse_b = op->tensor[3];
    ktorch_tensor *out = op->tensor[4], *lse = op->tensor[5];
    int64_t sa[4], sb[4], so[4], la[3], lb[3], lo[3], b, h, i, e;
    const char *pa, *pb, *pla, *plb;
    char *po, *plo;
    static const float empty_lse = -INFINITY;
    memset(sa, 0, sizeof sa);
    memset(sb, 0, sizeof sb);
    memset(la, 0, sizeof la);
    memset(lb, 0, sizeof lb);
    if (out_a) ktorch__attn_bstrides(out_a, 4, sa);
    if (out_b) ktorch__attn_bstrides(out_b, 4, sb);
    ktorch__attn_bstrides(out, 4, so);
    if (lse_a) ktorch__attn_bstrides(lse_a, 3, la);
    if (lse_b) ktorch__attn_bstrides(lse_b, 3, lb);
    if (lse) ktorch__attn_bstrides(lse, 3, lo);
    /* an empty partial reads LSE -inf at every row (zero strides) and is never weighted */
    pa = out_a ? KTORCH__CAST(const char *, ktorch_tensor_ptr(out_a)) : NULL;
    pb = out_b ? KTORCH__CAST(const char *, ktorch_tensor_ptr(out_b)) : NULL;
    po = KTORCH__CAST(char *, ktorch_tensor_ptr(out));
    pla = lse_a ? KTORCH__CAST(const char *, ktorch_tensor_ptr(lse_a)) : KTORCH__RCAST(const char *, &empty_lse);
    plb = lse_b ? KTORCH__CAST(const char *, ktorch_tensor_ptr(lse_b)) : KTORCH__RCAST(const char *, &empty_lse);
    plo = lse ? KTORCH__CAST(char *, ktorch_tensor_ptr(lse)) : NULL;
    for (b = 0; b < out->shape[0]; b++)
        for (h = 0; h < out->shape[1]; h++)
            for (i = 0; i < out->shape[2]; i++) {
                float fa, fb, fl;
                double m, wa = 0, wb = 0, den;
                memcpy(&fa, pla + b * la[0] + h * la[1] + i * la[2], 4);
                memcpy(&fb, plb + b * lb[0] + h * lb[1] + i * lb[2], 4);
                m = fa > fb ? fa : fb;
                if (fa != fa || fb != fb) m = NAN;
                if (m != -HUGE_VAL) {
                    wa = exp(fa - m);
                    wb = exp(fb - m);
                }
                den = wa + wb;
                for (e = 0; e < out->shape[3]; e++) {
                    const int64_t oa = b * sa[0] + h * sa[1] + i * sa[2] + e * sa[3], ob = b * sb[0] + h * sb[1] + i * sb[2] + e * sb[3];
                    double x = 0;
                    if (den > 0 || den != den)
                        x = ((wa != 0 ? wa * ktorch__attn_ld(out_a->dtype, pa + oa) : 0) + (wb != 0 ? wb * ktorch__attn_ld(out_b->dtype, pb + ob) : 0)) / den;
                    ktorch__attn_st(out->dtype, po + b * so[0] + h * so[1] + i * so[2] + e * so[3], KTORCH__CAST(float, x));
                }
                fl = den > 0 || den != den ? KTORCH__CAST(float, m + log(den)) : -INFINITY;
                if (plo) memcpy(plo + b * lo[0] + h * lo[1] + i * lo[2], &fl, 4);
            }
    return KTORCH_OK;
}

/* (end of attention section) */

/* ======================================================================
   SECTION: attention variants (CPU)
   ====================================================================== */

/* Workspace from the context's host pool, 64-byte aligned. */
static ktorch_status ktorch__var_ws(ktorch_context *ctx, uint64_t bytes, ktorch_allocation *alloc, void **ptr, const char *fn) {
    ktorch_status st;
    char *p;
    if (!ktorch__add_u64(bytes, 64, &bytes) || bytes > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "%s: workspace size overflows", fn);
    st = ktorch_pool_alloc(ctx->host_pool, bytes, 64, alloc);
    if (st != KTORCH_OK) return st;
    p = KTORCH__CAST(char *, alloc->ptr);
    *ptr = p + ((64 - (KTORCH__RCAST(uintptr_t, p) & 63u)) & 63u);
    return KTORCH_OK;
}
/* Checked product of up to four sizes. */
static int ktorch__var_mul(uint64_t *out, uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
    return ktorch__mul_u64(a, b, out) && ktorch__mul_u64(*out, c, out) && ktorch__mul_u64(*out, d, out) && *out <= (1ull << 56);
}
/* A contiguous f32 sub-problem [B,H,nq|nk,D] over gathered buffers. */
static void ktorch__var_sub(ktorch__attn *s, const ktorch__attn *a, int64_t B, int64_t H, int64_t nq, int64_t nk, const float *q, const float *k,
                            const float *v, float *o, float *lse, int causal) {
    memset(s, 0, sizeof *s);
    s->B = B;
    s->Hq = s->Hk = H;
    s->group = 1;
    s->Nq = nq;
    s->Nk = nk;
    s->off = nk - nq;
    s->D = a->D;
    s->Dv = a->Dv;
    s->dt = s->odt = s->qdt = s->kdt = s->vdt = KTORCH_F32;
    s->q = KTORCH__RCAST(const char *, q);
    s->k = KTORCH__RCAST(const char *, k);
    s->v = KTORCH__RCAST(const char *, v);
    s->o = KTORCH__RCAST(char *, o);
    s->lse = KTORCH__RCAST(char *, lse);
    s->qs[3] = s->ks[3] = s->vs[3] = s->os[3] = 4;
    s->qs[2] = s->ks[2] = a->D * 4;
    s->vs[2] = s->os[2] = a->Dv * 4;
    s->qs[1] = nq * s->qs[2];
    s->ks[1] = nk * s->ks[2];
    s->vs[1] = nk * s->vs[2];
    s->os[1] = nq * s->os[2];
    s->qs[0] = H * s->qs[1];
    s->ks[0] = H * s->ks[1];
    s->vs[0] = H * s->vs[1];
    s->os[0] = H * s->os[1];
    s->ls[2] = 4;
    s->ls[1] = nq * 4;
    s->ls[0] = H * nq * 4;
    s->has_wr = causal;
    s->scale = a->scale;
    s->softcap = a->softcap;
}
/* Merge one partial row (o, lse) into an accumulator row; the rule of
   ktorch_attention_merge (f64 weights). */
static void ktorch__var_merge_row(float *acc, float *acc_lse, const float *o, float lse, int64_t dv) {
    const float la = *acc_lse;
    double m = la > lse ? la : lse, wa, wb, den;
    int64_t e;
    if (lse == -INFINITY) return;
    if (la == -INFINITY) {
        memcpy(acc, o, KTORCH__CAST(size_t, dv) * 4);
        *acc_lse = lse;
        return;
    }
    wa = exp(la - m);
    wb = exp(lse - m);
    den = wa + wb;
    for (e = 0; e < dv; e++) acc[e] = KTORCH__CAST(float, (wa * acc[e] + wb * o[e]) / den);
    *acc_lse = KTORCH__CAST(float, m + log(den));
}
/* Row n of (b, h) of a 4-d attention tensor as f32 into dst. */
static void ktorch__var_load_row(ktorch_dtype dt, const char *base, const int64_t *s, int64_t b, int64_t h, int64_t n, int64_t d, float *dst) {
    const char *p = base + b * s[0] + h * s[1] + n * s[2];
    int64_t t;
    if (dt == KTORCH_F32 && s[3] == 4) memcpy(dst, p, KTORCH__CAST(size_t, d) * 4);
    else
        for (t = 0; t < d; t++) dst[t] = ktorch__attn_ld(dt, p + t * s[3]);
}
static void ktorch__var_store_row(ktorch_dtype dt, char *base, const int64_t *s, int64_t b, int64_t h, int64_t n, int64_t d, const float *src,
                                  float mul) {
    char *p = base + b * s[0] + h * s[1] + n * s[2];
    int64_t t;
    for (t = 0; t < d; t++) ktorch__attn_st(dt, p + t * s[3], src ? src[t] * mul : 0.0f);
}

/* ---- block-sparse ----------------------------------------------------- */
static ktorch_status ktorch__var_bmask_shape(const ktorch_tensor *m, const char *fn, const char *name, int64_t B, int64_t H, int64_t QB,
                                             int64_t KB, int broadcast) {
    ktorch_status st = ktorch__check_tensor(m, fn, name);
    if (st != KTORCH_OK) return st;
    if (m->dtype != KTORCH_U8 && m->dtype != KTORCH_BOOL)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be u8 or bool, is %s", fn, name, ktorch_dtype_name(m->dtype));
    if (m->ndim != 4 || (m->shape[0] != B && !(broadcast && m->shape[0] == 1)) || (m->shape[1] != H && !(broadcast && m->shape[1] == 1)) ||
        (QB >= 0 && m->shape[2] != QB) || (KB >= 0 && m->shape[3] != KB))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be [%lld%s,%lld%s,%lld,%lld]", fn, name, KTORCH__CAST(long long, B),
                            broadcast ? "|1" : "", KTORCH__CAST(long long, H), broadcast ? "|1" : "", KTORCH__CAST(long long, QB),
                            KTORCH__CAST(long long, KB));
    return KTORCH_OK;
}

static ktorch_status ktorch__sparse_check(const char *fn, const ktorch__attn *a, ktorch_device dev, const ktorch_block_sparse_params *sparse) {
    const ktorch_tensor *m;
    ktorch_status st;
    if (!sparse) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'sparse' is NULL", fn);
    if (sparse->block_q < 1 || sparse->block_k < 1)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'sparse->block_q' and 'block_k' must be >= 1 (got %lld, %lld)", fn,
                            KTORCH__CAST(long long, sparse->block_q), KTORCH__CAST(long long, sparse->block_k));
    m = sparse->block_mask;
    st = ktorch__var_bmask_shape(m, fn, "sparse->block_mask", a->B, a->Hq, ktorch__ceil_div(a->Nq, sparse->block_q),
                                 ktorch__ceil_div(a->Nk, sparse->block_k), 1);
    if (st != KTORCH_OK) return st;
    /* the mask may stay on the host for a device op (the backend copies it) */
    if (m->device.backend != KTORCH_BACKEND_CPU && !ktorch__same_device(m->device, dev))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'sparse->block_mask' must be on the host or on q's device", fn);
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_attention_block_sparse(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                       const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                       const ktorch_block_sparse_params *sparse) {
    static const char *fn = "ktorch_attention_block_sparse";
    ktorch__attn a;
    ktorch_op_desc op;
    const ktorch_tensor *m;
    ktorch_status st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION_BLOCK_SPARSE, q, k, v, out, params, &a, &op);
    if (st != KTORCH_OK) return st;
    if ((st = ktorch__sparse_check(fn, &a, q->device, sparse)) != KTORCH_OK) return st;
    m = sparse->block_mask;
    op.tensor[4] = ktorch__op_tensor(m);
    op.params = sparse;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_attention_block_sparse(ktorch_context *ctx, const ktorch_op_desc *op) {
    const ktorch_block_sparse_params *sparse = KTORCH__CAST(const ktorch_block_sparse_params *, op->params);
    const ktorch_tensor *m = op->tensor[4];
    ktorch__attn a;
    ktorch__flash hooks;
    ktorch_status st = ktorch__attn_validate(ctx, op->tensor[0], op->tensor[1], op->tensor[2], op->tensor[3], op->attention, &a);
    if (st != KTORCH_OK) return st;
    memset(&hooks, 0, sizeof hooks);
    hooks.bmask = KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(m));
    ktorch__attn_bstrides(m, 4, hooks.bms);
    if (m->shape[0] == 1) hooks.bms[0] = 0;
    if (m->shape[1] == 1) hooks.bms[1] = 0;
    hooks.bq = sparse->block_q;
    hooks.bk = sparse->block_k;
    return ktorch__attn_flash_ex(ctx, &a, &hooks);
}

KTORCH_API ktorch_status ktorch_block_mask_density(const ktorch_tensor *mask, double *density) {
    static const char *fn = "ktorch_block_mask_density";
    const unsigned char *p;
    int64_t s[4], i0, i1, i2, i3;
    uint64_t on = 0, n;
    ktorch_status st;
    if (!density) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'density' is NULL", fn);
    *density = 0;
    if ((st = ktorch__check_tensor(mask, fn, "mask")) != KTORCH_OK) return st;
    if (mask->ndim != 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'mask' must have 4 dims", fn);
    if ((st = ktorch__var_bmask_shape(mask, fn, "mask", mask->shape[0], mask->shape[1], -1, -1, 0)) != KTORCH_OK) return st;
    if (mask->device.backend != KTORCH_BACKEND_CPU) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'mask' must be a host tensor", fn);
    p = KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(mask));
    ktorch__attn_bstrides(mask, 4, s);
    for (i0 = 0; i0 < mask->shape[0]; i0++)
        for (i1 = 0; i1 < mask->shape[1]; i1++)
            for (i2 = 0; i2 < mask->shape[2]; i2++)
                for (i3 = 0; i3 < mask->shape[3]; i3++) on += p[i0 * s[0] + i1 * s[1] + i2 * s[2] + i3 * s[3]] != 0;
    n = KTORCH__CAST(uint64_t, ktorch_tensor_numel(mask));
    *density = n ? KTORCH__CAST(double, on) / KTORCH__CAST(double, n) : 0.0;
    return KTORCH_OK;
}

static uint64_t ktorch__var_mix(uint64_t x) { /* splitmix64 finaliser */
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}
/* Set `cnt` distinct random entries of row[0..n) (Floyd's algorithm on tmp). */
static void ktorch__var_random_row(unsigned char *tmp, int64_t n, int64_t cnt, uint64_t *state) {
    int64_t j;
    memset(tmp, 0, KTORCH__CAST(size_t, n));
    if (cnt > n) cnt = n;
    for (j = n - cnt; j < n; j++) {
        int64_t t;
        *state = ktorch__var_mix(*state);
        t = KTORCH__CAST(int64_t, *state % KTORCH__CAST(uint64_t, j + 1));
        if (tmp[t]) tmp[j] = 1;
        else tmp[t] = 1;
    }
}
static int64_t ktorch__var_round(double x) { return KTORCH__CAST(int64_t, floor(x + 0.5)); }

KTORCH_API ktorch_status ktorch_block_mask_build(ktorch_context *ctx, const ktorch_block_mask_desc *desc, ktorch_tensor *mask) {
    static const char *fn = "ktorch_block_mask_build";
    ktorch_block_mask_desc d;
    ktorch_status st;
    unsigned char *p, *tmp;
    int64_t s[4], b, h, a, c, QB, KB, width;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!desc) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'desc' is NULL", fn);
    if ((st = ktorch__check_tensor(mask, fn, "mask")) != KTORCH_OK) return st;
    if (mask->ndim != 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'mask' must have 4 dims [B,H,QB,KB]", fn);
    if ((st = ktorch__var_bmask_shape(mask, fn, "mask", mask->shape[0], mask->shape[1], -1, -1, 0)) != KTORCH_OK) return st;
    if (mask->device.backend != KTORCH_BACKEND_CPU) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'mask' must be a host tensor", fn);
    d = *desc;
    if (d.pattern < KTORCH_BLOCKS_RANDOM || d.pattern > KTORCH_BLOCKS_BIGBIRD)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'desc->pattern' is invalid (%d)", fn, KTORCH__CAST(int, d.pattern));
    if (d.window < 0 || d.global < 0 || d.stride < 0 || d.random < 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'desc' window/global/stride/random must be >= 0", fn);
    if (!(d.density >= 0 && d.density <= 1))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'desc->density' must be in [0, 1], got %g", fn, d.density);
    if (d.pattern == KTORCH_BLOCKS_RANDOM && d.density <= 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: the random pattern needs 'desc->density' > 0", fn);
    QB = mask->shape[2];
    KB = mask->shape[3];
    /* free sizes from the density: the number of blocks per row to aim for */
    width = KTORCH__MAX(1, ktorch__var_round(d.density * KTORCH__CAST(double, KB)));
    if (d.density > 0) {
        int64_t local = width;
        if (d.pattern == KTORCH_BLOCKS_GLOBAL_LOCAL || d.pattern == KTORCH_BLOCKS_BIGBIRD) {
            if (!d.global) d.global = 1;
            local = KTORCH__MAX(1, width - d.global);
        }
        if (d.pattern == KTORCH_BLOCKS_BIGBIRD) {
            if (!d.window) d.window = d.causal ? 2 : 1;
            /* a window or global part as wide as the row leaves no random blocks (and keeps the sum in range) */
            if (!d.random && d.window < width && d.global < width)
                d.random = KTORCH__MAX(0, width - d.global - (d.causal ? d.window + 1 : 2 * d.window + 1));
        }
        if (d.pattern == KTORCH_BLOCKS_STRIDED) {
            local = KTORCH__MAX(1, width / 2);
            if (!d.stride) d.stride = KTORCH__MAX(2, ktorch__var_round(KTORCH__CAST(double, KB) / KTORCH__CAST(double, KTORCH__MAX(1, width - local))));
        }
        if (d.pattern == KTORCH_BLOCKS_DILATED && !d.stride) d.stride = 2;
        if (!d.window) d.window = d.causal ? local - 1 : (local - 1) / 2;
    }
    if (!d.stride) d.stride = 1;
    if (ktorch_tensor_numel(mask) == 0) return KTORCH_OK; /* nothing to write (and maybe no storage) */
    tmp = KTORCH__CAST(unsigned char *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, KB) + 1));
    if (!tmp) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for a row", fn);
    p = KTORCH__CAST(unsigned char *, ktorch_tensor_ptr(mask));
    ktorch__attn_bstrides(mask, 4, s);
    for (b = 0; b < mask->shape[0]; b++)
        for (h = 0; h < mask->shape[1]; h++)
            for (a = 0; a < QB; a++) {
                unsigned char *row = p + b * s[0] + h * s[1] + a * s[2];
                const int64_t c0 = a + KB - QB, lim = d.causal ? KTORCH__MIN(KB, c0 + 1) : KB; /* allowed: c < lim */
                uint64_t state = ktorch__var_mix(d.seed ^ ktorch__var_mix(KTORCH__CAST(uint64_t, (b * mask->shape[1] + h) * QB + a)));
                if (d.pattern == KTORCH_BLOCKS_RANDOM || d.pattern == KTORCH_BLOCKS_BIGBIRD) {
                    int64_t cnt = d.pattern == KTORCH_BLOCKS_RANDOM ? KTORCH__MAX(1, ktorch__var_round(d.density * KTORCH__CAST(double, lim > 0 ? lim : 0)))
                                                                     : d.random;
                    if (lim > 0) ktorch__var_random_row(tmp, lim, cnt, &state);
                }
                for (c = 0; c < KB; c++) {
                    const int64_t dd = c - c0;
                    int on = 0;
                    if (c >= lim) {
                        row[c * s[3]] = 0;
                        continue;
                    }
                    switch (d.pattern) {
                    case KTORCH_BLOCKS_RANDOM: on = tmp[c]; break;
                    /* |dd| <= window * stride without forming the product, which may not fit */
                    case KTORCH_BLOCKS_DILATED: on = dd % d.stride == 0 && (dd < 0 ? -dd : dd) / d.stride <= d.window; break;
                    default:
                        on = dd >= -d.window && dd <= d.window;
                        if (d.pattern == KTORCH_BLOCKS_STRIDED) on |= c % d.stride == d.stride - 1;
                        if (d.pattern == KTORCH_BLOCKS_GLOBAL_LOCAL || d.pattern == KTORCH_BLOCKS_BIGBIRD) on |= c < d.global || a < d.global;
                        if (d.pattern == KTORCH_BLOCKS_BIGBIRD) on |= tmp[c];
                    }
                    row[c * s[3]] = KTORCH__CAST(unsigned char, on ? 1 : 0);
                }
            }
    ktorch__free(&ctx->allocator, tmp);
    return KTORCH_OK;
}

static ktorch_status ktorch__topk_check(const char *fn, const ktorch_tensor *q, const ktorch_tensor *k, int64_t block_q, int64_t block_k,
                                        double density, const ktorch_tensor *mask, ktorch__attn *a, int64_t *QB, int64_t *KB) {
    ktorch_status st;
    memset(a, 0, sizeof *a);
    if ((st = ktorch__attn_check4(q, "q")) != KTORCH_OK || (st = ktorch__attn_check4(k, "k")) != KTORCH_OK) return st;
    if (!ktorch__attn_float_dtype(q->dtype) || k->dtype != q->dtype)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q' and 'k' must share a dtype f32/f16/bf16", fn);
    if (block_q < 1 || block_k < 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block_q' and 'block_k' must be >= 1", fn);
    if (!(density > 0 && density <= 1)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'density' must be in (0, 1], got %g", fn, density);
    a->B = q->shape[0];
    a->Hq = q->shape[1];
    a->Nq = q->shape[2];
    a->D = q->shape[3];
    a->Hk = k->shape[1];
    a->Nk = k->shape[2];
    if (k->shape[0] != a->B || k->shape[3] != a->D || a->D < 1 || a->Hk < 1 || a->Hq % a->Hk != 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k' must be [%lld,Hk,Nk,%lld] with Hq a multiple of Hk", fn,
                            KTORCH__CAST(long long, a->B), KTORCH__CAST(long long, a->D));
    a->group = a->Hq / a->Hk;
    *QB = ktorch__ceil_div(a->Nq, block_q);
    *KB = ktorch__ceil_div(a->Nk, block_k);
    if ((st = ktorch__var_bmask_shape(mask, fn, "mask", a->B, a->Hq, *QB, *KB, 0)) != KTORCH_OK) return st;
    if (!ktorch__same_device(k->device, q->device) || !ktorch__same_device(mask->device, q->device))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q', 'k' and 'mask' must be on one device", fn);
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_block_mask_topk(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, int64_t block_q,
                                                int64_t block_k, double density, int causal, ktorch_tensor *mask) {
    static const char *fn = "ktorch_block_mask_topk";
    ktorch__attn a;
    ktorch_op_desc op;
    int64_t QB = 0, KB = 0;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__topk_check(fn, q, k, block_q, block_k, density, mask, &a, &QB, &KB)) != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_BLOCK_MASK_TOPK, q->device);
    op.tensor[0] = ktorch__op_tensor(q);
    op.tensor[1] = ktorch__op_tensor(k);
    op.tensor[2] = mask;
    op.arg[0] = block_q;
    op.arg[1] = block_k;
    op.arg[2] = causal != 0;
    op.density = density;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_block_mask_topk(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_block_mask_topk";
    const ktorch_tensor *q = op->tensor[0], *k = op->tensor[1];
    ktorch_tensor *mask = op->tensor[2];
    const int64_t block_q = op->arg[0], block_k = op->arg[1];
    const int causal = KTORCH__CAST(int, op->arg[2]);
    const double density = op->density;
    ktorch__attn a;
    ktorch_status st;
    int64_t QB = 0, KB = 0, b, h, x, y, t, ms[4];
    double *qm, *km, *sc;
    float *row;
    unsigned char *p;
    uint64_t n;
    if ((st = ktorch__topk_check(fn, q, k, block_q, block_k, density, mask, &a, &QB, &KB)) != KTORCH_OK) return st;
    if (ktorch_tensor_numel(mask) == 0) return KTORCH_OK; /* nothing to write (and maybe no storage) */
    ktorch__attn_bstrides(q, 4, a.qs);
    ktorch__attn_bstrides(k, 4, a.ks);
    ktorch__attn_bstrides(mask, 4, ms);
    if (!ktorch__var_mul(&n, KTORCH__CAST(uint64_t, QB + KB + KB), KTORCH__CAST(uint64_t, a.D + 1), 8, 1) || n > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    qm = KTORCH__CAST(double *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, n)));
    row = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, a.D) * 4));
    if (!qm || !row) {
        ktorch__free(&ctx->allocator, qm);
        ktorch__free(&ctx->allocator, row);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for pooled scores", fn);
    }
    km = qm + QB * a.D;
    sc = km + KB * a.D;
    p = KTORCH__CAST(unsigned char *, ktorch_tensor_ptr(mask));
    for (b = 0; b < a.B; b++)
        for (h = 0; h < a.Hq; h++) {
            const char *qb = KTORCH__CAST(const char *, ktorch_tensor_ptr(q)), *kb = KTORCH__CAST(const char *, ktorch_tensor_ptr(k));
            /* mean-pool q and k over each block */
            for (x = 0; x < QB + KB; x++) {
                const int kside = x >= QB;
                const int64_t blk = kside ? x - QB : x, bs = kside ? block_k : block_q, n0 = blk * bs,
                              n1 = KTORCH__MIN(n0 + bs, kside ? a.Nk : a.Nq);
                double *dst = kside ? km + blk * a.D : qm + blk * a.D;
                int64_t i;
                for (t = 0; t < a.D; t++) dst[t] = 0;
                for (i = n0; i < n1; i++) {
                    ktorch__var_load_row(q->dtype, kside ? kb : qb, kside ? a.ks : a.qs, b, kside ? h / a.group : h, i, a.D, row);
                    for (t = 0; t < a.D; t++) dst[t] += row[t];
                }
                for (t = 0; t < a.D; t++) dst[t] /= KTORCH__CAST(double, n1 - n0);
            }
            for (x = 0; x < QB; x++) {
                unsigned char *mr = p + b * ms[0] + h * ms[1] + x * ms[2];
                const int64_t c0 = x + KB - QB, lim = causal ? KTORCH__MIN(KB, c0 + 1) : KB;
                int64_t cnt = KTORCH__MAX(1, ktorch__var_round(density * KTORCH__CAST(double, lim > 0 ? lim : 0))), got = 0;
                for (y = 0; y < KB; y++) {
                    double acc = 0;
                    for (t = 0; t < a.D; t++) acc += qm[x * a.D + t] * km[y * a.D + t];
                    sc[y] = acc;
                    mr[y * ms[3]] = 0;
                }
                if (causal && c0 >= 0 && c0 < KB) { /* the diagonal holds each row's own key */
                    mr[c0 * ms[3]] = 1;
                    got = 1;
                }
                for (; got < cnt && got < lim; got++) {
                    int64_t best = -1;
                    for (y = 0; y < lim; y++)
                        if (!mr[y * ms[3]] && (best < 0 || sc[y] > sc[best])) best = y;
                    if (best < 0) break;
                    mr[best * ms[3]] = 1;
                }
            }
        }
    ktorch__free(&ctx->allocator, qm);
    ktorch__free(&ctx->allocator, row);
    return KTORCH_OK;
}

/* ---- chunked (single-device ring) ------------------------------------- */
KTORCH_API ktorch_status ktorch_attention_chunked(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                  const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                  int64_t chunk_q, int64_t chunk_k) {
    static const char *fn = "ktorch_attention_chunked";
    ktorch__attn a;
    ktorch_op_desc op;
    ktorch_status st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION_CHUNKED, q, k, v, out, params, &a, &op);
    if (st != KTORCH_OK) return st;
    if (chunk_q < 0 || chunk_k < 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'chunk_q' and 'chunk_k' must be >= 0 (0 = one chunk), got %lld, %lld", fn,
                            KTORCH__CAST(long long, chunk_q), KTORCH__CAST(long long, chunk_k));
    op.arg[0] = chunk_q;
    op.arg[1] = chunk_k;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_attention_chunked(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_attention_chunked";
    const ktorch_tensor *q = op->tensor[0], *k = op->tensor[1], *v = op->tensor[2];
    ktorch_tensor *out = op->tensor[3];
    const ktorch_attention_params *params = op->attention;
    int64_t chunk_q = op->arg[0], chunk_k = op->arg[1];
    ktorch__attn a, sub;
    ktorch_allocation alloc;
    ktorch_status st = ktorch__attn_validate(ctx, q, k, v, out, params, &a);
    ktorch_tensor tacc, tacl, tpo, tpl, view, lview;
    int64_t qa, ka, shape[4], i, n;
    uint64_t nacc, total;
    float *acc, *accl, *po, *pl;
    void *ws;
    if (st != KTORCH_OK) return st;
    if (a.B == 0 || a.Hq == 0 || a.Nq == 0) return KTORCH_OK;
    if (chunk_q == 0 || chunk_q > a.Nq) chunk_q = a.Nq;
    if (chunk_k == 0 || chunk_k > a.Nk) chunk_k = KTORCH__MAX(a.Nk, 1);
    /* accumulator and one partial: [B,Hq,chunk_q,Dv] + [B,Hq,chunk_q] each */
    if (!ktorch__var_mul(&nacc, KTORCH__CAST(uint64_t, a.B * a.Hq), KTORCH__CAST(uint64_t, chunk_q), KTORCH__CAST(uint64_t, a.Dv + 1), 4) ||
        !ktorch__mul_u64(nacc, 2, &total))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: chunk buffers overflow", fn);
    if ((st = ktorch__var_ws(ctx, total + 128, &alloc, &ws, fn)) != KTORCH_OK) return st;
    n = a.B * a.Hq * chunk_q;
    acc = KTORCH__CAST(float *, ws);
    accl = acc + n * a.Dv;
    po = accl + n;
    pl = po + n * a.Dv;
    for (qa = 0; qa < a.Nq && st == KTORCH_OK; qa += chunk_q) {
        const int64_t cq = KTORCH__MIN(chunk_q, a.Nq - qa);
        int first = 1;
        shape[0] = a.B;
        shape[1] = a.Hq;
        shape[2] = cq;
        shape[3] = a.Dv;
        ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, acc, ktorch_cpu(), &tacc);
        ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, accl, ktorch_cpu(), &tacl);
        ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, po, ktorch_cpu(), &tpo);
        ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, pl, ktorch_cpu(), &tpl);
        for (ka = 0; ka < a.Nk; ka += chunk_k) {
            const int64_t ck = KTORCH__MIN(chunk_k, a.Nk - ka);
            /* skip a key chunk wholly outside the window of every query of the chunk */
            if (a.has_wr && ka > qa + cq - 1 + a.off + a.wr) break;
            if (a.has_wl && ka + ck - 1 < qa + a.off - a.wl) continue;
            sub = a;
            sub.q = a.q + qa * a.qs[2];
            sub.k = a.k + ka * a.ks[2];
            sub.v = a.v + ka * a.vs[2];
            if (a.qsc) sub.qsc = a.qsc + qa * a.qss[2];
            if (a.ksc) sub.ksc = a.ksc + ka * a.kss[2];
            if (a.vsc) sub.vsc = a.vsc + ka * a.vss[2];
            sub.mask = a.mask ? a.mask + qa * a.ms[2] + ka * a.ms[3] : NULL;
            sub.Nq = cq;
            sub.Nk = ck;
            sub.off = qa + a.off - ka; /* keeps i + off - j, the window and ALiBi, in original positions */
            sub.odt = KTORCH_F32;
            sub.o = KTORCH__RCAST(char *, first ? acc : po);
            sub.lse = KTORCH__RCAST(char *, first ? accl : pl);
            sub.os[3] = 4;
            sub.os[2] = a.Dv * 4;
            sub.os[1] = cq * a.Dv * 4;
            sub.os[0] = a.Hq * sub.os[1];
            sub.ls[2] = 4;
            sub.ls[1] = cq * 4;
            sub.ls[0] = a.Hq * cq * 4;
            if ((st = ktorch__attn_flash(ctx, &sub)) != KTORCH_OK) break;
            if (!first && (st = ktorch_attention_merge(ctx, &tacc, &tacl, &tpo, &tpl, &tacc, &tacl)) != KTORCH_OK) break;
            first = 0;
        }
        if (st != KTORCH_OK) break;
        if (first) { /* no visible key chunk */
            for (i = 0; i < n * a.Dv; i++) acc[i] = 0;
            for (i = 0; i < n; i++) accl[i] = -INFINITY;
        }
        if ((st = ktorch_tensor_slice(out, 2, qa, qa + cq, 1, &view)) != KTORCH_OK) break;
        if ((st = ktorch_tensor_copy(ctx, &view, &tacc, NULL)) != KTORCH_OK) break;
        if (params && params->lse) {
            if ((st = ktorch_tensor_slice(params->lse, 2, qa, qa + cq, 1, &lview)) != KTORCH_OK) break;
            if ((st = ktorch_tensor_copy(ctx, &lview, &tacl, NULL)) != KTORCH_OK) break;
        }
    }
    ktorch_pool_free(ctx->host_pool, &alloc);
    return st;
}

/* Chunked attention from primitives on any device: one attention call with
   LSE per visible (query chunk, key chunk) pair on views, its window moved
   into the pair's bottom-right frame; the first partial of a query chunk
   lands in `out`, later ones in a partial buffer merged by LSE (an f32
   accumulator from the third on); the last merge writes `out` and the
   caller's LSE. Workspace O(chunk_q). */
static ktorch_status ktorch__chunked_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only) {
    const ktorch_tensor *q = op->tensor[0], *k = op->tensor[1], *v = op->tensor[2];
    ktorch_tensor *out = op->tensor[3];
    const ktorch_attention_params *params = op->attention;
    ktorch_tensor acc, accl, part, partl; /* workspace, created on first need */
    ktorch__attn a, sub;
    ktorch_op_desc prim;
    ktorch_attention_params p;
    int64_t chunk_q = op->arg[0], chunk_k = op->arg[1], qa, ka, shape[4];
    ktorch_status st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION, q, k, v, out, params, &a, &prim);
    if (st != KTORCH_OK) return st;
    if (a.qsc || a.ksc || a.vsc)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: quantized (i8/fp8) inputs with more than one chunk are not supported on %s", fn,
                            ktorch_backend_name(op->device.backend));
    if (chunk_q == 0 || chunk_q > a.Nq) chunk_q = KTORCH__MAX(a.Nq, 1);
    if (chunk_k == 0 || chunk_k > a.Nk) chunk_k = KTORCH__MAX(a.Nk, 1);
    if (chunk_q >= a.Nq && chunk_k >= a.Nk && a.Nk > 0)
        {
        const ktorch_backend_impl *impl;
        return check_only ? ktorch__op_supported(ctx, &prim, fn, &impl) : ktorch_attention(ctx, q, k, v, out, params);
    }
    if (a.alibi)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: ALiBi with more than one chunk on %s (use chunk sizes 0)", fn, ktorch_backend_name(op->device.backend));
    if (check_only) {
        /* the primitives: attention on the same dtypes and head dims, and merge */
        const ktorch_backend_impl *impl;
        ktorch_op_desc m;
        if ((st = ktorch__op_supported(ctx, &prim, fn, &impl)) != KTORCH_OK) return st;
        ktorch__op_init(&m, KTORCH_OP_ATTENTION_MERGE, op->device);
        m.tensor[0] = m.tensor[2] = m.tensor[4] = out;
        return ktorch__op_supported(ctx, &m, fn, &impl);
    }
    if (a.B == 0 || a.Hq == 0 || a.Nq == 0) return KTORCH_OK;
    memset(&acc, 0, sizeof acc);
    memset(&accl, 0, sizeof accl);
    memset(&part, 0, sizeof part);
    memset(&partl, 0, sizeof partl);
    shape[0] = a.B;
    shape[1] = a.Hq;
    shape[2] = chunk_q;
    shape[3] = a.Dv;
    for (qa = 0; qa < a.Nq && st == KTORCH_OK; qa += chunk_q) {
        const int64_t cq = KTORCH__MIN(chunk_q, a.Nq - qa);
        ktorch_tensor qv, ov, lv, kv, vv, mv, mq, av, alv, pv, plv;
        int64_t nvis = 0, c = 0;
        if ((st = ktorch_tensor_slice(q, 2, qa, qa + cq, 1, &qv)) != KTORCH_OK) break;
        if ((st = ktorch_tensor_slice(out, 2, qa, qa + cq, 1, &ov)) != KTORCH_OK) break;
        if (params->lse && (st = ktorch_tensor_slice(params->lse, 2, qa, qa + cq, 1, &lv)) != KTORCH_OK) break;
        if (params->mask && (st = ktorch_tensor_slice(params->mask, 2, qa, qa + cq, 1, &mq)) != KTORCH_OK) break;
        for (ka = 0; ka < a.Nk; ka += chunk_k) {
            const int64_t ck = KTORCH__MIN(chunk_k, a.Nk - ka);
            if (a.has_wr && ka > qa + cq - 1 + a.off + a.wr) break;
            if (a.has_wl && ka + ck - 1 < qa + a.off - a.wl) continue;
            nvis++;
        }
        if (nvis >= 2 && !part.data) {
            if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 3, shape, q->device, &accl)) != KTORCH_OK ||
                (st = ktorch_tensor_create(ctx, out->dtype, 4, shape, q->device, &part)) != KTORCH_OK ||
                (st = ktorch_tensor_create(ctx, KTORCH_F32, 3, shape, q->device, &partl)) != KTORCH_OK)
                break;
        }
        if (nvis >= 3 && !acc.data && (st = ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, q->device, &acc)) != KTORCH_OK) break;
        if (nvis >= 2) {
            if ((st = ktorch_tensor_slice(&accl, 2, 0, cq, 1, &alv)) != KTORCH_OK || (st = ktorch_tensor_slice(&part, 2, 0, cq, 1, &pv)) != KTORCH_OK ||
                (st = ktorch_tensor_slice(&partl, 2, 0, cq, 1, &plv)) != KTORCH_OK)
                break;
        }
        if (nvis >= 3 && (st = ktorch_tensor_slice(&acc, 2, 0, cq, 1, &av)) != KTORCH_OK) break;
        if (nvis == 0) { /* nothing visible: 0 and LSE -inf */
            st = ktorch_attention_merge(ctx, NULL, NULL, NULL, NULL, &ov, params->lse ? &lv : NULL);
            continue;
        }
        for (ka = 0; ka < a.Nk && st == KTORCH_OK; ka += chunk_k) {
            const int64_t ck = KTORCH__MIN(chunk_k, a.Nk - ka), delta = qa + a.off - ka;
            const int last = c == nvis - 1;
            ktorch_tensor *to = c == 0 ? &ov : &pv, *tl = nvis == 1 ? (params->lse ? &lv : NULL) : c == 0 ? &alv : &plv;
            if (a.has_wr && ka > qa + cq - 1 + a.off + a.wr) break;
            if (a.has_wl && ka + ck - 1 < qa + a.off - a.wl) continue;
            if ((st = ktorch_tensor_slice(k, 2, ka, ka + ck, 1, &kv)) != KTORCH_OK) break;
            if ((st = ktorch_tensor_slice(v, 2, ka, ka + ck, 1, &vv)) != KTORCH_OK) break;
            if (params->mask && (st = ktorch_tensor_slice(&mq, 3, ka, ka + ck, 1, &mv)) != KTORCH_OK) break;
            memset(&p, 0, sizeof p);
            p.scale = params->scale;
            p.softcap = params->softcap;
            p.variant = params->variant;
            p.mask = params->mask ? &mv : NULL;
            p.lse = tl;
            /* key j of the pair is visible to query i iff i + (ck-cq) - wl <= j <= i + (ck-cq) + wr */
            if (a.has_wr) {
                p.window_flags |= KTORCH_WINDOW_RIGHT;
                p.window_right = delta + a.wr - (ck - cq);
            }
            if (a.has_wl) {
                p.window_flags |= KTORCH_WINDOW_LEFT;
                p.window_left = a.wl - delta + (ck - cq);
            }
            if ((st = ktorch__attn_desc_ex(ctx, KTORCH_OP_ATTENTION, &qv, &kv, &vv, to, &p, 1, &sub, &prim)) != KTORCH_OK ||
                (st = ktorch__op_run(ctx, &prim, fn)) != KTORCH_OK)
                break;
            if (c > 0)
                st = ktorch_attention_merge(ctx, c == 1 ? &ov : &av, &alv, &pv, &plv, last ? &ov : &av, last ? (params->lse ? &lv : NULL) : &alv);
            c++;
        }
    }
    ktorch_tensor_free(ctx, &acc);
    ktorch_tensor_free(ctx, &accl);
    ktorch_tensor_free(ctx, &part);
    ktorch_tensor_free(ctx, &partl);
    return st;
}

/* Attention with i8/fp8 inputs from primitives: each quantized input is
   dequantized (ktorch_dequantize of a qtensor view: a [1] scale per tensor,
   [H] per channel along the heads, [B,H,N] per group of D along the rows)
   into a copy in the float dtype of the other inputs (out's when all are
   quantized), then attention on the copies. */
static int ktorch__attn_quantized(const ktorch_op_desc *op) {
    return op->op == KTORCH_OP_ATTENTION && (ktorch__attn_quant_dtype(op->tensor[0]->dtype) || ktorch__attn_quant_dtype(op->tensor[1]->dtype) ||
                                            ktorch__attn_quant_dtype(op->tensor[2]->dtype));
}
/* The qtensor view of quantized attention input x with scale sc; x and sc
   must be contiguous (the caller copies them where they are not). */
static void ktorch__qin_view(const ktorch_tensor *x, const ktorch_tensor *sc, ktorch_qtensor *qt) {
    int i;
    memset(qt, 0, sizeof *qt);
    qt->format = x->dtype == KTORCH_I8 ? KTORCH_QUANT_INT8 : x->dtype == KTORCH_FP8_E4M3 ? KTORCH_QUANT_FP8_E4M3 : KTORCH_QUANT_FP8_E5M2;
    qt->ndim = 4;
    for (i = 0; i < 4; i++) qt->shape[i] = x->shape[i];
    qt->data = *x;
    qt->scale = *sc;
    qt->tensor_scale = 1.0f;
    qt->axis = -1;
    if (sc->ndim == 3) { /* [B,H,N] as [B,H,N,1]: one group of D per row */
        qt->granularity = KTORCH_QUANT_PER_GROUP;
        qt->block = x->shape[3];
        qt->scale.ndim = 4;
        qt->scale.shape[3] = 1;
        qt->scale.stride[3] = 1;
    } else if (sc->shape[0] == x->shape[1] && x->shape[1] > 1) {
        qt->granularity = KTORCH_QUANT_PER_CHANNEL;
        qt->axis = 1;
    } else {
        qt->granularity = KTORCH_QUANT_PER_TENSOR;
    }
}
static ktorch_status ktorch__qin_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only) {
    const ktorch_attention_params *params = op->attention;
    const ktorch_tensor *scales[3];
    ktorch_tensor tmp[3], cx[3], cs[3];
    const ktorch_tensor *in[3];
    ktorch_attention_params p = *params;
    ktorch_op_desc prim;
    ktorch__attn a;
    ktorch_status st = KTORCH_OK;
    ktorch_dtype dt = op->tensor[3]->dtype;
    int i;
    memset(tmp, 0, sizeof tmp);
    memset(cx, 0, sizeof cx);
    memset(cs, 0, sizeof cs);
    for (i = 0; i < 3; i++)
        if (!ktorch__attn_quant_dtype(op->tensor[i]->dtype)) dt = op->shape.dtype;
    scales[0] = params->q_scale;
    scales[1] = params->k_scale;
    scales[2] = params->v_scale;
    p.q_scale = p.k_scale = p.v_scale = NULL;
    for (i = 0; i < 3 && st == KTORCH_OK; i++) {
        const ktorch_tensor *x = op->tensor[i], *c = scales[i];
        ktorch_qtensor qt;
        in[i] = x;
        if (!ktorch__attn_quant_dtype(x->dtype)) continue;
        if (check_only) { /* descriptions: the caller's tensors stand in for the copies */
            const ktorch_backend_impl *impl;
            ktorch_op_desc dq;
            tmp[i] = *x;
            tmp[i].dtype = dt;
            ktorch__contiguous_strides(4, x->shape, tmp[i].stride);
            cx[i] = *x;
            ktorch__contiguous_strides(4, x->shape, cx[i].stride);
            cs[i] = *c;
            ktorch__contiguous_strides(c->ndim, c->shape, cs[i].stride);
            ktorch__qin_view(&cx[i], &cs[i], &qt);
            ktorch__op_init(&dq, KTORCH_OP_DEQUANTIZE, op->device);
            dq.tensor[0] = &tmp[i];
            dq.qtensor[0] = &qt;
            if ((st = ktorch_qtensor_validate(&qt)) == KTORCH_OK) st = ktorch__op_supported(ctx, &dq, fn, &impl);
            in[i] = &tmp[i];
            continue;
        }
        /* contiguous codes and scales, then the dequantized copy */
        if (!ktorch_tensor_is_contiguous(x)) {
            if ((st = ktorch_tensor_create(ctx, x->dtype, 4, x->shape, x->device, &cx[i])) != KTORCH_OK ||
                (st = ktorch_tensor_copy(ctx, &cx[i], x, NULL)) != KTORCH_OK)
                break;
            x = &cx[i];
        }
        if (!ktorch_tensor_is_contiguous(c)) {
            if ((st = ktorch_tensor_create(ctx, KTORCH_F32, c->ndim, c->shape, c->device, &cs[i])) != KTORCH_OK ||
                (st = ktorch_tensor_copy(ctx, &cs[i], c, NULL)) != KTORCH_OK)
                break;
            c = &cs[i];
        }
        ktorch__qin_view(x, c, &qt);
        if ((st = ktorch_tensor_create(ctx, dt, 4, x->shape, x->device, &tmp[i])) != KTORCH_OK) break;
        if ((st = ktorch_dequantize(ctx, &qt, &tmp[i])) != KTORCH_OK) break;
        in[i] = &tmp[i];
    }
    if (st == KTORCH_OK) st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION, in[0], in[1], in[2], op->tensor[3], &p, &a, &prim);
    if (st == KTORCH_OK) {
        const ktorch_backend_impl *impl;
        st = check_only ? ktorch__op_supported(ctx, &prim, fn, &impl) : ktorch__op_run(ctx, &prim, fn);
    }
    if (!check_only)
        for (i = 0; i < 3; i++) {
            ktorch_tensor_free(ctx, &tmp[i]);
            ktorch_tensor_free(ctx, &cx[i]);
            ktorch_tensor_free(ctx, &cs[i]);
        }
    return st;
}

/* ---- dilated ------------------------------------------------------------
   Every (pattern, segment) becomes one flash call over gathered rows: head
   h's selected queries and keys are packed right-aligned into [B,Hq,n,D]
   buffers (counts differ by head when a segment is short), key_lo hides the
   padding, and bottom-right causal alignment then matches causal in the
   original positions. LONGNET merges the partials of a query by their LSEs,
   which is one softmax over the union of the patterns' key sets. Work is
   the attended pairs plus O(rows) gathering; memory O(B*Hq*max w). */
typedef struct ktorch__dil {
    const ktorch__attn *a;
    int64_t L;                 /* query block (LONGNET) */
    float *qg, *kg, *vg, *og, *lg, *acc, *accl;
    int64_t *key_lo, *tq0, *nqh; /* per head */
} ktorch__dil;

/* Selected positions of head offset o in segment [s0, s1): s0 + o + t*r, t < count. */
static int64_t ktorch__dil_count(int64_t s0, int64_t s1, int64_t o, int64_t r) { return s1 - s0 > o ? ktorch__ceil_div(s1 - s0 - o, r) : 0; }
static int64_t ktorch__dil_ceil(int64_t x, int64_t r) { return x <= 0 ? 0 : ktorch__ceil_div(x, r); }

static ktorch_status ktorch__dil_longnet(ktorch_context *ctx, const ktorch__attn *a, const ktorch_dilated_params *dp, int causal, ktorch__dil *W) {
    const int64_t N = a->Nq, L = W->L, H = a->Hq;
    int64_t blk, b, h, pi, t;
    ktorch_status st = KTORCH_OK;
    for (blk = 0; blk < N; blk += L) {
        const int64_t qn = KTORCH__MIN(L, N - blk);
        for (t = 0; t < a->B * H * L * a->Dv; t++) W->acc[t] = 0;
        for (t = 0; t < a->B * H * L; t++) W->accl[t] = -INFINITY;
        for (pi = 0; pi < dp->count; pi++) {
            const int64_t w = KTORCH__MIN(dp->segment[pi], N), r = dp->dilation[pi];
            int64_t s0;
            for (s0 = blk / w * w; s0 < blk + qn; s0 += w) {
                const int64_t s1 = KTORCH__MIN(s0 + w, N), qa = KTORCH__MAX(s0, blk), qb = KTORCH__MIN(s1, blk + qn);
                int64_t nqmax = 0, nkmax = 0;
                ktorch__attn sub;
                ktorch__flash hooks;
                for (h = 0; h < H; h++) {
                    const int64_t o = h % r, cnt = ktorch__dil_count(s0, s1, o, r);
                    const int64_t t0 = KTORCH__MIN(cnt, ktorch__dil_ceil(qa - s0 - o, r)), t1 = KTORCH__MIN(cnt, ktorch__dil_ceil(qb - s0 - o, r));
                    W->tq0[h] = t0;
                    W->nqh[h] = t1 - t0;
                    W->key_lo[h] = causal ? t1 : cnt; /* keys held (fixed up below) */
                    nqmax = KTORCH__MAX(nqmax, t1 - t0);
                    nkmax = KTORCH__MAX(nkmax, W->key_lo[h]);
                }
                if (nqmax == 0) continue;
                for (b = 0; b < a->B; b++)
                    for (h = 0; h < H; h++) {
                        const int64_t o = h % r, hk = h / a->group, nk = W->key_lo[h], qpad = nqmax - W->nqh[h], kpad = nkmax - nk;
                        const int64_t bh = b * H + h;
                        for (t = 0; t < W->nqh[h]; t++)
                            ktorch__var_load_row(a->dt, a->q, a->qs, b, h, s0 + o + (W->tq0[h] + t) * r, a->D,
                                                 W->qg + (bh * nqmax + qpad + t) * a->D);
                        for (t = 0; t < nk; t++) {
                            ktorch__var_load_row(a->dt, a->k, a->ks, b, hk, s0 + o + t * r, a->D, W->kg + (bh * nkmax + kpad + t) * a->D);
                            ktorch__var_load_row(a->dt, a->v, a->vs, b, hk, s0 + o + t * r, a->Dv, W->vg + (bh * nkmax + kpad + t) * a->Dv);
                        }
                        for (t = 0; t < qpad; t++) memset(W->qg + (bh * nqmax + t) * a->D, 0, KTORCH__CAST(size_t, a->D) * 4);
                    }
                for (h = 0; h < H; h++) W->key_lo[h] = nkmax - W->key_lo[h];
                ktorch__var_sub(&sub, a, a->B, H, nqmax, nkmax, W->qg, W->kg, W->vg, W->og, W->lg, causal);
                memset(&hooks, 0, sizeof hooks);
                hooks.key_lo = W->key_lo;
                if ((st = ktorch__attn_flash_ex(ctx, &sub, &hooks)) != KTORCH_OK) return st;
                for (b = 0; b < a->B; b++)
                    for (h = 0; h < H; h++) {
                        const int64_t o = h % r, bh = b * H + h, qpad = nqmax - W->nqh[h];
                        for (t = 0; t < W->nqh[h]; t++) {
                            const int64_t pos = s0 + o + (W->tq0[h] + t) * r, row = bh * L + pos - blk, slot = bh * nqmax + qpad + t;
                            ktorch__var_merge_row(W->acc + row * a->Dv, W->accl + row, W->og + slot * a->Dv, W->lg[slot], a->Dv);
                        }
                    }
            }
        }
        for (b = 0; b < a->B; b++)
            for (h = 0; h < H; h++)
                for (t = 0; t < qn; t++) {
                    const int64_t row = (b * H + h) * L + t;
                    ktorch__var_store_row(a->odt, a->o, a->os, b, h, blk + t, a->Dv, W->acc + row * a->Dv, 1.0f);
                    if (a->lse) memcpy(a->lse + b * a->ls[0] + h * a->ls[1] + (blk + t) * a->ls[2], W->accl + row, 4);
                }
    }
    return st;
}

/* GROUPS: one flash call per group over a batch of whole segments ([B*nb, g, n, D]). */
static ktorch_status ktorch__dil_groups(ktorch_context *ctx, const ktorch__attn *a, const ktorch_dilated_params *dp, int causal, ktorch__dil *W,
                                        int64_t rows_cap) {
    const int64_t N = a->Nq, G = dp->count, base = a->Hq / G, rem = a->Hq % G;
    const float inv = 1.0f / KTORCH__CAST(float, G);
    int64_t gi, h0 = 0, b, h, t;
    ktorch_status st;
    for (b = 0; b < a->B; b++) /* positions no group selects are 0 */
        for (h = 0; h < a->Hq; h++)
            for (t = 0; t < N; t++) ktorch__var_store_row(a->odt, a->o, a->os, b, h, t, a->Dv, NULL, 0);
    for (gi = 0; gi < G; h0 += base + (gi < rem), gi++) {
        const int64_t g = base + (gi < rem), w = dp->segment[gi], r = dp->dilation[gi], o = gi % r, n = ktorch__dil_count(0, w, o, r),
                      nseg = N / w;
        int64_t nb, sg;
        if (g == 0 || n == 0) continue;
        nb = KTORCH__MAX(1, KTORCH__MIN(nseg, rows_cap / (a->B * g * n)));
        for (sg = 0; sg < nseg; sg += nb) {
            const int64_t cnt = KTORCH__MIN(nb, nseg - sg);
            ktorch__attn sub;
            for (b = 0; b < a->B; b++)
                for (h = 0; h < g; h++) {
                    int64_t s;
                    for (s = 0; s < cnt; s++)
                        for (t = 0; t < n; t++) {
                            const int64_t pos = (sg + s) * w + o + t * r, row = (((b * cnt + s) * g + h) * n + t);
                            ktorch__var_load_row(a->dt, a->q, a->qs, b, h0 + h, pos, a->D, W->qg + row * a->D);
                            ktorch__var_load_row(a->dt, a->k, a->ks, b, (h0 + h) / a->group, pos, a->D, W->kg + row * a->D);
                            ktorch__var_load_row(a->dt, a->v, a->vs, b, (h0 + h) / a->group, pos, a->Dv, W->vg + row * a->Dv);
                        }
                }
            ktorch__var_sub(&sub, a, a->B * cnt, g, n, n, W->qg, W->kg, W->vg, W->og, W->lg, causal);
            if ((st = ktorch__attn_flash(ctx, &sub)) != KTORCH_OK) return st;
            for (b = 0; b < a->B; b++)
                for (h = 0; h < g; h++) {
                    int64_t s;
                    for (s = 0; s < cnt; s++)
                        for (t = 0; t < n; t++)
                            ktorch__var_store_row(a->odt, a->o, a->os, b, h0 + h, (sg + s) * w + o + t * r, a->Dv,
                                                  W->og + (((b * cnt + s) * g + h) * n + t) * a->Dv, inv);
                }
        }
    }
    return KTORCH_OK;
}

static ktorch_status ktorch__dil_check(const char *fn, const ktorch__attn *a, const ktorch_dilated_params *dp, int64_t *maxw, int *causal) {
    int64_t i;
    *maxw = 0;
    if (!dp) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dilated' is NULL", fn);
    if (dp->mode != KTORCH_DILATED_LONGNET && dp->mode != KTORCH_DILATED_GROUPS)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dilated->mode' is invalid (%d)", fn, KTORCH__CAST(int, dp->mode));
    if (dp->count < 1 || dp->count > 64 || !dp->segment || !dp->dilation)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dilated' needs 1..64 (segment, dilation) pairs, got %d", fn, dp->count);
    for (i = 0; i < dp->count; i++) {
        if (dp->segment[i] < 1 || dp->dilation[i] < 1)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dilated' pair %lld: segment and dilation must be >= 1 (got %lld, %lld)", fn,
                                KTORCH__CAST(long long, i), KTORCH__CAST(long long, dp->segment[i]), KTORCH__CAST(long long, dp->dilation[i]));
        *maxw = KTORCH__MAX(*maxw, dp->segment[i]);
    }
    if (a->Nq != a->Nk)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: dilated attention is self-attention: Nq (%lld) must equal Nk (%lld)", fn,
                            KTORCH__CAST(long long, a->Nq), KTORCH__CAST(long long, a->Nk));
    *causal = a->has_wr && a->wr == 0;
    if (a->qsc || a->ksc || a->vsc) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: quantized (i8/fp8) inputs are not supported with dilation", fn);
    if (a->has_wl || (a->has_wr && a->wr != 0) || a->mask || a->alibi)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: windows, masks and ALiBi are not supported with dilation (causal is)", fn);
    if (dp->mode == KTORCH_DILATED_GROUPS) {
        if (a->lse) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'params->lse' is not defined in the groups mode", fn);
        for (i = 0; i < dp->count; i++)
            if (a->Nq % dp->segment[i] != 0)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: groups mode needs N (%lld) to be a multiple of every segment (%lld)", fn,
                                    KTORCH__CAST(long long, a->Nq), KTORCH__CAST(long long, dp->segment[i]));
    }
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_attention_dilated(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                  const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                  const ktorch_dilated_params *dilated) {
    static const char *fn = "ktorch_attention_dilated";
    ktorch__attn a;
    ktorch_op_desc op;
    int64_t maxw;
    int causal;
    ktorch_status st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION_DILATED, q, k, v, out, params, &a, &op);
    if (st != KTORCH_OK) return st;
    if ((st = ktorch__dil_check(fn, &a, dilated, &maxw, &causal)) != KTORCH_OK) return st;
    op.params = dilated;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_attention_dilated(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_attention_dilated";
    const ktorch_dilated_params *dp = KTORCH__CAST(const ktorch_dilated_params *, op->params);
    ktorch__attn a;
    ktorch__dil W;
    ktorch_allocation alloc;
    ktorch_status st = ktorch__attn_validate(ctx, op->tensor[0], op->tensor[1], op->tensor[2], op->tensor[3], op->attention, &a);
    int64_t maxw = 0, rows, rows_cap = 8192;
    uint64_t nq, nk, nbytes;
    int causal = 0;
    void *ws = NULL;
    if (st == KTORCH_OK) st = ktorch__dil_check(fn, &a, dp, &maxw, &causal);
    if (st != KTORCH_OK) return st;
    if (a.B == 0 || a.Hq == 0 || a.Nq == 0) return KTORCH_OK;
    memset(&W, 0, sizeof W);
    W.a = &a;
    W.L = KTORCH__MIN(maxw, a.Nq);
    /* buffer rows: LONGNET B*Hq*L; GROUPS a batch of segments, at least one segment of the largest group */
    if (dp->mode == KTORCH_DILATED_LONGNET) rows = a.B * a.Hq * W.L;
    else rows = KTORCH__MAX(rows_cap, a.B * (a.Hq / dp->count + 1) * W.L);
    if (!ktorch__var_mul(&nq, KTORCH__CAST(uint64_t, rows), KTORCH__CAST(uint64_t, a.D + 2 * a.Dv + 2) + 16, 4, 1) ||
        !ktorch__var_mul(&nk, KTORCH__CAST(uint64_t, rows), KTORCH__CAST(uint64_t, a.D + a.Dv) + 16, 4, 1) ||
        !ktorch__add_u64(nq, nk, &nbytes) || !ktorch__add_u64(nbytes, KTORCH__CAST(uint64_t, a.Hq) * 24 + 1024, &nbytes))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: workspace size overflows", fn);
    if ((st = ktorch__var_ws(ctx, nbytes, &alloc, &ws, fn)) != KTORCH_OK) return st;
    W.qg = KTORCH__CAST(float *, ws);
    W.kg = W.qg + rows * a.D + 16;
    W.vg = W.kg + rows * a.D + 16;
    W.og = W.vg + rows * a.Dv + 16;
    W.lg = W.og + rows * a.Dv + 16;
    W.acc = W.lg + rows + 16;
    W.accl = W.acc + rows * a.Dv + 16;
    W.key_lo = KTORCH__RCAST(int64_t *, KTORCH__CAST(char *, ws) + ((KTORCH__RCAST(char *, W.accl + rows + 16) - KTORCH__CAST(char *, ws) + 7) & ~7));
    W.tq0 = W.key_lo + a.Hq;
    W.nqh = W.tq0 + a.Hq;
    if (dp->mode == KTORCH_DILATED_LONGNET) st = ktorch__dil_longnet(ctx, &a, dp, causal, &W);
    else st = ktorch__dil_groups(ctx, &a, dp, causal, &W, rows);
    ktorch_pool_free(ctx->host_pool, &alloc);
    return st;
}

/* Dilated attention from primitives on any device. Every (pattern, head
   offset, segment length) is attention on strided views of one batch entry,
   [segments, heads, n, D] with heads h0 + j*hstep and positions
   seg*w + off + t*r, so nothing is gathered; causal on a view is causal in
   the original positions. LONGNET merges each call's rows into `out` and the
   LSE (0 and -inf to start): one softmax over the union of the patterns.
   GROUPS divides each group's rows by `count` through merges with a zero
   partial of the same LSE (x merged with k equal-weight zeros is x/(k+1)).
   A GQA head set whose kv heads are no strided set runs one head per call. */
static ktorch_status ktorch__abw_desc(ktorch_context *ctx, const char *fn, ktorch_tensor *const *t, const ktorch_attention_params *params, int shifted,
                                      ktorch__attn *a, ktorch_op_desc *op);
typedef struct ktorch__dilc {
    ktorch_context *ctx;
    const ktorch__attn *a;
    const ktorch_op_desc *op;
    ktorch_tensor *lse;                /* LONGNET: the caller's or workspace */
    ktorch_tensor to, tl, tl2, zero;   /* per-call rows: output, LSE, running LSE, zeros */
    ktorch_tensor *grad[4];            /* backward: dout and the f32 dq, dk, dv added to (NULL: the forward) */
    const char *fn;
    int64_t rows_cap, rows_max, b;
    int causal, count, dry;
} ktorch__dilc;

/* [nseg, nh, n(, last)] view of x ([B,H,N,D] or [B,H,N]) for batch b. */
static void ktorch__dilc_view(const ktorch_tensor *x, int64_t b, int64_t h0, int64_t hstep, int64_t nh, int64_t p0, int64_t w, int64_t nseg,
                              int64_t r, int64_t n, ktorch_tensor *v) {
    *v = *x;
    ktorch__as_view(v);
    v->offset = x->offset + KTORCH__CAST(uint64_t, b * x->stride[0] + h0 * x->stride[1] + p0 * x->stride[2]) * ktorch__esize(x->dtype);
    v->shape[0] = nseg;
    v->stride[0] = w * x->stride[2];
    v->shape[1] = nh;
    v->stride[1] = hstep * x->stride[1];
    v->shape[2] = n;
    v->stride[2] = r * x->stride[2];
}
/* Rows [nseg, nh, n] at the start of workspace t. */
static ktorch_status ktorch__dilc_rows(const ktorch_tensor *t, int64_t nseg, int64_t nh, int64_t n, int64_t last, ktorch_tensor *v) {
    int64_t shp[4];
    shp[0] = nseg;
    shp[1] = nh;
    shp[2] = n;
    shp[3] = last;
    return ktorch_tensor_wrap(t->dtype, last ? 4 : 3, shp, NULL, ktorch_tensor_ptr(t), t->device, v);
}
static ktorch_status ktorch__dilc_call(ktorch__dilc *W, int64_t h0, int64_t hstep, int64_t nh, int64_t seg0, int64_t w, int64_t nseg, int64_t off,
                                       int64_t r, int64_t n) {
    const ktorch__attn *a = W->a;
    const ktorch_op_desc *op = W->op;
    const int64_t g = a->group;
    int64_t kh0 = h0 / g, khstep = 1, nkh = nh, s0, nsc, j;
    ktorch_status st = KTORCH_OK;
    if (nh == 0 || nseg == 0 || n == 0) return KTORCH_OK;
    if (g == 1) khstep = hstep;
    else if (nh == 1) nkh = 1;
    else if (hstep % g == 0) khstep = hstep / g;
    else if (g % hstep == 0 && h0 % g < hstep && nh % (g / hstep) == 0) nkh = nh / (g / hstep); /* view GQA: j -> j / (g/hstep) */
    else {
        for (j = 0; j < nh && st == KTORCH_OK; j++) st = ktorch__dilc_call(W, h0 + j * hstep, 1, 1, seg0, w, nseg, off, r, n);
        return st;
    }
    nsc = KTORCH__MAX(1, KTORCH__MIN(nseg, W->rows_cap / (nh * n)));
    if (W->dry) {
        W->rows_max = KTORCH__MAX(W->rows_max, nsc * nh * n);
        return KTORCH_OK;
    }
    for (s0 = 0; s0 < nseg && st == KTORCH_OK; s0 += nsc) {
        const int64_t cnt = KTORCH__MIN(nsc, nseg - s0), p0 = seg0 + s0 * w + off;
        ktorch_tensor qv, kv, vv, ov, lv, to, tl, tl2, zero;
        ktorch_attention_params p;
        int c;
        ktorch__dilc_view(op->tensor[0], W->b, h0, hstep, nh, p0, w, cnt, r, n, &qv);
        ktorch__dilc_view(op->tensor[1], W->b, kh0, khstep, nkh, p0, w, cnt, r, n, &kv);
        ktorch__dilc_view(op->tensor[2], W->b, kh0, khstep, nkh, p0, w, cnt, r, n, &vv);
        ktorch__dilc_view(op->tensor[3], W->b, h0, hstep, nh, p0, w, cnt, r, n, &ov);
        memset(&p, 0, sizeof p);
        p.causal = W->causal;
        p.scale = op->attention->scale;
        p.softcap = op->attention->softcap;
        p.variant = op->attention->variant;
        if (W->grad[0]) { /* backward: the call's share of the gradients */
            ktorch_tensor gv[4], *t8[8];
            ktorch_op_desc prim;
            ktorch__attn sub;
            ktorch__dilc_view(W->lse, W->b, h0, hstep, nh, p0, w, cnt, r, n, &lv);
            ktorch__dilc_view(W->grad[0], W->b, h0, hstep, nh, p0, w, cnt, r, n, &gv[0]);
            ktorch__dilc_view(W->grad[1], W->b, h0, hstep, nh, p0, w, cnt, r, n, &gv[1]);
            ktorch__dilc_view(W->grad[2], W->b, kh0, khstep, nkh, p0, w, cnt, r, n, &gv[2]);
            ktorch__dilc_view(W->grad[3], W->b, kh0, khstep, nkh, p0, w, cnt, r, n, &gv[3]);
            t8[0] = &qv, t8[1] = &kv, t8[2] = &vv, t8[3] = &ov, t8[4] = &gv[0], t8[5] = &gv[1], t8[6] = &gv[2], t8[7] = &gv[3];
            p.lse = &lv;
            if ((st = ktorch__abw_desc(W->ctx, W->fn, t8, &p, 0, &sub, &prim)) != KTORCH_OK) break;
            prim.arg[0] = 1;
            st = ktorch__op_run(W->ctx, &prim, W->fn);
            continue;
        }
        if (W->count == 1 && !W->lse) { /* GROUPS with one group: the rows themselves */
            st = ktorch_attention(W->ctx, &qv, &kv, &vv, &ov, &p);
            continue;
        }
        if ((st = ktorch__dilc_rows(&W->to, cnt, nh, n, a->Dv, &to)) != KTORCH_OK || (st = ktorch__dilc_rows(&W->tl, cnt, nh, n, 0, &tl)) != KTORCH_OK)
            break;
        p.lse = &tl;
        if ((st = ktorch_attention(W->ctx, &qv, &kv, &vv, &to, &p)) != KTORCH_OK) break;
        if (W->lse) { /* LONGNET */
            ktorch__dilc_view(W->lse, W->b, h0, hstep, nh, p0, w, cnt, r, n, &lv);
            st = ktorch_attention_merge(W->ctx, &ov, &lv, &to, &tl, &ov, &lv);
            continue;
        }
        if ((st = ktorch__dilc_rows(&W->tl2, cnt, nh, n, 0, &tl2)) != KTORCH_OK || (st = ktorch__dilc_rows(&W->zero, cnt, nh, n, a->Dv, &zero)) != KTORCH_OK)
            break;
        for (c = 1; c < W->count && st == KTORCH_OK; c++)
            st = ktorch_attention_merge(W->ctx, &to, c == 1 ? &tl : &tl2, &zero, &tl, c == W->count - 1 ? &ov : &to, &tl2);
    }
    return st;
}
/* Every call of the plan for batch entry W->b (W->dry: only sizes the workspace). */
static ktorch_status ktorch__dilc_plan(ktorch__dilc *W, const ktorch_dilated_params *dp) {
    const int64_t N = W->a->Nq, H = W->a->Hq;
    ktorch_status st = KTORCH_OK;
    int64_t i, o, h0 = 0;
    for (i = 0; i < dp->count && st == KTORCH_OK; i++) {
        const int64_t r = dp->dilation[i];
        if (dp->mode == KTORCH_DILATED_LONGNET) {
            const int64_t w = KTORCH__MIN(dp->segment[i], N), nfull = N / w, last = N - nfull * w;
            for (o = 0; o < r && o < H && st == KTORCH_OK; o++) {
                const int64_t nh = ktorch__ceil_div(H - o, r);
                st = ktorch__dilc_call(W, o, r, nh, 0, w, nfull, o, r, ktorch__dil_count(0, w, o, r));
                if (st == KTORCH_OK && last > 0) st = ktorch__dilc_call(W, o, r, nh, nfull * w, w, 1, o, r, ktorch__dil_count(0, last, o, r));
            }
        } else {
            const int64_t gsz = H / dp->count + (i < H % dp->count), w = dp->segment[i];
            st = ktorch__dilc_call(W, h0, 1, gsz, 0, w, N / w, i % r, r, ktorch__dil_count(0, w, i % r, r));
            h0 += gsz;
        }
    }
    return st;
}
static ktorch_status ktorch__dil_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only) {
    const ktorch_dilated_params *dp = KTORCH__CAST(const ktorch_dilated_params *, op->params);
    ktorch_tensor *out = op->tensor[3], lse_ws;
    ktorch__attn a;
    ktorch__dilc W;
    ktorch_status st = ktorch__attn_validate(ctx, op->tensor[0], op->tensor[1], op->tensor[2], out, op->attention, &a);
    int64_t maxw, shp[4], b;
    int causal;
    if (st != KTORCH_OK || (st = ktorch__dil_check(fn, &a, dp, &maxw, &causal)) != KTORCH_OK) return st;
    if (check_only) { /* the primitives: attention with LSE on the same dtypes and head dims, and merge */
        const ktorch_backend_impl *impl;
        ktorch_attention_params p;
        ktorch_op_desc prim;
        ktorch__attn sub;
        ktorch_tensor l;
        memset(&p, 0, sizeof p);
        p.causal = causal;
        shp[0] = a.B;
        shp[1] = a.Hq;
        shp[2] = a.Nq;
        if ((st = ktorch_tensor_wrap(KTORCH_F32, 3, shp, NULL, out->data, out->device, &l)) != KTORCH_OK) return st;
        p.lse = &l;
        if ((st = ktorch__attn_desc(ctx, KTORCH_OP_ATTENTION, op->tensor[0], op->tensor[1], op->tensor[2], out, &p, &sub, &prim)) != KTORCH_OK ||
            (st = ktorch__op_supported(ctx, &prim, fn, &impl)) != KTORCH_OK)
            return st;
        ktorch__op_init(&prim, KTORCH_OP_ATTENTION_MERGE, op->device);
        prim.tensor[0] = prim.tensor[2] = prim.tensor[4] = out;
        prim.tensor[1] = prim.tensor[3] = prim.tensor[5] = &l;
        return ktorch__op_supported(ctx, &prim, fn, &impl);
    }
    if (a.B == 0 || a.Hq == 0 || a.Nq == 0) return KTORCH_OK;
    memset(&W, 0, sizeof W);
    memset(&lse_ws, 0, sizeof lse_ws);
    W.ctx = ctx;
    W.a = &a;
    W.op = op;
    W.causal = causal;
    W.count = dp->count;
    W.rows_cap = op->arg[0] > 0 ? op->arg[0] : 1 << 20;
    shp[0] = a.B;
    shp[1] = a.Hq;
    shp[2] = a.Nq;
    if (dp->mode == KTORCH_DILATED_LONGNET) {
        if (op->attention->lse) W.lse = op->attention->lse;
        else if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 3, shp, out->device, &lse_ws)) != KTORCH_OK) return st;
        else W.lse = &lse_ws;
    }
    W.dry = 1;
    ktorch__dilc_plan(&W, dp);
    W.dry = 0;
    shp[0] = W.rows_max;
    shp[1] = a.Dv;
    if (W.rows_max > 0 && (W.lse || W.count > 1)) {
        if ((st = ktorch_tensor_create(ctx, out->dtype, 2, shp, out->device, &W.to)) == KTORCH_OK)
            st = ktorch_tensor_create(ctx, KTORCH_F32, 1, shp, out->device, &W.tl);
        if (st == KTORCH_OK && !W.lse && (st = ktorch_tensor_create(ctx, KTORCH_F32, 1, shp, out->device, &W.tl2)) == KTORCH_OK &&
            (st = ktorch_tensor_create(ctx, out->dtype, 2, shp, out->device, &W.zero)) == KTORCH_OK)
            st = ktorch_tensor_fill_bytes(ctx, &W.zero, 0);
    }
    /* positions no pattern (group) selects: 0, LSE -inf */
    if (st == KTORCH_OK) st = ktorch_attention_merge(ctx, NULL, NULL, NULL, NULL, out, W.lse);
    for (b = 0; b < a.B && st == KTORCH_OK; b++) {
        W.b = b;
        st = ktorch__dilc_plan(&W, dp);
    }
    ktorch_tensor_free(ctx, &W.to);
    ktorch_tensor_free(ctx, &W.tl);
    ktorch_tensor_free(ctx, &W.tl2);
    ktorch_tensor_free(ctx, &W.zero);
    ktorch_tensor_free(ctx, &lse_ws);
    return st;
}

static ktorch_status ktorch__chunked_bwd_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only);
static ktorch_status ktorch__dil_bwd_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only);
static int ktorch__has_composite(const ktorch_op_desc *op) {
    return op->op == KTORCH_OP_ATTENTION_CHUNKED || op->op == KTORCH_OP_ATTENTION_DILATED || op->op == KTORCH_OP_ATTENTION_CHUNKED_BACKWARD ||
           op->op == KTORCH_OP_ATTENTION_DILATED_BACKWARD || ktorch__attn_quantized(op);
}
static ktorch_status ktorch__composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only) {
    if (op->op == KTORCH_OP_ATTENTION_CHUNKED) return ktorch__chunked_composite(ctx, op, fn, check_only);
    if (op->op == KTORCH_OP_ATTENTION_DILATED) return ktorch__dil_composite(ctx, op, fn, check_only);
    if (op->op == KTORCH_OP_ATTENTION_CHUNKED_BACKWARD) return ktorch__chunked_bwd_composite(ctx, op, fn, check_only);
    if (op->op == KTORCH_OP_ATTENTION_DILATED_BACKWARD) return ktorch__dil_bwd_composite(ctx, op, fn, check_only);
    if (ktorch__attn_quantized(op)) return ktorch__qin_composite(ctx, op, fn, check_only);
    return ktorch__fail(KTORCH_INTERNAL, "%s: no composite for %s", fn, ktorch_op_name(op->op));
}


/* ---- paged KV cache and decode -------------------------------------------
   One task per (sequence, kv head, split of split_size keys): all Hq/Hk query
   heads times Nq queries of that kv head are scored together, so each K/V
   byte is read once. Each task leaves an unnormalised partial (o, max, sum);
   a second pass combines the splits of a row in a fixed order, so the result
   does not depend on the thread count. */
typedef struct ktorch__paged {
    int64_t B, Hq, Hk, G, nq, D, Dv, P, maxp, npages, S, nsplit, R;
    ktorch_dtype qdt, kdt, vdt, odt;
    const char *q, *kp, *vp, *bt, *lens;
    const char *ksc, *vsc; /* per-token f32 scales of quantized pages, else NULL */
    int64_t kss[3], vss[3];
    char *o, *lse;
    int64_t qs[4], kps[4], vps[4], os[4], ls[3], bts[2], lns;
    int has_wl, simd;
    int64_t wl;
    float scale, softcap;
    float *part;    /* per task: R*Dv unnormalised outputs, R maxima, R sums */
    char *ws;       /* per thread scratch */
    size_t ws_stride;
    ktorch__attn_kernels kn;
} ktorch__paged;

static int64_t ktorch__paged_i32(const char *base, int64_t off) {
    int32_t x;
    memcpy(&x, base + off, 4);
    return x;
}
/* s[r*sld + j] = q_r . k_j */
static void ktorch__paged_qk_scalar(const float *qr, int R, const float *k, int64_t ldk, int n, int64_t d, float *s, int sld) {
    int j, r;
    int64_t t;
    for (j = 0; j < n; j++)
        for (r = 0; r < R; r++) {
            float acc[4] = {0, 0, 0, 0};
            const float *a = qr + r * d, *b = k + j * ldk;
            for (t = 0; t + 4 <= d; t += 4) {
                acc[0] += a[t] * b[t];
                acc[1] += a[t + 1] * b[t + 1];
                acc[2] += a[t + 2] * b[t + 2];
                acc[3] += a[t + 3] * b[t + 3];
            }
            for (; t < d; t++) acc[0] += a[t] * b[t];
            s[r * sld + j] = (acc[0] + acc[1]) + (acc[2] + acc[3]);
        }
}
/* o[r*dv + e] += sum_j p[r*sld + j] * v[j*ldv + e] */
static void ktorch__paged_pv_scalar(const float *p, int sld, int R, const float *v, int64_t ldv, int n, int64_t dv, float *o) {
    int j, r;
    int64_t e;
    for (j = 0; j < n; j++)
        for (r = 0; r < R; r++) {
            const float w = p[r * sld + j], *vr = v + j * ldv;
            float *orow = o + r * dv;
            for (e = 0; e < dv; e++) orow[e] += w * vr[e];
        }
}
static void ktorch__paged_exp_scalar(float *x, int n, float m) {
    int j;
    for (j = 0; j < n; j++) x[j] = exp2f((x[j] - m) * KTORCH__CAST(float, KTORCH__LOG2E));
}
#if defined(KTORCH__X86)
/* four rows at a time share each load of k; d % 8 == 0 */
KTORCH__T_AVX2 static void ktorch__paged_qk_avx2(const float *qr, int R, const float *k, int64_t ldk, int n, int64_t d, float *s, int sld) {
    int j, r;
    int64_t t;
    for (j = 0; j < n; j++) {
        const float *b = k + j * ldk;
        for (r = 0; r + 4 <= R; r += 4) {
            const float *a0 = qr + r * d, *a1 = a0 + d, *a2 = a1 + d, *a3 = a2 + d;
            __m256 c0 = _mm256_setzero_ps(), c1 = c0, c2 = c0, c3 = c0, h;
            __m128 x;
            for (t = 0; t < d; t += 8) {
                const __m256 kv = _mm256_loadu_ps(b + t);
                c0 = _mm256_fmadd_ps(_mm256_loadu_ps(a0 + t), kv, c0);
                c1 = _mm256_fmadd_ps(_mm256_loadu_ps(a1 + t), kv, c1);
                c2 = _mm256_fmadd_ps(_mm256_loadu_ps(a2 + t), kv, c2);
                c3 = _mm256_fmadd_ps(_mm256_loadu_ps(a3 + t), kv, c3);
            }
            h = _mm256_hadd_ps(_mm256_hadd_ps(c0, c1), _mm256_hadd_ps(c2, c3));
            x = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
            s[r * sld + j] = _mm_cvtss_f32(x);
            s[(r + 1) * sld + j] = _mm_cvtss_f32(_mm_shuffle_ps(x, x, 1));
            s[(r + 2) * sld + j] = _mm_cvtss_f32(_mm_shuffle_ps(x, x, 2));
            s[(r + 3) * sld + j] = _mm_cvtss_f32(_mm_shuffle_ps(x, x, 3));
        }
        for (; r < R; r++) {
            const float *a0 = qr + r * d;
            __m256 c0 = _mm256_setzero_ps(), h;
            __m128 x;
            for (t = 0; t < d; t += 8) c0 = _mm256_fmadd_ps(_mm256_loadu_ps(a0 + t), _mm256_loadu_ps(b + t), c0);
            h = _mm256_hadd_ps(_mm256_hadd_ps(c0, c0), c0);
            x = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
            s[r * sld + j] = _mm_cvtss_f32(x);
        }
    }
}
KTORCH__T_AVX2 static void ktorch__paged_pv_avx2(const float *p, int sld, int R, const float *v, int64_t ldv, int n, int64_t dv, float *o) {
    int j, r;
    int64_t e;
    for (j = 0; j < n; j++) {
        const float *vr = v + j * ldv;
        for (r = 0; r < R; r++) {
            const __m256 wb = _mm256_set1_ps(p[r * sld + j]);
            float *orow = o + r * dv;
            for (e = 0; e < dv; e += 8) _mm256_storeu_ps(orow + e, _mm256_fmadd_ps(wb, _mm256_loadu_ps(vr + e), _mm256_loadu_ps(orow + e)));
        }
    }
}
KTORCH__T_AVX2 static void ktorch__paged_exp_avx2(float *x, int n, float m) {
    const __m256 vm = _mm256_set1_ps(m), c = _mm256_set1_ps(KTORCH__CAST(float, KTORCH__LOG2E));
    int j = 0;
    for (; j + 8 <= n; j += 8) _mm256_storeu_ps(x + j, ktorch__exp2_avx2(_mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(x + j), vm), c)));
    for (; j < n; j++) x[j] = exp2f((x[j] - m) * KTORCH__CAST(float, KTORCH__LOG2E));
}
#endif

/* One quantized row (byte stride es) to f32, x = code * scale. */
static void ktorch__paged_dq_row(const ktorch__paged *Pg, ktorch_dtype dt, const char *src, int64_t es, int64_t n, float scale, float *dst) {
    int64_t t;
    if (es == 1) Pg->kn.dq(dt, src, n, scale, dst);
    else
        for (t = 0; t < n; t++) dst[t] = ktorch__attn_code(dt, src + t * es) * scale;
}

static void ktorch__paged_task(void *arg, int64_t idx, int thread) {
    const ktorch__paged *Pg = KTORCH__CAST(const ktorch__paged *, arg);
    const int64_t sp = idx % Pg->nsplit, bh = idx / Pg->nsplit, b = bh / Pg->Hk, hk = bh % Pg->Hk, R = Pg->R;
    const int64_t len = ktorch__paged_i32(Pg->lens, b * Pg->lns);
    const int sld = KTORCH__CAST(int, Pg->P);
    float *w = KTORCH__RCAST(float *, Pg->ws + KTORCH__CAST(size_t, thread) * Pg->ws_stride);
    float *qr = w, *s = qr + R * Pg->D, *kb = s + R * Pg->P, *vb = kb + Pg->P * Pg->D;
    float *part = Pg->part + idx * R * (Pg->Dv + 2), *o = part, *m = o + R * Pg->Dv, *l = m + R;
    int64_t js = sp * Pg->S, je = KTORCH__MIN(len, js + Pg->S), r, j0, t;
    for (r = 0; r < R * Pg->Dv; r++) o[r] = 0;
    for (r = 0; r < R; r++) {
        m[r] = -INFINITY;
        l[r] = 0;
    }
    if (Pg->has_wl) js = KTORCH__MAX(js, len - Pg->nq - Pg->wl);
    if (js >= je) return;
    for (r = 0; r < R; r++) { /* row r = g*nq + i: query head hk*G + g, query i */
        const char *src = Pg->q + b * Pg->qs[0] + (hk * Pg->G + r / Pg->nq) * Pg->qs[1] + (r % Pg->nq) * Pg->qs[2];
        for (t = 0; t < Pg->D; t++) qr[r * Pg->D + t] = ktorch__attn_ld(Pg->qdt, src + t * Pg->qs[3]) * Pg->scale;
    }
    for (j0 = js; j0 < je;) {
        const int64_t pg = ktorch__paged_i32(Pg->bt, b * Pg->bts[0] + (j0 / Pg->P) * Pg->bts[1]), slot = j0 % Pg->P;
        const int n = KTORCH__CAST(int, KTORCH__MIN(Pg->P - slot, je - j0));
        const char *ksrc = Pg->kp + pg * Pg->kps[0] + hk * Pg->kps[1] + slot * Pg->kps[2];
        const char *vsrc = Pg->vp + pg * Pg->vps[0] + hk * Pg->vps[1] + slot * Pg->vps[2];
        /* every row sees the whole page: no per-element masking */
        const int whole = j0 + n - 1 <= len - Pg->nq && (!Pg->has_wl || j0 >= len - 1 - Pg->wl);
        const float *kr = kb, *vr = vb;
        int64_t ldk = Pg->D, ldv = Pg->Dv;
        int jj;
        if (Pg->kdt == KTORCH_F32 && Pg->kps[3] == 4 && Pg->kps[2] % 4 == 0 && (KTORCH__RCAST(uintptr_t, ksrc) & 3u) == 0) {
            kr = KTORCH__RCAST(const float *, ksrc);
            ldk = Pg->kps[2] / 4;
        } else if (Pg->ksc) /* quantized page: dequantize this page's rows only */
            for (jj = 0; jj < n; jj++)
                ktorch__paged_dq_row(Pg, Pg->kdt, ksrc + jj * Pg->kps[2], Pg->kps[3], Pg->D,
                                     ktorch__attn_scale_at(Pg->ksc, Pg->kss, pg, hk, slot + jj), kb + jj * Pg->D);
        else if (Pg->kps[3] == KTORCH__CAST(int64_t, ktorch__esize(Pg->kdt))) /* f16/bf16 rows: vector conversion (exact) */
            for (jj = 0; jj < n; jj++) Pg->kn.cvt(Pg->kdt, ksrc + jj * Pg->kps[2], Pg->D, kb + jj * Pg->D);
        else
            for (jj = 0; jj < n; jj++) ktorch__var_load_row(Pg->kdt, ksrc + jj * Pg->kps[2], Pg->kps, 0, 0, 0, Pg->D, kb + jj * Pg->D);
        if (Pg->vdt == KTORCH_F32 && Pg->vps[3] == 4 && Pg->vps[2] % 4 == 0 && (KTORCH__RCAST(uintptr_t, vsrc) & 3u) == 0) {
            vr = KTORCH__RCAST(const float *, vsrc);
            ldv = Pg->vps[2] / 4;
        } else if (Pg->vsc)
            for (jj = 0; jj < n; jj++)
                ktorch__paged_dq_row(Pg, Pg->vdt, vsrc + jj * Pg->vps[2], Pg->vps[3], Pg->Dv,
                                     ktorch__attn_scale_at(Pg->vsc, Pg->vss, pg, hk, slot + jj), vb + jj * Pg->Dv);
        else if (Pg->vps[3] == KTORCH__CAST(int64_t, ktorch__esize(Pg->vdt)))
            for (jj = 0; jj < n; jj++) Pg->kn.cvt(Pg->vdt, vsrc + jj * Pg->vps[2], Pg->Dv, vb + jj * Pg->Dv);
        else
            for (jj = 0; jj < n; jj++) ktorch__var_load_row(Pg->vdt, vsrc + jj * Pg->vps[2], Pg->vps, 0, 0, 0, Pg->Dv, vb + jj * Pg->Dv);
#if defined(KTORCH__X86)
        if (Pg->simd && Pg->D % 8 == 0) ktorch__paged_qk_avx2(qr, KTORCH__CAST(int, R), kr, ldk, n, Pg->D, s, sld);
        else
#endif
            ktorch__paged_qk_scalar(qr, KTORCH__CAST(int, R), kr, ldk, n, Pg->D, s, sld);
        for (r = 0; r < R; r++) { /* mask, soft-cap, online softmax of row r over this page */
            const int64_t pos = len - Pg->nq + r % Pg->nq;
            float *x = s + r * sld, mx = -INFINITY, mn, alpha, sum = 0;
            for (jj = 0; jj < n; jj++) {
                const int64_t j = j0 + jj;
                if (!whole && (j > pos || (Pg->has_wl && j < pos - Pg->wl))) x[jj] = -INFINITY;
                else if (Pg->softcap > 0) x[jj] = Pg->softcap * tanhf(x[jj] / Pg->softcap);
                if (!(x[jj] <= mx)) mx = x[jj];
            }
            mn = m[r] > mx ? m[r] : mx;
            if (mn == -INFINITY) { /* nothing visible yet: weights stay 0 */
                for (jj = 0; jj < n; jj++) x[jj] = 0;
                continue;
            }
#if defined(KTORCH__X86)
            if (Pg->simd) ktorch__paged_exp_avx2(x, n, mn);
            else
#endif
                ktorch__paged_exp_scalar(x, n, mn);
            for (jj = 0; jj < n; jj++) sum += x[jj];
            alpha = exp2f((m[r] - mn) * KTORCH__CAST(float, KTORCH__LOG2E));
            if (alpha != 1.0f)
                for (t = 0; t < Pg->Dv; t++) o[r * Pg->Dv + t] *= alpha;
            l[r] = l[r] * alpha + sum;
            m[r] = mn;
        }
#if defined(KTORCH__X86)
        if (Pg->simd && Pg->Dv % 8 == 0) ktorch__paged_pv_avx2(s, sld, KTORCH__CAST(int, R), vr, ldv, n, Pg->Dv, o);
        else
#endif
            ktorch__paged_pv_scalar(s, sld, KTORCH__CAST(int, R), vr, ldv, n, Pg->Dv, o);
        j0 += n;
    }
}

static void ktorch__paged_combine(void *arg, int64_t bh, int thread) {
    const ktorch__paged *Pg = KTORCH__CAST(const ktorch__paged *, arg);
    const int64_t b = bh / Pg->Hk, hk = bh % Pg->Hk, R = Pg->R, stride = R * (Pg->Dv + 2);
    const float *part = Pg->part + bh * Pg->nsplit * stride;
    float *row = KTORCH__RCAST(float *, Pg->ws + KTORCH__CAST(size_t, thread) * Pg->ws_stride);
    int64_t r, sp, e;
    for (r = 0; r < R; r++) {
        const int64_t h = hk * Pg->G + r / Pg->nq, i = r % Pg->nq;
        float mx = -INFINITY, sum = 0;
        for (sp = 0; sp < Pg->nsplit; sp++) {
            const float mm = part[sp * stride + R * Pg->Dv + r];
            if (!(mm <= mx)) mx = mm;
        }
        for (e = 0; e < Pg->Dv; e++) row[e] = 0;
        if (mx != -INFINITY)
            for (sp = 0; sp < Pg->nsplit; sp++) {
                const float *ps = part + sp * stride, mm = ps[R * Pg->Dv + r];
                float wgt;
                if (mm == -INFINITY) continue;
                wgt = expf(mm - mx);
                sum += wgt * ps[R * Pg->Dv + R + r];
                for (e = 0; e < Pg->Dv; e++) row[e] += wgt * ps[r * Pg->Dv + e];
            }
        ktorch__var_store_row(Pg->odt, Pg->o, Pg->os, b, h, i, Pg->Dv, row, sum > 0 || sum != sum ? 1.0f / sum : 0.0f);
        if (Pg->lse) {
            float lv = sum > 0 || sum != sum ? KTORCH__CAST(float, mx + log(KTORCH__CAST(double, sum))) : -INFINITY;
            memcpy(Pg->lse + b * Pg->ls[0] + h * Pg->ls[1] + i * Pg->ls[2], &lv, 4);
        }
    }
}

/* Per-token scales of quantized pages: f32 [num_pages, Hk, page_size] on
   device dev (the host or the pages' device); required exactly when the pages
   are quantized, refused otherwise. Shared by the CPU and device paths. */
static ktorch_status ktorch__page_scale_check(const char *fn, const ktorch_tensor *pages, const char *pname, const ktorch_tensor *sc,
                                              const char *sname, ktorch_device dev) {
    ktorch_status st;
    if (!ktorch__attn_quant_dtype(pages->dtype)) {
        if (sc)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is given but '%s' is %s (scales apply only to i8/fp8 pages)", fn, sname, pname,
                                ktorch_dtype_name(pages->dtype));
        return KTORCH_OK;
    }
    if (!sc)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s, so '%s' is required (f32 [num_pages, Hk, page_size])", fn, pname,
                            ktorch_dtype_name(pages->dtype), sname);
    if ((st = ktorch__check_tensor(sc, fn, sname)) != KTORCH_OK) return st;
    if (sc->dtype != KTORCH_F32 || sc->device.backend != dev.backend || sc->device.index != dev.index || sc->ndim != 3 ||
        sc->shape[0] != pages->shape[0] || sc->shape[1] != pages->shape[1] || sc->shape[2] != pages->shape[2])
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be an f32 tensor [%lld,%lld,%lld] on %s device %d", fn, sname,
                            KTORCH__CAST(long long, pages->shape[0]), KTORCH__CAST(long long, pages->shape[1]),
                            KTORCH__CAST(long long, pages->shape[2]), ktorch_backend_name(dev.backend), dev.index);
    return KTORCH_OK;
}

/* The host scales of quantized pages: checked, then their data and strides. */
static ktorch_status ktorch__paged_scale(const char *fn, const ktorch_tensor *pages, const char *pname, const ktorch_tensor *sc, const char *sname,
                                         const char **ptr, int64_t *ss) {
    ktorch_status st;
    *ptr = NULL;
    ss[0] = ss[1] = ss[2] = 0;
    if ((st = ktorch__page_scale_check(fn, pages, pname, sc, sname, pages->device)) != KTORCH_OK || !sc) return st;
    ktorch__attn_bstrides(sc, 3, ss);
    *ptr = KTORCH__CAST(const char *, ktorch_tensor_ptr(sc));
    return KTORCH_OK;
}

/* Shared checks of the paged tensors; fills the cache geometry. */
static ktorch_status ktorch__paged_check(const char *fn, const ktorch_tensor *kp, const ktorch_tensor *vp, const ktorch_tensor *bt,
                                         const ktorch_tensor *lens, int64_t B, const ktorch_tensor *ksc, const ktorch_tensor *vsc,
                                         const char *const *scnames, ktorch__paged *Pg) {
    ktorch_status st;
    if ((st = ktorch__check_tensor(kp, fn, "k_pages")) != KTORCH_OK || (st = ktorch__check_tensor(vp, fn, "v_pages")) != KTORCH_OK ||
        (st = ktorch__check_tensor(bt, fn, "block_table")) != KTORCH_OK || (st = ktorch__check_tensor(lens, fn, "context_lens")) != KTORCH_OK)
        return st;
    if (kp->ndim != 4 || vp->ndim != 4 || kp->shape[0] != vp->shape[0] || kp->shape[1] != vp->shape[1] || kp->shape[2] != vp->shape[2])
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_pages' and 'v_pages' must be [num_pages, Hk, page_size, D|Dv] with equal first 3 dims", fn);
    if (ktorch__attn_quant_dtype(kp->dtype) || ktorch__attn_quant_dtype(vp->dtype)) {
        if (!(ktorch__attn_quant_dtype(kp->dtype) && ktorch__attn_quant_dtype(vp->dtype)))
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: quantized pages need both 'k_pages' and 'v_pages' quantized (%s, %s)", fn,
                                ktorch_dtype_name(kp->dtype), ktorch_dtype_name(vp->dtype));
    } else if (!ktorch__attn_float_dtype(kp->dtype) || vp->dtype != kp->dtype)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: pages must share a dtype f32/f16/bf16, or be i8/fp8 with scales (%s, %s)", fn,
                            ktorch_dtype_name(kp->dtype), ktorch_dtype_name(vp->dtype));
    if (kp->shape[2] < 1 || kp->shape[1] < 1 || kp->shape[3] < 1)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: page size, Hk and D must be >= 1", fn);
    if (bt->dtype != KTORCH_I32 || bt->ndim != 2 || bt->shape[0] != B)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block_table' must be i32 [%lld, max_pages]", fn, KTORCH__CAST(long long, B));
    if (lens->dtype != KTORCH_I32 || lens->ndim != 1 || lens->shape[0] != B)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'context_lens' must be i32 [%lld]", fn, KTORCH__CAST(long long, B));
    /* the index tables may stay on the host for a device cache (the backend reads them there) */
    if (!ktorch__same_device(vp->device, kp->device) || !ktorch__same_device(bt->device, lens->device) ||
        !(ktorch__same_device(bt->device, kp->device) || bt->device.backend == KTORCH_BACKEND_CPU))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT,
                            "%s: 'k_pages' and 'v_pages' must be on one device, 'block_table' and 'context_lens' both there or both on the host", fn);
    Pg->npages = kp->shape[0];
    Pg->Hk = kp->shape[1];
    Pg->P = kp->shape[2];
    Pg->D = kp->shape[3];
    Pg->Dv = vp->shape[3];
    Pg->maxp = bt->shape[1];
    Pg->kdt = kp->dtype;
    Pg->vdt = vp->dtype;
    if ((st = ktorch__paged_scale(fn, kp, "k_pages", ksc, scnames[0], &Pg->ksc, Pg->kss)) != KTORCH_OK ||
        (st = ktorch__paged_scale(fn, vp, "v_pages", vsc, scnames[1], &Pg->vsc, Pg->vss)) != KTORCH_OK)
        return st;
    Pg->kp = KTORCH__CAST(const char *, ktorch_tensor_ptr(kp));
    Pg->vp = KTORCH__CAST(const char *, ktorch_tensor_ptr(vp));
    Pg->bt = KTORCH__CAST(const char *, ktorch_tensor_ptr(bt));
    Pg->lens = KTORCH__CAST(const char *, ktorch_tensor_ptr(lens));
    ktorch__attn_bstrides(kp, 4, Pg->kps);
    ktorch__attn_bstrides(vp, 4, Pg->vps);
    ktorch__attn_bstrides(bt, 2, Pg->bts);
    Pg->lns = lens->stride[0] * 4;
    return KTORCH_OK;
}
/* Every page of tokens [0, upto_b) must be a valid entry of the block table. */
static ktorch_status ktorch__paged_check_tables(const char *fn, const ktorch__paged *Pg, int64_t B, const int64_t *extra) {
    int64_t b, p;
    for (b = 0; b < B; b++) {
        const int64_t len = ktorch__paged_i32(Pg->lens, b * Pg->lns), upto = len + (extra ? *extra : 0);
        if (len < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'context_lens[%lld]' is negative", fn, KTORCH__CAST(long long, b));
        if (ktorch__ceil_div(upto, Pg->P) > Pg->maxp)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: sequence %lld needs %lld pages, the block table holds %lld", fn,
                                KTORCH__CAST(long long, b), KTORCH__CAST(long long, ktorch__ceil_div(upto, Pg->P)), KTORCH__CAST(long long, Pg->maxp));
        for (p = 0; p * Pg->P < upto; p++) {
            const int64_t pg = ktorch__paged_i32(Pg->bt, b * Pg->bts[0] + p * Pg->bts[1]);
            if (pg < 0 || pg >= Pg->npages)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block_table[%lld, %lld]' = %lld is not a page (num_pages %lld)", fn,
                                    KTORCH__CAST(long long, b), KTORCH__CAST(long long, p), KTORCH__CAST(long long, pg),
                                    KTORCH__CAST(long long, Pg->npages));
        }
    }
    return KTORCH_OK;
}

/* Round to nearest even, exactly, for |v| <= 127 (no FP-mode dependence). */
static int ktorch__kv_rne(float v) {
    const int r = KTORCH__CAST(int, v); /* toward zero */
    const float f = v - KTORCH__CAST(float, r);
    if (f > 0.5f || (f == 0.5f && (r & 1))) return r + 1;
    if (f < -0.5f || (f == -0.5f && (r & 1))) return r - 1;
    return r;
}
/* Quantize one token row from its amax (int8 symmetric, or fp8 current
   scaling with no margin, as docs/QUANT.md); returns the stored scale. */
static float ktorch__kv_quant_row(ktorch_dtype dt, const float *x, int64_t n, char *dst, int64_t es) {
    float amax = 0, s, m;
    int64_t t;
    for (t = 0; t < n; t++)
        if (fabsf(x[t]) > amax) amax = fabsf(x[t]);
    if (dt == KTORCH_I8) {
        s = amax / 127.0f;
        m = s > 0 ? 1.0f / s : 0.0f;
        for (t = 0; t < n; t++) {
            float v = x[t] * m;
            int r;
            v = v > 127.0f ? 127.0f : v < -127.0f ? -127.0f : v;
            r = ktorch__kv_rne(v);
            *KTORCH__RCAST(unsigned char *, dst + t * es) = KTORCH__CAST(unsigned char, r & 0xff);
        }
        return s;
    }
    m = amax > 0 ? (dt == KTORCH_FP8_E4M3 ? 448.0f : 57344.0f) / amax : 1.0f;
    if (!(m <= 8.5070592e37f)) m = 8.5070592e37f; /* 2^126: a subnormal amax must not make m infinite */
    for (t = 0; t < n; t++)
        *KTORCH__RCAST(unsigned char *, dst + t * es) =
            dt == KTORCH_FP8_E4M3 ? ktorch_f32_to_fp8_e4m3(x[t] * m, 1) : ktorch_f32_to_fp8_e5m2(x[t] * m, 1);
    return 1.0f / m;
}

/* check_only: the core's checks (shapes, dtypes, devices), before dispatch;
   else also the host-side table and value checks, then the CPU append. */
static ktorch_status ktorch__kv_append(ktorch_context *ctx, const char *fn, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                       const ktorch_tensor *block_table, const ktorch_tensor *context_lens, const ktorch_tensor *k_new,
                                       const ktorch_tensor *v_new, const ktorch_kv_quant *quant, int check_only) {
    static const char *const scnames[2] = {"quant->k_scale", "quant->v_scale"};
    static const char *const newnames[2] = {"k_new", "v_new"}, *const nscnames[2] = {"quant->k_new_scale", "quant->v_new_scale"};
    static const char *const pnames[2] = {"k_pages", "v_pages"};
    ktorch__paged Pg;
    ktorch_status st;
    const ktorch_tensor *nw[2], *nsc[2];
    ktorch_tensor *psc[2];
    int64_t ns[2][4], nss[2][3], b, h, t, e, T, B;
    int side;
    float *row;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    memset(&Pg, 0, sizeof Pg);
    if ((st = ktorch__check_tensor(k_new, fn, "k_new")) != KTORCH_OK || (st = ktorch__check_tensor(v_new, fn, "v_new")) != KTORCH_OK) return st;
    if (k_new->ndim != 4 || v_new->ndim != 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_new' and 'v_new' must be [B,Hk,T,D|Dv]", fn);
    if ((st = ktorch__paged_check(fn, k_pages, v_pages, block_table, context_lens, k_new->shape[0], quant ? quant->k_scale : NULL,
                                  quant ? quant->v_scale : NULL, scnames, &Pg)) != KTORCH_OK)
        return st;
    T = k_new->shape[2];
    B = k_new->shape[0];
    if (k_new->shape[1] != Pg.Hk || k_new->shape[3] != Pg.D || v_new->shape[0] != k_new->shape[0] || v_new->shape[1] != Pg.Hk ||
        v_new->shape[2] != T || v_new->shape[3] != Pg.Dv)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_new'/'v_new' must be [B,%lld,T,%lld] and [B,%lld,T,%lld]", fn,
                            KTORCH__CAST(long long, Pg.Hk), KTORCH__CAST(long long, Pg.D), KTORCH__CAST(long long, Pg.Hk),
                            KTORCH__CAST(long long, Pg.Dv));
    nw[0] = k_new;
    nw[1] = v_new;
    nsc[0] = quant ? quant->k_new_scale : NULL;
    nsc[1] = quant ? quant->v_new_scale : NULL;
    psc[0] = quant ? quant->k_scale : NULL;
    psc[1] = quant ? quant->v_scale : NULL;
    for (side = 0; side < 2; side++) {
        const ktorch_tensor *x = nw[side], *sc = nsc[side];
        const ktorch_dtype pdt = side ? Pg.vdt : Pg.kdt;
        if (!ktorch__same_device(x->device, k_pages->device))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be on the pages' device", fn, newnames[side]);
        ktorch__attn_bstrides(x, 4, ns[side]);
        nss[side][0] = nss[side][1] = nss[side][2] = 0;
        if (ktorch__attn_quant_dtype(x->dtype)) {
            if (x->dtype != pdt)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s but '%s' are %s (pre-quantized tokens must match the pages)", fn,
                                    newnames[side], ktorch_dtype_name(x->dtype), pnames[side], ktorch_dtype_name(pdt));
            if (!sc)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s, so '%s' is required (f32 [B,Hk,T])", fn, newnames[side],
                                    ktorch_dtype_name(x->dtype), nscnames[side]);
            if ((st = ktorch__check_tensor(sc, fn, nscnames[side])) != KTORCH_OK) return st;
            if (sc->dtype != KTORCH_F32 || !ktorch__same_device(sc->device, k_pages->device) || sc->ndim != 3 || sc->shape[0] != B ||
                sc->shape[1] != Pg.Hk || sc->shape[2] != T)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be an f32 tensor [%lld,%lld,%lld] on the pages' device", fn, nscnames[side],
                                    KTORCH__CAST(long long, B), KTORCH__CAST(long long, Pg.Hk), KTORCH__CAST(long long, T));
            ktorch__attn_bstrides(sc, 3, nss[side]);
        } else {
            if (!ktorch__attn_float_dtype(x->dtype))
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_new'/'v_new' must be f32/f16/bf16 (or i8/fp8 like the pages)", fn);
            if (sc)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is given but '%s' is %s (scales apply only to pre-quantized tokens)", fn,
                                    nscnames[side], newnames[side], ktorch_dtype_name(x->dtype));
        }
    }
    if (check_only) return KTORCH_OK;
    if ((st = ktorch__paged_check_tables(fn, &Pg, B, &T)) != KTORCH_OK) return st;
    row = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, KTORCH__MAX(Pg.D, Pg.Dv)) * 4));
    if (!row) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for a row", fn);
    /* float tokens into quantized pages must be finite: check all before writing any */
    for (side = 0; side < 2; side++) {
        const ktorch_tensor *x = nw[side];
        const int64_t n = side ? Pg.Dv : Pg.D;
        if (!(side ? Pg.vsc : Pg.ksc) || ktorch__attn_quant_dtype(x->dtype)) continue;
        for (b = 0; b < B; b++)
            for (h = 0; h < Pg.Hk; h++)
                for (t = 0; t < T; t++) {
                    ktorch__var_load_row(x->dtype, KTORCH__CAST(const char *, ktorch_tensor_ptr(x)), ns[side], b, h, t, n, row);
                    for (e = 0; e < n; e++)
                        if (!(row[e] - row[e] == 0)) {
                            ktorch__free(&ctx->allocator, row);
                            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' holds a non-finite value at [%lld,%lld,%lld,%lld] (quantized pages)",
                                                fn, newnames[side], KTORCH__CAST(long long, b), KTORCH__CAST(long long, h), KTORCH__CAST(long long, t),
                                                KTORCH__CAST(long long, e));
                        }
                }
    }
    for (b = 0; b < B; b++) {
        const int64_t len = ktorch__paged_i32(Pg.lens, b * Pg.lns);
        for (h = 0; h < Pg.Hk; h++)
            for (t = 0; t < T; t++) {
                const int64_t pos = len + t, pg = ktorch__paged_i32(Pg.bt, b * Pg.bts[0] + (pos / Pg.P) * Pg.bts[1]), slot = pos % Pg.P;
                for (side = 0; side < 2; side++) {
                    const ktorch_tensor *x = nw[side];
                    const ktorch_dtype pdt = side ? Pg.vdt : Pg.kdt;
                    const int64_t n = side ? Pg.Dv : Pg.D, *ps = side ? Pg.vps : Pg.kps;
                    const char *src = KTORCH__CAST(const char *, ktorch_tensor_ptr(x));
                    char *pages = KTORCH__CAST(char *, ktorch_tensor_ptr(side ? v_pages : k_pages));
                    char *dst = pages + pg * ps[0] + h * ps[1] + slot * ps[2];
                    float sv;
                    if (!psc[side]) { /* float pages */
                        ktorch__var_load_row(x->dtype, src, ns[side], b, h, t, n, row);
                        ktorch__var_store_row(pdt, pages, ps, pg, h, slot, n, row, 1.0f);
                        continue;
                    }
                    if (ktorch__attn_quant_dtype(x->dtype)) { /* codes and their scale as given */
                        const char *xs = src + b * ns[side][0] + h * ns[side][1] + t * ns[side][2];
                        for (e = 0; e < n; e++) dst[e * ps[3]] = xs[e * ns[side][3]];
                        memcpy(&sv, KTORCH__CAST(const char *, ktorch_tensor_ptr(nsc[side])) + b * nss[side][0] + h * nss[side][1] + t * nss[side][2], 4);
                    } else {
                        ktorch__var_load_row(x->dtype, src, ns[side], b, h, t, n, row);
                        sv = ktorch__kv_quant_row(pdt, row, n, dst, ps[3]);
                    }
                    memcpy(KTORCH__CAST(char *, ktorch_tensor_ptr(psc[side])) + pg * (side ? Pg.vss : Pg.kss)[0] + h * (side ? Pg.vss : Pg.kss)[1] +
                               slot * (side ? Pg.vss : Pg.kss)[2],
                           &sv, 4);
                }
            }
    }
    ktorch__free(&ctx->allocator, row);
    return KTORCH_OK;
}

static ktorch_status ktorch__kv_append_op(ktorch_context *ctx, const char *fn, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                          const ktorch_tensor *block_table, const ktorch_tensor *context_lens, const ktorch_tensor *k_new,
                                          const ktorch_tensor *v_new, const ktorch_kv_quant *quant) {
    ktorch_op_desc op;
    ktorch_status st = ktorch__kv_append(ctx, fn, k_pages, v_pages, block_table, context_lens, k_new, v_new, quant, 1);
    if (st != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_KV_CACHE_APPEND, k_pages->device);
    op.tensor[0] = k_pages;
    op.tensor[1] = v_pages;
    op.tensor[2] = ktorch__op_tensor(block_table);
    op.tensor[3] = ktorch__op_tensor(context_lens);
    op.tensor[4] = ktorch__op_tensor(k_new);
    op.tensor[5] = ktorch__op_tensor(v_new);
    op.params = quant;
    return ktorch__op_run(ctx, &op, fn);
}
KTORCH_API ktorch_status ktorch_kv_cache_append(ktorch_context *ctx, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                                const ktorch_tensor *block_table, const ktorch_tensor *context_lens,
                                                const ktorch_tensor *k_new, const ktorch_tensor *v_new) {
    return ktorch__kv_append_op(ctx, "ktorch_kv_cache_append", k_pages, v_pages, block_table, context_lens, k_new, v_new, NULL);
}
KTORCH_API ktorch_status ktorch_kv_cache_append_quant(ktorch_context *ctx, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                                      const ktorch_tensor *block_table, const ktorch_tensor *context_lens,
                                                      const ktorch_tensor *k_new, const ktorch_tensor *v_new, const ktorch_kv_quant *quant) {
    return ktorch__kv_append_op(ctx, "ktorch_kv_cache_append_quant", k_pages, v_pages, block_table, context_lens, k_new, v_new, quant);
}
static ktorch_status ktorch__cpu_kv_cache_append(ktorch_context *ctx, const ktorch_op_desc *op) {
    return ktorch__kv_append(ctx, op->params ? "ktorch_kv_cache_append_quant" : "ktorch_kv_cache_append", op->tensor[0], op->tensor[1],
                             op->tensor[2], op->tensor[3], op->tensor[4], op->tensor[5], KTORCH__CAST(const ktorch_kv_quant *, op->params), 0);
}

/* The core's checks of a paged decode call; fills the geometry of Pg. */
static ktorch_status ktorch__paged_setup(const char *fn, const ktorch_tensor *q, const ktorch_tensor *k_pages, const ktorch_tensor *v_pages,
                                         const ktorch_tensor *block_table, const ktorch_tensor *context_lens, ktorch_tensor *out,
                                         const ktorch_attention_params *params, ktorch__paged *Pg) {
    static const char *const scnames[2] = {"params->k_scale", "params->v_scale"};
    ktorch_status st;
    memset(Pg, 0, sizeof *Pg);
    if ((st = ktorch__attn_check4(q, "q")) != KTORCH_OK || (st = ktorch__attn_check4(out, "out")) != KTORCH_OK) return st;
    if ((st = ktorch__paged_check(fn, k_pages, v_pages, block_table, context_lens, q->shape[0], params ? params->k_scale : NULL,
                                  params ? params->v_scale : NULL, scnames, Pg)) != KTORCH_OK)
        return st;
    if (!ktorch__attn_float_dtype(q->dtype) || !ktorch__attn_float_dtype(out->dtype))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q' and 'out' must be f32/f16/bf16", fn);
    if (!ktorch__same_device(q->device, k_pages->device) || !ktorch__same_device(out->device, k_pages->device))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q' and 'out' must be on the pages' device", fn);
    Pg->B = q->shape[0];
    Pg->Hq = q->shape[1];
    Pg->nq = q->shape[2];
    if (q->shape[3] != Pg->D || Pg->Hq % Pg->Hk != 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q' must be [B, a multiple of %lld, Nq, %lld]", fn, KTORCH__CAST(long long, Pg->Hk),
                            KTORCH__CAST(long long, Pg->D));
    if (out->shape[0] != Pg->B || out->shape[1] != Pg->Hq || out->shape[2] != Pg->nq || out->shape[3] != Pg->Dv)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' must be [%lld,%lld,%lld,%lld]", fn, KTORCH__CAST(long long, Pg->B),
                            KTORCH__CAST(long long, Pg->Hq), KTORCH__CAST(long long, Pg->nq), KTORCH__CAST(long long, Pg->Dv));
    Pg->G = Pg->Hq / Pg->Hk;
    Pg->R = Pg->G * Pg->nq;
    Pg->qdt = q->dtype;
    Pg->odt = out->dtype;
    Pg->q = KTORCH__CAST(const char *, ktorch_tensor_ptr(q));
    Pg->o = KTORCH__CAST(char *, ktorch_tensor_ptr(out));
    ktorch__attn_bstrides(q, 4, Pg->qs);
    ktorch__attn_bstrides(out, 4, Pg->os);
    Pg->scale = KTORCH__CAST(float, 1.0 / sqrt(KTORCH__CAST(double, Pg->D)));
    if (params) {
        if (params->mask || params->alibi_slopes)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: masks and ALiBi are not supported in paged decode", fn);
        if (params->q_scale)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->q_scale' is given but 'q' is %s (paged decode takes f32/f16/bf16 queries)", fn,
                                ktorch_dtype_name(q->dtype));
        if ((params->window_flags & KTORCH_WINDOW_RIGHT) && params->window_right != 0)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: decode is causal: 'params->window_right' must be 0", fn);
        if (params->window_flags & ~(KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->window_flags' has unknown bits", fn);
        if (params->window_flags & KTORCH_WINDOW_LEFT) {
            if (params->window_left < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->window_left' must be >= 0", fn);
            Pg->has_wl = 1;
            Pg->wl = params->window_left;
        }
        if (params->scale != 0) {
            if (!(params->scale - params->scale == 0)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->scale' must be finite", fn);
            Pg->scale = KTORCH__CAST(float, params->scale);
        }
        if (!(params->softcap >= 0 && params->softcap - params->softcap == 0))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->softcap' must be finite and >= 0", fn);
        Pg->softcap = params->softcap;
        if (params->lse) {
            const ktorch_tensor *l = params->lse;
            if ((st = ktorch__check_tensor(l, fn, "params->lse")) != KTORCH_OK) return st;
            if (l->dtype != KTORCH_F32 || l->ndim != 3 || l->shape[0] != Pg->B || l->shape[1] != Pg->Hq || l->shape[2] != Pg->nq ||
                !ktorch__same_device(l->device, q->device))
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' must be f32 [%lld,%lld,%lld] on q's device", fn,
                                    KTORCH__CAST(long long, Pg->B), KTORCH__CAST(long long, Pg->Hq), KTORCH__CAST(long long, Pg->nq));
            Pg->lse = KTORCH__CAST(char *, ktorch_tensor_ptr(l));
            ktorch__attn_bstrides(l, 3, Pg->ls);
        }
    }
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_attention_paged(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k_pages,
                                                const ktorch_tensor *v_pages, const ktorch_tensor *block_table,
                                                const ktorch_tensor *context_lens, ktorch_tensor *out, const ktorch_attention_params *params,
                                                const ktorch_paged_params *paged) {
    static const char *fn = "ktorch_attention_paged";
    ktorch__paged Pg;
    ktorch_op_desc op;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__paged_setup(fn, q, k_pages, v_pages, block_table, context_lens, out, params, &Pg)) != KTORCH_OK) return st;
    if (paged && paged->split_size < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'paged->split_size' must be >= 0", fn);
    ktorch__op_init(&op, KTORCH_OP_ATTENTION_PAGED, k_pages->device);
    op.tensor[0] = ktorch__op_tensor(q);
    op.tensor[1] = ktorch__op_tensor(k_pages);
    op.tensor[2] = ktorch__op_tensor(v_pages);
    op.tensor[3] = ktorch__op_tensor(block_table);
    op.tensor[4] = ktorch__op_tensor(context_lens);
    op.tensor[5] = out;
    op.attention = params ? params : &ktorch__attn_defaults;
    op.params = paged;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_attention_paged(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_attention_paged";
    const ktorch_paged_params *paged = KTORCH__CAST(const ktorch_paged_params *, op->params);
    ktorch__paged Pg;
    ktorch_allocation alloc;
    ktorch_status st;
    uint64_t per, total, npart, ntask;
    int64_t b, maxlen = 0;
    int nthreads;
    void *ws = NULL;
    if ((st = ktorch__paged_setup(fn, op->tensor[0], op->tensor[1], op->tensor[2], op->tensor[3], op->tensor[4], op->tensor[5], op->attention,
                                  &Pg)) != KTORCH_OK)
        return st;
    if ((st = ktorch__paged_check_tables(fn, &Pg, Pg.B, NULL)) != KTORCH_OK) return st;
    for (b = 0; b < Pg.B; b++) {
        const int64_t len = ktorch__paged_i32(Pg.lens, b * Pg.lns);
        if (len < Pg.nq)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'context_lens[%lld]' = %lld is less than Nq = %lld (queries must be in the cache)", fn,
                                KTORCH__CAST(long long, b), KTORCH__CAST(long long, len), KTORCH__CAST(long long, Pg.nq));
        maxlen = KTORCH__MAX(maxlen, len);
    }
    if (Pg.B == 0 || Pg.Hq == 0 || Pg.nq == 0) return KTORCH_OK;
    Pg.S = paged && paged->split_size ? paged->split_size : 512;
    /* a split past the longest sequence is one split; clamping keeps the page rounding in range */
    Pg.S = KTORCH__MAX(1, ktorch__ceil_div(KTORCH__MIN(Pg.S, maxlen), Pg.P)) * Pg.P;
    Pg.nsplit = KTORCH__MAX(1, ktorch__ceil_div(maxlen, Pg.S));
#if defined(KTORCH__X86)
    Pg.simd = ctx->isa == KTORCH__ISA_AVX2 || ctx->isa == KTORCH__ISA_AVX512;
#endif
    ktorch__attn_select(ctx->isa, &Pg.kn);
    nthreads = ktorch_num_threads(ctx);
    if (!ktorch__var_mul(&per, KTORCH__CAST(uint64_t, Pg.R * Pg.D + Pg.R * Pg.P + Pg.P * (Pg.D + Pg.Dv) + Pg.Dv + 64), 4, 1, 1) ||
        !ktorch__var_mul(&ntask, KTORCH__CAST(uint64_t, Pg.B * Pg.Hk), KTORCH__CAST(uint64_t, Pg.nsplit), 1, 1) ||
        !ktorch__var_mul(&npart, ntask, KTORCH__CAST(uint64_t, Pg.R * (Pg.Dv + 2)), 4, 1) ||
        !ktorch__var_mul(&total, per, KTORCH__CAST(uint64_t, nthreads), 1, 1) || !ktorch__add_u64(total, npart + 64, &total))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: workspace size overflows", fn);
    per = (per + 63) & ~KTORCH__CAST(uint64_t, 63);
    if ((st = ktorch__var_ws(ctx, total + 64 * KTORCH__CAST(uint64_t, nthreads), &alloc, &ws, fn)) != KTORCH_OK) return st;
    Pg.ws_stride = KTORCH__CAST(size_t, per);
    Pg.ws = KTORCH__CAST(char *, ws);
    Pg.part = KTORCH__RCAST(float *, Pg.ws + per * KTORCH__CAST(uint64_t, nthreads));
    ktorch_parallel_for(ctx, ktorch__paged_task, &Pg, KTORCH__CAST(int64_t, ntask));
    ktorch_parallel_for(ctx, ktorch__paged_combine, &Pg, Pg.B * Pg.Hk);
    ktorch_pool_free(ctx->host_pool, &alloc);
    return KTORCH_OK;
}

/* ---- decode: few query rows over contiguous K/V ------------------------------
   ktorch_attention with at most KTORCH__DEC_NQ query rows per head: the rows
   of the query heads that share a K/V head are one block (as in paged
   decode), so every key and value row is read once for all of them; the keys
   are cut in splits of KTORCH__DEC_S that run as separate tasks and leave
   unnormalised partials, combined per (b, kv head) in split order. The
   splits depend on Nk only: the result does not depend on the thread count. */
#define KTORCH__DEC_NQ 8   /* most query rows per head */
#define KTORCH__DEC_R 64   /* most rows per K/V head (group * Nq) */
#define KTORCH__DEC_S 512  /* keys per split */
#define KTORCH__DEC_BC 256 /* keys per step */
typedef struct ktorch__dec {
    const ktorch__attn *a;
    int64_t R, nsplit;
    int simd;
    float *part; /* per task: R*Dv unnormalised outputs, R maxima, R sums */
    char *ws;
    size_t ws_stride;
    ktorch__attn_kernels kn;
} ktorch__dec;

static void ktorch__dec_task(void *arg, int64_t idx, int thread) {
    const ktorch__dec *Dc = KTORCH__CAST(const ktorch__dec *, arg);
    const ktorch__attn *a = Dc->a;
    const int64_t sp = idx % Dc->nsplit, bh = idx / Dc->nsplit, b = bh / a->Hk, hk = bh % a->Hk, R = Dc->R, D = a->D, Dv = a->Dv;
    float *w = KTORCH__RCAST(float *, Dc->ws + KTORCH__CAST(size_t, thread) * Dc->ws_stride);
    float *qr = w, *s = qr + R * D, *kb = s + R * KTORCH__DEC_BC, *vb = kb + KTORCH__DEC_BC * D;
    float *o = Dc->part + idx * R * (Dv + 2), *m = o + R * Dv, *l = m + R;
    const float scale = KTORCH__CAST(float, a->scale);
    const int direct_k = a->kdt == KTORCH_F32 && a->ks[3] == 4 && a->ks[2] % 4 == 0 && (KTORCH__RCAST(uintptr_t, a->k) & 3u) == 0;
    const int direct_v = a->vdt == KTORCH_F32 && a->vs[3] == 4 && a->vs[2] % 4 == 0 && (KTORCH__RCAST(uintptr_t, a->v) & 3u) == 0;
    const int packed_k = !direct_k && ktorch__attn_float_dtype(a->kdt) && a->ks[3] == KTORCH__CAST(int64_t, ktorch__esize(a->kdt)) && a->ks[2] == D * a->ks[3];
    const int packed_v = !direct_v && ktorch__attn_float_dtype(a->vdt) && a->vs[3] == KTORCH__CAST(int64_t, ktorch__esize(a->vdt)) && a->vs[2] == Dv * a->vs[3];
    const int xform = a->softcap > 0 || a->alibi || a->mask;
    int64_t js = sp * KTORCH__DEC_S, je = KTORCH__MIN(a->Nk, js + KTORCH__DEC_S), r, j0, t;
    for (r = 0; r < R * Dv; r++) o[r] = 0;
    for (r = 0; r < R; r++) {
        m[r] = -INFINITY;
        l[r] = 0;
    }
    /* keys no row can see: before the first row's left window, after the last row's right one */
    if (a->has_wl) js = KTORCH__MAX(js, a->off - a->wl);
    if (a->has_wr) je = KTORCH__MIN(je, a->Nq - 1 + a->off + a->wr + 1);
    if (js >= je) return;
    for (r = 0; r < R; r++) { /* row r = g*Nq + i: query head hk*G + g, query i */
        const int64_t h = hk * a->group + r / a->Nq, i = r % a->Nq;
        const float *src = ktorch__flash_row(&Dc->kn, a->qdt, ktorch__attn_scale_at(a->qsc, a->qss, b, h, i),
                                             a->q + b * a->qs[0] + h * a->qs[1] + i * a->qs[2], a->qs[3], D, qr + r * D);
        for (t = 0; t < D; t++) qr[r * D + t] = src[t] * scale;
    }
    for (j0 = js; j0 < je;) {
        const int n = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__DEC_BC), je - j0));
        const char *ksrc = a->k + b * a->ks[0] + hk * a->ks[1] + j0 * a->ks[2], *vsrc = a->v + b * a->vs[0] + hk * a->vs[1] + j0 * a->vs[2];
        const float *kr = kb, *vr = vb;
        int64_t ldk = D, ldv = Dv;
        int jj;
        if (direct_k) {
            kr = KTORCH__RCAST(const float *, ksrc);
            ldk = a->ks[2] / 4;
        } else if (packed_k) /* f16/bf16 rows back to back: one conversion for the step */
            Dc->kn.cvt(a->kdt, ksrc, n * D, kb);
        else
            for (jj = 0; jj < n; jj++)
                ktorch__flash_row(&Dc->kn, a->kdt, ktorch__attn_scale_at(a->ksc, a->kss, b, hk, j0 + jj), ksrc + jj * a->ks[2], a->ks[3], D,
                                  kb + jj * D);
        if (direct_v) {
            vr = KTORCH__RCAST(const float *, vsrc);
            ldv = a->vs[2] / 4;
        } else if (packed_v)
            Dc->kn.cvt(a->vdt, vsrc, n * Dv, vb);
        else
            for (jj = 0; jj < n; jj++)
                ktorch__flash_row(&Dc->kn, a->vdt, ktorch__attn_scale_at(a->vsc, a->vss, b, hk, j0 + jj), vsrc + jj * a->vs[2], a->vs[3], Dv,
                                  vb + jj * Dv);
#if defined(KTORCH__X86)
        if (Dc->simd && D % 8 == 0) ktorch__paged_qk_avx2(qr, KTORCH__CAST(int, R), kr, ldk, n, D, s, KTORCH__DEC_BC);
        else
#endif
            ktorch__paged_qk_scalar(qr, KTORCH__CAST(int, R), kr, ldk, n, D, s, KTORCH__DEC_BC);
        for (r = 0; r < R; r++) { /* visibility, score transforms, online softmax of row r over this step */
            const int64_t h = hk * a->group + r / a->Nq, i = r % a->Nq;
            const int whole = (!a->has_wl || j0 >= i + a->off - a->wl) && (!a->has_wr || j0 + n - 1 <= i + a->off + a->wr);
            const char *mrow = a->mask ? a->mask + b * a->ms[0] + h * a->ms[1] + i * a->ms[2] : NULL;
            float *x = s + r * KTORCH__DEC_BC, mx = -INFINITY, mn, alpha, sum = 0;
            for (jj = 0; jj < n; jj++) {
                const int64_t j = j0 + jj;
                if (xform || !whole) {
                    float mv = mrow ? ktorch__attn_mask_ld(a->mdt, mrow + j * a->ms[3]) : 0.0f;
                    if (!ktorch__attn_in_window(a, i, j) || (a->mask_kind == 1 && mv == 0)) x[jj] = -INFINITY;
                    else {
                        if (a->softcap > 0) x[jj] = a->softcap * tanhf(x[jj] / a->softcap);
                        if (a->alibi) x[jj] -= a->alibi[h] * KTORCH__CAST(float, i + a->off - j < 0 ? j - i - a->off : i + a->off - j);
                        if (a->mask_kind == 2) x[jj] += mv;
                    }
                }
                if (!(x[jj] <= mx)) mx = x[jj];
            }
            mn = m[r] > mx ? m[r] : mx;
            if (mn == -INFINITY) { /* nothing visible yet: weights stay 0 */
                for (jj = 0; jj < n; jj++) x[jj] = 0;
                continue;
            }
#if defined(KTORCH__X86)
            if (Dc->simd) ktorch__paged_exp_avx2(x, n, mn);
            else
#endif
                ktorch__paged_exp_scalar(x, n, mn);
            for (jj = 0; jj < n; jj++) sum += x[jj];
            alpha = exp2f((m[r] - mn) * KTORCH__CAST(float, KTORCH__LOG2E));
            if (alpha != 1.0f)
                for (t = 0; t < Dv; t++) o[r * Dv + t] *= alpha;
            l[r] = l[r] * alpha + sum;
            m[r] = mn;
        }
#if defined(KTORCH__X86)
        if (Dc->simd && Dv % 8 == 0) ktorch__paged_pv_avx2(s, KTORCH__DEC_BC, KTORCH__CAST(int, R), vr, ldv, n, Dv, o);
        else
#endif
            ktorch__paged_pv_scalar(s, KTORCH__DEC_BC, KTORCH__CAST(int, R), vr, ldv, n, Dv, o);
        j0 += n;
    }
}

static void ktorch__dec_combine(void *arg, int64_t bh, int thread) {
    const ktorch__dec *Dc = KTORCH__CAST(const ktorch__dec *, arg);
    const ktorch__attn *a = Dc->a;
    const int64_t b = bh / a->Hk, hk = bh % a->Hk, R = Dc->R, Dv = a->Dv, stride = R * (Dv + 2);
    const float *part = Dc->part + bh * Dc->nsplit * stride;
    float *row = KTORCH__RCAST(float *, Dc->ws + KTORCH__CAST(size_t, thread) * Dc->ws_stride);
    int64_t r, sp, e;
    for (r = 0; r < R; r++) {
        const int64_t h = hk * a->group + r / a->Nq, i = r % a->Nq;
        float mx = -INFINITY, sum = 0;
        for (sp = 0; sp < Dc->nsplit; sp++) {
            const float mm = part[sp * stride + R * Dv + r];
            if (!(mm <= mx)) mx = mm;
        }
        for (e = 0; e < Dv; e++) row[e] = 0;
        if (mx != -INFINITY)
            for (sp = 0; sp < Dc->nsplit; sp++) {
                const float *ps = part + sp * stride, mm = ps[R * Dv + r];
                float wgt;
                if (mm == -INFINITY) continue;
                wgt = expf(mm - mx);
                sum += wgt * ps[R * Dv + R + r];
                for (e = 0; e < Dv; e++) row[e] += wgt * ps[r * Dv + e];
            }
        ktorch__var_store_row(a->odt, a->o, a->os, b, h, i, Dv, row, sum > 0 || sum != sum ? 1.0f / sum : 0.0f);
        if (a->lse) {
            float lv = sum > 0 || sum != sum ? KTORCH__CAST(float, mx + log(KTORCH__CAST(double, sum))) : -INFINITY;
            memcpy(a->lse + b * a->ls[0] + h * a->ls[1] + i * a->ls[2], &lv, 4);
        }
    }
}

/* Whether ktorch_attention takes the decode path for a. */
static int ktorch__attn_decode_fits(const ktorch__attn *a) { return a->Nq <= KTORCH__DEC_NQ && a->group * a->Nq <= KTORCH__DEC_R; }

static ktorch_status ktorch__attn_decode(ktorch_context *ctx, const ktorch__attn *a) {
    static const char *fn = "ktorch_attention";
    ktorch__dec Dc;
    ktorch_allocation alloc;
    ktorch_status st;
    uint64_t per, total, npart, ntask;
    int nthreads = ktorch_num_threads(ctx);
    void *ws = NULL;
    memset(&Dc, 0, sizeof Dc);
    Dc.a = a;
    Dc.R = a->group * a->Nq;
    Dc.nsplit = KTORCH__MAX(1, ktorch__ceil_div(a->Nk, KTORCH__DEC_S));
#if defined(KTORCH__X86)
    Dc.simd = ctx->isa == KTORCH__ISA_AVX2 || ctx->isa == KTORCH__ISA_AVX512;
#endif
    ktorch__attn_select(ctx->isa, &Dc.kn);
    ktorch_log(ctx, KTORCH_LOG_DEBUG, "ktorch_attention: decode path, %lld rows per kv head, %lld splits of %d keys, %s kernels",
               KTORCH__CAST(long long, Dc.R), KTORCH__CAST(long long, Dc.nsplit), KTORCH__DEC_S, Dc.simd ? "avx2" : "scalar");
    if (a->B == 0 || a->Hq == 0 || a->Nq == 0) return KTORCH_OK;
    if (a->D > (INT64_C(1) << 40) || a->Dv > (INT64_C(1) << 40))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: head dims %lld/%lld are too large", fn, KTORCH__CAST(long long, a->D), KTORCH__CAST(long long, a->Dv));
    /* per thread: q rows, scores, a step of K and V rows, a row buffer (also the combine's output row) */
    if (!ktorch__var_mul(&per, KTORCH__CAST(uint64_t, Dc.R * a->D + Dc.R * KTORCH__DEC_BC + KTORCH__DEC_BC * (a->D + a->Dv) + KTORCH__MAX(a->D, a->Dv) + 64), 4, 1, 1) ||
        !ktorch__var_mul(&ntask, KTORCH__CAST(uint64_t, a->B * a->Hk), KTORCH__CAST(uint64_t, Dc.nsplit), 1, 1) ||
        !ktorch__var_mul(&npart, ntask, KTORCH__CAST(uint64_t, Dc.R * (a->Dv + 2)), 4, 1))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: workspace size overflows", fn);
    per = (per + 63) & ~KTORCH__CAST(uint64_t, 63);
    if (!ktorch__var_mul(&total, per, KTORCH__CAST(uint64_t, nthreads), 1, 1) || !ktorch__add_u64(total, npart + 64, &total))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: workspace size overflows", fn);
    if ((st = ktorch__var_ws(ctx, total, &alloc, &ws, fn)) != KTORCH_OK) return st;
    Dc.ws_stride = KTORCH__CAST(size_t, per);
    Dc.ws = KTORCH__CAST(char *, ws);
    Dc.part = KTORCH__RCAST(float *, Dc.ws + per * KTORCH__CAST(uint64_t, nthreads));
    ktorch_parallel_for(ctx, ktorch__dec_task, &Dc, KTORCH__CAST(int64_t, ntask));
    ktorch_parallel_for(ctx, ktorch__dec_combine, &Dc, a->B * a->Hk);
    ktorch_pool_free(ctx->host_pool, &alloc);
    return KTORCH_OK;
}

/* (end of attention variants section) */

/* ======================================================================
   SECTION: several devices (communicators, ring and context-parallel attention)
   ====================================================================== */
struct ktorch_comm {
    ktorch_comm_impl impl;
    ktorch_allocator alloc;
};
KTORCH_API ktorch_status ktorch_comm_create(const ktorch_comm_impl *impl, const ktorch_allocator *allocator, ktorch_comm **out) {
    static const char *fn = "ktorch_comm_create";
    ktorch_allocator a = ktorch__allocator_resolve(allocator);
    ktorch_comm *c;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    *out = NULL;
    if (!impl) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'impl' is NULL", fn);
    if (!impl->start || !impl->wait || !impl->all_gather || !impl->destroy)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'impl' needs start, wait, all_gather and destroy", fn);
    if (impl->size < 1 || impl->rank < 0 || impl->rank >= impl->size)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'impl' has rank %d of size %d", fn, impl->rank, impl->size);
    if (KTORCH__CAST(int, impl->device.backend) < 0 || impl->device.backend >= KTORCH_BACKEND_COUNT)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'impl' has an invalid device", fn);
    c = KTORCH__CAST(ktorch_comm *, ktorch__calloc(&a, 1, sizeof *c));
    if (!c) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
    c->impl = *impl;
    c->alloc = a;
    *out = c;
    return KTORCH_OK;
}
KTORCH_API void ktorch_comm_destroy(ktorch_comm *comm) {
    if (!comm) return;
    comm->impl.destroy(comm->impl.state);
    ktorch__free(&comm->alloc, comm);
}
KTORCH_API int ktorch_comm_rank(const ktorch_comm *comm) { return comm ? comm->impl.rank : -1; }
KTORCH_API int ktorch_comm_size(const ktorch_comm *comm) { return comm ? comm->impl.size : 0; }
KTORCH_API ktorch_device ktorch_comm_device(const ktorch_comm *comm) { return comm ? comm->impl.device : ktorch_cpu(); }
KTORCH_API const ktorch_comm_impl *ktorch_comm_impl_of(const ktorch_comm *comm) { return comm ? &comm->impl : NULL; }

/* ---- the in-process communicator: one message list for all ranks, FIFO per
   (sender, receiver, kind); a send copies its bytes at once, so start never
   blocks and a receive completes in wait. */
#ifndef KTORCH_NO_THREADS
typedef struct ktorch__fake_msg {
    struct ktorch__fake_msg *next;
    int from, to, kind; /* kind 0: exchange, 1: all-gather */
    uint64_t bytes;
} ktorch__fake_msg;
typedef struct ktorch__fake_shared {
    pthread_mutex_t mutex;
    pthread_cond_t cv;
    ktorch_allocator alloc;
    int refs, failed;
    ktorch__fake_msg *head, *tail;
} ktorch__fake_shared;
typedef struct ktorch__fake_rank {
    ktorch__fake_shared *sh;
    int rank, size;
} ktorch__fake_rank;
typedef struct ktorch__fake_handle {
    void *recv;
    uint64_t bytes;
    int from;
} ktorch__fake_handle;

static ktorch_status ktorch__fake_post(ktorch__fake_rank *fr, int to, int kind, const void *data, uint64_t bytes) {
    ktorch__fake_shared *sh = fr->sh;
    ktorch__fake_msg *m;
    if (bytes > SIZE_MAX - sizeof(ktorch__fake_msg) - 16)
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_comm (fake): message of %llu bytes", KTORCH__CAST(unsigned long long, bytes));
    m = KTORCH__CAST(ktorch__fake_msg *, ktorch__alloc(&sh->alloc, sizeof *m + KTORCH__CAST(size_t, bytes)));
    if (!m) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_comm (fake): no memory for a message of %llu bytes", KTORCH__CAST(unsigned long long, bytes));
    m->next = NULL;
    m->from = fr->rank;
    m->to = to;
    m->kind = kind;
    m->bytes = bytes;
    if (bytes) memcpy(m + 1, data, KTORCH__CAST(size_t, bytes));
    pthread_mutex_lock(&sh->mutex);
    if (sh->tail) sh->tail->next = m;
    else sh->head = m;
    sh->tail = m;
    pthread_cond_broadcast(&sh->cv);
    pthread_mutex_unlock(&sh->mutex);
    return KTORCH_OK;
}
/* Block until the oldest message of `kind` from `from` arrives; copy it to dst. */
static ktorch_status ktorch__fake_take(ktorch__fake_rank *fr, int from, int kind, void *dst, uint64_t bytes) {
    ktorch__fake_shared *sh = fr->sh;
    ktorch__fake_msg *m, *prev;
    ktorch_status st = KTORCH_OK;
    pthread_mutex_lock(&sh->mutex);
    for (;;) {
        for (prev = NULL, m = sh->head; m; prev = m, m = m->next)
            if (m->to == fr->rank && m->from == from && m->kind == kind) break;
        if (m) {
            if (prev) prev->next = m->next;
            else sh->head = m->next;
            if (sh->tail == m) sh->tail = prev;
            break;
        }
        if (sh->failed) break;
        pthread_cond_wait(&sh->cv, &sh->mutex);
    }
    pthread_mutex_unlock(&sh->mutex);
    if (!m) return ktorch__fail(KTORCH_INTERNAL, "ktorch_comm (fake): rank %d waits for rank %d, but a rank gave up", fr->rank, from);
    if (m->bytes != bytes)
        st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_comm (fake): rank %d sent %llu bytes, rank %d expects %llu (shapes differ across ranks)", from,
                          KTORCH__CAST(unsigned long long, m->bytes), fr->rank, KTORCH__CAST(unsigned long long, bytes));
    else if (bytes)
        memcpy(dst, m + 1, KTORCH__CAST(size_t, bytes));
    ktorch__free(&sh->alloc, m);
    return st;
}
static ktorch_status ktorch__fake_start(void *state, ktorch_context *ctx, const void *send, uint64_t send_bytes, int to, void *recv,
                                        uint64_t recv_bytes, int from, void **handle) {
    ktorch__fake_rank *fr = KTORCH__CAST(ktorch__fake_rank *, state);
    ktorch__fake_handle *h;
    ktorch_status st;
    (void)ctx;
    *handle = NULL;
    if ((send_bytes && (to < 0 || to >= fr->size || !send)) || (recv_bytes && (from < 0 || from >= fr->size || !recv)))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_comm (fake): exchange with rank %d/%d of %d, or a NULL buffer", to, from, fr->size);
    h = KTORCH__CAST(ktorch__fake_handle *, ktorch__alloc(&fr->sh->alloc, sizeof *h));
    if (!h) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_comm (fake): no memory");
    h->recv = recv;
    h->bytes = recv_bytes;
    h->from = from;
    if (send_bytes && (st = ktorch__fake_post(fr, to, 0, send, send_bytes)) != KTORCH_OK) {
        ktorch__free(&fr->sh->alloc, h);
        return st;
    }
    *handle = h;
    return KTORCH_OK;
}
static ktorch_status ktorch__fake_wait(void *state, ktorch_context *ctx, void *handle) {
    ktorch__fake_rank *fr = KTORCH__CAST(ktorch__fake_rank *, state);
    ktorch__fake_handle *h = KTORCH__CAST(ktorch__fake_handle *, handle);
    ktorch_status st = KTORCH_OK;
    (void)ctx;
    if (!h) return KTORCH_OK;
    if (h->bytes) st = ktorch__fake_take(fr, h->from, 0, h->recv, h->bytes);
    ktorch__free(&fr->sh->alloc, h);
    return st;
}
static ktorch_status ktorch__fake_all_gather(void *state, ktorch_context *ctx, const void *send, void *recv, uint64_t bytes) {
    ktorch__fake_rank *fr = KTORCH__CAST(ktorch__fake_rank *, state);
    ktorch_status st;
    int g;
    (void)ctx;
    for (g = 0; g < fr->size; g++)
        if (g != fr->rank && (st = ktorch__fake_post(fr, g, 1, send, bytes)) != KTORCH_OK) return st;
    if (bytes) memmove(KTORCH__CAST(char *, recv) + KTORCH__CAST(uint64_t, fr->rank) * bytes, send, KTORCH__CAST(size_t, bytes));
    for (g = 0; g < fr->size; g++)
        if (g != fr->rank && (st = ktorch__fake_take(fr, g, 1, KTORCH__CAST(char *, recv) + KTORCH__CAST(uint64_t, g) * bytes, bytes)) != KTORCH_OK)
            return st;
    return KTORCH_OK;
}
static void ktorch__fake_abort(void *state) {
    ktorch__fake_shared *sh = KTORCH__CAST(ktorch__fake_rank *, state)->sh;
    pthread_mutex_lock(&sh->mutex);
    sh->failed = 1;
    pthread_cond_broadcast(&sh->cv);
    pthread_mutex_unlock(&sh->mutex);
}
static void ktorch__fake_unref(ktorch__fake_shared *sh) {
    ktorch_allocator a = sh->alloc;
    int last;
    pthread_mutex_lock(&sh->mutex);
    last = --sh->refs == 0;
    pthread_mutex_unlock(&sh->mutex);
    if (!last) return;
    while (sh->head) {
        ktorch__fake_msg *m = sh->head;
        sh->head = m->next;
        ktorch__free(&a, m);
    }
    pthread_cond_destroy(&sh->cv);
    pthread_mutex_destroy(&sh->mutex);
    ktorch__free(&a, sh);
}
static void ktorch__fake_destroy(void *state) {
    ktorch__fake_rank *fr = KTORCH__CAST(ktorch__fake_rank *, state);
    ktorch_allocator a = fr->sh->alloc;
    ktorch__fake_unref(fr->sh);
    ktorch__free(&a, fr);
}
#endif

KTORCH_API ktorch_status ktorch_comm_fake_create(int size, const ktorch_allocator *allocator, ktorch_comm **comms) {
    static const char *fn = "ktorch_comm_fake_create";
#ifdef KTORCH_NO_THREADS
    (void)size;
    (void)allocator;
    (void)comms;
    return ktorch__fail(KTORCH_UNSUPPORTED, "%s: ranks are threads (built with KTORCH_NO_THREADS)", fn);
#else
    ktorch_allocator a = ktorch__allocator_resolve(allocator);
    ktorch__fake_shared *sh;
    ktorch_status st = KTORCH_OK;
    int r;
    if (!comms) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'comms' is NULL", fn);
    if (size < 1 || size > 4096) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'size' must be 1..4096, got %d", fn, size);
    for (r = 0; r < size; r++) comms[r] = NULL;
    sh = KTORCH__CAST(ktorch__fake_shared *, ktorch__calloc(&a, 1, sizeof *sh));
    if (!sh) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
    sh->alloc = a;
    pthread_mutex_init(&sh->mutex, NULL);
    pthread_cond_init(&sh->cv, NULL);
    sh->refs = 1; /* held until every rank exists */
    for (r = 0; r < size && st == KTORCH_OK; r++) {
        ktorch_comm_impl impl;
        ktorch__fake_rank *fr = KTORCH__CAST(ktorch__fake_rank *, ktorch__calloc(&a, 1, sizeof *fr));
        if (!fr) {
            st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
            break;
        }
        fr->sh = sh;
        fr->rank = r;
        fr->size = size;
        sh->refs++;
        memset(&impl, 0, sizeof impl);
        impl.state = fr;
        impl.rank = r;
        impl.size = size;
        impl.device = ktorch_cpu();
        impl.start = ktorch__fake_start;
        impl.wait = ktorch__fake_wait;
        impl.all_gather = ktorch__fake_all_gather;
        impl.abort = ktorch__fake_abort;
        impl.destroy = ktorch__fake_destroy;
        if ((st = ktorch_comm_create(&impl, &a, &comms[r])) != KTORCH_OK) ktorch__fake_destroy(fr);
    }
    if (st != KTORCH_OK)
        for (r = 0; r < size; r++) {
            ktorch_comm_destroy(comms[r]);
            comms[r] = NULL;
        }
    ktorch__fake_unref(sh); /* the creation reference */
    return st;
#endif
}

/* ---- layouts and block pairs ------------------------------------------ */
/* A run of local rows [start, start+len) at global positions base + i*stride. */
typedef struct ktorch__ring_seg {
    int64_t start, len, base;
} ktorch__ring_seg;
static int ktorch__ring_segs(ktorch_ring_layout layout, int G, int r, int64_t n, ktorch__ring_seg *seg, int64_t *stride) {
    *stride = layout == KTORCH_RING_STRIPED ? G : 1;
    seg[0].start = 0;
    if (layout == KTORCH_RING_ZIGZAG) {
        seg[0].len = seg[1].len = n / 2;
        seg[0].base = r * (n / 2);
        seg[1].start = n / 2;
        seg[1].base = (2 * KTORCH__CAST(int64_t, G) - 1 - r) * (n / 2);
        return 2;
    }
    seg[0].len = n;
    seg[0].base = layout == KTORCH_RING_STRIPED ? r : r * n;
    return 1;
}
KTORCH_API int64_t ktorch_ring_position(ktorch_ring_layout layout, int size, int rank, int64_t n_local, int64_t i) {
    ktorch__ring_seg seg[2];
    int64_t stride;
    int ns, s;
    if (KTORCH__CAST(int, layout) < 0 || layout > KTORCH_RING_STRIPED || size < 1 || rank < 0 || rank >= size || n_local < 0 ||
        n_local > (KTORCH__CAST(int64_t, 1) << 60) / size || i < 0 || i >= n_local || (layout == KTORCH_RING_ZIGZAG && n_local % 2))
        return -1;
    ns = ktorch__ring_segs(layout, size, rank, n_local, seg, &stride);
    for (s = 0; s < ns; s++)
        if (i < seg[s].start + seg[s].len) return seg[s].base + (i - seg[s].start) * stride;
    return -1;
}
static int64_t ktorch__floordiv(int64_t a, int64_t b) { /* b > 0 */
    int64_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}
/* Positions and window bounds stay below 2^60, so the pair arithmetic cannot overflow. */
#define KTORCH__CP_MAXPOS (KTORCH__CAST(int64_t, 1) << 60)
/* Queries at bq + i*S (i < nq) against keys at bk + j*S (j < nk), global
   bounds a->wl/a->wr: 0 when no key of the pair is visible to any query,
   else 1 with the bounds moved into the pair's bottom-right frame in *p. */
static int ktorch__cp_pair(const ktorch__attn *a, int64_t bq, int64_t bk, int64_t S, int64_t nq, int64_t nk, ktorch_attention_params *p) {
    const int64_t wl = KTORCH__MIN(a->wl, KTORCH__CP_MAXPOS), wr = KTORCH__MIN(a->wr, KTORCH__CP_MAXPOS);
    int64_t lo = 0, hi = 0; /* key j visible to query i iff i + lo <= j <= i + hi */
    if (nq <= 0 || nk <= 0) return 0;
    if (a->has_wl) lo = -ktorch__floordiv(wl - (bq - bk), S);
    if (a->has_wr) hi = ktorch__floordiv(bq - bk + wr, S);
    if ((a->has_wl && a->has_wr && lo > hi) || (a->has_wr && nq - 1 + hi < 0) || (a->has_wl && lo > nk - 1)) return 0;
    p->window_flags = 0;
    if (a->has_wr) {
        p->window_flags |= KTORCH_WINDOW_RIGHT;
        p->window_right = hi - (nk - nq);
    }
    if (a->has_wl) {
        p->window_flags |= KTORCH_WINDOW_LEFT;
        p->window_left = (nk - nq) - lo;
    }
    return 1;
}
/* Does rank q need the K/V block of rank s? */
static int ktorch__ring_needs(const ktorch__attn *a, ktorch_ring_layout layout, int G, int q, int s) {
    ktorch__ring_seg qs[2], ks[2];
    ktorch_attention_params p;
    int64_t S;
    int nq = ktorch__ring_segs(layout, G, q, a->Nq, qs, &S), nk = ktorch__ring_segs(layout, G, s, a->Nk, ks, &S), i, j;
    for (i = 0; i < nq; i++)
        for (j = 0; j < nk; j++)
            if (ktorch__cp_pair(a, qs[i].base, ks[j].base, S, qs[i].len, ks[j].len, &p)) return 1;
    return 0;
}
/* Block s, held at step t by rank s+t: does a rank after it need it? */
static int ktorch__ring_later(const ktorch__attn *a, ktorch_ring_layout layout, int G, int s, int t) {
    int u;
    for (u = t + 1; u < G; u++)
        if (ktorch__ring_needs(a, layout, G, (s + u) % G, s)) return 1;
    return 0;
}

/* ---- argument agreement ----------------------------------------------- */
/* What every rank must agree on (decode: all but Nk). */
enum { KTORCH__CP_OK, KTORCH__CP_MODE, KTORCH__CP_LAYOUT, KTORCH__CP_B, KTORCH__CP_HQ, KTORCH__CP_HK, KTORCH__CP_NQ, KTORCH__CP_NK, KTORCH__CP_D,
       KTORCH__CP_DV, KTORCH__CP_DT, KTORCH__CP_ODT, KTORCH__CP_HWL, KTORCH__CP_WL, KTORCH__CP_HWR, KTORCH__CP_WR, KTORCH__CP_SCALE,
       KTORCH__CP_CAP, KTORCH__CP_LSE, KTORCH__CP_VARIANT, KTORCH__CP_NSIG };
static const char *const ktorch__cp_sig_names[KTORCH__CP_NSIG] = {
    "status", "function", "layout", "batch", "query heads", "key/value heads", "query length", "key length", "head dim", "value head dim",
    "dtype", "out dtype", "left window", "left window", "causal/right window", "right window", "scale", "soft-cap", "lse", "variant"};

/* A view of `bytes` from byte `off` of buffer `buf` as a contiguous tensor. */
static void ktorch__cp_view(const ktorch_tensor *buf, uint64_t off, ktorch_dtype dt, int ndim, const int64_t *shape, ktorch_tensor *out) {
    int i;
    *out = *buf;
    memset(&out->allocation, 0, sizeof out->allocation);
    out->dtype = dt;
    out->ndim = ndim;
    for (i = 0; i < ndim; i++) out->shape[i] = shape[i];
    ktorch__contiguous_strides(ndim, shape, out->stride);
    out->offset = buf->offset + off;
}

static ktorch_status ktorch__abw_rename(ktorch_status st, const char *fn);
static ktorch_status ktorch__abw_grad_check(const char *fn, const ktorch_tensor *t, const char *name, ktorch_device dev, int64_t n0, int64_t n1,
                                            int64_t n2, int64_t n3);

/* The ring backward's tensors beyond the forward's (its saved LSE is params->lse here). */
typedef struct ktorch__cp_grads {
    const ktorch_tensor *dout;
    ktorch_tensor *dq, *dk, *dv;
    int lse_in_params; /* the caller put an LSE in params: refused as ktorch_attention_backward does */
} ktorch__cp_grads;

/* The local checks of the entry points (no communication); g: the backward's. */
static ktorch_status ktorch__cp_check(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                      ktorch_tensor *out, const ktorch_attention_params *params, int decode, const ktorch__cp_grads *g,
                                      ktorch_ring_layout layout, ktorch__attn *a, const char *fn) {
    const ktorch_device dev = comm->impl.device;
    ktorch_status st;
    if (g && g->lse_in_params)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' must be NULL (the saved LSE is the 'lse' argument)", fn);
    if (g && !params->lse) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'lse' is NULL (the LSE ktorch_attention_ring wrote)", fn);
    st = ktorch__attn_validate(ctx, q, k, v, out, params, a);
    if (st != KTORCH_OK) {
        char why[KTORCH__MSG_CAP];
        if (g) st = ktorch__abw_rename(st, fn);
        ktorch__format(why, sizeof why, "%s", ktorch_last_error());
        return g ? st : ktorch__fail(st, "%s: %s", fn, why);
    }
    if (g) {
        ktorch_tensor *gt[4];
        static const char *const names[4] = {"dout", "dq", "dk", "dv"};
        int i;
        gt[0] = ktorch__op_tensor(g->dout), gt[1] = g->dq, gt[2] = g->dk, gt[3] = g->dv;
        for (i = 0; i < 4; i++)
            if (!gt[i]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is NULL", fn, names[i]);
        if ((st = ktorch__abw_grad_check(fn, g->dout, "dout", dev, a->B, a->Hq, a->Nq, a->Dv)) != KTORCH_OK ||
            (st = ktorch__abw_grad_check(fn, g->dq, "dq", dev, a->B, a->Hq, a->Nq, a->D)) != KTORCH_OK ||
            (st = ktorch__abw_grad_check(fn, g->dk, "dk", dev, a->B, a->Hk, a->Nk, a->D)) != KTORCH_OK ||
            (st = ktorch__abw_grad_check(fn, g->dv, "dv", dev, a->B, a->Hk, a->Nk, a->Dv)) != KTORCH_OK)
            return st;
        {
            /* the backend must add to f32 gradients: known before any rank moves data */
            ktorch_tensor acc[3], *t8[8];
            ktorch_op_desc d;
            ktorch__attn sub;
            const ktorch_backend_impl *impl;
            t8[0] = ktorch__op_tensor(q), t8[1] = ktorch__op_tensor(k), t8[2] = ktorch__op_tensor(v), t8[3] = out, t8[4] = gt[0];
            for (i = 0; i < 3; i++) {
                acc[i] = *gt[i + 1];
                acc[i].dtype = KTORCH_F32;
                ktorch__contiguous_strides(4, acc[i].shape, acc[i].stride);
                t8[i + 5] = &acc[i];
            }
            if ((st = ktorch__abw_desc(ctx, fn, t8, params, 0, &sub, &d)) != KTORCH_OK) return st;
            d.arg[0] = 1;
            if ((st = ktorch__op_supported(ctx, &d, fn, &impl)) != KTORCH_OK) return st;
        }
    }
    if (!ktorch__same_device(q->device, dev) || !ktorch__same_device(k->device, dev) || !ktorch__same_device(v->device, dev) ||
        !ktorch__same_device(out->device, dev) || (params && params->lse && !ktorch__same_device(params->lse->device, dev)))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: tensors must be on the communicator's device %s:%d", fn, ktorch_backend_name(dev.backend),
                            dev.index);
    if (params && (params->mask || params->alibi_slopes))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: masks and ALiBi are not supported across ranks", fn);
    if (a->qsc || a->ksc || a->vsc) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: quantized (i8/fp8) inputs are not supported across ranks", fn);
    /* the bounds apply to the global sequence: the local resolution drops those wider than one rank's part */
    a->has_wl = params && (params->window_flags & KTORCH_WINDOW_LEFT);
    a->wl = a->has_wl ? KTORCH__MIN(params->window_left, KTORCH__CP_MAXPOS) : 0;
    a->has_wr = params && (params->causal || (params->window_flags & KTORCH_WINDOW_RIGHT));
    a->wr = !a->has_wr || params->causal ? 0 : KTORCH__MIN(params->window_right, KTORCH__CP_MAXPOS);
    if (a->Nk > KTORCH__CP_MAXPOS / comm->impl.size || a->Nq > KTORCH__CP_MAXPOS / comm->impl.size)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: the global sequence is too long", fn);
    if (decode) return KTORCH_OK;
    if (KTORCH__CAST(int, layout) < 0 || layout > KTORCH_RING_STRIPED)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'layout' %d is not a ktorch_ring_layout", fn, KTORCH__CAST(int, layout));
    if (a->Nq != a->Nk)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: q and k must hold the same tokens (%lld and %lld)", fn, KTORCH__CAST(long long, a->Nq),
                            KTORCH__CAST(long long, a->Nk));
    if (layout == KTORCH_RING_ZIGZAG && a->Nq % 2)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: ZIGZAG needs an even number of tokens per rank (%lld)", fn, KTORCH__CAST(long long, a->Nq));
    return KTORCH_OK;
}

/* Every rank's signature (sig[G][KTORCH__CP_NSIG], host) through the
   communicator, from a device buffer. */
static ktorch_status ktorch__cp_gather_sig(ktorch_context *ctx, ktorch_comm *comm, int64_t *mine, int64_t *all, const char *fn) {
    const int G = comm->impl.size;
    ktorch_tensor buf, send, recv, host;
    int64_t shape[1];
    ktorch_status st;
    shape[0] = KTORCH__CAST(int64_t, G + 1) * KTORCH__CP_NSIG;
    if ((st = ktorch_tensor_create(ctx, KTORCH_I64, 1, shape, comm->impl.device, &buf)) != KTORCH_OK) return st;
    shape[0] = KTORCH__CP_NSIG;
    ktorch__cp_view(&buf, 0, KTORCH_I64, 1, shape, &send);
    ktorch_tensor_wrap(KTORCH_I64, 1, shape, NULL, mine, ktorch_cpu(), &host);
    if ((st = ktorch_tensor_copy(ctx, &send, &host, NULL)) == KTORCH_OK)
        st = comm->impl.all_gather(comm->impl.state, ctx, ktorch_tensor_ptr(&send),
                                   KTORCH__CAST(char *, ktorch_tensor_ptr(&buf)) + KTORCH__CP_NSIG * 8, KTORCH__CP_NSIG * 8);
    if (st == KTORCH_OK) {
        shape[0] = KTORCH__CAST(int64_t, G) * KTORCH__CP_NSIG;
        ktorch__cp_view(&buf, KTORCH__CP_NSIG * 8, KTORCH_I64, 1, shape, &recv);
        ktorch_tensor_wrap(KTORCH_I64, 1, shape, NULL, all, ktorch_cpu(), &host);
        st = ktorch_tensor_copy(ctx, &host, &recv, NULL);
    }
    ktorch_tensor_free(ctx, &buf);
    if (st != KTORCH_OK) {
        char why[KTORCH__MSG_CAP];
        ktorch__format(why, sizeof why, "%s", ktorch_last_error());
        return ktorch__fail(st, "%s: exchanging the arguments failed: %s", fn, why);
    }
    return KTORCH_OK;
}

/* Check locally, then agree with every rank: all fail or none. */
static ktorch_status ktorch__cp_agree(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                      ktorch_tensor *out, const ktorch_attention_params *params, int decode, const ktorch__cp_grads *grads,
                                      ktorch_ring_layout layout, ktorch__attn *a, int64_t **sigs, const char *fn) {
    const int G = comm->impl.size;
    int64_t mine[KTORCH__CP_NSIG];
    char why[KTORCH__MSG_CAP];
    ktorch_status local = ktorch__cp_check(ctx, comm, q, k, v, out, params, decode, grads, layout, a, fn), st;
    float f;
    int g, i;
    why[0] = '\0';
    if (local != KTORCH_OK) ktorch__format(why, sizeof why, "%s", ktorch_last_error());
    memset(mine, 0, sizeof mine);
    mine[KTORCH__CP_OK] = local == KTORCH_OK;
    mine[KTORCH__CP_MODE] = grads ? 2 : decode;
    if (local == KTORCH_OK) {
        mine[KTORCH__CP_LAYOUT] = decode ? 0 : layout;
        mine[KTORCH__CP_B] = a->B;
        mine[KTORCH__CP_HQ] = a->Hq;
        mine[KTORCH__CP_HK] = a->Hk;
        mine[KTORCH__CP_NQ] = a->Nq;
        mine[KTORCH__CP_NK] = a->Nk;
        mine[KTORCH__CP_D] = a->D;
        mine[KTORCH__CP_DV] = a->Dv;
        mine[KTORCH__CP_DT] = a->dt;
        mine[KTORCH__CP_ODT] = a->odt;
        /* the bounds as given: a rank with no keys resolves them differently */
        mine[KTORCH__CP_HWL] = params ? (params->window_flags & KTORCH_WINDOW_LEFT) != 0 : 0;
        mine[KTORCH__CP_WL] = mine[KTORCH__CP_HWL] ? KTORCH__MIN(params->window_left, KTORCH__CP_MAXPOS) : 0;
        mine[KTORCH__CP_HWR] = params ? params->causal * 2 + ((params->window_flags & KTORCH_WINDOW_RIGHT) != 0) : 0;
        mine[KTORCH__CP_WR] = params && (params->window_flags & KTORCH_WINDOW_RIGHT) ? KTORCH__MIN(params->window_right, KTORCH__CP_MAXPOS) : 0;
        f = KTORCH__CAST(float, a->scale);
        mine[KTORCH__CP_SCALE] = ktorch__f32_bits(f);
        mine[KTORCH__CP_CAP] = ktorch__f32_bits(a->softcap);
        mine[KTORCH__CP_LSE] = params && params->lse;
        mine[KTORCH__CP_VARIANT] = params ? params->variant : 0;
    }
    *sigs = KTORCH__CAST(int64_t *, ktorch__calloc(&ctx->allocator, KTORCH__CAST(size_t, G), sizeof mine));
    if (!*sigs) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
    if ((st = ktorch__cp_gather_sig(ctx, comm, mine, *sigs, fn)) != KTORCH_OK) return st;
    if (local != KTORCH_OK) return ktorch__fail(local, "%s", why);
    for (g = 0; g < G; g++) {
        const int64_t *s = *sigs + KTORCH__CAST(int64_t, g) * KTORCH__CP_NSIG;
        if (!s[KTORCH__CP_OK]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: rank %d refused its arguments", fn, g);
        for (i = 1; i < KTORCH__CP_NSIG; i++)
            if (s[i] != mine[i] && !(decode && i == KTORCH__CP_NK))
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: rank %d's %s (%lld) differs from rank %d's (%lld)", fn, g, ktorch__cp_sig_names[i],
                                    KTORCH__CAST(long long, s[i]), comm->impl.rank, KTORCH__CAST(long long, mine[i]));
    }
    return KTORCH_OK;
}

/* One block pair on views: attention with LSE into (o, l). */
static ktorch_status ktorch__cp_attend(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v, ktorch_tensor *o,
                                       ktorch_tensor *l, const ktorch_attention_params *params, ktorch_attention_params *p, const char *fn) {
    ktorch__attn sub;
    ktorch_op_desc prim;
    ktorch_status st;
    p->scale = params ? params->scale : 0;
    p->softcap = params ? params->softcap : 0;
    p->variant = params ? params->variant : KTORCH_ATTENTION_AUTO;
    p->lse = l;
    if ((st = ktorch__attn_desc_ex(ctx, KTORCH_OP_ATTENTION, q, k, v, o, p, 1, &sub, &prim)) != KTORCH_OK) return st;
    return ktorch__op_run(ctx, &prim, fn);
}

/* ---- ring ------------------------------------------------------------- */
static ktorch_status ktorch__ring_run(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                      ktorch_tensor *out, const ktorch_attention_params *params, ktorch_ring_layout layout, const ktorch__attn *a,
                                      const char *fn) {
    const int G = comm->impl.size, r = comm->impl.rank;
    const ktorch_device dev = comm->impl.device;
    const int64_t n = a->Nq;
    const uint64_t esz = ktorch__esize(a->dt);
    ktorch__ring_seg qs[2], ks[2];
    ktorch_tensor kvbuf, acc, accl, part, partl;
    int64_t S, shape[4], maxlen = 0, kel = 0, vel = 0;
    uint64_t half = 0;
    int nq, s, t, have[2] = {0, 0}, got = 0;
    ktorch_status st = KTORCH_OK;
    nq = ktorch__ring_segs(layout, G, r, n, qs, &S);
    for (s = 0; s < nq; s++) maxlen = KTORCH__MAX(maxlen, qs[s].len);
    memset(&kvbuf, 0, sizeof kvbuf);
    memset(&part, 0, sizeof part);
    memset(&partl, 0, sizeof partl);
    shape[0] = a->B;
    shape[1] = a->Hq;
    shape[2] = n;
    shape[3] = a->Dv;
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, dev, &acc)) != KTORCH_OK) return st;
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 3, shape, dev, &accl)) != KTORCH_OK) {
        ktorch_tensor_free(ctx, &acc);
        return st;
    }
    shape[2] = maxlen;
    /* partials in out's dtype (a GPU's attention writes q's dtype), merged in f32 */
    if ((st = ktorch_tensor_create(ctx, a->odt, 4, shape, dev, &part)) != KTORCH_OK ||
        (st = ktorch_tensor_create(ctx, KTORCH_F32, 3, shape, dev, &partl)) != KTORCH_OK)
        goto done;
    if (G > 1) {
        uint64_t total;
        kel = a->B * a->Hk * n * a->D; /* sizes of existing tensors: no overflow */
        vel = a->B * a->Hk * n * a->Dv;
        half = KTORCH__CAST(uint64_t, kel + vel) * esz;
        if (!ktorch__mul_u64(half, 2, &total) || total > KTORCH__CAST(uint64_t, INT64_MAX) / 8) {
            st = ktorch__fail(KTORCH_OVERFLOW, "%s: K/V buffers overflow", fn);
            goto done;
        }
        shape[0] = KTORCH__CAST(int64_t, total / esz);
        if ((st = ktorch_tensor_create(ctx, a->dt, 1, shape, dev, &kvbuf)) != KTORCH_OK) goto done;
    }
    for (t = 0; t < G && st == KTORCH_OK; t++) {
        const int src = ((r - t) % G + G) % G, from = (r - 1 + G) % G, to = (r + 1) % G;
        const int holding = t == 0 || got;
        const int send = t < G - 1 && holding && ktorch__ring_later(a, layout, G, src, t);
        const int recv = t < G - 1 && ktorch__ring_later(a, layout, G, (src - 1 + G) % G, t);
        ktorch_tensor ck, cv, nk_, nv_; /* this step's block, the next one's buffer */
        void *h = NULL;
        int started = 0, nk, i, j;
        if (G > 1) {
            int64_t ksh[4], vsh[4];
            ksh[0] = vsh[0] = a->B;
            ksh[1] = vsh[1] = a->Hk;
            ksh[2] = vsh[2] = n;
            ksh[3] = a->D;
            vsh[3] = a->Dv;
            ktorch__cp_view(&kvbuf, (t % 2) * half, a->dt, 4, ksh, &ck);
            ktorch__cp_view(&kvbuf, (t % 2) * half + KTORCH__CAST(uint64_t, kel) * esz, a->dt, 4, vsh, &cv);
            ktorch__cp_view(&kvbuf, ((t + 1) % 2) * half, a->dt, 4, ksh, &nk_);
            ktorch__cp_view(&kvbuf, ((t + 1) % 2) * half + KTORCH__CAST(uint64_t, kel) * esz, a->dt, 4, vsh, &nv_);
        }
        if (send && t == 0 && ((st = ktorch_tensor_copy(ctx, &ck, k, NULL)) != KTORCH_OK || (st = ktorch_tensor_copy(ctx, &cv, v, NULL)) != KTORCH_OK))
            break;
        if (send || recv) {
            st = comm->impl.start(comm->impl.state, ctx, send ? ktorch_tensor_ptr(&ck) : NULL, send ? half : 0, to, recv ? ktorch_tensor_ptr(&nk_) : NULL,
                                  recv ? half : 0, from, &h);
            if (st != KTORCH_OK) break;
            started = 1;
        }
        if (holding) {
            const ktorch_tensor *bk = t == 0 ? k : &ck, *bv = t == 0 ? v : &cv;
            nk = ktorch__ring_segs(layout, G, src, n, ks, &S);
            for (i = 0; i < nq && st == KTORCH_OK; i++)
                for (j = 0; j < nk && st == KTORCH_OK; j++) {
                    ktorch_attention_params p;
                    ktorch_tensor qv, kv, vv, ao, al, po, pl;
                    memset(&p, 0, sizeof p);
                    if (!ktorch__cp_pair(a, qs[i].base, ks[j].base, S, qs[i].len, ks[j].len, &p)) continue;
                    if ((st = ktorch_tensor_slice(q, 2, qs[i].start, qs[i].start + qs[i].len, 1, &qv)) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(bk, 2, ks[j].start, ks[j].start + ks[j].len, 1, &kv)) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(bv, 2, ks[j].start, ks[j].start + ks[j].len, 1, &vv)) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(&acc, 2, qs[i].start, qs[i].start + qs[i].len, 1, &ao)) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(&accl, 2, qs[i].start, qs[i].start + qs[i].len, 1, &al)) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(&part, 2, 0, qs[i].len, 1, &po)) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(&partl, 2, 0, qs[i].len, 1, &pl)) != KTORCH_OK)
                        break;
                    if ((st = ktorch__cp_attend(ctx, &qv, &kv, &vv, &po, &pl, params, &p, fn)) != KTORCH_OK) break;
                    st = have[i] ? ktorch_attention_merge(ctx, &ao, &al, &po, &pl, &ao, &al) : ktorch_attention_merge(ctx, &po, &pl, NULL, NULL, &ao, &al);
                    have[i] = 1;
                }
        }
        if (started) {
            ktorch_status w = comm->impl.wait(comm->impl.state, ctx, h);
            if (st == KTORCH_OK) st = w;
        }
        got = recv;
    }
    for (s = 0; s < nq && st == KTORCH_OK; s++) {
        ktorch_tensor ov, lv, ao, al;
        const int64_t b = qs[s].start, e = qs[s].start + qs[s].len;
        const int lse = params && params->lse;
        if ((st = ktorch_tensor_slice(out, 2, b, e, 1, &ov)) != KTORCH_OK) break;
        if (lse && (st = ktorch_tensor_slice(params->lse, 2, b, e, 1, &lv)) != KTORCH_OK) break;
        if (!have[s]) { /* no visible key: 0 and LSE -inf */
            st = ktorch_attention_merge(ctx, NULL, NULL, NULL, NULL, &ov, lse ? &lv : NULL);
            continue;
        }
        if ((st = ktorch_tensor_slice(&acc, 2, b, e, 1, &ao)) != KTORCH_OK || (st = ktorch_tensor_copy(ctx, &ov, &ao, NULL)) != KTORCH_OK) break;
        if (lse && ((st = ktorch_tensor_slice(&accl, 2, b, e, 1, &al)) != KTORCH_OK || (st = ktorch_tensor_copy(ctx, &lv, &al, NULL)) != KTORCH_OK)) break;
    }
done:
    ktorch_tensor_free(ctx, &kvbuf);
    ktorch_tensor_free(ctx, &part);
    ktorch_tensor_free(ctx, &partl);
    ktorch_tensor_free(ctx, &accl);
    ktorch_tensor_free(ctx, &acc);
    return st;
}

/* ---- ring backward ---------------------------------------------------- */
/* One block pair's gradients added to dq, dk, dv (f32 views), with the
   global out and LSE: P and D_i are the whole row's, so the pairs' sums are
   the full gradients. */
static ktorch_status ktorch__cp_attend_backward(ktorch_context *ctx, ktorch_tensor *const *t, const ktorch_attention_params *params,
                                                ktorch_attention_params *p, const ktorch_tensor *lse, const char *fn) {
    ktorch__attn sub;
    ktorch_op_desc prim;
    ktorch_status st;
    p->scale = params->scale;
    p->softcap = params->softcap;
    p->variant = params->variant;
    p->lse = ktorch__op_tensor(lse);
    if ((st = ktorch__abw_desc(ctx, fn, t, p, 1, &sub, &prim)) != KTORCH_OK) return st;
    prim.arg[0] = 1;
    return ktorch__op_run(ctx, &prim, fn);
}
/* Steps t = 0..G-1 as the forward: K/V of block r-t (sent on while a later
   rank needs it, overlapped with this step's pairs) and its f32 dK/dV, which
   this rank adds to and passes on after the step; G passes bring every
   rank's dK/dV home. params->lse is the saved (global) LSE. */
static ktorch_status ktorch__ring_bwd_run(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                          ktorch_tensor *out, const ktorch_attention_params *params, const ktorch__cp_grads *g,
                                          ktorch_ring_layout layout, const ktorch__attn *a, const char *fn) {
    const int G = comm->impl.size, r = comm->impl.rank;
    const ktorch_device dev = comm->impl.device;
    const int64_t n = a->Nq, kel = a->B * a->Hk * n * a->D, vel = a->B * a->Hk * n * a->Dv; /* sizes of existing tensors: no overflow */
    const uint64_t esz = ktorch__esize(a->dt), dhalf = KTORCH__CAST(uint64_t, kel + vel) * 4;
    ktorch__ring_seg qs[2], ks[2];
    ktorch_tensor kvbuf, dkv, dqa, dkh, dvh;
    int64_t S, shape[4], ksh[4], vsh[4];
    uint64_t half = KTORCH__CAST(uint64_t, kel + vel) * esz, total;
    int nq, t, got = 0, home;
    ktorch_status st = KTORCH_OK;
    nq = ktorch__ring_segs(layout, G, r, n, qs, &S);
    memset(&kvbuf, 0, sizeof kvbuf);
    memset(&dkv, 0, sizeof dkv);
    ksh[0] = vsh[0] = a->B;
    ksh[1] = vsh[1] = a->Hk;
    ksh[2] = vsh[2] = n;
    ksh[3] = a->D;
    vsh[3] = a->Dv;
    shape[0] = a->B;
    shape[1] = a->Hq;
    shape[2] = n;
    shape[3] = a->D;
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, dev, &dqa)) != KTORCH_OK) return st;
    /* two halves each of K/V (their dtype) and of dK/dV (f32) */
    if (!ktorch__mul_u64(dhalf, 2, &total) || total > KTORCH__CAST(uint64_t, INT64_MAX) / 8 || !ktorch__mul_u64(half, 2, &total) ||
        total > KTORCH__CAST(uint64_t, INT64_MAX) / 8) {
        st = ktorch__fail(KTORCH_OVERFLOW, "%s: K/V buffers overflow", fn);
        goto done;
    }
    shape[0] = KTORCH__CAST(int64_t, (G > 1 ? 2 : 1) * (kel + vel));
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 1, shape, dev, &dkv)) != KTORCH_OK) goto done;
    if (G > 1) {
        shape[0] = 2 * (kel + vel);
        if ((st = ktorch_tensor_create(ctx, a->dt, 1, shape, dev, &kvbuf)) != KTORCH_OK) goto done;
    }
    if ((st = ktorch_tensor_fill_bytes(ctx, &dqa, 0)) != KTORCH_OK) goto done;
    ktorch__cp_view(&dkv, 0, KTORCH_F32, 4, ksh, &dkh);
    ktorch__cp_view(&dkv, KTORCH__CAST(uint64_t, kel) * 4, KTORCH_F32, 4, vsh, &dvh);
    if ((st = ktorch_tensor_fill_bytes(ctx, &dkh, 0)) != KTORCH_OK || (st = ktorch_tensor_fill_bytes(ctx, &dvh, 0)) != KTORCH_OK) goto done;
    for (t = 0; t < G && st == KTORCH_OK; t++) {
        const int src = ((r - t) % G + G) % G, from = (r - 1 + G) % G, to = (r + 1) % G;
        const int holding = t == 0 || got;
        const int send = t < G - 1 && holding && ktorch__ring_later(a, layout, G, src, t);
        const int recv = t < G - 1 && ktorch__ring_later(a, layout, G, (src - 1 + G) % G, t);
        const uint64_t cur = KTORCH__CAST(uint64_t, t % 2), nxt = KTORCH__CAST(uint64_t, (t + 1) % 2);
        ktorch_tensor ck, cv, nk_, nv_, cdk, cdv;
        void *h = NULL;
        int started = 0, nk, i, j;
        if (G > 1) {
            ktorch__cp_view(&kvbuf, cur * half, a->dt, 4, ksh, &ck);
            ktorch__cp_view(&kvbuf, cur * half + KTORCH__CAST(uint64_t, kel) * esz, a->dt, 4, vsh, &cv);
            ktorch__cp_view(&kvbuf, nxt * half, a->dt, 4, ksh, &nk_);
            ktorch__cp_view(&kvbuf, nxt * half + KTORCH__CAST(uint64_t, kel) * esz, a->dt, 4, vsh, &nv_);
        }
        ktorch__cp_view(&dkv, cur * dhalf, KTORCH_F32, 4, ksh, &cdk);
        ktorch__cp_view(&dkv, cur * dhalf + KTORCH__CAST(uint64_t, kel) * 4, KTORCH_F32, 4, vsh, &cdv);
        if (send && t == 0 && ((st = ktorch_tensor_copy(ctx, &ck, k, NULL)) != KTORCH_OK || (st = ktorch_tensor_copy(ctx, &cv, v, NULL)) != KTORCH_OK))
            break;
        if (send || recv) {
            st = comm->impl.start(comm->impl.state, ctx, send ? ktorch_tensor_ptr(&ck) : NULL, send ? half : 0, to, recv ? ktorch_tensor_ptr(&nk_) : NULL,
                                  recv ? half : 0, from, &h);
            if (st != KTORCH_OK) break;
            started = 1;
        }
        if (holding) {
            const ktorch_tensor *bk = t == 0 ? k : &ck, *bv = t == 0 ? v : &cv;
            nk = ktorch__ring_segs(layout, G, src, n, ks, &S);
            for (i = 0; i < nq && st == KTORCH_OK; i++)
                for (j = 0; j < nk && st == KTORCH_OK; j++) {
                    ktorch_attention_params p;
                    ktorch_tensor v8[9], *t8[8];
                    const int64_t qb = qs[i].start, qe = qs[i].start + qs[i].len, kb = ks[j].start, ke = ks[j].start + ks[j].len;
                    int x;
                    memset(&p, 0, sizeof p);
                    if (!ktorch__cp_pair(a, qs[i].base, ks[j].base, S, qs[i].len, ks[j].len, &p)) continue;
                    /* q, k, v, out, dout, dq, dk, dv and the LSE of the pair */
                    if ((st = ktorch_tensor_slice(q, 2, qb, qe, 1, &v8[0])) != KTORCH_OK || (st = ktorch_tensor_slice(bk, 2, kb, ke, 1, &v8[1])) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(bv, 2, kb, ke, 1, &v8[2])) != KTORCH_OK || (st = ktorch_tensor_slice(out, 2, qb, qe, 1, &v8[3])) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(g->dout, 2, qb, qe, 1, &v8[4])) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(&dqa, 2, qb, qe, 1, &v8[5])) != KTORCH_OK || (st = ktorch_tensor_slice(&cdk, 2, kb, ke, 1, &v8[6])) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(&cdv, 2, kb, ke, 1, &v8[7])) != KTORCH_OK ||
                        (st = ktorch_tensor_slice(params->lse, 2, qb, qe, 1, &v8[8])) != KTORCH_OK)
                        break;
                    for (x = 0; x < 8; x++) t8[x] = &v8[x];
                    st = ktorch__cp_attend_backward(ctx, t8, params, &p, &v8[8], fn);
                }
        }
        if (started) {
            ktorch_status w = comm->impl.wait(comm->impl.state, ctx, h);
            if (st == KTORCH_OK) st = w;
        }
        /* this block's dK/dV to the next rank (its home after the last step); the next block's from the previous */
        if (st == KTORCH_OK && G > 1) {
            st = comm->impl.start(comm->impl.state, ctx, ktorch_tensor_ptr(&cdk), dhalf, to, KTORCH__CAST(char *, ktorch_tensor_ptr(&dkv)) + nxt * dhalf,
                                  dhalf, from, &h);
            if (st == KTORCH_OK) st = comm->impl.wait(comm->impl.state, ctx, h);
        }
        got = recv;
    }
    /* after G passes this rank's own dK/dV are in half G % 2 */
    home = G > 1 ? G % 2 : 0;
    ktorch__cp_view(&dkv, KTORCH__CAST(uint64_t, home) * dhalf, KTORCH_F32, 4, ksh, &dkh);
    ktorch__cp_view(&dkv, KTORCH__CAST(uint64_t, home) * dhalf + KTORCH__CAST(uint64_t, kel) * 4, KTORCH_F32, 4, vsh, &dvh);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, g->dq, &dqa, NULL);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, g->dk, &dkh, NULL);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, g->dv, &dvh, NULL);
done:
    ktorch_tensor_free(ctx, &kvbuf);
    ktorch_tensor_free(ctx, &dkv);
    ktorch_tensor_free(ctx, &dqa);
    return st;
}

/* ---- context-parallel decode ------------------------------------------ */
static ktorch_status ktorch__decode_cp_run(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                           ktorch_tensor *out, const ktorch_attention_params *params, const ktorch__attn *a, const int64_t *lens,
                                           const char *fn) {
    const int G = comm->impl.size, r = comm->impl.rank;
    const int64_t rows = a->B * a->Hq * a->Nq, m = rows * (a->Dv + 1);
    int64_t off = 0, total = 0, shape[4];
    uint64_t slots;
    ktorch_tensor buf, own, so[2], sl[2]; /* this rank's partial in out's dtype; gathered partials and the running merge in f32 */
    ktorch_attention_params p;
    ktorch_status st;
    int g;
    for (g = 0; g < G; g++) {
        const int64_t nk = lens[g];
        if (g < r) off += nk;
        total += nk; /* each below 2^60 / G */
    }
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, m), KTORCH__CAST(uint64_t, G + 1), &slots) || slots > KTORCH__CAST(uint64_t, INT64_MAX) / 4)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: partial buffers overflow", fn);
    shape[0] = KTORCH__CAST(int64_t, slots);
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 1, shape, comm->impl.device, &buf)) != KTORCH_OK) return st;
    shape[0] = a->B;
    shape[1] = a->Hq;
    shape[2] = a->Nq;
    shape[3] = a->Dv;
    /* slot 0: this rank's partial, then the running merge; slots 1..G: every rank's */
    ktorch__cp_view(&buf, 0, KTORCH_F32, 4, shape, &so[0]);
    ktorch__cp_view(&buf, KTORCH__CAST(uint64_t, rows * a->Dv) * 4, KTORCH_F32, 3, shape, &sl[0]);
    memset(&p, 0, sizeof p);
    if (ktorch__cp_pair(a, total - a->Nq, off, 1, a->Nq, a->Nk, &p)) {
        if ((st = ktorch_tensor_create(ctx, a->odt, 4, shape, comm->impl.device, &own)) == KTORCH_OK) {
            st = ktorch__cp_attend(ctx, q, k, v, &own, &sl[0], params, &p, fn);
            if (st == KTORCH_OK) st = ktorch_attention_merge(ctx, &own, &sl[0], NULL, NULL, &so[0], &sl[0]);
            ktorch_tensor_free(ctx, &own);
        }
    } else {
        st = ktorch_attention_merge(ctx, NULL, NULL, NULL, NULL, &so[0], &sl[0]);
    }
    if (st == KTORCH_OK)
        st = comm->impl.all_gather(comm->impl.state, ctx, ktorch_tensor_ptr(&so[0]), KTORCH__CAST(char *, ktorch_tensor_ptr(&buf)) + m * 4,
                                   KTORCH__CAST(uint64_t, m) * 4);
    /* merged in rank order on every rank: the same bits everywhere */
    for (g = 0; g < G && st == KTORCH_OK; g++) {
        const int last = g == G - 1;
        ktorch_tensor *lse = params ? params->lse : NULL;
        ktorch__cp_view(&buf, KTORCH__CAST(uint64_t, (g + 1) * m) * 4, KTORCH_F32, 4, shape, &so[1]);
        ktorch__cp_view(&buf, KTORCH__CAST(uint64_t, (g + 1) * m + rows * a->Dv) * 4, KTORCH_F32, 3, shape, &sl[1]);
        if (g == 0 && last) st = ktorch_attention_merge(ctx, &so[1], &sl[1], NULL, NULL, out, lse);
        else if (g == 0) st = ktorch_attention_merge(ctx, &so[1], &sl[1], NULL, NULL, &so[0], &sl[0]);
        else st = ktorch_attention_merge(ctx, &so[0], &sl[0], &so[1], &sl[1], last ? out : &so[0], last ? lse : &sl[0]);
    }
    ktorch_tensor_free(ctx, &buf);
    return st;
}

static ktorch_status ktorch__cp_entry(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                      ktorch_tensor *out, const ktorch_attention_params *params, int decode, const ktorch__cp_grads *grads,
                                      ktorch_ring_layout layout, const int64_t *key_lengths, const char *fn) {
    ktorch__attn a;
    int64_t *sigs = NULL, *agreed_lens = NULL;
    const int64_t *lens = key_lengths;
    ktorch_status st;
    int g, agreed = 0;
    if (!comm) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'comm' is NULL", fn);
    if (!ctx) {
        if (comm->impl.abort) comm->impl.abort(comm->impl.state); /* peers would wait for this rank */
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    }
    if (key_lengths) {
        /* lengths known to every rank: no agreement, the partials' gather is the only collective */
        st = ktorch__cp_check(ctx, comm, q, k, v, out, params, decode, grads, layout, &a, fn);
        for (g = 0; g < comm->impl.size && st == KTORCH_OK; g++) {
            if (key_lengths[g] < 0 || key_lengths[g] > KTORCH__CP_MAXPOS / comm->impl.size)
                st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'key_lengths[%d]' is %lld", fn, g, KTORCH__CAST(long long, key_lengths[g]));
        }
        if (st == KTORCH_OK && key_lengths[comm->impl.rank] != a.Nk)
            st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'key_lengths[%d]' is %lld, this rank's k holds %lld keys", fn, comm->impl.rank,
                              KTORCH__CAST(long long, key_lengths[comm->impl.rank]), KTORCH__CAST(long long, a.Nk));
    } else {
        st = ktorch__cp_agree(ctx, comm, q, k, v, out, params, decode, grads, layout, &a, &sigs, fn);
        agreed = st == KTORCH_OK;
        if (st == KTORCH_OK && decode) {
            agreed_lens = KTORCH__CAST(int64_t *, ktorch__calloc(&ctx->allocator, KTORCH__CAST(size_t, comm->impl.size), sizeof *agreed_lens));
            if (!agreed_lens) st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
            for (g = 0; agreed_lens && g < comm->impl.size; g++) agreed_lens[g] = sigs[KTORCH__CAST(int64_t, g) * KTORCH__CP_NSIG + KTORCH__CP_NK];
            lens = agreed_lens;
        }
    }
    if (st == KTORCH_OK && a.B * a.Hq * a.Nq > 0) {
        if (decode) st = ktorch__decode_cp_run(ctx, comm, q, k, v, out, params, &a, lens, fn);
        else if (grads) st = ktorch__ring_bwd_run(ctx, comm, q, k, v, out, params, grads, layout, &a, fn);
        else st = ktorch__ring_run(ctx, comm, q, k, v, out, params, layout, &a, fn);
    }
    if (st != KTORCH_OK && (key_lengths || agreed) && comm->impl.abort) {
        /* failed after the ranks agreed, or alone: peers may wait for this rank */
        char why[KTORCH__MSG_CAP];
        ktorch__format(why, sizeof why, "%s", ktorch_last_error());
        comm->impl.abort(comm->impl.state);
        ktorch__fail(st, "%s", why);
    }
    ktorch__free(&ctx->allocator, agreed_lens);
    ktorch__free(&ctx->allocator, sigs);
    return st;
}
KTORCH_API ktorch_status ktorch_attention_ring(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k,
                                               const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                               ktorch_ring_layout layout) {
    return ktorch__cp_entry(ctx, comm, q, k, v, out, params, 0, NULL, layout, NULL, "ktorch_attention_ring");
}
KTORCH_API ktorch_status ktorch_attention_ring_backward(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k,
                                                        const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                        const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                        const ktorch_attention_params *params, ktorch_ring_layout layout) {
    ktorch__cp_grads g;
    ktorch_attention_params p = params ? *params : ktorch__attn_defaults;
    g.dout = dout;
    g.dq = dq;
    g.dk = dk;
    g.dv = dv;
    g.lse_in_params = params && params->lse;
    p.lse = ktorch__op_tensor(lse);
    return ktorch__cp_entry(ctx, comm, q, k, v, ktorch__op_tensor(out), &p, 0, &g, layout, NULL, "ktorch_attention_ring_backward");
}
KTORCH_API ktorch_status ktorch_attention_decode_cp(ktorch_context *ctx, ktorch_comm *comm, const ktorch_tensor *q, const ktorch_tensor *k,
                                                    const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                    const int64_t *key_lengths) {
    return ktorch__cp_entry(ctx, comm, q, k, v, out, params, 1, NULL, KTORCH_RING_CONTIGUOUS, key_lengths, "ktorch_attention_decode_cp");
}

/* ======================================================================
   SECTION: quantization
   ====================================================================== */

/* Layouts and rounding rules: docs/QUANT.md. All rounding here is done with
   integer-exact helpers so it does not depend on the FP rounding mode. */

enum {
    KTORCH__QK_INT8 = 0,
    KTORCH__QK_ASYM,
    KTORCH__QK_FP8,
    KTORCH__QK_MX,
    KTORCH__QK_NVFP4,
    KTORCH__QK_Q8_0,
    KTORCH__QK_Q4_0
};

typedef struct ktorch__qfmt {
    const char *name;
    int kind;
    ktorch_dtype elem;
    int ebits, mbits, emax; /* element format (MX: emax_elem of the spec) */
    float max_norm;
    int block;              /* fixed block along the last axis; 0 = none */
} ktorch__qfmt;

static const ktorch__qfmt ktorch__qfmts[KTORCH_QUANT_FORMAT_COUNT] = {
    {"int8", KTORCH__QK_INT8, KTORCH_I8, 0, 0, 0, 127.0f, 0},
    {"int8_asym", KTORCH__QK_ASYM, KTORCH_U8, 0, 0, 0, 255.0f, 0},
    {"fp8_e4m3", KTORCH__QK_FP8, KTORCH_FP8_E4M3, 4, 3, 8, 448.0f, 0},
    {"fp8_e5m2", KTORCH__QK_FP8, KTORCH_FP8_E5M2, 5, 2, 15, 57344.0f, 0},
    {"mxfp8_e4m3", KTORCH__QK_MX, KTORCH_FP8_E4M3, 4, 3, 8, 448.0f, 32},
    {"mxfp8_e5m2", KTORCH__QK_MX, KTORCH_FP8_E5M2, 5, 2, 15, 57344.0f, 32},
    {"mxfp6_e2m3", KTORCH__QK_MX, KTORCH_F6_E2M3, 2, 3, 2, 7.5f, 32},
    {"mxfp6_e3m2", KTORCH__QK_MX, KTORCH_F6_E3M2, 3, 2, 4, 28.0f, 32},
    {"mxfp4", KTORCH__QK_MX, KTORCH_F4_E2M1, 2, 1, 2, 6.0f, 32},
    {"mxint8", KTORCH__QK_MX, KTORCH_I8, 0, 6, 0, 1.984375f, 32},
    {"nvfp4", KTORCH__QK_NVFP4, KTORCH_F4_E2M1, 2, 1, 2, 6.0f, 16},
    {"q8_0", KTORCH__QK_Q8_0, KTORCH_U8, 0, 0, 0, 127.0f, 32},
    {"q4_0", KTORCH__QK_Q4_0, KTORCH_U8, 0, 0, 0, 8.0f, 32},
};

static int ktorch__qfmt_valid(ktorch_quant_format f) { return KTORCH__CAST(int, f) >= 0 && f < KTORCH_QUANT_FORMAT_COUNT; }

KTORCH_API const char *ktorch_quant_format_name(ktorch_quant_format format) {
    return ktorch__qfmt_valid(format) ? ktorch__qfmts[format].name : "?";
}
KTORCH_API int ktorch_quant_format_from_name(const char *name, ktorch_quant_format *out) {
    int i;
    if (!name) return 0;
    for (i = 0; i < KTORCH_QUANT_FORMAT_COUNT; i++)
        if (strcmp(name, ktorch__qfmts[i].name) == 0) {
            if (out) *out = KTORCH__CAST(ktorch_quant_format, i);
            return 1;
        }
    return 0;
}
KTORCH_API ktorch_dtype ktorch_quant_format_element(ktorch_quant_format format) {
    return ktorch__qfmt_valid(format) ? ktorch__qfmts[format].elem : KTORCH_DTYPE_COUNT;
}

/* ---- exact scalar helpers ------------------------------------------------ */
/* Round y >= 0 (< 2^31) to nearest, ties to even. y - trunc(y) is exact. */
static uint32_t ktorch__rne_u32(float y) {
    uint32_t t = KTORCH__CAST(uint32_t, y);
    float f = y - KTORCH__CAST(float, t);
    if (f > 0.5f || (f == 0.5f && (t & 1u))) t++;
    return t;
}
/* Signed RNE of y clamped to [-lim, lim] (NaN gives 0). */
static int32_t ktorch__rne_clamp(float y, int32_t lim) {
    float a;
    int32_t t;
    if (!(y == y)) return 0;
    a = y < 0 ? -y : y;
    if (a >= KTORCH__CAST(float, lim)) return y < 0 ? -lim : lim;
    t = KTORCH__CAST(int32_t, ktorch__rne_u32(a));
    if (t > lim) t = lim;
    return y < 0 ? -t : t;
}
/* 2^n as a float, n in [-149, 127] (exact, subnormal below -126). */
static float ktorch__pow2f(int n) {
    if (n >= -126) return ktorch__bits_f32(KTORCH__CAST(uint32_t, n + 127) << 23);
    return ktorch__bits_f32(1u << (n + 149));
}
/* floor(log2(a)) exactly, from the bits, for finite a > 0 (subnormals too). */
static int ktorch__floor_log2f(float a) {
    uint32_t u = ktorch__f32_bits(a) & 0x7fffffffu;
    int e = KTORCH__CAST(int, u >> 23), p = 22;
    if (e) return e - 127;
    while (p > 0 && !(u & (1u << p))) p--;
    return p - 149;
}
static int ktorch__finitef(float x) { return (ktorch__f32_bits(x) & 0x7f800000u) != 0x7f800000u; }
/* float -> int32 truncation as x86 converts: out of range and NaN give INT32_MIN
   (ggml blocks whose 1/d overflows produce Inf/NaN products). */
static int32_t ktorch__cvtt_i32(float v) { return v > -2147483904.0f && v < 2147483648.0f ? KTORCH__CAST(int32_t, v) : -2147483647 - 1; }

/* Small float element (FP6/FP4: no Inf/NaN codes): RNE with subnormals,
   saturating to the max normal. v must not be NaN. Code: s | exp | mant. */
static uint8_t ktorch__sf_encode(float v, int E, int M) {
    int bias = (1 << (E - 1)) - 1, emin = 1 - bias, e;
    uint8_t sign = KTORCH__CAST(uint8_t, (ktorch__f32_bits(v) >> 31) << (E + M));
    uint8_t maxcode = KTORCH__CAST(uint8_t, (1 << (E + M)) - 1);
    float a = v < 0 ? -v : v, maxn = ktorch__pow2f((1 << E) - 1 - bias) * (2.0f - ktorch__pow2f(-M));
    uint32_t t;
    if (a >= maxn) return KTORCH__CAST(uint8_t, sign | maxcode);
    if (a == 0) return sign;
    e = ktorch__floor_log2f(a);
    if (e < emin) e = emin;
    t = ktorch__rne_u32(a * ktorch__pow2f(M - e)); /* exact power-of-two scaling */
    if (t >= (2u << M)) { t >>= 1; e++; }
    if (t < (1u << M)) return KTORCH__CAST(uint8_t, sign | t); /* subnormal (e == emin) */
    return KTORCH__CAST(uint8_t, sign | ((KTORCH__CAST(uint32_t, e + bias) << M) | (t - (1u << M))));
}
static float ktorch__sf_decode(uint8_t c, int E, int M) {
    int bias = (1 << (E - 1)) - 1, e = (c >> M) & ((1 << E) - 1), m = c & ((1 << M) - 1);
    float v = e ? (1.0f + KTORCH__CAST(float, m) * ktorch__pow2f(-M)) * ktorch__pow2f(e - bias)
                : KTORCH__CAST(float, m) * ktorch__pow2f(1 - bias - M);
    return (c >> (E + M)) & 1 ? -v : v;
}

/* Element encode/decode for MX and nvfp4 elements (v already scaled). */
static uint8_t ktorch__elem_encode(const ktorch__qfmt *f, float v) {
    switch (f->elem) {
    case KTORCH_FP8_E4M3: return ktorch_f32_to_fp8_e4m3(v, 1);
    case KTORCH_FP8_E5M2: return ktorch_f32_to_fp8_e5m2(v, 1);
    case KTORCH_I8: /* mxint8: value = code / 64, clamp to +-127/64 */
        return KTORCH__CAST(uint8_t, KTORCH__CAST(int8_t, ktorch__rne_clamp(v * 64.0f, 127)));
    default: return ktorch__sf_encode(v, f->ebits, f->mbits);
    }
}
/* 256-entry decode table of an element dtype. */
static void ktorch__elem_lut(ktorch_dtype d, float *lut) {
    int c;
    for (c = 0; c < 256; c++) {
        uint8_t u = KTORCH__CAST(uint8_t, c);
        switch (d) {
        case KTORCH_FP8_E4M3: lut[c] = ktorch_fp8_e4m3_to_f32(u); break;
        case KTORCH_FP8_E5M2: lut[c] = ktorch_fp8_e5m2_to_f32(u); break;
        case KTORCH_F6_E2M3: lut[c] = ktorch__sf_decode(KTORCH__CAST(uint8_t, u & 63), 2, 3); break;
        case KTORCH_F6_E3M2: lut[c] = ktorch__sf_decode(KTORCH__CAST(uint8_t, u & 63), 3, 2); break;
        case KTORCH_F4_E2M1: lut[c] = ktorch__sf_decode(KTORCH__CAST(uint8_t, u & 15), 2, 1); break;
        case KTORCH_I8: lut[c] = KTORCH__CAST(float, KTORCH__CAST(int8_t, u)); break;
        default: lut[c] = KTORCH__CAST(float, u); break;
        }
    }
}

/* ---- packed code access (element index i of a contiguous code tensor) --- */
static void ktorch__code_put(ktorch_dtype d, uint8_t *p, int64_t i, uint8_t c) {
    if (d == KTORCH_F4_E2M1) {
        uint8_t *b = p + (i >> 1);
        *b = KTORCH__CAST(uint8_t, (i & 1) ? ((*b & 0x0f) | (c << 4)) : ((*b & 0xf0) | (c & 15)));
    } else if (d == KTORCH_F6_E2M3 || d == KTORCH_F6_E3M2) {
        uint64_t bit = KTORCH__CAST(uint64_t, i) * 6u;
        uint8_t *b = p + (bit >> 3);
        unsigned sh = KTORCH__CAST(unsigned, bit & 7u);
        uint32_t w = b[0] | (sh > 2 ? KTORCH__CAST(uint32_t, b[1]) << 8 : 0u);
        w = (w & ~(63u << sh)) | (KTORCH__CAST(uint32_t, c & 63) << sh);
        b[0] = KTORCH__CAST(uint8_t, w);
        if (sh > 2) b[1] = KTORCH__CAST(uint8_t, w >> 8);
    } else {
        p[i] = c;
    }
}
static uint8_t ktorch__code_get(ktorch_dtype d, const uint8_t *p, int64_t i) {
    if (d == KTORCH_F4_E2M1) return KTORCH__CAST(uint8_t, (i & 1) ? p[i >> 1] >> 4 : p[i >> 1] & 15);
    if (d == KTORCH_F6_E2M3 || d == KTORCH_F6_E3M2) {
        uint64_t bit = KTORCH__CAST(uint64_t, i) * 6u;
        const uint8_t *b = p + (bit >> 3);
        unsigned sh = KTORCH__CAST(unsigned, bit & 7u);
        uint32_t w = b[0] | (sh > 2 ? KTORCH__CAST(uint32_t, b[1]) << 8 : 0u);
        return KTORCH__CAST(uint8_t, (w >> sh) & 63u);
    }
    return p[i];
}

/* ---- a quantized tensor seen as R rows of K ------------------------------ */
typedef struct ktorch__qview {
    const ktorch__qfmt *f;
    int kind, gran, axis_last;
    int64_t R, K, inner, nch, group, ngroups, nblk;
    uint8_t *data;
    float *sf32;    /* int8 / asym / fp8 scales */
    uint8_t *s8;    /* MX E8M0 / nvfp4 E4M3 scales */
    uint8_t *zp;
    float ts;       /* nvfp4 tensor scale */
    int isa;        /* SIMD for the conversion loops (scalar when 0) */
    float lut[256];
} ktorch__qview;

/* dst[i] = float(int8 src[i]) * s and dst[i] = lut[src[i]] * s: the hot loops of
   dequantization; the SIMD versions give the same bits (one multiply each). */
static void ktorch__cvt_i8(const uint8_t *src, float *dst, int64_t n, float s) {
    int64_t i;
    for (i = 0; i < n; i++) dst[i] = KTORCH__CAST(float, KTORCH__CAST(int8_t, src[i])) * s;
}
static void ktorch__cvt_lut(const uint8_t *src, const float *lut, float *dst, int64_t n, float s) {
    int64_t i;
    for (i = 0; i < n; i++) dst[i] = lut[src[i]] * s;
}
#if defined(KTORCH__X86)
#include <immintrin.h>
__attribute__((target("avx2"))) static void ktorch__cvt_i8_avx2(const uint8_t *src, float *dst, int64_t n, float s) {
    __m256 vs = _mm256_set1_ps(s);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m128i b = _mm_loadl_epi64(KTORCH__RCAST(const __m128i *, src + i));
        _mm256_storeu_ps(dst + i, _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(b)), vs));
    }
    ktorch__cvt_i8(src + i, dst + i, n - i, s);
}
__attribute__((target("avx2"))) static void ktorch__cvt_lut_avx2(const uint8_t *src, const float *lut, float *dst, int64_t n, float s) {
    __m256 vs = _mm256_set1_ps(s);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m128i b = _mm_loadl_epi64(KTORCH__RCAST(const __m128i *, src + i));
        _mm256_storeu_ps(dst + i, _mm256_mul_ps(_mm256_i32gather_ps(lut, _mm256_cvtepu8_epi32(b), 4), vs));
    }
    ktorch__cvt_lut(src + i, lut, dst + i, n - i, s);
}
#endif
/* ---- AVX-512 quantize / dequantize kernels ----------------------------------
   Each gives the same bytes as the scalar routines above (checked by
   tests/test_quant.c with contexts forced to each ISA): the same f32 multiplies
   in the same order, and integer rounding (embedded-RNE conversions, which do
   not read MXCSR) where the scalar code rounds with integer helpers. */
#if defined(KTORCH__X86)
KTORCH__SIMD_WARNINGS_OFF
#define KTORCH__T512 __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl")))
#define KTORCH__RNE_NOEXC (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)

static __mmask16 ktorch__m16(int64_t n) { return n >= 16 ? KTORCH__CAST(__mmask16, 0xFFFF) : KTORCH__CAST(__mmask16, (1u << n) - 1u); }

/* Horizontal min / max (the library's own: some compilers' reduce intrinsics
   warn under C++). Zero signs and NaN are handled by the callers. */
KTORCH__T512 static float ktorch__hmin_512(__m512 v) {
    __m256 a = _mm256_min_ps(_mm512_castps512_ps256(v), _mm512_extractf32x8_ps(v, 1));
    __m128 b = _mm_min_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    b = _mm_min_ps(b, _mm_movehl_ps(b, b));
    return _mm_cvtss_f32(_mm_min_ss(b, _mm_shuffle_ps(b, b, 1)));
}
KTORCH__T512 static float ktorch__hmax_512(__m512 v) {
    __m256 a = _mm256_max_ps(_mm512_castps512_ps256(v), _mm512_extractf32x8_ps(v, 1));
    __m128 b = _mm_max_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    b = _mm_max_ps(b, _mm_movehl_ps(b, b));
    return _mm_cvtss_f32(_mm_max_ss(b, _mm_shuffle_ps(b, b, 1)));
}

/* Small-float codes of 16 lanes: ktorch__sf_encode (has_nan 0) or the
   saturating fp8 encoders (has_nan 1). Normals round on the integer bits
   (the carry moves into the exponent); below the smallest normal the value is
   scaled exactly to subnormal units and converted with RNE. */
KTORCH__T512 static inline __m512i ktorch__enc16_512(__m512 v, int E, int M, int bias, int maxcode, int has_nan) {
    const __m512i b = _mm512_castps_si512(v);
    const __m512i a = _mm512_and_si512(b, _mm512_set1_epi32(0x7fffffff));
    const unsigned sh = KTORCH__CAST(unsigned, 23 - M);
    __m512i r = _mm512_add_epi32(a, _mm512_set1_epi32((1 << (sh - 1)) - 1)), c, s;
    __mmask16 sub;
    r = _mm512_add_epi32(r, _mm512_and_si512(_mm512_srli_epi32(a, sh), _mm512_set1_epi32(1)));
    c = _mm512_sub_epi32(_mm512_srli_epi32(r, sh), _mm512_set1_epi32((127 - bias) << M));
    s = _mm512_cvt_roundps_epi32(_mm512_mul_ps(_mm512_castsi512_ps(a), _mm512_set1_ps(ktorch__pow2f(M - 1 + bias))), KTORCH__RNE_NOEXC);
    sub = _mm512_cmplt_epi32_mask(a, _mm512_set1_epi32((128 - bias) << 23));
    c = _mm512_mask_blend_epi32(sub, c, s);
    c = _mm512_min_epi32(c, _mm512_set1_epi32(maxcode));
    if (has_nan) c = _mm512_mask_blend_epi32(_mm512_cmpgt_epi32_mask(a, _mm512_set1_epi32(0x7f800000)), c, _mm512_set1_epi32((1 << (E + M)) - 1));
    return _mm512_or_si512(c, _mm512_slli_epi32(_mm512_srli_epi32(b, 31), KTORCH__CAST(unsigned, E + M)));
}
#define KTORCH__ENC_E4M3(v) ktorch__enc16_512(v, 4, 3, 7, 0x7E, 1)
#define KTORCH__ENC_E5M2(v) ktorch__enc16_512(v, 5, 2, 15, 0x7B, 1)

/* ktorch__rne_clamp of 16 lanes (NaN gives 0). */
KTORCH__T512 static inline __m512i ktorch__rne_clamp16_512(__m512 y, float lim) {
    __mmask16 ord = _mm512_cmp_ps_mask(y, y, _CMP_ORD_Q);
    __m512 c = _mm512_min_ps(_mm512_max_ps(y, _mm512_set1_ps(-lim)), _mm512_set1_ps(lim));
    return _mm512_maskz_mov_epi32(ord, _mm512_cvt_roundps_epi32(c, KTORCH__RNE_NOEXC));
}

/* Codes of 16 lanes of an MX / nvfp4 element (v already scaled). */
KTORCH__T512 static inline __m512i ktorch__elem16_512(ktorch_dtype d, __m512 v) {
    switch (d) {
    case KTORCH_FP8_E4M3: return KTORCH__ENC_E4M3(v);
    case KTORCH_FP8_E5M2: return KTORCH__ENC_E5M2(v);
    case KTORCH_F6_E2M3: return ktorch__enc16_512(v, 2, 3, 1, 31, 0);
    case KTORCH_F6_E3M2: return ktorch__enc16_512(v, 3, 2, 3, 31, 0);
    case KTORCH_F4_E2M1: return ktorch__enc16_512(v, 2, 1, 1, 7, 0);
    default: return ktorch__rne_clamp16_512(_mm512_mul_ps(v, _mm512_set1_ps(64.0f)), 127.0f); /* mxint8 */
    }
}

/* Row statistics as ktorch__q_stats_task computes them: min / max over the
   finite values (the first one reached on ties, so a zero result carries the
   sign of the row's first zero) and whether any value is NaN/Inf. */
KTORCH__T512 static void ktorch__row_stats_512(const float *x, int64_t n, float *pmn, float *pmx, int *pbad) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff), inf = _mm512_set1_epi32(0x7f800000);
    __m512 mn0 = _mm512_set1_ps(INFINITY), mn1 = mn0, mx0 = _mm512_set1_ps(-INFINITY), mx1 = mx0;
    __mmask16 fin_any = 0, bad = 0;
    int64_t k = 0;
    float mn, mx;
    for (; k + 32 <= n; k += 32) {
        __m512 v0 = _mm512_loadu_ps(x + k), v1 = _mm512_loadu_ps(x + k + 16);
        __mmask16 f0 = _mm512_cmplt_epi32_mask(_mm512_and_si512(_mm512_castps_si512(v0), absm), inf);
        __mmask16 f1 = _mm512_cmplt_epi32_mask(_mm512_and_si512(_mm512_castps_si512(v1), absm), inf);
        bad |= KTORCH__CAST(__mmask16, ~(f0 & f1));
        fin_any |= f0 | f1;
        mn0 = _mm512_mask_min_ps(mn0, f0, mn0, v0);
        mx0 = _mm512_mask_max_ps(mx0, f0, mx0, v0);
        mn1 = _mm512_mask_min_ps(mn1, f1, mn1, v1);
        mx1 = _mm512_mask_max_ps(mx1, f1, mx1, v1);
    }
    for (; k < n; k += 16) {
        __mmask16 lm = ktorch__m16(n - k);
        __m512 v0 = _mm512_maskz_loadu_ps(lm, x + k);
        __mmask16 f0 = _mm512_mask_cmplt_epi32_mask(lm, _mm512_and_si512(_mm512_castps_si512(v0), absm), inf);
        bad |= KTORCH__CAST(__mmask16, lm & ~f0);
        fin_any |= f0;
        mn0 = _mm512_mask_min_ps(mn0, f0, mn0, v0);
        mx0 = _mm512_mask_max_ps(mx0, f0, mx0, v0);
    }
    *pbad = bad != 0;
    if (!fin_any) {
        *pmn = *pmx = 0;
        return;
    }
    mn = ktorch__hmin_512(_mm512_min_ps(mn0, mn1));
    mx = ktorch__hmax_512(_mm512_max_ps(mx0, mx1));
    if (mn == 0 || mx == 0) {
        float z = 0;
        for (k = 0; k < n; k += 16) {
            __mmask16 lm = ktorch__m16(n - k);
            __mmask16 zm = _mm512_mask_cmpeq_epi32_mask(lm, _mm512_and_si512(_mm512_castps_si512(_mm512_maskz_loadu_ps(lm, x + k)), absm),
                                                        _mm512_setzero_si512());
            if (zm) {
                int i = 0;
                while (!((zm >> i) & 1)) i++;
                z = x[k + i];
                break;
            }
        }
        if (mn == 0) mn = z;
        if (mx == 0) mx = z;
    }
    *pmn = mn;
    *pmx = mx;
}

/* min / max of the finite values starting from +0 with strict updates (the
   per-group and per-column statistics): a zero result is +0. */
KTORCH__T512 static void ktorch__minmax0_512(const float *x, int64_t n, float *pmn, float *pmx) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff), inf = _mm512_set1_epi32(0x7f800000);
    __m512 mn = _mm512_setzero_ps(), mx = _mm512_setzero_ps();
    int64_t k;
    float a, b;
    for (k = 0; k < n; k += 16) {
        __mmask16 lm = ktorch__m16(n - k);
        __m512 v = _mm512_maskz_loadu_ps(lm, x + k);
        __mmask16 f = _mm512_mask_cmplt_epi32_mask(lm, _mm512_and_si512(_mm512_castps_si512(v), absm), inf);
        mn = _mm512_mask_min_ps(mn, f, mn, v);
        mx = _mm512_mask_max_ps(mx, f, mx, v);
    }
    a = ktorch__hmin_512(mn);
    b = ktorch__hmax_512(mx);
    *pmn = a == 0 ? 0.0f : a;
    *pmx = b == 0 ? 0.0f : b;
}
/* Column-wise version over one row: mn[k] / mx[k] updated in place. */
KTORCH__T512 static void ktorch__colminmax_512(const float *x, int64_t n, float *mn, float *mx) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff), inf = _mm512_set1_epi32(0x7f800000);
    int64_t k;
    for (k = 0; k < n; k += 16) {
        __mmask16 lm = ktorch__m16(n - k);
        __m512 v = _mm512_maskz_loadu_ps(lm, x + k);
        __mmask16 f = _mm512_mask_cmplt_epi32_mask(lm, _mm512_and_si512(_mm512_castps_si512(v), absm), inf);
        _mm512_mask_storeu_ps(mn + k, f, _mm512_min_ps(_mm512_maskz_loadu_ps(lm, mn + k), v));
        _mm512_mask_storeu_ps(mx + k, f, _mm512_max_ps(_mm512_maskz_loadu_ps(lm, mx + k), v));
    }
}

/* Pack 32 byte codes (one MX block) into FP4 (16 bytes) / FP6 (24 bytes). */
KTORCH__T512 static void ktorch__pack32_512(ktorch_dtype d, __m256i cb, uint8_t *dst) {
    if (d == KTORCH_F4_E2M1) {
        __m256i p = _mm256_or_si256(_mm256_and_si256(cb, _mm256_set1_epi16(0x000F)), _mm256_and_si256(_mm256_srli_epi16(cb, 4), _mm256_set1_epi16(0x00F0)));
        _mm_storeu_si128(KTORCH__RCAST(__m128i *, dst), _mm256_cvtepi16_epi8(p));
    } else if (d == KTORCH_F6_E2M3 || d == KTORCH_F6_E3M2) {
        /* c0 | c1<<6 per 16 bits, then | (c2 | c3<<6) << 12 per 32 bits: 24-bit groups */
        __m256i p = _mm256_madd_epi16(_mm256_maddubs_epi16(cb, _mm256_set1_epi16(0x4001)), _mm256_set1_epi32(0x10000001));
        p = _mm256_shuffle_epi8(p, _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1));
        p = _mm256_permutevar8x32_epi32(p, _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7));
        _mm256_mask_storeu_epi8(dst, 0x00FFFFFFu, p);
    } else {
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, dst), cb);
    }
}

/* One full MX block of 32 elements whose packed codes start on a byte
   (FP4) or 3-byte (FP6) boundary. Returns 0 when the block holds NaN/Inf:
   the scalar routine handles those. */
KTORCH__T512 static int ktorch__q_mx_block_512(const ktorch__qfmt *f, int noclip, const float *x, uint8_t *dst, uint8_t *scale) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff), inf = _mm512_set1_epi32(0x7f800000);
    __m512 x0 = _mm512_loadu_ps(x), x1 = _mm512_loadu_ps(x + 16), vi;
    __m512i a0 = _mm512_and_si512(_mm512_castps_si512(x0), absm), a1 = _mm512_and_si512(_mm512_castps_si512(x1), absm);
    __m256i cb;
    float amax;
    int X;
    if (_mm512_cmpge_epi32_mask(a0, inf) | _mm512_cmpge_epi32_mask(a1, inf)) return 0;
    amax = ktorch__hmax_512(_mm512_castsi512_ps(_mm512_max_epi32(a0, a1))); /* |x| bits order like the values */
    if (amax == 0) {
        X = -127;
    } else {
        X = ktorch__floor_log2f(amax) - f->emax;
        if (X < -127) X = -127;
        if (noclip && X < 127 && amax * ktorch__pow2f(-X) > f->max_norm) X++;
    }
    *scale = KTORCH__CAST(uint8_t, X + 127);
    vi = _mm512_set1_ps(ktorch__pow2f(-X));
    cb = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm512_cvtepi32_epi8(ktorch__elem16_512(f->elem, _mm512_mul_ps(x0, vi)))),
                                 _mm512_cvtepi32_epi8(ktorch__elem16_512(f->elem, _mm512_mul_ps(x1, vi))), 1);
    ktorch__pack32_512(f->elem, cb, dst);
    return 1;
}

/* One full nvfp4 block of 16 starting on a byte; returns the scale code. */
KTORCH__T512 static uint8_t ktorch__q_nvfp4_block_512(const float *x, float ts, uint8_t *dst) {
    __m512 x0 = _mm512_loadu_ps(x);
    float amax = ktorch__hmax_512(_mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(x0), _mm512_set1_epi32(0x7fffffff)))), den;
    uint8_t sb = 0;
    __m128i cb, p;
    if (amax == 0) amax = x[15]; /* the scalar max chain ends on the last zero */
    if (ts > 0) sb = ktorch_f32_to_fp8_e4m3(amax / (6.0f * ts), 1);
    den = ktorch_fp8_e4m3_to_f32(sb) * ts;
    if (den > 0) cb = _mm512_cvtepi32_epi8(ktorch__enc16_512(_mm512_div_ps(x0, _mm512_set1_ps(den)), 2, 1, 1, 7, 0));
    else cb = _mm_setzero_si128();
    p = _mm_or_si128(_mm_and_si128(cb, _mm_set1_epi16(0x000F)), _mm_and_si128(_mm_srli_epi16(cb, 4), _mm_set1_epi16(0x00F0)));
    _mm_storel_epi64(KTORCH__RCAST(__m128i *, dst), _mm_packus_epi16(p, p));
    return sb;
}

/* q8_0 block as the scalar loop (roundf done with integer steps, including
   what x86 conversions give for NaN/Inf products). */
KTORCH__T512 static void ktorch__q8_0_block_512(const float *x, uint8_t *blk) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff);
    __m512 x0 = _mm512_loadu_ps(x), x1 = _mm512_loadu_ps(x + 16), vid;
    float amax = ktorch__hmax_512(_mm512_castsi512_ps(_mm512_max_epi32(_mm512_and_si512(_mm512_castps_si512(x0), absm),
                                                                          _mm512_and_si512(_mm512_castps_si512(x1), absm)))), d, id;
    uint16_t h;
    int i;
    __m512i c[2];
    if (amax == 0) amax = x[31];
    d = amax / 127.0f;
    id = d != 0 ? 1.0f / d : 0.0f;
    h = ktorch_f32_to_f16(d);
    blk[0] = KTORCH__CAST(uint8_t, h);
    blk[1] = KTORCH__CAST(uint8_t, h >> 8);
    vid = _mm512_set1_ps(id);
    for (i = 0; i < 2; i++) {
        __m512 y = _mm512_mul_ps(i ? x1 : x0, vid);
        __m512 a = _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(y), absm));
        __m512i t = _mm512_cvttps_epi32(a);
        __mmask16 up = _mm512_cmp_ps_mask(_mm512_sub_ps(a, _mm512_cvtepi32_ps(t)), _mm512_set1_ps(0.5f), _CMP_GE_OQ);
        __mmask16 neg = _mm512_cmp_ps_mask(y, _mm512_setzero_ps(), _CMP_LT_OQ);
        t = _mm512_mask_add_epi32(t, up, t, _mm512_set1_epi32(1));
        c[i] = _mm512_mask_sub_epi32(t, neg, _mm512_setzero_si512(), t);
    }
    _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 2), _mm512_cvtepi32_epi8(c[0]));
    _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 18), _mm512_cvtepi32_epi8(c[1]));
}

/* q4_0 block; the explicit-rounding add keeps x*id and +8.5 two roundings
   even where a compiler would contract them. */
KTORCH__T512 static void ktorch__q4_0_block_512(const float *x, uint8_t *blk) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff);
    __m512 x0 = _mm512_loadu_ps(x), x1 = _mm512_loadu_ps(x + 16), vid;
    __m512i a0 = _mm512_and_si512(_mm512_castps_si512(x0), absm), a1 = _mm512_and_si512(_mm512_castps_si512(x1), absm), c0, c1;
    float amax = ktorch__hmax_512(_mm512_castsi512_ps(_mm512_max_epi32(a0, a1))), mx = 0, d, id;
    uint16_t h;
    if (amax > 0) { /* the first element of largest magnitude */
        __m512i am = _mm512_set1_epi32(KTORCH__CAST(int32_t, ktorch__f32_bits(amax)));
        uint32_t hit = _mm512_cmpeq_epi32_mask(a0, am) | (KTORCH__CAST(uint32_t, _mm512_cmpeq_epi32_mask(a1, am)) << 16);
        int i = 0;
        while (!((hit >> i) & 1u)) i++;
        mx = x[i];
    }
    d = mx / -8.0f;
    id = d != 0 ? 1.0f / d : 0.0f;
    h = ktorch_f32_to_f16(d);
    blk[0] = KTORCH__CAST(uint8_t, h);
    blk[1] = KTORCH__CAST(uint8_t, h >> 8);
    vid = _mm512_set1_ps(id);
    c0 = _mm512_cvttps_epi32(_mm512_add_round_ps(_mm512_mul_round_ps(x0, vid, KTORCH__RNE_NOEXC), _mm512_set1_ps(8.5f), KTORCH__RNE_NOEXC));
    c1 = _mm512_cvttps_epi32(_mm512_add_round_ps(_mm512_mul_round_ps(x1, vid, KTORCH__RNE_NOEXC), _mm512_set1_ps(8.5f), KTORCH__RNE_NOEXC));
    c0 = _mm512_min_epi32(c0, _mm512_set1_epi32(15));
    c1 = _mm512_min_epi32(c1, _mm512_set1_epi32(15));
    _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 2), _mm512_cvtepi32_epi8(_mm512_or_si512(c0, _mm512_slli_epi32(c1, 4))));
}

/* ---- multi-block quantize kernels: 16 blocks per call ----------------------
   The per-block maxima come from one reduction tree over 16 blocks, the scale
   arithmetic runs in 16 lanes (one per block), elements are encoded with the
   integer-exact encoders below and codes are packed 64 at a time. */
#define KTORCH__AI __attribute__((always_inline)) inline

/* Slot s of the reduction tree takes block 4*(s%4) + s/4, so that lane b of
   the result belongs to block b. */
#define KTORCH__TREE_BLK(s) (4 * ((s) & 3) + ((s) >> 2))

/* Lane b = max (signed 32-bit) over the lanes of v[slot of block b]. The
   steps are written out: compilers keep the 16 vectors in registers then. */
#define KTORCH__U8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
#define KTORCH__U16(M) KTORCH__U8(M) M(8) M(9) M(10) M(11) M(12) M(13) M(14) M(15)
#define KTORCH__TREE_L1(k) w##k = _mm512_max_epi32(_mm512_shuffle_i32x4(v[2 * k], v[2 * k + 1], 0x44), _mm512_shuffle_i32x4(v[2 * k], v[2 * k + 1], 0xEE));
#define KTORCH__TREE_L2(a, b) _mm512_castsi512_ps(_mm512_max_epi32(_mm512_shuffle_i32x4(a, b, 0x88), _mm512_shuffle_i32x4(a, b, 0xDD)))
#define KTORCH__TREE_PS(a, b) _mm512_castsi512_ps(_mm512_max_epi32(_mm512_castps_si512(_mm512_shuffle_ps(a, b, 0x88)), _mm512_castps_si512(_mm512_shuffle_ps(a, b, 0xDD))))
KTORCH__T512 static KTORCH__AI __m512i ktorch__tree16_512(const __m512i *v) {
    __m512i w0, w1, w2, w3, w4, w5, w6, w7;
    __m512 u0, u1, u2, u3, t0, t1;
    KTORCH__U8(KTORCH__TREE_L1)
    u0 = KTORCH__TREE_L2(w0, w1);
    u1 = KTORCH__TREE_L2(w2, w3);
    u2 = KTORCH__TREE_L2(w4, w5);
    u3 = KTORCH__TREE_L2(w6, w7);
    t0 = KTORCH__TREE_PS(u0, u1);
    t1 = KTORCH__TREE_PS(u2, u3);
    return _mm512_castps_si512(KTORCH__TREE_PS(t0, t1));
}

/* Max |x| bits of 16 consecutive blocks of bs (16 or 32) floats, lane b = block b. */
#define KTORCH__AMAX_SLOT(s)                                                                                        \
    v[s] = _mm512_and_si512(_mm512_castps_si512(_mm512_loadu_ps(x + bs * KTORCH__TREE_BLK(s))), absm);             \
    if (bs == 32) v[s] = _mm512_max_epi32(v[s], _mm512_and_si512(_mm512_castps_si512(_mm512_loadu_ps(x + bs * KTORCH__TREE_BLK(s) + 16)), absm));
KTORCH__T512 static KTORCH__AI __m512i ktorch__amax16_512(const float *x, int bs) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff);
    __m512i v[16];
    KTORCH__U16(KTORCH__AMAX_SLOT)
    return ktorch__tree16_512(v);
}

/* 2^n for n in [-149, 127] in 16 lanes (ktorch__pow2f). */
KTORCH__T512 static KTORCH__AI __m512 ktorch__pow2v_512(__m512i n) {
    __m512i nb = _mm512_slli_epi32(_mm512_add_epi32(n, _mm512_set1_epi32(127)), 23);
    __m512i sb = _mm512_sllv_epi32(_mm512_set1_epi32(1), _mm512_add_epi32(n, _mm512_set1_epi32(149)));
    return _mm512_castsi512_ps(_mm512_mask_blend_epi32(_mm512_cmplt_epi32_mask(n, _mm512_set1_epi32(-126)), nb, sb));
}

/* Small-float code of 16 lanes (E exponent bits, M mantissa bits, bias,
   largest finite code maxc), as ktorch__sf_encode / the saturating fp8
   encoders for every non-NaN input (Inf saturates). Normal range: RNE on the
   integer bits, the carry moving into the exponent field; below the smallest
   normal the value is scaled exactly to subnormal units and converted with an
   embedded RNE. nan_code >= 0: NaN lanes give that code (fp8). */
KTORCH__T512 static KTORCH__AI __m512i ktorch__encf_512(__m512 y, int E, int M, int bias, int maxc, int nan_code) {
    const __m512i b = _mm512_castps_si512(y), a = _mm512_and_si512(b, _mm512_set1_epi32(0x7fffffff));
    const unsigned sh = KTORCH__CAST(unsigned, 23 - M);
    /* + 1 where the kept part is odd: ties go to even (a test and a masked add keep the shift unit free) */
    __m512i r = _mm512_add_epi32(a, _mm512_set1_epi32((1 << (sh - 1)) - 1 - ((127 - bias) << 23)));
    r = _mm512_srli_epi32(_mm512_mask_add_epi32(r, _mm512_test_epi32_mask(a, _mm512_set1_epi32(1 << sh)), r, _mm512_set1_epi32(1)), sh);
    r = _mm512_mask_cvt_roundps_epi32(r, _mm512_cmplt_epi32_mask(a, _mm512_set1_epi32((128 - bias) << 23)),
                                      _mm512_mul_ps(_mm512_castsi512_ps(a), _mm512_set1_ps(ktorch__pow2f(M - 1 + bias))), KTORCH__RNE_NOEXC);
    if (nan_code >= 0)
        r = _mm512_mask_min_epi32(_mm512_set1_epi32(nan_code), _mm512_cmple_epi32_mask(a, _mm512_set1_epi32(0x7f800000)), r, _mm512_set1_epi32(maxc));
    else
        r = _mm512_min_epi32(r, _mm512_set1_epi32(maxc));
    return _mm512_mask_or_epi32(r, _mm512_movepi32_mask(b), r, _mm512_set1_epi32(1 << (E + M))); /* | sign << (E + M) */
}

/* Codes of an MX / nvfp4 element for 16 finite lanes (v already scaled). */
KTORCH__T512 static KTORCH__AI __m512i ktorch__elemf_512(ktorch_dtype d, __m512 v) {
    switch (d) {
    case KTORCH_FP8_E4M3: return ktorch__encf_512(v, 4, 3, 7, 0x7E, -1);
    case KTORCH_FP8_E5M2: return ktorch__encf_512(v, 5, 2, 15, 0x7B, -1);
    case KTORCH_F6_E2M3: return ktorch__encf_512(v, 2, 3, 1, 31, -1);
    case KTORCH_F6_E3M2: return ktorch__encf_512(v, 3, 2, 3, 31, -1);
    case KTORCH_F4_E2M1: return ktorch__encf_512(v, 2, 1, 1, 7, -1);
    default: /* mxint8: clamp(rne(64 v), -127, 127) */
        v = _mm512_mul_ps(v, _mm512_set1_ps(64.0f));
        v = _mm512_min_ps(_mm512_max_ps(v, _mm512_set1_ps(-127.0f)), _mm512_set1_ps(127.0f));
        return _mm512_cvt_roundps_epi32(v, KTORCH__RNE_NOEXC);
    }
}

/* 64 codes of 4 vectors (values in 0..255, or -128..127 when sgn) as bytes in order. */
KTORCH__T512 static KTORCH__AI __m512i ktorch__bytes64_512(__m512i c0, __m512i c1, __m512i c2, __m512i c3, int sgn) {
    const __m512i idx = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    __m512i p = sgn ? _mm512_packs_epi16(_mm512_packs_epi32(c0, c1), _mm512_packs_epi32(c2, c3))
                    : _mm512_packus_epi16(_mm512_packus_epi32(c0, c1), _mm512_packus_epi32(c2, c3));
    return _mm512_permutexvar_epi32(idx, p);
}

/* Store 64 codes (bytes, in order) packed in the element format: 64, 48 or 32 bytes. */
KTORCH__T512 static KTORCH__AI void ktorch__store64_512(ktorch_dtype d, __m512i cb, uint8_t *dst) {
    if (d == KTORCH_F4_E2M1) {
        /* word = c0 | c1 << 8 -> c0 | c1 << 4 */
        __m512i w = _mm512_ternarylogic_epi32(cb, _mm512_srli_epi16(cb, 4), _mm512_set1_epi16(0x000F), 0xEC);
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, dst), _mm512_cvtepi16_epi8(w));
    } else if (d == KTORCH_F6_E2M3 || d == KTORCH_F6_E3M2) {
        /* c0 | c1<<6 per 16 bits, then | (c2 | c3<<6) << 12 per 32 bits: 24-bit groups */
        __m512i p = _mm512_madd_epi16(_mm512_maddubs_epi16(cb, _mm512_set1_epi16(0x4001)), _mm512_set1_epi32(0x10000001));
        p = _mm512_shuffle_epi8(p, _mm512_set4_epi32(-1, 0x0E0D0C0A, 0x09080605, 0x04020100));
        p = _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 3, 7, 11, 15), p);
        _mm512_mask_storeu_epi8(dst, 0x0000FFFFFFFFFFFFull, p);
    } else {
        _mm512_storeu_si512(dst, cb);
    }
}

/* 16 full MX blocks of 32 whose codes start on a byte (FP4) / 3-byte (FP6)
   boundary; scale codes to scale[0..15]. Returns 0 (writing nothing) when a
   block holds NaN/Inf. */
KTORCH__T512 static KTORCH__AI int ktorch__q_mx16_body_512(const ktorch__qfmt *f, int noclip, const float *x, uint8_t *dst, uint8_t *scale,
                                                          ktorch_dtype d) {
    const int cpb = d == KTORCH_F4_E2M1 ? 16 : (d == KTORCH_F6_E2M3 || d == KTORCH_F6_E3M2) ? 24 : 32; /* code bytes per block */
    __m512i A = ktorch__amax16_512(x, 32), X;
    __m512 inv;
    float invs[16];
    int b;
    if (_mm512_cmpge_epi32_mask(A, _mm512_set1_epi32(0x7f800000))) return 0;
    /* X = max(floor(log2 amax) - emax, -127): a subnormal or zero amax (exponent
       field 0, log2 < -126) gives -127 either way, as emax >= 0 */
    X = _mm512_sub_epi32(_mm512_srli_epi32(A, 23), _mm512_set1_epi32(127 + f->emax));
    X = _mm512_max_epi32(X, _mm512_set1_epi32(-127));
    inv = ktorch__pow2v_512(_mm512_sub_epi32(_mm512_setzero_si512(), X));
    if (noclip) {
        __mmask16 up = _mm512_mask_cmp_ps_mask(_mm512_cmplt_epi32_mask(X, _mm512_set1_epi32(127)), _mm512_mul_ps(_mm512_castsi512_ps(A), inv),
                                               _mm512_set1_ps(f->max_norm), _CMP_GT_OQ);
        X = _mm512_mask_add_epi32(X, up, X, _mm512_set1_epi32(1));
        inv = ktorch__pow2v_512(_mm512_sub_epi32(_mm512_setzero_si512(), X));
    }
    _mm_storeu_si128(KTORCH__RCAST(__m128i *, scale), _mm512_cvtepi32_epi8(_mm512_add_epi32(X, _mm512_set1_epi32(127))));
    _mm512_storeu_ps(invs, inv);
    for (b = 0; b < 16; b += 2) {
        const float *p = x + 32 * b;
        __m512 v0 = _mm512_set1_ps(invs[b]), v1 = _mm512_set1_ps(invs[b + 1]);
        __m512i c0 = ktorch__elemf_512(d, _mm512_mul_ps(_mm512_loadu_ps(p), v0));
        __m512i c1 = ktorch__elemf_512(d, _mm512_mul_ps(_mm512_loadu_ps(p + 16), v0));
        __m512i c2 = ktorch__elemf_512(d, _mm512_mul_ps(_mm512_loadu_ps(p + 32), v1));
        __m512i c3 = ktorch__elemf_512(d, _mm512_mul_ps(_mm512_loadu_ps(p + 48), v1));
        ktorch__store64_512(d, ktorch__bytes64_512(c0, c1, c2, c3, d == KTORCH_I8), dst + cpb * b);
    }
    return 1;
}
KTORCH__T512 static int ktorch__q_mx16_512(const ktorch__qfmt *f, int noclip, const float *x, uint8_t *dst, uint8_t *scale) {
    switch (f->elem) { /* one specialised copy per element type */
    case KTORCH_FP8_E4M3: return ktorch__q_mx16_body_512(f, noclip, x, dst, scale, KTORCH_FP8_E4M3);
    case KTORCH_FP8_E5M2: return ktorch__q_mx16_body_512(f, noclip, x, dst, scale, KTORCH_FP8_E5M2);
    case KTORCH_F6_E2M3: return ktorch__q_mx16_body_512(f, noclip, x, dst, scale, KTORCH_F6_E2M3);
    case KTORCH_F6_E3M2: return ktorch__q_mx16_body_512(f, noclip, x, dst, scale, KTORCH_F6_E3M2);
    case KTORCH_F4_E2M1: return ktorch__q_mx16_body_512(f, noclip, x, dst, scale, KTORCH_F4_E2M1);
    default: return ktorch__q_mx16_body_512(f, noclip, x, dst, scale, KTORCH_I8);
    }
}

/* E4M3 codes (no NaN codes) of 16 lanes decoded exactly: as an f16 with bias 15, times 2^8. */
KTORCH__T512 static KTORCH__AI __m512 ktorch__dec_e4m3v_512(__m512i c) {
    __m512i h = _mm512_or_si512(_mm512_slli_epi32(_mm512_and_si512(c, _mm512_set1_epi32(0x7F)), 7), _mm512_slli_epi32(_mm512_and_si512(c, _mm512_set1_epi32(0x80)), 8));
    return _mm512_mul_ps(_mm512_cvtph_ps(_mm512_cvtepi32_epi16(h)), _mm512_set1_ps(256.0f));
}

/* For lanes of A (max |x| bits) that are 0, the bits of the block's element
   `last`: a scalar max chain that starts from +0 ends on the last zero's sign. */
KTORCH__T512 static __m512i ktorch__zero_sign_512(__m512i A, const float *x, int bs, int last) {
    __mmask16 z = _mm512_cmpeq_epi32_mask(A, _mm512_setzero_si512());
    if (z) {
        uint32_t a[16];
        int b;
        _mm512_storeu_si512(a, A);
        for (b = 0; b < 16; b++)
            if ((z >> b) & 1) a[b] = ktorch__f32_bits(x[bs * b + last]);
        A = _mm512_loadu_si512(a);
    }
    return A;
}

/* Max |x| bits of a row for nvfp4, with those of each block in runs of 16
   full blocks stored to amax[] for the encoding pass. */
KTORCH__T512 static uint32_t ktorch__nvfp4_amax_512(const float *x, int64_t K, uint32_t *amax) {
    __m512i m = _mm512_setzero_si512();
    uint32_t a[16], r = 0;
    int64_t b, k;
    int i;
    for (b = 0; b + 16 <= K / 16; b += 16) {
        __m512i A = ktorch__amax16_512(x + 16 * b, 16);
        _mm512_storeu_si512(amax + b, A);
        m = _mm512_max_epi32(m, A);
    }
    for (k = 16 * b; k < K; k += 16)
        m = _mm512_max_epu32(m, _mm512_and_si512(_mm512_castps_si512(_mm512_maskz_loadu_ps(ktorch__m16(K - k), x + k)), _mm512_set1_epi32(0x7fffffff)));
    _mm512_storeu_si512(a, m);
    for (i = 0; i < 16; i++) r = a[i] > r ? a[i] : r;
    return r;
}

/* 16 full nvfp4 blocks of 16 whose codes start on a byte, from their max |x|
   bits amax[0..15]; block scales to scale[0..15]. The input holds no NaN/Inf
   (rejected before). */
KTORCH__T512 static void ktorch__q_nvfp4x16_512(const float *x, const uint32_t *amax, float ts, uint8_t *dst, uint8_t *scale) {
    __m512i A = ktorch__zero_sign_512(_mm512_loadu_si512(amax), x, 16, 15), sb = _mm512_setzero_si512();
    __m512 den;
    float dens[16];
    int b;
    if (ts > 0) sb = ktorch__encf_512(_mm512_div_ps(_mm512_castsi512_ps(A), _mm512_set1_ps(6.0f * ts)), 4, 3, 7, 0x7E, 0x7F);
    den = _mm512_mul_ps(ktorch__dec_e4m3v_512(sb), _mm512_set1_ps(ts));
    _mm_storeu_si128(KTORCH__RCAST(__m128i *, scale), _mm512_cvtepi32_epi8(sb));
    _mm512_storeu_ps(dens, den);
    if (_mm512_cmp_ps_mask(den, _mm512_setzero_ps(), _CMP_GT_OQ) == 0xFFFF) {
        for (b = 0; b < 16; b += 4) {
            const float *p = x + 16 * b;
            __m512i c0 = ktorch__encf_512(_mm512_div_ps(_mm512_loadu_ps(p), _mm512_set1_ps(dens[b])), 2, 1, 1, 7, -1);
            __m512i c1 = ktorch__encf_512(_mm512_div_ps(_mm512_loadu_ps(p + 16), _mm512_set1_ps(dens[b + 1])), 2, 1, 1, 7, -1);
            __m512i c2 = ktorch__encf_512(_mm512_div_ps(_mm512_loadu_ps(p + 32), _mm512_set1_ps(dens[b + 2])), 2, 1, 1, 7, -1);
            __m512i c3 = ktorch__encf_512(_mm512_div_ps(_mm512_loadu_ps(p + 48), _mm512_set1_ps(dens[b + 3])), 2, 1, 1, 7, -1);
            ktorch__store64_512(KTORCH_F4_E2M1, ktorch__bytes64_512(c0, c1, c2, c3, 0), dst + 8 * b);
        }
    } else {
        for (b = 0; b < 16; b++) {
            __m512i c = _mm512_setzero_si512(), p;
            if (dens[b] > 0) c = ktorch__encf_512(_mm512_div_ps(_mm512_loadu_ps(x + 16 * b), _mm512_set1_ps(dens[b])), 2, 1, 1, 7, -1);
            p = _mm512_ternarylogic_epi32(c, _mm512_srli_epi64(c, 28), _mm512_set1_epi64(0x0F), 0xEC); /* c0 | c1 << 4 per 64 bits */
            _mm_storel_epi64(KTORCH__RCAST(__m128i *, dst + 8 * b), _mm512_cvtepi64_epi8(p));
        }
    }
}

/* d = mx / div, id = d ? 1/d : 0 and the f16 of d for 16 blocks (mx finite);
   returns 0 when some id is Inf (d subnormal) or some f16 d overflows: the
   per-block kernels take those. */
KTORCH__T512 static KTORCH__AI int ktorch__ggml_scales_512(__m512 mx, float div, float *ids, uint16_t *hs) {
    __m512 d = _mm512_div_ps(mx, _mm512_set1_ps(div));
    __m512 id = _mm512_maskz_div_ps(_mm512_cmp_ps_mask(d, _mm512_setzero_ps(), _CMP_NEQ_UQ), _mm512_set1_ps(1.0f), d);
    if (_mm512_cmpeq_epi32_mask(_mm512_and_si512(_mm512_castps_si512(id), _mm512_set1_epi32(0x7fffffff)), _mm512_set1_epi32(0x7f800000))) return 0;
    {
        __m256i h = _mm512_cvtps_ph(d, KTORCH__RNE_NOEXC);
        if (_mm256_cmpeq_epi16_mask(_mm256_and_si256(h, _mm256_set1_epi16(0x7fff)), _mm256_set1_epi16(0x7c00))) return 0;
        _mm512_storeu_ps(ids, id);
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, hs), h);
    }
    return 1;
}

/* 16 q8_0 blocks (34 bytes each). Returns -1 when a block holds NaN/Inf
   (nothing written), 0 when the per-block kernel must run (tiny blocks), 1 done.
   roundf: trunc(RZ(y + copysign(0.5, y))) equals floor(|y| + 0.5) with y's sign
   for |y| < 2^23 (RZ never rounds up across an integer). */
KTORCH__T512 static int ktorch__q8_0x16_512(const float *x, uint8_t *blk) {
    __m512i A = ktorch__amax16_512(x, 32);
    float ids[16];
    uint16_t hs[16];
    int b;
    if (_mm512_cmpge_epi32_mask(A, _mm512_set1_epi32(0x7f800000))) return -1;
    A = ktorch__zero_sign_512(A, x, 32, 31);
    if (!ktorch__ggml_scales_512(_mm512_castsi512_ps(A), 127.0f, ids, hs)) return 0;
    for (b = 0; b < 16; b += 2) {
        const float *p = x + 32 * b;
        __m512 v0 = _mm512_set1_ps(ids[b]), v1 = _mm512_set1_ps(ids[b + 1]), y[4];
        __m512i c[4], cb;
        int i;
        y[0] = _mm512_mul_ps(_mm512_loadu_ps(p), v0);
        y[1] = _mm512_mul_ps(_mm512_loadu_ps(p + 16), v0);
        y[2] = _mm512_mul_ps(_mm512_loadu_ps(p + 32), v1);
        y[3] = _mm512_mul_ps(_mm512_loadu_ps(p + 48), v1);
        for (i = 0; i < 4; i++) {
            __m512 h = _mm512_castsi512_ps(_mm512_ternarylogic_epi32(_mm512_castps_si512(y[i]), _mm512_set1_epi32(KTORCH__CAST(int32_t, 0x80000000u)),
                                                                     _mm512_set1_epi32(0x3F000000), 0xEA));
            c[i] = _mm512_cvttps_epi32(_mm512_add_round_ps(y[i], h, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC));
        }
        cb = ktorch__bytes64_512(c[0], c[1], c[2], c[3], 1);
        memcpy(blk + 34 * b, &hs[b], 2);
        memcpy(blk + 34 * (b + 1), &hs[b + 1], 2);
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, blk + 34 * b + 2), _mm512_castsi512_si256(cb));
        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, blk + 34 * (b + 1) + 2), _mm512_extracti64x4_epi64(cb, 1));
    }
    return 1;
}

/* 16 q4_0 blocks (18 bytes each), returns as ktorch__q8_0x16_512. max: the
   signed value of largest magnitude, the first on ties: P / N = largest
   magnitude among the non-negative / negative elements (bits as int32, -1
   when none); P == N != 0 is a tie of opposite signs, found by a scan. */
KTORCH__T512 static int ktorch__q4_0x16_512(const float *x, uint8_t *blk) {
    const __m512i sgn = _mm512_set1_epi32(KTORCH__CAST(int32_t, 0x80000000u));
    __m512i vp[16], vn[16], P, N, A, M, a0, a1;
    __mmask16 tie;
    float ids[16];
    uint16_t hs[16];
    int b;
#define KTORCH__PN_SLOT(s)                                                                                                \
    a0 = _mm512_castps_si512(_mm512_loadu_ps(x + 32 * KTORCH__TREE_BLK(s)));                                            \
    a1 = _mm512_castps_si512(_mm512_loadu_ps(x + 32 * KTORCH__TREE_BLK(s) + 16));                                       \
    vp[s] = _mm512_max_epi32(a0, a1);                                                                                   \
    vn[s] = _mm512_max_epi32(_mm512_xor_si512(a0, sgn), _mm512_xor_si512(a1, sgn));
    KTORCH__U16(KTORCH__PN_SLOT)
    P = ktorch__tree16_512(vp);
    N = ktorch__tree16_512(vn);
    A = _mm512_max_epi32(P, N);
    if (_mm512_cmpge_epi32_mask(A, _mm512_set1_epi32(0x7f800000))) return -1;
    M = _mm512_mask_or_epi32(A, _mm512_cmpgt_epi32_mask(N, P), A, sgn);
    M = _mm512_maskz_mov_epi32(_mm512_cmpneq_epi32_mask(A, _mm512_setzero_si512()), M); /* all zeros: +0 */
    tie = _mm512_mask_cmpeq_epi32_mask(_mm512_cmpneq_epi32_mask(A, _mm512_setzero_si512()), P, N);
    if (tie) {
        uint32_t m[16], a[16];
        _mm512_storeu_si512(m, M);
        _mm512_storeu_si512(a, A);
        for (b = 0; b < 16; b++)
            if ((tie >> b) & 1) {
                int k = 0;
                while ((ktorch__f32_bits(x[32 * b + k]) & 0x7fffffffu) != a[b]) k++;
                m[b] = ktorch__f32_bits(x[32 * b + k]);
            }
        M = _mm512_loadu_si512(m);
    }
    if (!ktorch__ggml_scales_512(_mm512_castsi512_ps(M), -8.0f, ids, hs)) return 0;
    for (b = 0; b < 16; b += 4) {
        __m512i c[4], cb;
        int i;
        for (i = 0; i < 4; i++) {
            const float *p = x + 32 * (b + i);
            __m512 vid = _mm512_set1_ps(ids[b + i]), h = _mm512_set1_ps(8.5f);
            __m512i lo = _mm512_cvttps_epi32(_mm512_add_round_ps(_mm512_mul_round_ps(_mm512_loadu_ps(p), vid, KTORCH__RNE_NOEXC), h, KTORCH__RNE_NOEXC));
            __m512i hi = _mm512_cvttps_epi32(_mm512_add_round_ps(_mm512_mul_round_ps(_mm512_loadu_ps(p + 16), vid, KTORCH__RNE_NOEXC), h, KTORCH__RNE_NOEXC));
            lo = _mm512_min_epi32(lo, _mm512_set1_epi32(15));
            hi = _mm512_min_epi32(hi, _mm512_set1_epi32(15));
            c[i] = _mm512_or_si512(lo, _mm512_slli_epi32(hi, 4));
        }
        cb = ktorch__bytes64_512(c[0], c[1], c[2], c[3], 0);
        for (i = 0; i < 4; i++) memcpy(blk + 18 * (b + i), &hs[b + i], 2);
        _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 18 * b + 2), _mm512_castsi512_si128(cb));
        _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 18 * (b + 1) + 2), _mm512_extracti32x4_epi32(cb, 1));
        _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 18 * (b + 2) + 2), _mm512_extracti32x4_epi32(cb, 2));
        _mm_storeu_si128(KTORCH__RCAST(__m128i *, blk + 18 * (b + 3) + 2), _mm512_extracti32x4_epi32(cb, 3));
    }
    return 1;
}

/* ktorch__q_encode_run for one kind: 64 elements per step with the codes
   packed in registers, then 16-lane masked steps. */
KTORCH__T512 static KTORCH__AI __m512i ktorch__enc_one_512(int kind, ktorch_dtype elem, __m512 y, __m512i z) {
    __m512i c;
    if (kind == KTORCH__QK_INT8) return ktorch__rne_clamp16_512(y, 127.0f);
    if (kind == KTORCH__QK_ASYM) {
        c = _mm512_add_epi32(ktorch__rne_clamp16_512(y, 512.0f), z); /* |t| <= 512 clamps the same as 2^20 */
        return _mm512_min_epi32(_mm512_max_epi32(c, _mm512_setzero_si512()), _mm512_set1_epi32(255));
    }
    if (elem == KTORCH_FP8_E4M3) return ktorch__encf_512(y, 4, 3, 7, 0x7E, 0x7F);
    return ktorch__encf_512(y, 5, 2, 15, 0x7B, 0x7F);
}
KTORCH__T512 static KTORCH__AI void ktorch__enc_body_512(int kind, ktorch_dtype elem, const float *x, uint8_t *q, int64_t n, float m, uint8_t zp,
                                                        const float *mulv, const uint8_t *zpv) {
    const __m512 vm = _mm512_set1_ps(m);
    const __m512i vz = _mm512_set1_epi32(zp);
    int64_t k = 0;
    for (; k + 64 <= n; k += 64) {
        __m512i c[4];
        int i;
        for (i = 0; i < 4; i++) {
            __m512 y = _mm512_mul_ps(_mm512_loadu_ps(x + k + 16 * i), mulv ? _mm512_loadu_ps(mulv + k + 16 * i) : vm);
            __m512i z = zpv ? _mm512_cvtepu8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, zpv + k + 16 * i))) : vz;
            c[i] = ktorch__enc_one_512(kind, elem, y, z);
        }
        _mm512_storeu_si512(q + k, ktorch__bytes64_512(c[0], c[1], c[2], c[3], kind == KTORCH__QK_INT8));
    }
    for (; k < n; k += 16) {
        __mmask16 lm = ktorch__m16(n - k);
        __m512 y = _mm512_mul_ps(_mm512_maskz_loadu_ps(lm, x + k), mulv ? _mm512_maskz_loadu_ps(lm, mulv + k) : vm);
        __m512i z = zpv ? _mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(lm, zpv + k)) : vz;
        _mm_mask_storeu_epi8(q + k, lm, _mm512_cvtepi32_epi8(ktorch__enc_one_512(kind, elem, y, z)));
    }
}
KTORCH__T512 static void ktorch__enc_run_512(int kind, ktorch_dtype elem, const float *x, uint8_t *q, int64_t n, float m, uint8_t zp,
                                             const float *mulv, const uint8_t *zpv) {
    if (kind == KTORCH__QK_INT8) ktorch__enc_body_512(KTORCH__QK_INT8, KTORCH_I8, x, q, n, m, zp, mulv, zpv);
    else if (kind == KTORCH__QK_ASYM) ktorch__enc_body_512(KTORCH__QK_ASYM, KTORCH_U8, x, q, n, m, zp, mulv, zpv);
    else if (elem == KTORCH_FP8_E4M3) ktorch__enc_body_512(KTORCH__QK_FP8, KTORCH_FP8_E4M3, x, q, n, m, zp, mulv, zpv);
    else ktorch__enc_body_512(KTORCH__QK_FP8, KTORCH_FP8_E5M2, x, q, n, m, zp, mulv, zpv);
}

/* ---- dequantization, 16 lanes ---- */
KTORCH__T512 static void ktorch__dq_i8_512(const uint8_t *src, float *dst, int64_t n, float s) {
    __m512 vs = _mm512_set1_ps(s);
    int64_t i;
    for (i = 0; i < n; i += 16) {
        __mmask16 lm = ktorch__m16(n - i);
        __m512 v = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(lm, src + i)));
        _mm512_mask_storeu_ps(dst + i, lm, _mm512_mul_ps(v, vs));
    }
}
KTORCH__T512 static void ktorch__dq_u8z_512(const uint8_t *src, float *dst, int64_t n, float s, int z) {
    __m512 vs = _mm512_set1_ps(s);
    __m512i vz = _mm512_set1_epi32(z);
    int64_t i;
    for (i = 0; i < n; i += 16) {
        __mmask16 lm = ktorch__m16(n - i);
        __m512i c = _mm512_sub_epi32(_mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(lm, src + i)), vz);
        _mm512_mask_storeu_ps(dst + i, lm, _mm512_mul_ps(_mm512_cvtepi32_ps(c), vs));
    }
}
/* fp8 decode by bit moves: E5M2 is the top byte of an f16; E4M3 is placed in
   an f16 (exponent bias 15 instead of 7, so times 2^8, exact) with its NaN
   code patched. Then one multiply by s, like lut[c] * s. */
KTORCH__T512 static void ktorch__dq_fp8_512(ktorch_dtype d, const uint8_t *src, float *dst, int64_t n, float s) {
    __m512 vs = _mm512_set1_ps(s);
    int64_t i;
    for (i = 0; i < n; i += 16) {
        __mmask16 lm = ktorch__m16(n - i);
        __m256i w = _mm256_cvtepu8_epi16(_mm_maskz_loadu_epi8(lm, src + i));
        __m512 v;
        if (d == KTORCH_FP8_E5M2) {
            v = _mm512_cvtph_ps(_mm256_slli_epi16(w, 8));
        } else {
            __m256i mag = _mm256_and_si256(w, _mm256_set1_epi16(0x7F));
            __m256i sg = _mm256_slli_epi16(_mm256_and_si256(w, _mm256_set1_epi16(0x80)), 8);
            __mmask16 nan = _mm256_cmpeq_epi16_mask(mag, _mm256_set1_epi16(0x7F));
            v = _mm512_mul_ps(_mm512_cvtph_ps(_mm256_or_si256(_mm256_slli_epi16(mag, 7), sg)), _mm512_set1_ps(256.0f));
            v = _mm512_mask_blend_ps(nan, v, _mm512_castsi512_ps(_mm512_or_si512(_mm512_set1_epi32(0x7FC00000), _mm512_slli_epi32(_mm512_cvtepu16_epi32(sg), 16))));
        }
        _mm512_mask_storeu_ps(dst + i, lm, _mm512_mul_ps(v, vs));
    }
}
/* 16 FP4 codes (8 bytes) through the 16-entry decode table in a register. */
KTORCH__T512 static inline void ktorch__dq_fp4_16_512(const uint8_t *src, __m512 lut16, float *dst, __m512 vs) {
    __m128i b = _mm_loadl_epi64(KTORCH__RCAST(const __m128i *, src));
    __m128i lo = _mm_and_si128(b, _mm_set1_epi8(15)), hi = _mm_and_si128(_mm_srli_epi16(b, 4), _mm_set1_epi8(15));
    _mm512_storeu_ps(dst, _mm512_mul_ps(_mm512_permutexvar_ps(_mm512_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi)), lut16), vs));
}
KTORCH__T512 static void ktorch__dq_fp4x16_512(const uint8_t *src, const float *lut, float *dst, float s) {
    ktorch__dq_fp4_16_512(src, _mm512_loadu_ps(lut), dst, _mm512_set1_ps(s));
}
/* 32 FP4 (16 bytes) or FP6 (24 bytes) codes of one block through the decode table. */
KTORCH__T512 static void ktorch__dq_sub32_512(ktorch_dtype d, const uint8_t *src, const float *lut, float *dst, float s) {
    __m512 vs = _mm512_set1_ps(s), l0 = _mm512_loadu_ps(lut), l1 = _mm512_loadu_ps(lut + 16);
    int h;
    for (h = 0; h < 2; h++) {
        __m512i c;
        __m512 v;
        if (d == KTORCH_F4_E2M1) {
            ktorch__dq_fp4_16_512(src + 8 * h, l0, dst + 16 * h, vs);
            continue;
        } else {
            __m128i b = _mm_maskz_loadu_epi8(0x0FFF, src + 12 * h);
            __m128i g = _mm_shuffle_epi8(b, _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1));
            c = _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), _mm512_castsi128_si512(g));
            c = _mm512_and_si512(_mm512_srlv_epi32(c, _mm512_setr_epi32(0, 6, 12, 18, 0, 6, 12, 18, 0, 6, 12, 18, 0, 6, 12, 18)), _mm512_set1_epi32(63));
            v = _mm512_permutex2var_ps(l0, c, l1); /* magnitudes 0..31; bit 5 is the sign */
            v = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(v), _mm512_slli_epi32(_mm512_and_si512(c, _mm512_set1_epi32(32)), 26)));
        }
        _mm512_storeu_ps(dst + 16 * h, _mm512_mul_ps(v, vs));
    }
}
/* Largest |x| bits of a row (NaN/Inf give >= 0x7f800000). */
KTORCH__T512 static uint32_t ktorch__row_amax_512(const float *x, int64_t n) {
    const __m512i absm = _mm512_set1_epi32(0x7fffffff);
    __m512i m0 = _mm512_setzero_si512(), m1 = m0, m2 = m0, m3 = m0;
    uint32_t a[16], r = 0;
    int64_t k = 0;
    int i;
    for (; k + 64 <= n; k += 64) {
        m0 = _mm512_max_epu32(m0, _mm512_and_si512(_mm512_castps_si512(_mm512_loadu_ps(x + k)), absm));
        m1 = _mm512_max_epu32(m1, _mm512_and_si512(_mm512_castps_si512(_mm512_loadu_ps(x + k + 16)), absm));
        m2 = _mm512_max_epu32(m2, _mm512_and_si512(_mm512_castps_si512(_mm512_loadu_ps(x + k + 32)), absm));
        m3 = _mm512_max_epu32(m3, _mm512_and_si512(_mm512_castps_si512(_mm512_loadu_ps(x + k + 48)), absm));
    }
    for (; k < n; k += 16)
        m0 = _mm512_max_epu32(m0, _mm512_and_si512(_mm512_castps_si512(_mm512_maskz_loadu_ps(ktorch__m16(n - k), x + k)), absm));
    _mm512_storeu_si512(a, _mm512_max_epu32(_mm512_max_epu32(m0, m1), _mm512_max_epu32(m2, m3)));
    for (i = 0; i < 16; i++) r = a[i] > r ? a[i] : r;
    return r;
}

/* E4M3 codes of 16 lanes decoded as ktorch_fp8_e4m3_to_f32 (NaN codes too). */
KTORCH__T512 static KTORCH__AI __m512 ktorch__dec_e4m3n_512(__m512i c) {
    __m512i sg = _mm512_slli_epi32(_mm512_and_si512(c, _mm512_set1_epi32(0x80)), 24);
    __m512 v = ktorch__dec_e4m3v_512(c);
    return _mm512_mask_blend_ps(_mm512_cmpeq_epi32_mask(_mm512_and_si512(c, _mm512_set1_epi32(0x7F)), _mm512_set1_epi32(0x7F)), v,
                                _mm512_castsi512_ps(_mm512_or_si512(sg, _mm512_set1_epi32(0x7FC00000))));
}

/* Dequantize 16 nvfp4 blocks (codes start on a byte): dst = lut[code] * (decode(scale) * ts). */
KTORCH__T512 static void ktorch__dq_nvfp4x16_512(const uint8_t *codes, const uint8_t *sc, float ts, const float *lut, float *dst) {
    __m512 lut16 = _mm512_loadu_ps(lut);
    float ss[16];
    int b;
    _mm512_storeu_ps(ss, _mm512_mul_ps(ktorch__dec_e4m3n_512(_mm512_cvtepu8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, sc)))), _mm512_set1_ps(ts)));
    for (b = 0; b < 16; b++) ktorch__dq_fp4_16_512(codes + 8 * b, lut16, dst + 16 * b, _mm512_set1_ps(ss[b]));
}

KTORCH__T512 static void ktorch__dq_q4_0_512(const uint8_t *blk, float *dst, float d) {
    __m128i b = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, blk + 2));
    __m512 vd = _mm512_set1_ps(d);
    __m512i e8 = _mm512_set1_epi32(8);
    __m512i lo = _mm512_sub_epi32(_mm512_cvtepu8_epi32(_mm_and_si128(b, _mm_set1_epi8(15))), e8);
    __m512i hi = _mm512_sub_epi32(_mm512_cvtepu8_epi32(_mm_and_si128(_mm_srli_epi16(b, 4), _mm_set1_epi8(15))), e8);
    _mm512_storeu_ps(dst, _mm512_mul_ps(_mm512_cvtepi32_ps(lo), vd));
    _mm512_storeu_ps(dst + 16, _mm512_mul_ps(_mm512_cvtepi32_ps(hi), vd));
}
KTORCH__SIMD_WARNINGS_ON
#endif

static void ktorch__qv_i8(const ktorch__qview *v, const uint8_t *src, float *dst, int64_t n, float s) {
#if defined(KTORCH__X86)
    if (v->isa == KTORCH__ISA_AVX512) { ktorch__dq_i8_512(src, dst, n, s); return; }
    if (v->isa == KTORCH__ISA_AVX2 || v->isa == KTORCH__ISA_AVX512) { ktorch__cvt_i8_avx2(src, dst, n, s); return; }
#endif
    (void)v;
    ktorch__cvt_i8(src, dst, n, s);
}
static void ktorch__qv_lut(const ktorch__qview *v, const uint8_t *src, float *dst, int64_t n, float s) {
#if defined(KTORCH__X86)
    if (v->isa == KTORCH__ISA_AVX512) {
        if (v->f->elem == KTORCH_I8) ktorch__dq_i8_512(src, dst, n, s);
        else ktorch__dq_fp8_512(v->f->elem, src, dst, n, s);
        return;
    }
    if (v->isa == KTORCH__ISA_AVX2 || v->isa == KTORCH__ISA_AVX512) { ktorch__cvt_lut_avx2(src, v->lut, dst, n, s); return; }
#endif
    ktorch__cvt_lut(src, v->lut, dst, n, s);
}

static int64_t ktorch__qv_sidx(const ktorch__qview *v, int64_t r, int64_t k) {
    if (v->gran == KTORCH_QUANT_PER_TENSOR) return 0;
    if (v->gran == KTORCH_QUANT_PER_CHANNEL) return v->axis_last ? k : (r / v->inner) % v->nch;
    return r * v->ngroups + k / v->group;
}

/* Fill the view's geometry from a qtensor (already validated). */
static void ktorch__qview_init(ktorch__qview *v, const ktorch_qtensor *q) {
    int i;
    memset(v, 0, sizeof *v);
    v->f = &ktorch__qfmts[q->format];
    v->kind = v->f->kind;
    v->K = q->ndim ? q->shape[q->ndim - 1] : 1;
    v->R = 1;
    for (i = 0; i + 1 < q->ndim; i++) v->R *= q->shape[i];
    v->gran = q->granularity;
    v->axis_last = q->axis == q->ndim - 1;
    v->inner = 1;
    if (v->gran == KTORCH_QUANT_PER_CHANNEL && !v->axis_last) {
        for (i = q->axis + 1; i + 1 < q->ndim; i++) v->inner *= q->shape[i];
        v->nch = q->shape[q->axis];
    }
    v->group = q->block > 0 ? q->block : 1;
    v->ngroups = ktorch__ceil_div(v->K, v->group);
    v->nblk = v->ngroups;
    v->data = KTORCH__CAST(uint8_t *, ktorch_tensor_ptr(&q->data));
    if (v->kind == KTORCH__QK_INT8 || v->kind == KTORCH__QK_ASYM || v->kind == KTORCH__QK_FP8)
        v->sf32 = KTORCH__CAST(float *, ktorch_tensor_ptr(&q->scale));
    else
        v->s8 = KTORCH__CAST(uint8_t *, ktorch_tensor_ptr(&q->scale));
    v->zp = KTORCH__CAST(uint8_t *, ktorch_tensor_ptr(&q->zero_point));
    v->ts = q->tensor_scale;
    if (v->kind == KTORCH__QK_FP8 || v->kind == KTORCH__QK_MX || v->kind == KTORCH__QK_NVFP4) ktorch__elem_lut(v->f->elem, v->lut);
}

/* Dequantize elements [k0, k0+n) of row r into dst. */
static void ktorch__qv_dequant(const ktorch__qview *v, int64_t r, int64_t k0, int64_t n, float *dst) {
    int64_t j, base = r * v->K;
    switch (v->kind) {
    case KTORCH__QK_INT8:
    case KTORCH__QK_ASYM:
    case KTORCH__QK_FP8: {
        const uint8_t *p = v->data + base; /* byte codes */
        int64_t seg0 = k0;
        while (seg0 < k0 + n) {
            /* run of elements sharing one scale */
            int64_t end = k0 + n, si;
            float s;
            if (v->gran == KTORCH_QUANT_PER_GROUP) end = KTORCH__MIN(end, (seg0 / v->group + 1) * v->group);
            else if (v->gran == KTORCH_QUANT_PER_CHANNEL && v->axis_last) end = seg0 + 1;
            si = ktorch__qv_sidx(v, r, seg0);
            s = v->sf32[si];
            if (v->kind == KTORCH__QK_INT8) {
                ktorch__qv_i8(v, p + seg0, dst + (seg0 - k0), end - seg0, s);
            } else if (v->kind == KTORCH__QK_ASYM) {
                int z = v->zp[si];
#if defined(KTORCH__X86)
                if (v->isa == KTORCH__ISA_AVX512) {
                    ktorch__dq_u8z_512(p + seg0, dst + (seg0 - k0), end - seg0, s, z);
                    seg0 = end;
                    continue;
                }
#endif
                for (j = seg0; j < end; j++) dst[j - k0] = KTORCH__CAST(float, KTORCH__CAST(int, p[j]) - z) * s;
            } else {
                ktorch__qv_lut(v, p + seg0, dst + (seg0 - k0), end - seg0, s);
            }
            seg0 = end;
        }
        break;
    }
    case KTORCH__QK_MX:
    case KTORCH__QK_NVFP4: {
        int64_t seg0 = k0;
        ktorch_dtype d = v->f->elem;
#if defined(KTORCH__X86)
        if (v->isa == KTORCH__ISA_AVX512 && v->kind == KTORCH__QK_NVFP4 && seg0 % 16 == 0 && ((base + seg0) & 1) == 0)
            for (; seg0 + 256 <= k0 + n; seg0 += 256)
                ktorch__dq_nvfp4x16_512(v->data + ((base + seg0) >> 1), v->s8 + r * v->nblk + seg0 / 16, v->ts, v->lut, dst + (seg0 - k0));
#endif
        while (seg0 < k0 + n) {
            int64_t b = seg0 / v->group, end = KTORCH__MIN(k0 + n, (b + 1) * v->group);
            uint8_t sc = v->s8[r * v->nblk + b];
            float s;
            if (v->kind == KTORCH__QK_MX) s = sc == 0xFF ? ktorch__bits_f32(0x7fc00000u) : ktorch__pow2f(KTORCH__CAST(int, sc) - 127);
            else s = ktorch_fp8_e4m3_to_f32(sc) * v->ts;
            /* mxint8 codes are value * 64: code * 2^(X-6) is the same real product, rounded once */
            if (d == KTORCH_I8 && sc != 0xFF) s = ktorch__pow2f(KTORCH__CAST(int, sc) - 127 - 6);
            if (d == KTORCH_FP8_E4M3 || d == KTORCH_FP8_E5M2 || d == KTORCH_I8) {
                ktorch__qv_lut(v, v->data + base + seg0, dst + (seg0 - k0), end - seg0, s);
            }
#if defined(KTORCH__X86)
            else if (v->isa == KTORCH__ISA_AVX512 && end - seg0 == 32 && (d == KTORCH_F4_E2M1 ? ((base + seg0) & 1) == 0 : ((base + seg0) & 3) == 0)) {
                int64_t e = base + seg0;
                ktorch__dq_sub32_512(d, v->data + (d == KTORCH_F4_E2M1 ? e >> 1 : e / 4 * 3), v->lut, dst + (seg0 - k0), s);
            } else if (v->isa == KTORCH__ISA_AVX512 && end - seg0 == 16 && d == KTORCH_F4_E2M1 && ((base + seg0) & 1) == 0) {
                ktorch__dq_fp4x16_512(v->data + ((base + seg0) >> 1), v->lut, dst + (seg0 - k0), s);
            }
#endif
            else if (d == KTORCH_F4_E2M1 && ((base + seg0) & 1) == 0) {
                /* whole bytes: two codes each */
                const uint8_t *p4 = v->data + ((base + seg0) >> 1);
                int64_t m = end - seg0;
                for (j = 0; j + 1 < m; j += 2) {
                    dst[seg0 - k0 + j] = v->lut[p4[j >> 1] & 15] * s;
                    dst[seg0 - k0 + j + 1] = v->lut[p4[j >> 1] >> 4] * s;
                }
                if (j < m) dst[seg0 - k0 + j] = v->lut[p4[j >> 1] & 15] * s;
            } else {
                for (j = seg0; j < end; j++) dst[j - k0] = v->lut[ktorch__code_get(d, v->data, base + j)] * s;
            }
            seg0 = end;
        }
        break;
    }
    case KTORCH__QK_Q8_0:
    case KTORCH__QK_Q4_0: {
        int bs = v->kind == KTORCH__QK_Q8_0 ? 34 : 18;
        const uint8_t *row = v->data + r * (v->K / 32) * bs;
        j = k0;
        while (j < k0 + n) {
            const uint8_t *blk = row + (j / 32) * bs;
            float d = ktorch_f16_to_f32(KTORCH__CAST(uint16_t, blk[0] | (blk[1] << 8)));
            int64_t e0 = j % 32, e1 = KTORCH__MIN(32, e0 + (k0 + n - j)), e;
            if (v->kind == KTORCH__QK_Q8_0) {
                ktorch__qv_i8(v, blk + 2 + e0, dst + (j - k0), e1 - e0, d);
            }
#if defined(KTORCH__X86)
            else if (v->isa == KTORCH__ISA_AVX512 && e0 == 0 && e1 == 32) {
                ktorch__dq_q4_0_512(blk, dst + (j - k0), d);
            }
#endif
            else {
                for (e = e0; e < e1; e++)
                    dst[j - k0 + e - e0] = KTORCH__CAST(float, (e < 16 ? (blk[2 + e] & 15) : (blk[2 + e - 16] >> 4)) - 8) * d;
            }
            j += e1 - e0;
        }
        break;
    }
    default: break;
    }
}

/* ---- validation ------------------------------------------------------------ */
static int ktorch__qt_has(const ktorch_tensor *t) { return t->data != NULL; }

/* A part of a qtensor: dtype, contiguity, shape, on the device of the codes. */
static ktorch_status ktorch__qt_check_part(const ktorch_tensor *t, ktorch_dtype dt, int ndim, const int64_t *shape, ktorch_device dev,
                                           const char *fn, const char *name) {
    int i;
    ktorch_status st = ktorch__check_tensor(t, fn, name);
    if (st != KTORCH_OK) return st;
    if (!ktorch__same_device(t->device, dev)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be on the device of 'data'", fn, name);
    if (t->dtype != dt) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be %s, not %s", fn, name, ktorch_dtype_name(dt), ktorch_dtype_name(t->dtype));
    if (!ktorch_tensor_is_contiguous(t)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be contiguous", fn, name);
    if (t->ndim != ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has %d dims, expected %d", fn, name, t->ndim, ndim);
    for (i = 0; i < ndim; i++)
        if (t->shape[i] != shape[i])
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' shape[%d] is %lld, expected %lld", fn, name, i,
                                KTORCH__CAST(long long, t->shape[i]), KTORCH__CAST(long long, shape[i]));
    return KTORCH_OK;
}

/* Shapes of the parts of a qtensor, from its geometry. */
typedef struct ktorch__qshapes {
    int dnd, snd;
    int64_t dshape[KTORCH_MAX_DIMS], sshape[KTORCH_MAX_DIMS];
    ktorch_dtype sdt;
    int has_scale, has_zp;
} ktorch__qshapes;

static ktorch_status ktorch__qt_shapes(const ktorch_qtensor *q, const char *fn, ktorch__qshapes *s) {
    const ktorch__qfmt *f = &ktorch__qfmts[q->format];
    int nd = q->ndim, i;
    int64_t K = nd ? q->shape[nd - 1] : 1;
    memset(s, 0, sizeof *s);
    s->dnd = nd;
    for (i = 0; i < nd; i++) s->dshape[i] = s->sshape[i] = q->shape[i];
    s->snd = nd;
    s->has_scale = 1;
    s->sdt = KTORCH_F32;
    /* fixed blocks: another granularity would make the readers index scales by 'axis' */
    if (f->block && q->granularity != KTORCH_QUANT_PER_TENSOR)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'granularity' must be per-tensor for %s (its blocks are fixed; got %d)", fn, f->name,
                            KTORCH__CAST(int, q->granularity));
    switch (f->kind) {
    case KTORCH__QK_INT8:
    case KTORCH__QK_ASYM:
    case KTORCH__QK_FP8:
        s->has_zp = f->kind == KTORCH__QK_ASYM;
        if (q->granularity != KTORCH_QUANT_PER_GROUP && q->block != 0)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block' must be 0 unless per-group (got %lld)", fn, KTORCH__CAST(long long, q->block));
        if (q->granularity == KTORCH_QUANT_PER_TENSOR) {
            s->snd = 1;
            s->sshape[0] = 1;
        } else if (q->granularity == KTORCH_QUANT_PER_CHANNEL) {
            if (q->axis < 0 || q->axis >= nd) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'axis' %d is out of range for %d dims", fn, q->axis, nd);
            s->snd = 1;
            s->sshape[0] = q->shape[q->axis];
        } else if (q->granularity == KTORCH_QUANT_PER_GROUP) {
            if (q->block <= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'group' must be > 0 (got %lld)", fn, KTORCH__CAST(long long, q->block));
            if (nd == 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: per-group needs at least one dim", fn);
            s->sshape[nd - 1] = ktorch__ceil_div(K, q->block);
        } else {
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'granularity' is invalid (%d)", fn, KTORCH__CAST(int, q->granularity));
        }
        break;
    case KTORCH__QK_MX:
    case KTORCH__QK_NVFP4:
        if (nd == 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: %s needs at least one dim", fn, f->name);
        s->sshape[nd - 1] = ktorch__ceil_div(K, f->block);
        s->sdt = f->kind == KTORCH__QK_MX ? KTORCH_E8M0 : KTORCH_FP8_E4M3;
        break;
    default: /* q8_0, q4_0 */
        if (nd == 0 || K % 32 != 0)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: %s needs the last dim to be a multiple of 32 (got %lld)", fn, f->name, KTORCH__CAST(long long, K));
        s->has_scale = 0;
        s->dshape[nd - 1] = K / 32 * (f->kind == KTORCH__QK_Q8_0 ? 34 : 18);
        break;
    }
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_qtensor_validate(const ktorch_qtensor *q) {
    static const char *fn = "ktorch_qtensor_validate";
    ktorch__qshapes s;
    ktorch_status st;
    int i;
    int64_t n = 0;
    if (!q) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'q' is NULL", fn);
    if (!ktorch__qfmt_valid(q->format)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'format' is invalid (%d)", fn, KTORCH__CAST(int, q->format));
    if (q->ndim < 1 || q->ndim > KTORCH_MAX_DIMS) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ndim' is %d (1..%d allowed)", fn, q->ndim, KTORCH_MAX_DIMS);
    st = ktorch__numel_checked(q->ndim, q->shape, fn, &n);
    if (st != KTORCH_OK) return st;
    for (i = 0; i < q->ndim; i++)
        if (q->shape[i] == 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: shape[%d] is 0 (empty tensors are not quantized)", fn, i);
    if (ktorch__qfmts[q->format].block && q->block != ktorch__qfmts[q->format].block)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block' must be %d for %s (got %lld)", fn, ktorch__qfmts[q->format].block,
                            ktorch__qfmts[q->format].name, KTORCH__CAST(long long, q->block));
    st = ktorch__qt_shapes(q, fn, &s);
    if (st != KTORCH_OK) return st;
    st = ktorch__qt_check_part(&q->data, ktorch__qfmts[q->format].elem, s.dnd, s.dshape, q->data.device, fn, "data");
    if (st != KTORCH_OK) return st;
    if (s.has_scale) {
        st = ktorch__qt_check_part(&q->scale, s.sdt, s.snd, s.sshape, q->data.device, fn, "scale");
        if (st != KTORCH_OK) return st;
    }
    if (s.has_zp) {
        st = ktorch__qt_check_part(&q->zero_point, KTORCH_U8, s.snd, s.sshape, q->data.device, fn, "zero_point");
        if (st != KTORCH_OK) return st;
    }
    if (ktorch__qfmts[q->format].kind == KTORCH__QK_NVFP4 && !(ktorch__finitef(q->tensor_scale) && q->tensor_scale >= 0))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'tensor_scale' must be finite and >= 0", fn);
    return KTORCH_OK;
}

KTORCH_API void ktorch_qtensor_free(ktorch_context *ctx, ktorch_qtensor *q) {
    if (!q) return;
    ktorch_tensor_free(ctx, &q->data);
    ktorch_tensor_free(ctx, &q->scale);
    ktorch_tensor_free(ctx, &q->zero_point);
    memset(q, 0, sizeof *q);
}

KTORCH_API uint64_t ktorch_qtensor_nbytes(const ktorch_qtensor *q) {
    uint64_t total = 0, b = 0;
    if (!q) return 0;
    if (ktorch__qt_has(&q->data) && ktorch_tensor_nbytes(&q->data, &b) == KTORCH_OK) total += b;
    if (ktorch__qt_has(&q->scale) && ktorch_tensor_nbytes(&q->scale, &b) == KTORCH_OK) total += b;
    if (ktorch__qt_has(&q->zero_point) && ktorch_tensor_nbytes(&q->zero_point, &b) == KTORCH_OK) total += b;
    return total;
}

/* ---- quantization ------------------------------------------------------------ */
typedef struct ktorch__qjob {
    ktorch__qview v;
    const float *x;     /* contiguous f32 input, R x K */
    int64_t rows_per_task;
    float *mul;         /* per-scale multipliers (tensor / channel granularity) */
    float *rowmin, *rowmax; /* per-row stats */
    int *rowbad;        /* per-row: contains NaN/Inf */
    uint32_t *blkamax;  /* nvfp4 (AVX-512): max |x| bits of each block in runs of 16 */
    int noclip;
} ktorch__qjob;

/* Per-row min, max (over finite values) and a non-finite flag. */
static void ktorch__q_stats_task(void *arg, int64_t t, int thread) {
    ktorch__qjob *j = KTORCH__CAST(ktorch__qjob *, arg);
    int64_t r, r1 = KTORCH__MIN(j->v.R, (t + 1) * j->rows_per_task), k;
    (void)thread;
    for (r = t * j->rows_per_task; r < r1; r++) {
        const float *x = j->x + r * j->v.K;
        float mn = 0, mx = 0;
        int bad = 0, first = 1;
#if defined(KTORCH__X86)
        if (j->v.isa == KTORCH__ISA_AVX512 && j->v.kind == KTORCH__QK_NVFP4) {
            /* nvfp4 only reads max(-min, max): the largest |x|, or x[0] for a row of zeros */
            uint32_t a = j->blkamax ? ktorch__nvfp4_amax_512(x, j->v.K, j->blkamax + r * j->v.nblk) : ktorch__row_amax_512(x, j->v.K);
            j->rowbad[r] = a >= 0x7f800000u;
            j->rowmax[r] = a ? ktorch__bits_f32(a) : x[0];
            j->rowmin[r] = a ? -ktorch__bits_f32(a) : x[0];
            continue;
        }
        if (j->v.isa == KTORCH__ISA_AVX512) {
            ktorch__row_stats_512(x, j->v.K, &j->rowmin[r], &j->rowmax[r], &j->rowbad[r]);
            continue;
        }
#endif
        for (k = 0; k < j->v.K; k++) {
            float a = x[k];
            if (!ktorch__finitef(a)) { bad = 1; continue; }
            if (first) { mn = mx = a; first = 0; }
            if (a < mn) mn = a;
            if (a > mx) mx = a;
        }
        j->rowmin[r] = mn;
        j->rowmax[r] = mx;
        j->rowbad[r] = bad;
    }
}

/* Scale parameters of one group from its min/max. */
static void ktorch__q_params(const ktorch__qview *v, float mn, float mx, float fp8mul, float *scale, float *mul, uint8_t *zp) {
    if (v->kind == KTORCH__QK_INT8) {
        float amax = KTORCH__MAX(-mn, mx), s = amax / 127.0f;
        *scale = s;
        *mul = s != 0 ? 1.0f / s : 0.0f;
    } else if (v->kind == KTORCH__QK_ASYM) {
        float lo = KTORCH__MIN(mn, 0.0f), hi = KTORCH__MAX(mx, 0.0f), s = (hi - lo) / 255.0f, m = s != 0 ? 1.0f / s : 0.0f;
        *scale = s;
        *mul = m;
        *zp = KTORCH__CAST(uint8_t, ktorch__rne_clamp(-lo * m, 255));
    } else { /* fp8: fp8mul already chosen */
        *mul = fp8mul;
        *scale = 1.0f / fp8mul;
    }
}

static float ktorch__fp8_multiplier(float fmax, float amax, int margin) {
    float m;
    if (!(amax > 0) || !ktorch__finitef(amax)) return 1.0f;
    m = (fmax / amax) / ktorch__pow2f(margin);
    if (!(m <= FLT_MAX)) m = FLT_MAX;
    return m;
}

static void ktorch__q_encode_run(const ktorch__qview *v, const float *x, uint8_t *q, int64_t n, float m, uint8_t zp) {
    int64_t k;
    if (v->kind == KTORCH__QK_INT8) {
        for (k = 0; k < n; k++) q[k] = KTORCH__CAST(uint8_t, KTORCH__CAST(int8_t, ktorch__rne_clamp(x[k] * m, 127)));
    } else if (v->kind == KTORCH__QK_ASYM) {
        for (k = 0; k < n; k++) {
            int32_t t = ktorch__rne_clamp(x[k] * m, 1 << 20) + zp;
            q[k] = KTORCH__CAST(uint8_t, t < 0 ? 0 : t > 255 ? 255 : t);
        }
    } else if (v->f->elem == KTORCH_FP8_E4M3) {
        for (k = 0; k < n; k++) q[k] = ktorch_f32_to_fp8_e4m3(x[k] * m, 1);
    } else {
        for (k = 0; k < n; k++) q[k] = ktorch_f32_to_fp8_e5m2(x[k] * m, 1);
    }
}

static void ktorch__q_scaled_task(void *arg, int64_t t, int thread) {
    ktorch__qjob *j = KTORCH__CAST(ktorch__qjob *, arg);
    const ktorch__qview *v = &j->v;
    int64_t r, r1 = KTORCH__MIN(v->R, (t + 1) * j->rows_per_task), k;
    (void)thread;
    for (r = t * j->rows_per_task; r < r1; r++) {
        const float *x = j->x + r * v->K;
        uint8_t *q = v->data + r * v->K;
        if (v->gran == KTORCH_QUANT_PER_GROUP) {
            int64_t g;
            for (g = 0; g < v->ngroups; g++) {
                int64_t k0 = g * v->group, n = KTORCH__MIN(v->group, v->K - k0), si = r * v->ngroups + g;
                float mn = 0, mx = 0, m = 0;
                uint8_t zp = 0;
#if defined(KTORCH__X86)
                if (v->isa == KTORCH__ISA_AVX512) ktorch__minmax0_512(x + k0, n, &mn, &mx);
                else
#endif
                for (k = k0; k < k0 + n; k++) {
                    float a = x[k];
                    if (!ktorch__finitef(a)) continue;
                    if (a < mn) mn = a;
                    if (a > mx) mx = a;
                }
                /* fp8 groups use current scaling with the margin stashed in mul[0] */
                ktorch__q_params(v, mn, mx, v->kind == KTORCH__QK_FP8 ? ktorch__fp8_multiplier(v->f->max_norm, KTORCH__MAX(-mn, mx), KTORCH__CAST(int, j->mul[0])) : 0,
                                 &v->sf32[si], &m, &zp);
                if (v->zp) v->zp[si] = zp;
                if (v->kind == KTORCH__QK_ASYM && !ktorch__finitef(v->sf32[si])) j->rowbad[r] = 1; /* rows are free of NaN/Inf here */
#if defined(KTORCH__X86)
                if (v->isa == KTORCH__ISA_AVX512) {
                    ktorch__enc_run_512(v->kind, v->f->elem, x + k0, q + k0, n, m, zp, NULL, NULL);
                    continue;
                }
#endif
                ktorch__q_encode_run(v, x + k0, q + k0, n, m, zp);
            }
        }
#if defined(KTORCH__X86)
        else if (v->isa == KTORCH__ISA_AVX512) {
            int64_t si = ktorch__qv_sidx(v, r, 0);
            if (v->gran == KTORCH_QUANT_PER_CHANNEL && v->axis_last) ktorch__enc_run_512(v->kind, v->f->elem, x, q, v->K, 0, 0, j->mul, v->zp);
            else ktorch__enc_run_512(v->kind, v->f->elem, x, q, v->K, j->mul[si], v->zp ? v->zp[si] : 0, NULL, NULL);
        }
#endif
        else if (v->gran == KTORCH_QUANT_PER_CHANNEL && v->axis_last) {
            for (k = 0; k < v->K; k++) ktorch__q_encode_run(v, x + k, q + k, 1, j->mul[k], v->zp ? v->zp[k] : 0);
        } else {
            int64_t si = ktorch__qv_sidx(v, r, 0);
            ktorch__q_encode_run(v, x, q, v->K, j->mul[si], v->zp ? v->zp[si] : 0);
        }
    }
}

/* One MX block of n <= 32 elements. */
static void ktorch__q_mx_block(const ktorch__qfmt *f, int noclip, const float *x, int64_t n, uint8_t *codes, uint8_t *scale) {
    float amax = 0;
    int64_t k;
    int bad = 0, X;
    for (k = 0; k < n; k++) {
        float a = x[k] < 0 ? -x[k] : x[k];
        if (!ktorch__finitef(x[k])) bad = 1;
        else if (a > amax) amax = a;
    }
    if (bad) {
        /* NaN scale: the whole block decodes to NaN; FP8 elements keep their special codes */
        *scale = 0xFF;
        for (k = 0; k < n; k++) {
            uint8_t c = 0;
            if (!ktorch__finitef(x[k]) && (f->elem == KTORCH_FP8_E4M3 || f->elem == KTORCH_FP8_E5M2))
                c = f->elem == KTORCH_FP8_E4M3 ? ktorch_f32_to_fp8_e4m3(x[k], 0) : ktorch_f32_to_fp8_e5m2(x[k], 0);
            codes[k] = c;
        }
        return;
    }
    if (amax == 0) {
        X = -127;
    } else {
        X = ktorch__floor_log2f(amax) - f->emax;
        if (X < -127) X = -127;
        if (noclip && X < 127 && amax * ktorch__pow2f(-X) > f->max_norm) X++;
    }
    *scale = KTORCH__CAST(uint8_t, X + 127);
    {
        float inv = ktorch__pow2f(-X);
        for (k = 0; k < n; k++) codes[k] = ktorch__elem_encode(f, x[k] * inv);
    }
}

/* One block b of row r. Returns 1 when a q8_0/q4_0 block holds NaN/Inf, 2
   when its f16 d overflows (finite |x| beyond 127 or 8 times f16's range);
   the caller rejects the input and nothing is encoded. */
static int ktorch__q_block_one(const ktorch__qjob *j, int64_t r, int64_t b) {
    const ktorch__qview *v = &j->v;
    const ktorch__qfmt *f = v->f;
    int64_t k0 = b * f->block, n = KTORCH__MIN(KTORCH__CAST(int64_t, f->block), v->K - k0), k;
    const float *xb = j->x + r * v->K + k0;
    uint8_t codes[32];
    if (v->kind == KTORCH__QK_Q8_0 || v->kind == KTORCH__QK_Q4_0) {
        float amax = 0, mx = 0;
        for (k = 0; k < n; k++) {
            float a = xb[k] < 0 ? -xb[k] : xb[k];
            if (!ktorch__finitef(xb[k])) return 1;
            if (amax < a) { amax = a; mx = xb[k]; }
        }
        if ((ktorch_f32_to_f16(v->kind == KTORCH__QK_Q8_0 ? amax / 127.0f : mx / -8.0f) & 0x7fffu) == 0x7c00u) return 2;
    }
#if defined(KTORCH__X86)
    if (v->isa == KTORCH__ISA_AVX512 && n == f->block) {
        int64_t e = r * v->K + k0;
        if (v->kind == KTORCH__QK_MX) {
            uint8_t *dst = f->elem == KTORCH_F4_E2M1 ? ((e & 1) ? NULL : v->data + (e >> 1))
                         : (f->elem == KTORCH_F6_E2M3 || f->elem == KTORCH_F6_E3M2) ? ((e & 3) ? NULL : v->data + e / 4 * 3)
                         : v->data + e;
            if (dst && ktorch__q_mx_block_512(f, j->noclip, xb, dst, &v->s8[r * v->nblk + b])) return 0;
        } else if (v->kind == KTORCH__QK_NVFP4) {
            if (!(e & 1)) {
                v->s8[r * v->nblk + b] = ktorch__q_nvfp4_block_512(xb, v->ts, v->data + (e >> 1));
                return 0;
            }
        } else if (v->kind == KTORCH__QK_Q8_0) {
            ktorch__q8_0_block_512(xb, v->data + (r * v->nblk + b) * 34);
            return 0;
        } else {
            ktorch__q4_0_block_512(xb, v->data + (r * v->nblk + b) * 18);
            return 0;
        }
    }
#endif
    if (v->kind == KTORCH__QK_MX) {
        ktorch__q_mx_block(f, j->noclip, xb, n, codes, &v->s8[r * v->nblk + b]);
    } else if (v->kind == KTORCH__QK_NVFP4) {
        float amax = 0, den;
        uint8_t sb;
        for (k = 0; k < n; k++) amax = KTORCH__MAX(amax, xb[k] < 0 ? -xb[k] : xb[k]);
        if (v->ts > 0) {
            sb = ktorch_f32_to_fp8_e4m3(amax / (6.0f * v->ts), 1);
        } else {
            sb = 0;
        }
        den = ktorch_fp8_e4m3_to_f32(sb) * v->ts;
        v->s8[r * v->nblk + b] = sb;
        for (k = 0; k < n; k++) codes[k] = den > 0 ? ktorch__sf_encode(xb[k] / den, 2, 1) : 0;
    } else if (v->kind == KTORCH__QK_Q8_0) {
        uint8_t *blk = v->data + (r * v->nblk + b) * 34;
        float amax = 0, d, id;
        uint16_t h;
        for (k = 0; k < 32; k++) amax = KTORCH__MAX(amax, xb[k] < 0 ? -xb[k] : xb[k]);
        d = amax / 127.0f;
        id = d != 0 ? 1.0f / d : 0.0f;
        h = ktorch_f32_to_f16(d);
        blk[0] = KTORCH__CAST(uint8_t, h);
        blk[1] = KTORCH__CAST(uint8_t, h >> 8);
        for (k = 0; k < 32; k++) {
            /* roundf: half away from zero; |x*id| <= 127 (+ rounding) */
            float y = xb[k] * id, a = y < 0 ? -y : y;
            int32_t t2 = ktorch__cvtt_i32(a);
            if (a - KTORCH__CAST(float, t2) >= 0.5f) t2++;
            blk[2 + k] = KTORCH__CAST(uint8_t, KTORCH__CAST(int8_t, y < 0 ? -t2 : t2));
        }
        return 0;
    } else { /* q4_0 */
        uint8_t *blk = v->data + (r * v->nblk + b) * 18;
        float amax = 0, mx = 0, d, id;
        uint16_t h;
        for (k = 0; k < 32; k++) {
            float a = xb[k] < 0 ? -xb[k] : xb[k];
            if (amax < a) { amax = a; mx = xb[k]; }
        }
        d = mx / -8.0f;
        id = d != 0 ? 1.0f / d : 0.0f;
        h = ktorch_f32_to_f16(d);
        blk[0] = KTORCH__CAST(uint8_t, h);
        blk[1] = KTORCH__CAST(uint8_t, h >> 8);
        for (k = 0; k < 16; k++) {
            /* (int8_t)(x*id + 8.5f) truncates; the sum lies in [0.5, 16.5] */
            int32_t a0 = ktorch__cvtt_i32(xb[k] * id + 8.5f), a1 = ktorch__cvtt_i32(xb[k + 16] * id + 8.5f);
            a0 = a0 > 15 ? 15 : a0;
            a1 = a1 > 15 ? 15 : a1;
            blk[2 + k] = KTORCH__CAST(uint8_t, KTORCH__CAST(uint32_t, a0) | (KTORCH__CAST(uint32_t, a1) << 4));
        }
        return 0;
    }
    for (k = 0; k < n; k++) ktorch__code_put(f->elem, v->data, r * v->K + k0 + k, codes[k]);
    return 0;
}

static void ktorch__q_block_task(void *arg, int64_t t, int thread) {
    ktorch__qjob *j = KTORCH__CAST(ktorch__qjob *, arg);
    const ktorch__qview *v = &j->v;
    const ktorch__qfmt *f = v->f;
    int64_t r, r1 = KTORCH__MIN(v->R, (t + 1) * j->rows_per_task), b;
    (void)thread;
    (void)f;
    for (r = t * j->rows_per_task; r < r1; r++) {
        int bad = 0;
        b = 0;
#if defined(KTORCH__X86)
        if (v->isa == KTORCH__ISA_AVX512) {
            int64_t nfull = v->K / f->block;
            /* runs of 16 full blocks; FP4 / FP6 rows must start on a byte / 3-byte boundary */
            int64_t e0 = r * v->K;
            int ok = f->elem == KTORCH_F4_E2M1 ? !(e0 & 1) : (f->elem == KTORCH_F6_E2M3 || f->elem == KTORCH_F6_E3M2) ? !(e0 & 3) : 1;
            for (; ok && b + 16 <= nfull; b += 16) {
                const float *xb = j->x + e0 + b * f->block;
                int64_t e = e0 + b * f->block, i;
                int st;
                if (v->kind == KTORCH__QK_MX) {
                    uint8_t *dst = f->elem == KTORCH_F4_E2M1 ? v->data + (e >> 1) : (f->elem == KTORCH_F6_E2M3 || f->elem == KTORCH_F6_E3M2) ? v->data + e / 4 * 3 : v->data + e;
                    st = ktorch__q_mx16_512(f, j->noclip, xb, dst, &v->s8[r * v->nblk + b]);
                } else if (v->kind == KTORCH__QK_NVFP4) {
                    ktorch__q_nvfp4x16_512(xb, j->blkamax + r * v->nblk + b, v->ts, v->data + (e >> 1), &v->s8[r * v->nblk + b]);
                    st = 1;
                } else if (v->kind == KTORCH__QK_Q8_0) {
                    st = ktorch__q8_0x16_512(xb, v->data + (r * v->nblk + b) * 34);
                } else {
                    st = ktorch__q4_0x16_512(xb, v->data + (r * v->nblk + b) * 18);
                }
                if (st < 0) bad = 1;
                if (st <= 0)
                    for (i = 0; i < 16; i++) bad |= ktorch__q_block_one(j, r, b + i);
            }
        }
#endif
        for (; b < v->nblk; b++) bad |= ktorch__q_block_one(j, r, b);
        if (v->kind == KTORCH__QK_Q8_0 || v->kind == KTORCH__QK_Q4_0) j->rowbad[r] = bad;
    }
}

/* Contiguous f32 copy of a CPU float tensor (or the tensor itself). */
static ktorch_status ktorch__as_f32(ktorch_context *ctx, const ktorch_tensor *x, const char *fn, const char *name, ktorch_tensor *tmp,
                                    const float **out) {
    ktorch_status st;
    memset(tmp, 0, sizeof *tmp);
    if (x->dtype == KTORCH_F32 && ktorch_tensor_is_contiguous(x)) {
        *out = KTORCH__CAST(const float *, ktorch_tensor_ptr(x));
        return KTORCH_OK;
    }
    st = ktorch_tensor_create(ctx, KTORCH_F32, x->ndim, x->shape, ktorch_cpu(), tmp);
    if (st != KTORCH_OK) return st;
    ktorch__copy_host(tmp, x, 0);
    (void)fn;
    (void)name;
    *out = KTORCH__CAST(const float *, ktorch_tensor_ptr(tmp));
    return KTORCH_OK;
}

static ktorch_status ktorch__check_float_cpu(const ktorch_tensor *t, const char *fn, const char *name) {
    ktorch_status st = ktorch__check_tensor(t, fn, name);
    if (st != KTORCH_OK) return st;
    if (t->device.backend != KTORCH_BACKEND_CPU) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' must be on the CPU", fn, name);
    if (t->dtype != KTORCH_F32 && t->dtype != KTORCH_F16 && t->dtype != KTORCH_BF16)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be f32, f16 or bf16, not %s", fn, name, ktorch_dtype_name(t->dtype));
    return KTORCH_OK;
}

/* A float tensor argument on any device. */
static ktorch_status ktorch__check_float(const ktorch_tensor *t, const char *fn, const char *name) {
    ktorch_status st = ktorch__check_tensor(t, fn, name);
    if (st != KTORCH_OK) return st;
    if (t->dtype != KTORCH_F32 && t->dtype != KTORCH_F16 && t->dtype != KTORCH_BF16)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be f32, f16 or bf16, not %s", fn, name, ktorch_dtype_name(t->dtype));
    return KTORCH_OK;
}
/* Every part of a (validated) qtensor on `dev`. */
static ktorch_status ktorch__qt_on(const ktorch_qtensor *q, ktorch_device dev, const char *fn, const char *name) {
    const ktorch_tensor *parts[3];
    int i;
    parts[0] = &q->data;
    parts[1] = q->scale.data ? &q->scale : NULL;
    parts[2] = q->zero_point.data ? &q->zero_point : NULL;
    for (i = 0; i < 3; i++)
        if (parts[i] && !ktorch__same_device(parts[i]->device, dev))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: the parts of '%s' must be on %s:%d with the op's other tensors", fn, name,
                                ktorch_backend_name(dev.backend), dev.index);
    return KTORCH_OK;
}

static int64_t ktorch__rows_per_task(int64_t R, int64_t K, int align4) {
    int64_t rpt = K >= 65536 ? 1 : 65536 / (K ? K : 1);
    if (rpt > R) rpt = R;
    if (rpt < 1) rpt = 1;
    if (align4) rpt = (rpt + 3) & ~KTORCH__CAST(int64_t, 3); /* packed sub-byte rows never share a byte across tasks */
    return rpt;
}

/* Checks the format and parameters of a quantization of x (already checked
   as a float tensor on its device), copies params into *p and fills out's
   header (format, shape, granularity, axis, block, tensor scale) and the
   shapes of its tensors. Shared by the CPU and the device backends; on error
   out is left zeroed. */
static ktorch_status ktorch__quant_plan(const char *fn, const ktorch_tensor *x, ktorch_quant_format format,
                                        const ktorch_quant_params *params, ktorch_quant_params *p, ktorch_qtensor *out,
                                        ktorch__qshapes *shapes) {
    const ktorch__qfmt *f;
    ktorch_status st;
    int i, kind, axis = -1;
    if (!ktorch__qfmt_valid(format)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'format' is invalid (%d)", fn, KTORCH__CAST(int, format));
    if (x->ndim < 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' must have 1..%d dims", fn, KTORCH_MAX_DIMS);
    if (ktorch_tensor_numel(x) == 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' is empty", fn);
    if (params) *p = *params;
    else memset(p, 0, sizeof *p);
    f = &ktorch__qfmts[format];
    kind = f->kind;
    if (kind != KTORCH__QK_INT8 && kind != KTORCH__QK_ASYM && kind != KTORCH__QK_FP8 && p->granularity != KTORCH_QUANT_PER_TENSOR)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'granularity' applies to int8, int8_asym and fp8 only (%s has fixed blocks)", fn, f->name);
    if (p->fp8_margin < -64 || p->fp8_margin > 64) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'fp8_margin' must be in [-64, 64]", fn);
    if (p->mx_scale != KTORCH_MX_SCALE_SPEC && p->mx_scale != KTORCH_MX_SCALE_NOCLIP)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'mx_scale' is invalid (%d)", fn, KTORCH__CAST(int, p->mx_scale));
    if (p->nvfp4_tensor_scale != 0) {
        if (kind != KTORCH__QK_NVFP4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'nvfp4_tensor_scale' applies to nvfp4 only, not %s", fn, f->name);
        /* 6 * 448 * s_t stays finite, and s_t normal */
        if (!(p->nvfp4_tensor_scale >= FLT_MIN && p->nvfp4_tensor_scale <= FLT_MAX / 2688.0f))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'nvfp4_tensor_scale' must be 0 or in [FLT_MIN, FLT_MAX / 2688] (got %g)", fn,
                                KTORCH__CAST(double, p->nvfp4_tensor_scale));
    }
    if (p->delayed) {
        if (kind != KTORCH__QK_FP8 || p->granularity != KTORCH_QUANT_PER_TENSOR)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'delayed' scaling needs an fp8 format, per tensor", fn);
        if (p->delayed->history_len < 0 || p->delayed->history_len > KTORCH_AMAX_HISTORY_MAX)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'delayed->history_len' must be in 0..%d", fn, KTORCH_AMAX_HISTORY_MAX);
        if (p->delayed->margin < -64 || p->delayed->margin > 64) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'delayed->margin' must be in [-64, 64]", fn);
    }
    if (p->granularity == KTORCH_QUANT_PER_CHANNEL) {
        axis = p->axis < 0 ? p->axis + x->ndim : p->axis;
        if (axis < 0 || axis >= x->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'axis' %d is out of range for %d dims", fn, p->axis, x->ndim);
    } else if (p->granularity == KTORCH_QUANT_PER_GROUP) {
        if (p->group <= 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'group' must be > 0 for per-group quantization (got %lld)", fn, KTORCH__CAST(long long, p->group));
    } else if (p->granularity != KTORCH_QUANT_PER_TENSOR) {
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'granularity' is invalid (%d)", fn, KTORCH__CAST(int, p->granularity));
    }
    out->format = format;
    out->ndim = x->ndim;
    for (i = 0; i < x->ndim; i++) out->shape[i] = x->shape[i];
    out->granularity = p->granularity;
    out->axis = axis;
    out->tensor_scale = 1.0f;
    out->block = p->granularity == KTORCH_QUANT_PER_GROUP ? p->group : f->block;
    st = ktorch__qt_shapes(out, fn, shapes);
    if (st != KTORCH_OK) memset(out, 0, sizeof *out);
    return st;
}

KTORCH_API ktorch_status ktorch_quantize(ktorch_context *ctx, const ktorch_tensor *x, ktorch_quant_format format,
                                         const ktorch_quant_params *params, ktorch_qtensor *out) {
    static const char *fn = "ktorch_quantize";
    ktorch_quant_params p;
    ktorch__qshapes s;
    ktorch_op_desc op;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    memset(out, 0, sizeof *out);
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__check_float(x, fn, "x")) != KTORCH_OK) return st;
    st = ktorch__quant_plan(fn, x, format, params, &p, out, &s);
    memset(out, 0, sizeof *out);
    if (st != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_QUANTIZE, x->device);
    op.tensor[0] = ktorch__op_tensor(x);
    op.format = format;
    op.params = params;
    op.qout = out;
    return ktorch__op_run(ctx, &op, fn);
}
/* int8_asym: a scale's range max(x,0) - min(x,0) overflows f32 (scale Inf) */
static ktorch_status ktorch__q_range_fail(const char *fn, int64_t r, const char *name) {
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' row %lld spans a range max(x,0) - min(x,0) beyond FLT_MAX, which %s cannot scale", fn,
                        KTORCH__CAST(long long, r), name);
}
/* q8_0 / q4_0: a block's d = amax / 127 or max / -8 rounds to Inf in f16 */
static ktorch_status ktorch__q_f16_scale_fail(const char *fn, int64_t r, int q8_0, const char *name) {
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' row %lld holds a block whose scale d = %s overflows f16, which %s cannot store", fn,
                        KTORCH__CAST(long long, r), q8_0 ? "amax / 127" : "max / -8", name);
}
static ktorch_status ktorch__cpu_quantize(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_quantize";
    const ktorch_tensor *x = op->tensor[0];
    const ktorch_quant_format format = op->format;
    const ktorch_quant_params *params = KTORCH__CAST(const ktorch_quant_params *, op->params);
    ktorch_qtensor *out = op->qout;
    ktorch_quant_params p;
    const ktorch__qfmt *f;
    ktorch__qshapes s;
    ktorch__qjob *j = NULL;
    ktorch_tensor xtmp;
    const ktorch_allocator *al;
    ktorch_status st;
    int64_t ntask, r;
    int kind;
    st = ktorch__check_float_cpu(x, fn, "x");
    if (st != KTORCH_OK) return st;
    st = ktorch__quant_plan(fn, x, format, params, &p, out, &s);
    if (st != KTORCH_OK) return st;
    f = &ktorch__qfmts[format];
    kind = f->kind;
    st = ktorch_tensor_create(ctx, f->elem, s.dnd, s.dshape, ktorch_cpu(), &out->data);
    if (st != KTORCH_OK) goto fail;
    if (ktorch__dtype_subbyte(f->elem)) {
        /* every byte is written whole or code by code, except the pad bits of the last one */
        uint64_t nb = 0;
        if (ktorch_tensor_nbytes(&out->data, &nb) == KTORCH_OK && nb) KTORCH__CAST(uint8_t *, ktorch_tensor_ptr(&out->data))[nb - 1] = 0;
    }
    if (s.has_scale) {
        st = ktorch_tensor_create(ctx, s.sdt, s.snd, s.sshape, ktorch_cpu(), &out->scale);
        if (st != KTORCH_OK) goto fail;
    }
    if (s.has_zp) {
        st = ktorch_tensor_create(ctx, KTORCH_U8, s.snd, s.sshape, ktorch_cpu(), &out->zero_point);
        if (st != KTORCH_OK) goto fail;
    }

    al = &ctx->allocator;
    j = KTORCH__CAST(ktorch__qjob *, ktorch__calloc(al, 1, sizeof *j));
    if (!j) { st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn); goto fail; }
    ktorch__qview_init(&j->v, out);
    j->v.isa = ctx->isa;
    st = ktorch__as_f32(ctx, x, fn, "x", &xtmp, &j->x);
    if (st != KTORCH_OK) goto fail;
    j->noclip = p.mx_scale == KTORCH_MX_SCALE_NOCLIP;
    j->rows_per_task = ktorch__rows_per_task(j->v.R, j->v.K, ktorch__dtype_subbyte(f->elem));
    ntask = (j->v.R + j->rows_per_task - 1) / j->rows_per_task;

    /* statistics pass where a scale spans rows */
    if (kind == KTORCH__QK_NVFP4 || kind == KTORCH__QK_Q8_0 || kind == KTORCH__QK_Q4_0 || kind == KTORCH__QK_INT8 ||
        kind == KTORCH__QK_ASYM || (kind == KTORCH__QK_FP8 && p.granularity != KTORCH_QUANT_PER_GROUP)) {
        uint64_t rb;
        if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, j->v.R), 2 * sizeof(float) + sizeof(int), &rb) || rb > SIZE_MAX) {
            st = ktorch__fail(KTORCH_OVERFLOW, "%s: size overflow", fn);
            goto fail_x;
        }
        j->rowmin = KTORCH__CAST(float *, ktorch__alloc(al, KTORCH__CAST(size_t, rb)));
        if (!j->rowmin) { st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn); goto fail_x; }
        j->rowmax = j->rowmin + j->v.R;
        j->rowbad = KTORCH__RCAST(int *, j->rowmax + j->v.R);
        if (kind == KTORCH__QK_NVFP4 && j->v.isa == KTORCH__ISA_AVX512) {
            /* R * nblk <= numel: no overflow beyond the input's own size */
            j->blkamax = KTORCH__CAST(uint32_t *, ktorch__alloc(al, KTORCH__CAST(size_t, j->v.R * j->v.nblk) * sizeof(uint32_t)));
            if (!j->blkamax) { st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn); goto fail_x; }
        }
        /* q8_0 / q4_0 flag NaN/Inf rows while encoding */
        if (kind != KTORCH__QK_Q8_0 && kind != KTORCH__QK_Q4_0) {
            ktorch_parallel_for(ctx, ktorch__q_stats_task, j, ntask);
            if (kind != KTORCH__QK_FP8)
                for (r = 0; r < j->v.R; r++)
                    if (j->rowbad[r]) {
                        st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' row %lld holds NaN or Inf, which %s cannot represent", fn,
                                          KTORCH__CAST(long long, r), f->name);
                        goto fail_x;
                    }
        }
    }
    if (kind == KTORCH__QK_NVFP4) {
        float amax = 0;
        for (r = 0; r < j->v.R; r++) amax = KTORCH__MAX(amax, KTORCH__MAX(-j->rowmin[r], j->rowmax[r]));
        if (amax == 0) amax = 0.0f; /* amax(|x|) of zeros is +0, whatever sign the max chain kept */
        out->tensor_scale = j->v.ts = p.nvfp4_tensor_scale != 0 ? p.nvfp4_tensor_scale : amax / (448.0f * 6.0f);
    }
    if (kind == KTORCH__QK_INT8 || kind == KTORCH__QK_ASYM || kind == KTORCH__QK_FP8) {
        int64_t nsc = p.granularity == KTORCH_QUANT_PER_TENSOR ? 1 : p.granularity == KTORCH_QUANT_PER_CHANNEL ? s.sshape[0] : 1;
        j->mul = KTORCH__CAST(float *, ktorch__calloc(al, KTORCH__CAST(size_t, nsc), sizeof(float)));
        if (!j->mul) { st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn); goto fail_x; }
        if (p.granularity == KTORCH_QUANT_PER_GROUP) {
            j->mul[0] = KTORCH__CAST(float, p.fp8_margin);
        } else {
            float *mn = KTORCH__CAST(float *, ktorch__alloc(al, KTORCH__CAST(size_t, nsc) * 2 * sizeof(float))), *mx;
            int64_t c, k;
            if (!mn) { st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn); goto fail_x; }
            mx = mn + nsc;
            for (c = 0; c < nsc; c++) mn[c] = mx[c] = 0;
            if (p.granularity == KTORCH_QUANT_PER_CHANNEL && j->v.axis_last && j->v.isa == KTORCH__ISA_AVX512) {
#if defined(KTORCH__X86)
                for (r = 0; r < j->v.R; r++) ktorch__colminmax_512(j->x + r * j->v.K, j->v.K, mn, mx);
                for (c = 0; c < nsc; c++) { /* strict updates from +0 never keep -0 */
                    if (mn[c] == 0) mn[c] = 0.0f;
                    if (mx[c] == 0) mx[c] = 0.0f;
                }
#endif
            } else if (p.granularity == KTORCH_QUANT_PER_CHANNEL && j->v.axis_last) {
                for (r = 0; r < j->v.R; r++)
                    for (k = 0; k < j->v.K; k++) {
                        float a = j->x[r * j->v.K + k];
                        if (!ktorch__finitef(a)) continue;
                        if (a < mn[k]) mn[k] = a;
                        if (a > mx[k]) mx[k] = a;
                    }
            } else {
                for (r = 0; r < j->v.R; r++) {
                    c = ktorch__qv_sidx(&j->v, r, 0);
                    if (j->rowmin[r] < mn[c]) mn[c] = j->rowmin[r];
                    if (j->rowmax[r] > mx[c]) mx[c] = j->rowmax[r];
                }
            }
            for (c = 0; c < nsc; c++) {
                float fm = 0, amax = KTORCH__MAX(-mn[c], mx[c]);
                uint8_t zp = 0;
                if (kind == KTORCH__QK_FP8) {
                    if (p.delayed) {
                        ktorch_fp8_delayed_scaling *d = p.delayed;
                        int len = d->history_len ? d->history_len : 1, h;
                        float hm;
                        fm = d->multiplier > 0 ? d->multiplier : 1.0f;
                        d->history[d->pos] = amax;
                        d->pos = (d->pos + 1) % len;
                        if (d->count < len) d->count++;
                        hm = amax;
                        if (!d->most_recent)
                            for (h = 0; h < d->count; h++) hm = KTORCH__MAX(hm, d->history[h]);
                        if (hm > 0 && ktorch__finitef(hm)) d->multiplier = ktorch__fp8_multiplier(f->max_norm, hm, d->margin);
                        else if (!(d->multiplier > 0)) d->multiplier = 1.0f;
                    } else {
                        fm = ktorch__fp8_multiplier(f->max_norm, amax, p.fp8_margin);
                    }
                }
                ktorch__q_params(&j->v, mn[c], mx[c], fm, &j->v.sf32[c], &j->mul[c], &zp);
                if (j->v.zp) j->v.zp[c] = zp;
            }
            ktorch__free(al, mn);
            /* the first row holding an element of a scale whose range overflows */
            for (c = 0; kind == KTORCH__QK_ASYM && c < nsc; c++)
                if (!ktorch__finitef(j->v.sf32[c])) {
                    r = p.granularity == KTORCH_QUANT_PER_CHANNEL && !j->v.axis_last ? c * j->v.inner : 0;
                    st = ktorch__q_range_fail(fn, r, f->name);
                    goto fail_x;
                }
        }
        ktorch_parallel_for(ctx, ktorch__q_scaled_task, j, ntask);
        for (r = 0; kind == KTORCH__QK_ASYM && p.granularity == KTORCH_QUANT_PER_GROUP && r < j->v.R; r++)
            if (j->rowbad[r]) {
                st = ktorch__q_range_fail(fn, r, f->name);
                goto fail_x;
            }
    } else {
        ktorch_parallel_for(ctx, ktorch__q_block_task, j, ntask);
        if (kind == KTORCH__QK_Q8_0 || kind == KTORCH__QK_Q4_0) {
            for (r = 0; r < j->v.R; r++)
                if (j->rowbad[r] & 1) {
                    st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' row %lld holds NaN or Inf, which %s cannot represent", fn,
                                      KTORCH__CAST(long long, r), f->name);
                    goto fail_x;
                }
            for (r = 0; r < j->v.R; r++)
                if (j->rowbad[r]) {
                    st = ktorch__q_f16_scale_fail(fn, r, kind == KTORCH__QK_Q8_0, f->name);
                    goto fail_x;
                }
        }
    }
    st = KTORCH_OK;
fail_x:
    ktorch_tensor_free(ctx, &xtmp);
fail:
    if (j) {
        ktorch__free(&ctx->allocator, j->rowmin);
        ktorch__free(&ctx->allocator, j->blkamax);
        ktorch__free(&ctx->allocator, j->mul);
        ktorch__free(&ctx->allocator, j);
    }
    if (st != KTORCH_OK) {
        ktorch_status keep = st;
        ktorch_qtensor_free(ctx, out);
        return keep;
    }
    return KTORCH_OK;
}

/* ---- dequantization ---------------------------------------------------------- */
typedef struct ktorch__dqjob {
    ktorch__qview v;
    ktorch_dtype odt;
    void *out;
    int64_t rows_per_task;
    float *scratch; /* per thread K floats (f16/bf16 output) */
} ktorch__dqjob;

static void ktorch__dq_task(void *arg, int64_t t, int thread) {
    ktorch__dqjob *j = KTORCH__CAST(ktorch__dqjob *, arg);
    int64_t r, r1 = KTORCH__MIN(j->v.R, (t + 1) * j->rows_per_task), K = j->v.K;
    for (r = t * j->rows_per_task; r < r1; r++) {
        if (j->odt == KTORCH_F32) {
            ktorch__qv_dequant(&j->v, r, 0, K, KTORCH__CAST(float *, j->out) + r * K);
        } else {
            float *buf = j->scratch + KTORCH__CAST(int64_t, thread) * K;
            ktorch__qv_dequant(&j->v, r, 0, K, buf);
            ktorch__encode_f32(j->odt, KTORCH__CAST(uint16_t *, j->out) + r * K, buf, K, 0);
        }
    }
}

static ktorch_status ktorch__dequantize_check(const char *fn, const ktorch_qtensor *q, const ktorch_tensor *out) {
    ktorch_status st;
    int i;
    if ((st = ktorch_qtensor_validate(q)) != KTORCH_OK) return st;
    if ((st = ktorch__check_float(out, fn, "out")) != KTORCH_OK) return st;
    if ((st = ktorch__qt_on(q, out->device, fn, "q")) != KTORCH_OK) return st;
    if (out->ndim != q->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' has %d dims, 'q' has %d", fn, out->ndim, q->ndim);
    for (i = 0; i < q->ndim; i++)
        if (out->shape[i] != q->shape[i])
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' shape[%d] is %lld, 'q' has %lld", fn, i, KTORCH__CAST(long long, out->shape[i]),
                                KTORCH__CAST(long long, q->shape[i]));
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_dequantize(ktorch_context *ctx, const ktorch_qtensor *q, ktorch_tensor *out) {
    static const char *fn = "ktorch_dequantize";
    ktorch_op_desc op;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__dequantize_check(fn, q, out)) != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_DEQUANTIZE, out->device);
    op.tensor[0] = out;
    op.qtensor[0] = q;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_dequantize(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_dequantize";
    const ktorch_qtensor *q = op->qtensor[0];
    ktorch_tensor *out = op->tensor[0];
    ktorch__dqjob *j;
    j = KTORCH__CAST(ktorch__dqjob *, ktorch__calloc(&ctx->allocator, 1, sizeof *j));
    if (!j) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    ktorch__qview_init(&j->v, q);
    j->v.isa = ctx->isa;
    j->odt = out->dtype;
    j->out = ktorch_tensor_ptr(out);
    j->rows_per_task = ktorch__rows_per_task(j->v.R, j->v.K, 0);
    if (out->dtype != KTORCH_F32) {
        uint64_t n;
        if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, j->v.K), KTORCH__CAST(uint64_t, ktorch_num_threads(ctx)) * sizeof(float), &n) || n > SIZE_MAX) {
            ktorch__free(&ctx->allocator, j);
            return ktorch__fail(KTORCH_OVERFLOW, "%s: size overflow", fn);
        }
        j->scratch = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, n)));
        if (!j->scratch) {
            ktorch__free(&ctx->allocator, j);
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
        }
    }
    ktorch_parallel_for(ctx, ktorch__dq_task, j, (j->v.R + j->rows_per_task - 1) / j->rows_per_task);
    ktorch__free(&ctx->allocator, j->scratch);
    ktorch__free(&ctx->allocator, j);
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_quant_error(const ktorch_tensor *ref, const ktorch_tensor *approx, ktorch_quant_error_stats *out) {
    static const char *fn = "ktorch_quant_error";
    ktorch_status st;
    int64_t n, i, b;
    double se = 0, sx = 0, mx = 0, cnt = 0;
    float bx[KTORCH__CHUNK], by[KTORCH__CHUNK];
    const char *px, *py;
    int k;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    memset(out, 0, sizeof *out);
    st = ktorch__check_float_cpu(ref, fn, "ref");
    if (st != KTORCH_OK) return st;
    st = ktorch__check_float_cpu(approx, fn, "approx");
    if (st != KTORCH_OK) return st;
    if (!ktorch_tensor_is_contiguous(ref) || !ktorch_tensor_is_contiguous(approx))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'ref' and 'approx' must be contiguous", fn);
    if (ref->ndim != approx->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ref' and 'approx' differ in rank", fn);
    for (k = 0; k < ref->ndim; k++)
        if (ref->shape[k] != approx->shape[k]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ref' and 'approx' differ in shape[%d]", fn, k);
    n = ktorch_tensor_numel(ref);
    px = KTORCH__CAST(const char *, ktorch_tensor_ptr(ref));
    py = KTORCH__CAST(const char *, ktorch_tensor_ptr(approx));
    for (b = 0; b < n; b += KTORCH__CHUNK) {
        int64_t m = KTORCH__MIN(n - b, KTORCH__CHUNK);
        ktorch__decode_f32(ref->dtype, bx, px + b * KTORCH__CAST(int64_t, ktorch__esize(ref->dtype)), m);
        ktorch__decode_f32(approx->dtype, by, py + b * KTORCH__CAST(int64_t, ktorch__esize(approx->dtype)), m);
        for (i = 0; i < m; i++) {
            double d;
            if (!ktorch__finitef(bx[i])) {
                if (!(bx[i] == by[i]) && !(bx[i] != bx[i] && by[i] != by[i])) out->nonfinite++;
                continue;
            }
            if (!ktorch__finitef(by[i])) { out->nonfinite++; continue; }
            d = KTORCH__CAST(double, by[i]) - bx[i];
            se += d * d;
            sx += KTORCH__CAST(double, bx[i]) * bx[i];
            if (fabs(d) > mx) mx = fabs(d);
            cnt += 1;
        }
    }
    out->max_abs = mx;
    out->rmse = cnt > 0 ? sqrt(se / cnt) : 0;
    out->sqnr_db = se > 0 ? 10.0 * log10(sx / se) : HUGE_VAL;
    return KTORCH_OK;
}

/* ---- matmul ----------------------------------------------------------------- */
#define KTORCH__MM_NB 8   /* W rows per task */
#define KTORCH__MM_KC 512 /* K chunk (multiple of 32) */

typedef struct ktorch__mmjob {
    const ktorch__qview *wv;  /* quantized W, or NULL */
    const float *wf;          /* dense f32 W (contiguous), or NULL */
    const ktorch_tensor *wd;  /* dense f16/bf16 W */
    const float *x;
    int64_t M, N, K;
    float *y;                 /* M x N f32 */
    float *scratch;           /* per thread: NB*KC + M*NB */
    int64_t scratch_per_thread;
    int64_t nbt;              /* W rows per task */
    int isa;
} ktorch__mmjob;

static void ktorch__dot4_scalar(const float *x, const float *w, int64_t ldw, int64_t n, float *out) {
    int64_t k;
    int j;
    for (j = 0; j < 4; j++) {
        float s = 0;
        for (k = 0; k < n; k++) s += x[k] * w[j * ldw + k];
        out[j] = s;
    }
}

#if defined(KTORCH__X86)
__attribute__((target("avx2,fma"))) static void ktorch__dot4_avx2(const float *x, const float *w, int64_t ldw, int64_t n, float *out) {
    __m256 a0 = _mm256_setzero_ps(), a1 = _mm256_setzero_ps(), a2 = _mm256_setzero_ps(), a3 = _mm256_setzero_ps();
    float t[8];
    int64_t k = 0;
    int j, i;
    for (; k + 8 <= n; k += 8) {
        __m256 xv = _mm256_loadu_ps(x + k);
        a0 = _mm256_fmadd_ps(xv, _mm256_loadu_ps(w + k), a0);
        a1 = _mm256_fmadd_ps(xv, _mm256_loadu_ps(w + ldw + k), a1);
        a2 = _mm256_fmadd_ps(xv, _mm256_loadu_ps(w + 2 * ldw + k), a2);
        a3 = _mm256_fmadd_ps(xv, _mm256_loadu_ps(w + 3 * ldw + k), a3);
    }
    for (j = 0; j < 4; j++) {
        __m256 a = j == 0 ? a0 : j == 1 ? a1 : j == 2 ? a2 : a3;
        float s = 0;
        int64_t kk;
        _mm256_storeu_ps(t, a);
        for (i = 0; i < 8; i++) s += t[i];
        for (kk = k; kk < n; kk++) s += x[kk] * w[j * ldw + kk];
        out[j] = s;
    }
}
__attribute__((target("avx512f"))) static void ktorch__dot4_avx512(const float *x, const float *w, int64_t ldw, int64_t n, float *out) {
    __m512 a0 = _mm512_setzero_ps(), a1 = _mm512_setzero_ps(), a2 = _mm512_setzero_ps(), a3 = _mm512_setzero_ps();
    int64_t k = 0, kk;
    int j;
    for (; k + 16 <= n; k += 16) {
        __m512 xv = _mm512_loadu_ps(x + k);
        a0 = _mm512_fmadd_ps(xv, _mm512_loadu_ps(w + k), a0);
        a1 = _mm512_fmadd_ps(xv, _mm512_loadu_ps(w + ldw + k), a1);
        a2 = _mm512_fmadd_ps(xv, _mm512_loadu_ps(w + 2 * ldw + k), a2);
        a3 = _mm512_fmadd_ps(xv, _mm512_loadu_ps(w + 3 * ldw + k), a3);
    }
    for (j = 0; j < 4; j++) {
        float t[16], s = 0;
        int i;
        _mm512_storeu_ps(t, j == 0 ? a0 : j == 1 ? a1 : j == 2 ? a2 : a3);
        for (i = 0; i < 16; i++) s += t[i];
        for (kk = k; kk < n; kk++) s += x[kk] * w[j * ldw + kk];
        out[j] = s;
    }
}
#endif

static void ktorch__dot4(int isa, const float *x, const float *w, int64_t ldw, int64_t n, float *out) {
#if defined(KTORCH__X86)
    if (isa == KTORCH__ISA_AVX512) { ktorch__dot4_avx512(x, w, ldw, n, out); return; }
    if (isa == KTORCH__ISA_AVX2) { ktorch__dot4_avx2(x, w, ldw, n, out); return; }
#endif
    (void)isa;
    ktorch__dot4_scalar(x, w, ldw, n, out);
}

#if defined(KTORCH__X86)
KTORCH__SIMD_WARNINGS_OFF
KTORCH__T512 static inline float ktorch__hsum_512(__m512 v) {
    __m256 a = _mm256_add_ps(_mm512_castps512_ps256(v), _mm512_extractf32x8_ps(v, 1));
    __m128 b = _mm_add_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    b = _mm_add_ps(b, _mm_movehl_ps(b, b));
    return _mm_cvtss_f32(_mm_add_ss(b, _mm_shuffle_ps(b, b, 1)));
}
/* out[4*i + r] = sum_k x[i*ldx + k] * w[r*ldw + k], i, r < 4: a 4x4 register
   block (16 accumulators, 8 loads per 16 FMAs) for the compute-bound shapes. */
KTORCH__T512 static void ktorch__mk4x4_512(const float *x, int64_t ldx, const float *w, int64_t ldw, int64_t n, float *out) {
    __m512 c00 = _mm512_setzero_ps(), c01 = c00, c02 = c00, c03 = c00, c10 = c00, c11 = c00, c12 = c00, c13 = c00;
    __m512 c20 = c00, c21 = c00, c22 = c00, c23 = c00, c30 = c00, c31 = c00, c32 = c00, c33 = c00;
    const float *x1 = x + ldx, *x2 = x + 2 * ldx, *x3 = x + 3 * ldx, *w1 = w + ldw, *w2 = w + 2 * ldw, *w3 = w + 3 * ldw;
    int64_t k;
    for (k = 0; k < n; k += 16) {
        __mmask16 lm = ktorch__m16(n - k);
        __m512 b0 = _mm512_maskz_loadu_ps(lm, w + k), b1 = _mm512_maskz_loadu_ps(lm, w1 + k);
        __m512 b2 = _mm512_maskz_loadu_ps(lm, w2 + k), b3 = _mm512_maskz_loadu_ps(lm, w3 + k), a;
        a = _mm512_maskz_loadu_ps(lm, x + k);
        c00 = _mm512_fmadd_ps(a, b0, c00); c01 = _mm512_fmadd_ps(a, b1, c01); c02 = _mm512_fmadd_ps(a, b2, c02); c03 = _mm512_fmadd_ps(a, b3, c03);
        a = _mm512_maskz_loadu_ps(lm, x1 + k);
        c10 = _mm512_fmadd_ps(a, b0, c10); c11 = _mm512_fmadd_ps(a, b1, c11); c12 = _mm512_fmadd_ps(a, b2, c12); c13 = _mm512_fmadd_ps(a, b3, c13);
        a = _mm512_maskz_loadu_ps(lm, x2 + k);
        c20 = _mm512_fmadd_ps(a, b0, c20); c21 = _mm512_fmadd_ps(a, b1, c21); c22 = _mm512_fmadd_ps(a, b2, c22); c23 = _mm512_fmadd_ps(a, b3, c23);
        a = _mm512_maskz_loadu_ps(lm, x3 + k);
        c30 = _mm512_fmadd_ps(a, b0, c30); c31 = _mm512_fmadd_ps(a, b1, c31); c32 = _mm512_fmadd_ps(a, b2, c32); c33 = _mm512_fmadd_ps(a, b3, c33);
    }
    out[0] = ktorch__hsum_512(c00); out[1] = ktorch__hsum_512(c01); out[2] = ktorch__hsum_512(c02); out[3] = ktorch__hsum_512(c03);
    out[4] = ktorch__hsum_512(c10); out[5] = ktorch__hsum_512(c11); out[6] = ktorch__hsum_512(c12); out[7] = ktorch__hsum_512(c13);
    out[8] = ktorch__hsum_512(c20); out[9] = ktorch__hsum_512(c21); out[10] = ktorch__hsum_512(c22); out[11] = ktorch__hsum_512(c23);
    out[12] = ktorch__hsum_512(c30); out[13] = ktorch__hsum_512(c31); out[14] = ktorch__hsum_512(c32); out[15] = ktorch__hsum_512(c33);
}

KTORCH__SIMD_WARNINGS_ON
#endif

static void ktorch__mm_task(void *arg, int64_t t, int thread) {
    ktorch__mmjob *j = KTORCH__CAST(ktorch__mmjob *, arg);
    const int64_t NB = j->nbt;
    int64_t n0 = t * NB, nb = KTORCH__MIN(NB, j->N - n0), K = j->K;
    float *ws = j->scratch + KTORCH__CAST(int64_t, thread) * j->scratch_per_thread;
    float *acc = ws + NB * KTORCH__MM_KC;
    int64_t k0, m, jj, i;
    for (i = 0; i < j->M * NB; i++) acc[i] = 0;
    for (k0 = 0; k0 < K; k0 += KTORCH__MM_KC) {
        int64_t kc = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__MM_KC), K - k0), ldw = KTORCH__MM_KC;
        int64_t nb4 = j->wf ? nb & ~KTORCH__CAST(int64_t, 3) : NB; /* rows the 4-row kernels may read */
        const float *wp = ws;
        if (j->wf) {
            wp = j->wf + n0 * K + k0;
            ldw = K;
        } else {
            for (jj = 0; jj < nb; jj++) {
                if (j->wv) ktorch__qv_dequant(j->wv, n0 + jj, k0, kc, ws + jj * KTORCH__MM_KC);
                else ktorch__decode_f32(j->wd->dtype, ws + jj * KTORCH__MM_KC,
                                        KTORCH__CAST(const char *, ktorch_tensor_ptr(j->wd)) + ((n0 + jj) * K + k0) * 2, kc);
            }
            for (jj = nb; jj < NB; jj++) memset(ws + jj * KTORCH__MM_KC, 0, KTORCH__CAST(size_t, kc) * sizeof(float));
        }
        m = 0;
#if defined(KTORCH__X86)
        if (j->isa == KTORCH__ISA_AVX512)
            for (; m + 4 <= j->M; m += 4)
                for (jj = 0; jj < nb4; jj += 4) {
                    float d[16];
                    int a, b;
                    ktorch__mk4x4_512(j->x + m * K + k0, K, wp + jj * ldw, ldw, kc, d);
                    for (a = 0; a < 4; a++)
                        for (b = 0; b < 4; b++) acc[(m + a) * NB + jj + b] += d[4 * a + b];
                }
#endif
        for (; m < j->M; m++) {
            const float *xr = j->x + m * K + k0;
            float d[4];
            for (jj = 0; jj < nb4; jj += 4) {
                ktorch__dot4(j->isa, xr, wp + jj * ldw, ldw, kc, d);
                for (i = 0; i < 4; i++) acc[m * NB + jj + i] += d[i];
            }
        }
        /* dense rows past the last multiple of 4 (rows past N do not exist) */
        for (jj = nb4; jj < nb; jj++)
            for (m = 0; m < j->M; m++) {
                const float *xr = j->x + m * K + k0;
                float s = 0;
                int64_t kk;
                for (kk = 0; kk < kc; kk++) s += xr[kk] * wp[jj * ldw + kk];
                acc[m * NB + jj] += s;
            }
    }
    for (m = 0; m < j->M; m++)
        for (jj = 0; jj < nb; jj++) j->y[m * j->N + n0 + jj] = acc[m * NB + jj];
}

#define KTORCH__QK_NBT 24 /* W rows per task: a multiple of every NR */
#define KTORCH__QK_MB 64  /* x rows per pass over a task's W rows (bounds the scratch) */
#define KTORCH__QK_KCMAX 4096 /* largest K chunk */
/* floats of scratch per thread: accumulators, then f32 block scales */
#define KTORCH__QK_SCRATCH (KTORCH__QK_MB * KTORCH__QK_NBT * 16 + KTORCH__QK_NBT * (KTORCH__QK_KCMAX / 16))

/* ---- qmatmul from codes (AVX-512) ---------------------------------------------
   int8 / fp8 weights with one scale per W row: 16 codes at a time are decoded in
   registers and feed an MR x NR tile of accumulators (MR x rows, NR W rows), so
   each decoded vector serves MR rows of x. K is cut in chunks that keep the MR
   x rows in L1; the partial sums stay vectors between chunks (same order as one
   pass). y[m,n] = s_n * hsum(acc): the scale is applied once per output. */
#if defined(KTORCH__X86)
KTORCH__SIMD_WARNINGS_OFF
#define KTORCH__UNROLL _Pragma("GCC unroll 16")
/* keeps a loaded x vector in a register (compilers otherwise fold the load into
   each of its NR multiply-adds, which makes the kernel load bound) */
#define KTORCH__QK_REG(v) __asm__("" : "+v"(v))
/* 16 codes -> 16 floats, exact. E5M2 is the top byte of an f16. E4M3 becomes an
   f16 with exponent bias 15 (value * 2^-8, subnormals included): sign-extend,
   shift the 7 magnitude bits into place, clear the sign copy in bit 14. */
KTORCH__T512 static inline __m512 ktorch__qd_i8(__m128i b) { return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(b)); }
KTORCH__T512 static inline __m512 ktorch__qd_u8(__m128i b) { return _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(b)); }
KTORCH__T512 static inline __m512 ktorch__qd_e5m2(__m128i b) { return _mm512_cvtph_ps(_mm256_slli_epi16(_mm256_cvtepu8_epi16(b), 8)); }
KTORCH__T512 static inline __m512 ktorch__qd_e4m3(__m128i b) {
    return _mm512_cvtph_ps(_mm256_and_si256(_mm256_slli_epi16(_mm256_cvtepi8_epi16(b), 7), _mm256_set1_epi16(KTORCH__CAST(short, 0xBFFF))));
}
/* acc[(i*lda + j)*16 ..] (+)= x[i*ldx + k] * dec(w[j][k]) over k < kc, for i < MR,
   j < NR. With nanchk, returns nonzero when an E4M3 NaN code (x.1111.111) was read.
   W rows are prefetched 1024 codes ahead: at M = 1 the hardware prefetchers
   alone leave the weight stream latency bound. */
#define KTORCH__QK_DEF(NAME, MR, NR, DEC, E4M3, ZP)                                                                    \
    KTORCH__T512 static int NAME(const float *x, int64_t ldx, const uint8_t *const *w, const float *zf, int64_t kc,   \
                                 float *acc, int64_t lda, int init, int nanchk) {                                     \
        __m512 c[MR][NR], zv[NR];                                                                                      \
        __m512i nacc = _mm512_setzero_si512(), hb = _mm512_set1_epi8(KTORCH__CAST(char, 0x80));                       \
        unsigned ntail = 0;                                                                                            \
        int64_t k = 0;                                                                                                 \
        int i, j, s;                                                                                                   \
        KTORCH__UNROLL for (i = 0; i < MR; i++) KTORCH__UNROLL for (j = 0; j < NR; j++)                              \
            c[i][j] = init ? _mm512_setzero_ps() : _mm512_loadu_ps(acc + (i * lda + j) * 16);                        \
        KTORCH__UNROLL for (j = 0; j < NR; j++) zv[j] = _mm512_set1_ps(ZP ? zf[j] : 0.0f);                           \
        for (; k + 64 <= kc; k += 64) {                                                                                \
            KTORCH__UNROLL for (j = 0; j < NR; j++) KTORCH__PREFETCH(w[j] + k + 1024);                              \
            if (E4M3 && nanchk)                                                                                        \
                KTORCH__UNROLL for (j = 0; j < NR; j++)                                                               \
                    nacc = _mm512_max_epu8(nacc, _mm512_or_si512(_mm512_loadu_si512(w[j] + k), hb));                  \
            KTORCH__UNROLL for (s = 0; s < 64; s += 16) {                                                            \
                __m512 wv[NR];                                                                                         \
                KTORCH__UNROLL for (j = 0; j < NR; j++) {                                                             \
                    wv[j] = DEC(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, w[j] + k + s)));                       \
                    if (ZP) wv[j] = _mm512_sub_ps(wv[j], zv[j]);                                                       \
                }                                                                                                      \
                KTORCH__UNROLL for (i = 0; i < MR; i++) {                                                            \
                    __m512 xv = _mm512_loadu_ps(x + i * ldx + k + s);                                                  \
                    KTORCH__QK_REG(xv);                                                                                \
                    KTORCH__UNROLL for (j = 0; j < NR; j++) c[i][j] = _mm512_fmadd_ps(xv, wv[j], c[i][j]);           \
                }                                                                                                      \
            }                                                                                                          \
        }                                                                                                              \
        for (; k < kc; k += 16) {                                                                                      \
            __mmask16 lm = ktorch__m16(kc - k);                                                                        \
            __m512 wv[NR];                                                                                             \
            KTORCH__UNROLL for (j = 0; j < NR; j++) {                                                                 \
                __m128i b = _mm_maskz_loadu_epi8(lm, w[j] + k);                                                        \
                if (E4M3) ntail |= _mm_cmpeq_epi8_mask(_mm_or_si128(b, _mm512_castsi512_si128(hb)), _mm_set1_epi8(-1)); \
                wv[j] = DEC(b);                                                                                        \
                if (ZP) wv[j] = _mm512_sub_ps(wv[j], zv[j]); /* times x = 0 past the tail */                           \
            }                                                                                                          \
            KTORCH__UNROLL for (i = 0; i < MR; i++) {                                                                \
                __m512 xv = _mm512_maskz_loadu_ps(lm, x + i * ldx + k);                                                \
                KTORCH__UNROLL for (j = 0; j < NR; j++) c[i][j] = _mm512_fmadd_ps(xv, wv[j], c[i][j]);               \
            }                                                                                                          \
        }                                                                                                              \
        KTORCH__UNROLL for (i = 0; i < MR; i++) KTORCH__UNROLL for (j = 0; j < NR; j++)                              \
            _mm512_storeu_ps(acc + (i * lda + j) * 16, c[i][j]);                                                       \
        return E4M3 && (ntail || _mm512_cmpeq_epi8_mask(nacc, _mm512_set1_epi8(-1)));                                \
    }
KTORCH__QK_DEF(ktorch__qk8_i8, 8, 3, ktorch__qd_i8, 0, 0)
KTORCH__QK_DEF(ktorch__qk4_i8, 4, 4, ktorch__qd_i8, 0, 0)
KTORCH__QK_DEF(ktorch__qk1_i8, 1, 8, ktorch__qd_i8, 0, 0)
KTORCH__QK_DEF(ktorch__qk8_e4m3, 8, 3, ktorch__qd_e4m3, 1, 0)
KTORCH__QK_DEF(ktorch__qk4_e4m3, 4, 4, ktorch__qd_e4m3, 1, 0)
KTORCH__QK_DEF(ktorch__qk1_e4m3, 1, 8, ktorch__qd_e4m3, 1, 0)
KTORCH__QK_DEF(ktorch__qk8_e5m2, 8, 3, ktorch__qd_e5m2, 0, 0)
KTORCH__QK_DEF(ktorch__qk4_e5m2, 4, 4, ktorch__qd_e5m2, 0, 0)
KTORCH__QK_DEF(ktorch__qk1_e5m2, 1, 8, ktorch__qd_e5m2, 0, 0)
/* int8_asym: u8 code minus the row's zero point, exact in f32 */
KTORCH__QK_DEF(ktorch__qk8_u8z, 8, 3, ktorch__qd_u8, 0, 1)
KTORCH__QK_DEF(ktorch__qk4_u8z, 4, 4, ktorch__qd_u8, 0, 1)
KTORCH__QK_DEF(ktorch__qk1_u8z, 1, 8, ktorch__qd_u8, 0, 1)

/* Block formats: the block scales of the task's rows and K chunk are first
   made f32 (ktorch__qb_scales); each 16 weights are then decoded and scaled
   like the dequantization (lut[c] * s, one rounding). p: the row's codes at
   the chunk start, k: offset in the chunk (multiple of 16, inside one block). */
KTORCH__T512 static inline __m512 ktorch__qh_mxfp8_e4m3(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    (void)lut16b;
    __m128i b = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + k));
    __mmask16 nan = _mm_cmpeq_epi8_mask(_mm_or_si128(b, _mm_set1_epi8(KTORCH__CAST(char, 0x80))), _mm_set1_epi8(-1));
    __m512 d = _mm512_mul_ps(_mm512_mul_ps(ktorch__qd_e4m3(b), _mm512_set1_ps(256.0f)), _mm512_set1_ps(s));
    (void)lut16;
    return _mm512_mask_blend_ps(nan, d, _mm512_set1_ps(ktorch__bits_f32(0x7FC00000u)));
}
KTORCH__T512 static inline __m512 ktorch__qh_mxfp8_e5m2(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    (void)lut16b;
    (void)lut16;
    return _mm512_mul_ps(ktorch__qd_e5m2(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + k))), _mm512_set1_ps(s));
}
KTORCH__T512 static inline __m512 ktorch__qh_mxint8(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    (void)lut16b;
    (void)lut16;
    return _mm512_mul_ps(ktorch__qd_i8(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + k))), _mm512_set1_ps(s));
}
/* 16 FP4 codes (8 bytes, low nibble first) through the 16-entry table (vpermps
   reads only the low 4 bits of each index: byte i zero-extended to qword i,
   or'ed with itself << 28, holds code 2i in its low dword and 2i + 1 in its
   high one). The table is scaled first: two halves of a 32-block share it. */
KTORCH__T512 static inline __m512 ktorch__qh_fp4(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    (void)lut16b;
    __m512i q = _mm512_cvtepu8_epi64(_mm_loadl_epi64(KTORCH__RCAST(const __m128i *, p + k / 2)));
    return _mm512_permutexvar_ps(_mm512_or_si512(q, _mm512_slli_epi64(q, 28)), _mm512_mul_ps(lut16, _mm512_set1_ps(s)));
}
/* ggml blocks: f16 d, then 32 int8 (q8_0, 34 bytes) or 16 bytes of nibbles with
   element e < 16 in the low nibble of byte e, e >= 16 in the high one of byte
   e - 16 (q4_0, 18 bytes; lut16[c] = c - 8). */
KTORCH__T512 static inline __m512 ktorch__qh_q8_0(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    (void)lut16b;
    (void)lut16;
    return _mm512_mul_ps(ktorch__qd_i8(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + (k / 32) * 34 + 2 + (k & 16)))), _mm512_set1_ps(s));
}
KTORCH__T512 static inline __m512 ktorch__qh_q4_0(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    (void)lut16b;
    __m128i b = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + (k / 32) * 18 + 2));
    __m512i c = _mm512_cvtepu8_epi32(k & 16 ? _mm_srli_epi16(b, 4) : b); /* vpermps reads the low 4 bits */
    return _mm512_permutexvar_ps(c, _mm512_mul_ps(lut16, _mm512_set1_ps(s)));
}
/* 16 FP6 codes (12 bytes, 4 codes per 3 bytes, LSB first): magnitudes through
   the 32-entry table, bit 5 the sign (as ktorch__dq_sub32_512). */
KTORCH__T512 static inline __m512 ktorch__qh_fp6(const uint8_t *p, int64_t k, float s, __m512 lut16, __m512 lut16b) {
    __m128i b = _mm_maskz_loadu_epi8(0x0FFF, p + k / 4 * 3);
    __m128i g = _mm_shuffle_epi8(b, _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1));
    __m512i c = _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), _mm512_castsi128_si512(g));
    __m512 v;
    c = _mm512_srlv_epi32(c, _mm512_setr_epi32(0, 6, 12, 18, 0, 6, 12, 18, 0, 6, 12, 18, 0, 6, 12, 18));
    v = _mm512_permutex2var_ps(lut16, c, lut16b);
    v = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(v), _mm512_slli_epi32(_mm512_and_si512(c, _mm512_set1_epi32(32)), 26)));
    return _mm512_mul_ps(v, _mm512_set1_ps(s));
}
/* acc (+)= x * W over the chunk's kc (whole blocks) elements; s[j]: row j's
   f32 block scales, one per 2^SH elements. */
#define KTORCH__QB_DEF(NAME, MR, NR, HDEC, SH)                                                                         \
    KTORCH__T512 static void NAME(const uint8_t *const *p, const float *const *s, const float *lut, const float *x,    \
                                  int64_t ldx, int64_t kc, float *acc, int64_t lda, int init) {                        \
        __m512 c[MR][NR], lut16 = _mm512_loadu_ps(lut), lut16b = _mm512_loadu_ps(lut + 16);                          \
        int64_t k;                                                                                                     \
        int i, j;                                                                                                      \
        KTORCH__UNROLL for (i = 0; i < MR; i++) KTORCH__UNROLL for (j = 0; j < NR; j++)                              \
            c[i][j] = init ? _mm512_setzero_ps() : _mm512_loadu_ps(acc + (i * lda + j) * 16);                        \
        for (k = 0; k < kc; k += 1 << SH) { /* one block */                                                          \
            int64_t h;                                                                                                 \
            KTORCH__UNROLL for (h = k; h < k + (1 << SH); h += 16) {                                                  \
                __m512 wv[NR];                                                                                         \
                KTORCH__UNROLL for (j = 0; j < NR; j++) wv[j] = HDEC(p[j], h, s[j][k >> SH], lut16, lut16b);                  \
                KTORCH__UNROLL for (i = 0; i < MR; i++) {                                                            \
                    __m512 xv = _mm512_loadu_ps(x + i * ldx + h);                                                      \
                    KTORCH__QK_REG(xv);                                                                                \
                    KTORCH__UNROLL for (j = 0; j < NR; j++) c[i][j] = _mm512_fmadd_ps(xv, wv[j], c[i][j]);           \
                }                                                                                                      \
            }                                                                                                          \
        }                                                                                                              \
        KTORCH__UNROLL for (i = 0; i < MR; i++) KTORCH__UNROLL for (j = 0; j < NR; j++)                              \
            _mm512_storeu_ps(acc + (i * lda + j) * 16, c[i][j]);                                                       \
    }
#define KTORCH__QB_DEF3(FMT, HDEC, SH)                           \
    KTORCH__QB_DEF(ktorch__qb8_##FMT, 8, 3, HDEC, SH)            \
    KTORCH__QB_DEF(ktorch__qb4_##FMT, 4, 4, HDEC, SH)            \
    KTORCH__QB_DEF(ktorch__qb1_##FMT, 1, 4, HDEC, SH)
KTORCH__QB_DEF3(mxfp8_e4m3, ktorch__qh_mxfp8_e4m3, 5)
KTORCH__QB_DEF3(mxfp8_e5m2, ktorch__qh_mxfp8_e5m2, 5)
KTORCH__QB_DEF3(mxint8, ktorch__qh_mxint8, 5)
KTORCH__QB_DEF3(mxfp4, ktorch__qh_fp4, 5)
KTORCH__QB_DEF3(nvfp4, ktorch__qh_fp4, 4)
KTORCH__QB_DEF3(q8_0, ktorch__qh_q8_0, 5)
KTORCH__QB_DEF3(q4_0, ktorch__qh_q4_0, 5)
KTORCH__QB_DEF3(mxfp6, ktorch__qh_fp6, 5)

/* One x row (M = 1, the weight stream): 16 codes decoded to their unscaled
   values (exact), each block's partial dot then scaled once by its block
   scale; 8 W rows interleaved and prefetched 1 KiB ahead (every PFN blocks,
   BB bytes each). E4M3 NaN codes are flagged (return value) instead of
   decoded. */
KTORCH__T512 static inline __m512 ktorch__qu_e4m3(const uint8_t *p, int64_t k, __m512 l0, __m512 l1, unsigned *nan) {
    __m128i b = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + k));
    (void)l0;
    (void)l1;
    if ((k & 31) == 0) /* the whole 32-block in one compare (compares share port 5 with the decode) */
        *nan |= _mm256_cmpeq_epi8_mask(_mm256_or_si256(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, p + k)), _mm256_set1_epi8(KTORCH__CAST(char, 0x80))),
                                       _mm256_set1_epi8(-1));
    return ktorch__qd_e4m3(b);
}
KTORCH__T512 static inline __m512 ktorch__qu_e5m2(const uint8_t *p, int64_t k, __m512 l0, __m512 l1, unsigned *nan) {
    (void)l0;
    (void)l1;
    (void)nan;
    return ktorch__qd_e5m2(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + k)));
}
KTORCH__T512 static inline __m512 ktorch__qu_i8(const uint8_t *p, int64_t k, __m512 l0, __m512 l1, unsigned *nan) {
    (void)l0;
    (void)l1;
    (void)nan;
    return ktorch__qd_i8(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + k)));
}
KTORCH__T512 static inline __m512 ktorch__qu_fp4(const uint8_t *p, int64_t k, __m512 l0, __m512 l1, unsigned *nan) {
    __m512i q = _mm512_cvtepu8_epi64(_mm_loadl_epi64(KTORCH__RCAST(const __m128i *, p + k / 2)));
    (void)l1;
    (void)nan;
    return _mm512_permutexvar_ps(_mm512_or_si512(q, _mm512_slli_epi64(q, 28)), l0);
}
KTORCH__T512 static inline __m512 ktorch__qu_q8_0(const uint8_t *p, int64_t k, __m512 l0, __m512 l1, unsigned *nan) {
    (void)l0;
    (void)l1;
    (void)nan;
    return ktorch__qd_i8(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + (k / 32) * 34 + 2 + (k & 16))));
}
KTORCH__T512 static inline __m512 ktorch__qu_fp6(const uint8_t *p, int64_t k, __m512 l0, __m512 l1, unsigned *nan) {
    (void)nan;
    return ktorch__qh_fp6(p, k, 1.0f, l0, l1);
}
/* a ggml block's f16 d, broadcast: read with the block (GG) instead of by a
   separate pass over the blocks' first bytes, which stalls on each line */
KTORCH__T512 static inline __m512 ktorch__qv_d(const uint8_t *blk) {
    uint16_t d;
    memcpy(&d, blk, 2);
    return _mm512_cvtph_ps(_mm256_set1_epi16(KTORCH__CAST(short, d)));
}
#define KTORCH__QV_DEF(NAME, UDEC, SH, SMUL, BB, PFN, GG)                                                              \
    KTORCH__T512 static int NAME(const uint8_t *const *p, const float *const *s, const float *lut, const float *x,     \
                                 int64_t kc, float *acc, int init) {                                                   \
        __m512 c[8], lut16 = _mm512_loadu_ps(lut), lut16b = _mm512_loadu_ps(lut + 16);                               \
        unsigned nan = 0;                                                                                              \
        int64_t k;                                                                                                     \
        int j;                                                                                                         \
        KTORCH__UNROLL for (j = 0; j < 8; j++) c[j] = init ? _mm512_setzero_ps() : _mm512_loadu_ps(acc + j * 16);    \
        for (k = 0; k < kc; k += 1 << SH) {                                                                            \
            __m512 part[8];                                                                                            \
            int64_t h;                                                                                                 \
            if ((k >> SH) % PFN == 0) KTORCH__UNROLL for (j = 0; j < 8; j++) KTORCH__PREFETCH(p[j] + (k >> SH) * BB + 1024); \
            KTORCH__UNROLL for (h = 0; h < (1 << SH); h += 16) {                                                      \
                __m512 xv = _mm512_loadu_ps(x + k + h);                                                                \
                KTORCH__QK_REG(xv);                                                                                    \
                KTORCH__UNROLL for (j = 0; j < 8; j++) {                                                              \
                    __m512 wv = UDEC(p[j], k + h, lut16, lut16b, &nan);                                                \
                    part[j] = h ? _mm512_fmadd_ps(xv, wv, part[j]) : _mm512_mul_ps(xv, wv);                           \
                }                                                                                                      \
            }                                                                                                          \
            KTORCH__UNROLL for (j = 0; j < 8; j++) {                                                                  \
                /* SMUL in the scale, not the sum (a sum of value * 2^-8 times 256 can overflow where value * s does not) */ \
                c[j] = _mm512_fmadd_ps(part[j], GG ? ktorch__qv_d(p[j] + (k >> SH) * BB) : _mm512_set1_ps(s[j][k >> SH] * SMUL), c[j]); \
            }                                                                                                          \
        }                                                                                                              \
        KTORCH__UNROLL for (j = 0; j < 8; j++) _mm512_storeu_ps(acc + j * 16, c[j]);                                 \
        return nan != 0;                                                                                               \
    }
KTORCH__QV_DEF(ktorch__qv_mxfp8_e4m3, ktorch__qu_e4m3, 5, 256, 32, 2, 0)
KTORCH__QV_DEF(ktorch__qv_mxfp8_e5m2, ktorch__qu_e5m2, 5, 1, 32, 2, 0)
KTORCH__QV_DEF(ktorch__qv_mxint8, ktorch__qu_i8, 5, 1, 32, 2, 0)
KTORCH__QV_DEF(ktorch__qv_nvfp4, ktorch__qu_fp4, 4, 1, 8, 8, 0)
KTORCH__QV_DEF(ktorch__qv_q8_0, ktorch__qu_q8_0, 5, 1, 34, 1, 1)
KTORCH__QV_DEF(ktorch__qv_mxfp6, ktorch__qu_fp6, 5, 1, 24, 2, 0)
/* mxfp4, fewer than 4 x rows: x comes with each 32 elements reordered as
   the 16 even ones, then the 16 odd ones, so 16 bytes of codes give both
   halves by two table lookups (vpermps reads the low 4 bits: the byte, then
   the byte >> 4). nvfp4 (ktorch__qv4_nvfp4): the same 16 bytes are two
   16-blocks, lanes 0-7 of each half the first one's. */
KTORCH__T512 static KTORCH__AI int ktorch__qv4_fp4(const uint8_t *const *p, const float *const *s, const float *lut, const float *x,
                                               int64_t kc, float *acc, int init, int nv) {
    __m512 c[8], lut16 = _mm512_loadu_ps(lut);
    int64_t k;
    int j;
    KTORCH__UNROLL for (j = 0; j < 8; j++) c[j] = init ? _mm512_setzero_ps() : _mm512_loadu_ps(acc + j * 16);
    for (k = 0; k < kc; k += 32) {
        __m512 xe = _mm512_loadu_ps(x + k), xo = _mm512_loadu_ps(x + k + 16);
        KTORCH__QK_REG(xe);
        KTORCH__QK_REG(xo);
        if ((k & 127) == 0) KTORCH__UNROLL for (j = 0; j < 8; j++) KTORCH__PREFETCH(p[j] + k / 2 + 1024);
        KTORCH__UNROLL for (j = 0; j < 8; j++) {
            __m512i b = _mm512_cvtepu8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p[j] + k / 2)));
            __m512 part = _mm512_mul_ps(xe, _mm512_permutexvar_ps(b, lut16));
            part = _mm512_fmadd_ps(xo, _mm512_permutexvar_ps(_mm512_srli_epi32(b, 4), lut16), part);
            const __m512 sc = nv ? _mm512_mask_mov_ps(_mm512_set1_ps(s[j][k >> 4]), 0xFF00, _mm512_set1_ps(s[j][(k >> 4) + 1]))
                                 : _mm512_set1_ps(s[j][k >> 5]);
            c[j] = _mm512_fmadd_ps(part, sc, c[j]);
        }
    }
    KTORCH__UNROLL for (j = 0; j < 8; j++) _mm512_storeu_ps(acc + j * 16, c[j]);
    return 0;
}

KTORCH__T512 static int ktorch__qv4_mxfp4(const uint8_t *const *p, const float *const *s, const float *lut, const float *x,
                                        int64_t kc, float *acc, int init) {
    return ktorch__qv4_fp4(p, s, lut, x, kc, acc, init, 0);
}
KTORCH__T512 static int ktorch__qv4_nvfp4(const uint8_t *const *p, const float *const *s, const float *lut, const float *x,
                                        int64_t kc, float *acc, int init) {
    return ktorch__qv4_fp4(p, s, lut, x, kc, acc, init, 1);
}
/* q4_0, fewer than 4 x rows: each block's 16 bytes zero-extended once to 16
   dwords give both halves (vpermps reads the low 4 bits: the byte, then the
   byte >> 4); the f16 d of 16 blocks at a time by one gather (4 bytes at each
   block start, inside the block) and one conversion, then broadcast from the
   stack: port 5 then does 3 shuffles per block and row instead of 6. */
KTORCH__T512 static int ktorch__qv4_q4_0(const uint8_t *const *p, const float *const *s, const float *lut, const float *x,
                                       int64_t kc, float *acc, int init) {
    __m512 c[8], lut16 = _mm512_loadu_ps(lut);
    const __m512i off = _mm512_setr_epi32(0, 18, 36, 54, 72, 90, 108, 126, 144, 162, 180, 198, 216, 234, 252, 270);
    float ds[8][16];
    int64_t k;
    int j;
    (void)s;
    KTORCH__UNROLL for (j = 0; j < 8; j++) c[j] = init ? _mm512_setzero_ps() : _mm512_loadu_ps(acc + j * 16);
    for (k = 0; k < kc; k += 32) {
        __m512 xl = _mm512_loadu_ps(x + k), xh = _mm512_loadu_ps(x + k + 16);
        const int64_t b = k / 32;
        if (b % 16 == 0) {
            const __mmask16 lm = ktorch__m16(kc / 32 - b);
            KTORCH__UNROLL for (j = 0; j < 8; j++) {
                __m512i g = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), lm, off, p[j] + b * 18, 1);
                _mm512_storeu_ps(ds[j], _mm512_cvtph_ps(_mm512_cvtepi32_epi16(g)));
            }
        }
        KTORCH__QK_REG(xl);
        KTORCH__QK_REG(xh);
        if (b % 3 == 0) KTORCH__UNROLL for (j = 0; j < 8; j++) KTORCH__PREFETCH(p[j] + b * 18 + 1024);
        KTORCH__UNROLL for (j = 0; j < 8; j++) {
            __m512i q = _mm512_cvtepu8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p[j] + b * 18 + 2)));
            __m512 part = _mm512_mul_ps(xl, _mm512_permutexvar_ps(q, lut16));
            part = _mm512_fmadd_ps(xh, _mm512_permutexvar_ps(_mm512_srli_epi32(q, 4), lut16), part);
            c[j] = _mm512_fmadd_ps(part, _mm512_set1_ps(ds[j][b % 16]), c[j]);
        }
    }
    KTORCH__UNROLL for (j = 0; j < 8; j++) _mm512_storeu_ps(acc + j * 16, c[j]);
    return 0;
}

/* Which kernel family runs W (-1: none, use the dequantizing path): 0 int8,
   1 fp8_e4m3, 2 fp8_e5m2, 3 int8_asym (one scale per W row), 4.. the block
   formats of bfns. */
static int ktorch__qk_kind(const ktorch__qview *v) {
    ktorch_dtype e = v->f->elem;
    if (v->kind == KTORCH__QK_INT8 || v->kind == KTORCH__QK_FP8 || v->kind == KTORCH__QK_ASYM) {
        if (!(v->gran == KTORCH_QUANT_PER_TENSOR || (v->gran == KTORCH_QUANT_PER_CHANNEL && !v->axis_last))) return -1;
        return v->kind == KTORCH__QK_ASYM ? 3 : e == KTORCH_I8 ? 0 : e == KTORCH_FP8_E4M3 ? 1 : 2;
    }
    if (v->K % 32 != 0 && !(v->kind == KTORCH__QK_NVFP4 && v->K % 16 == 0)) return -1; /* whole blocks only */
    if (v->kind == KTORCH__QK_MX)
        return e == KTORCH_FP8_E4M3 ? 4 : e == KTORCH_FP8_E5M2 ? 5 : e == KTORCH_I8 ? 6 : e == KTORCH_F4_E2M1 ? 7 : e == KTORCH_F6_E2M3 || e == KTORCH_F6_E3M2 ? 11 : -1;
    return v->kind == KTORCH__QK_NVFP4 ? 8 : v->kind == KTORCH__QK_Q8_0 ? 9 : v->kind == KTORCH__QK_Q4_0 ? 10 : -1;
}
typedef int (*ktorch__qk_fn)(const float *, int64_t, const uint8_t *const *, const float *, int64_t, float *, int64_t, int, int);
typedef void (*ktorch__qb_fn)(const uint8_t *const *, const float *const *, const float *, const float *, int64_t, int64_t, float *, int64_t, int);
typedef int (*ktorch__qv_fn)(const uint8_t *const *, const float *const *, const float *, const float *, int64_t, float *, int);

typedef struct ktorch__qkjob {
    const ktorch__qview *v;
    const float *x;
    float *y, *scratch; /* scratch: per thread KTORCH__QK_MB * KTORCH__QK_NBT * 16 */
    int64_t M, N, K, kc, ldx;
    ktorch__qk_fn fn[3]; /* MR = 8, 4, 1: int8 / fp8 with row scales */
    ktorch__qb_fn bfn[3]; /* the same for block formats (fn[0] NULL) */
    ktorch__qv_fn vfn;    /* block formats, one x row */
    int ggml;             /* q8_0 / q4_0 */
    float smul;          /* 256 for E4M3 (decoded as value * 2^-8) */
    float lut[32];       /* FP4 values, FP6 magnitudes, or c - 8 for q4_0 */
} ktorch__qkjob;

/* Codes of row r at element k0 (a multiple of the block) of a block format. */
static const uint8_t *ktorch__qb_codes(const ktorch__qview *v, int64_t r, int64_t k0) {
    if (v->kind == KTORCH__QK_Q8_0 || v->kind == KTORCH__QK_Q4_0)
        return v->data + (r * (v->K / 32) + k0 / 32) * (v->kind == KTORCH__QK_Q8_0 ? 34 : 18);
    if (v->f->elem == KTORCH_F4_E2M1) return v->data + (r * v->K + k0) / 2;
    if (v->f->elem == KTORCH_F6_E2M3 || v->f->elem == KTORCH_F6_E3M2) return v->data + (r * v->K + k0) / 4 * 3;
    return v->data + r * v->K + k0;
}
/* f32 block scales of row r for elements [k0, k0 + kc), the values the
   dequantization uses: E8M0 2^(X - 127) (subnormal for X = 0; 0xFF is NaN;
   mxint8 codes are value * 64, so 2^(X - 133)), nvfp4 E4M3 * tensor scale, and
   the f16 d of ggml blocks; 16 blocks at a time. */
KTORCH__T512 static void ktorch__qb_scales(const ktorch__qview *v, int64_t r, int64_t k0, int64_t kc, float *s) {
    int64_t b, bs = v->kind == KTORCH__QK_NVFP4 ? 16 : 32, nb = kc / bs;
    int ggml = v->kind == KTORCH__QK_Q8_0 || v->kind == KTORCH__QK_Q4_0, bias = v->f->elem == KTORCH_I8 ? 133 : 127;
    const uint8_t *blk = ktorch__qb_codes(v, r, k0), *sc8 = ggml ? NULL : v->s8 + r * v->nblk + k0 / bs; /* ggml blocks hold their scales */
    __m512 qnan = _mm512_set1_ps(ktorch__bits_f32(0x7FC00000u));
    for (b = 0; b < nb; b += 16) {
        __mmask16 lm = ktorch__m16(nb - b);
        __m512 f;
        if (ggml) { /* plain loads: a gather of the blocks' first bytes stalls on each line's first touch */
            const int64_t bsz = v->kind == KTORCH__QK_Q8_0 ? 34 : 18;
            uint16_t d[16];
            int i;
            for (i = 0; i < 16; i++) {
                d[i] = 0;
                if (b + i < nb) memcpy(&d[i], blk + (b + i) * bsz, 2);
            }
            f = _mm512_cvtph_ps(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, d)));
        } else if (v->kind == KTORCH__QK_NVFP4) {
            __m128i c = _mm_maskz_loadu_epi8(lm, sc8 + b);
            __mmask16 nan = _mm_cmpeq_epi8_mask(_mm_or_si128(c, _mm_set1_epi8(KTORCH__CAST(char, 0x80))), _mm_set1_epi8(-1));
            f = _mm512_mul_ps(_mm512_mul_ps(ktorch__qd_e4m3(c), _mm512_set1_ps(256.0f)), _mm512_set1_ps(v->ts));
            f = _mm512_mask_blend_ps(nan, f, qnan);
        } else {
            __m512i c = _mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(lm, sc8 + b)), e = _mm512_sub_epi32(c, _mm512_set1_epi32(bias));
            __m512i nrm = _mm512_slli_epi32(_mm512_add_epi32(e, _mm512_set1_epi32(127)), 23);
            __m512i sub = _mm512_sllv_epi32(_mm512_set1_epi32(1), _mm512_add_epi32(e, _mm512_set1_epi32(149)));
            f = _mm512_castsi512_ps(_mm512_mask_blend_epi32(_mm512_cmpge_epi32_mask(e, _mm512_set1_epi32(-126)), sub, nrm));
            f = _mm512_mask_blend_ps(_mm512_cmpeq_epi32_mask(c, _mm512_set1_epi32(255)), f, qnan);
        }
        _mm512_mask_storeu_ps(s + b, lm, f);
    }
}

KTORCH__T512 static void ktorch__qk_task(void *arg, int64_t t, int thread) {
    const ktorch__qkjob *j = KTORCH__CAST(const ktorch__qkjob *, arg);
    const ktorch__qview *v = j->v;
    const int64_t NBT = KTORCH__QK_NBT, K = j->K;
    int64_t n0 = t * NBT, nb = KTORCH__MIN(NBT, j->N - n0), mb0, k0, m0, jj, m;
    float *acc = j->scratch + KTORCH__CAST(int64_t, thread) * KTORCH__QK_SCRATCH, *stab = acc + KTORCH__QK_MB * NBT * 16;
    char nanrow[KTORCH__QK_NBT];
    memset(nanrow, 0, sizeof nanrow);
    for (mb0 = 0; mb0 < j->M; mb0 += KTORCH__QK_MB) {
        int64_t mb = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__QK_MB), j->M - mb0);
        for (k0 = 0; k0 < K; k0 += j->kc) {
            int64_t kc = KTORCH__MIN(j->kc, K - k0);
            if (!j->fn[0] && !(mb < 4 && j->ggml)) /* one x row of ggml blocks: the kernel reads d */
                for (jj = 0; jj < nb; jj++) ktorch__qb_scales(v, n0 + jj, k0, kc, stab + jj * (KTORCH__QK_KCMAX / 16));
            for (m0 = 0; m0 < mb;) {
                int64_t rem = mb - m0;
                int mr = rem >= 8 ? 8 : rem >= 4 ? 4 : 1, nr = mr == 8 ? 3 : mr == 4 || !(j->fn[0] || j->vfn) ? 4 : 8, r;
                ktorch__qk_fn fn = j->fn[mr == 8 ? 0 : mr == 4 ? 1 : 2];
                for (jj = 0; jj < nb; jj += nr) {
                    const uint8_t *w[8];
                    float zf[8];
                    if (!fn) {
                        const float *sr[8];
                        for (r = 0; r < nr; r++) {
                            int64_t rr = KTORCH__MIN(jj + r, nb - 1);
                            w[r] = ktorch__qb_codes(v, n0 + rr, k0);
                            sr[r] = stab + rr * (KTORCH__QK_KCMAX / 16);
                        }
                        if (nr == 8) {
                            if (j->vfn(w, sr, j->lut, j->x + (mb0 + m0) * j->ldx + k0, kc, acc + (m0 * NBT + jj) * 16, k0 == 0))
                                for (r = 0; r < nr && jj + r < nb; r++) { /* E4M3 NaN codes: which rows */
                                    int64_t kk;
                                    for (kk = 0; kk < kc; kk++) nanrow[jj + r] |= (w[r][kk] & 0x7F) == 0x7F;
                                }
                            continue;
                        }
                        j->bfn[mr == 8 ? 0 : mr == 4 ? 1 : 2](w, sr, j->lut, j->x + (mb0 + m0) * j->ldx + k0, j->ldx, kc, acc + (m0 * NBT + jj) * 16, NBT, k0 == 0);
                        continue;
                    }
                    for (r = 0; r < nr; r++) {
                        int64_t rr = n0 + KTORCH__MIN(jj + r, nb - 1);
                        w[r] = v->data + rr * K + k0;
                        zf[r] = v->zp ? KTORCH__CAST(float, v->zp[ktorch__qv_sidx(v, rr, 0)]) : 0.0f;
                    }
                    if (fn(j->x + (mb0 + m0) * j->ldx + k0, j->ldx, w, zf, kc, acc + (m0 * NBT + jj) * 16, NBT, k0 == 0, mb0 == 0 && m0 == 0) &&
                        mb0 == 0 && m0 == 0)
                        for (r = 0; r < nr && jj + r < nb; r++) {
                            int64_t kk;
                            for (kk = 0; kk < kc; kk++) nanrow[jj + r] |= (w[r][kk] & 0x7F) == 0x7F;
                        }
                }
                m0 += mr;
            }
        }
        for (m = 0; m < mb; m++)
            for (jj = 0; jj < nb; jj++) {
                float s = j->fn[0] ? v->sf32[ktorch__qv_sidx(v, n0 + jj, 0)] * j->smul : 1.0f;
                j->y[(mb0 + m) * j->N + n0 + jj] = nanrow[jj] ? ktorch__bits_f32(0x7FC00000u) : ktorch__hsum_512(_mm512_loadu_ps(acc + (m * NBT + jj) * 16)) * s;
            }
    }
}
KTORCH__SIMD_WARNINGS_ON
#endif

#if defined(KTORCH__X86)
KTORCH__SIMD_WARNINGS_OFF
/* ---- qmatmul at M = 1 from codes (AVX2) -----------------------------------------
   The weight stream of one x row: 8 codes at a time decoded in registers to
   their unscaled values (exact), summed per block against x, each block's sum
   then multiplied once by its scale (row scales: once per output). 4 W rows
   at a time, prefetched 1 KiB ahead. x is first copied in the order the
   decode yields the codes, multiplied by 2^xe (exact: checked) to absorb the
   decode's constant factor:
   - 4-bit codes: 16 bytes broadcast to both lanes, low nibbles in lane 0, high
     in lane 1, looked up (vpshufb) as int8 values (q4_0: c - 8; FP4: 2 x the
     E2M1 value), then 4 bytes of each lane moved to the top byte of 4 dwords
     and converted: value * 2^24;
   - FP6 made f16 words by a byte shuffle and a multiply (ktorch__a2_fp6);
   - E4M3 through f16 (value * 2^-8; NaN codes flagged), E5M2 the top byte of
     an f16, int8 / u8 sign- / zero-extended. */
typedef struct ktorch__a2job {
    const ktorch__qview *v;
    const float *x; /* x rows (ldx apart), reordered and scaled for the kind */
    float *y, *scratch;
    int64_t M, Mp, N, K, ldx; /* Mp: M rounded up to 4 (M >= 2) */
    int kind; /* ktorch__qk_kind */
    float stab[256]; /* block scale of each scale code (E8M0, or E4M3 times the tensor scale) */
} ktorch__a2job;

#define KTORCH__A2_RB 16 /* W rows per task */
KTORCH__T_AVX2 static inline float ktorch__hsum_avx2(__m256 v) {
    __m128 b = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    b = _mm_add_ps(b, _mm_movehl_ps(b, b));
    return _mm_cvtss_f32(_mm_add_ss(b, _mm_shuffle_ps(b, b, 1)));
}
KTORCH__T_AVX2 static inline __m256 ktorch__a2_i8(const uint8_t *p) {
    return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64(KTORCH__RCAST(const __m128i *, p))));
}
KTORCH__T_AVX2 static inline __m256 ktorch__a2_u8(const uint8_t *p) {
    return _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_loadl_epi64(KTORCH__RCAST(const __m128i *, p))));
}
KTORCH__T_AVX2 static inline __m256 ktorch__a2_e5m2(const uint8_t *p) {
    return _mm256_cvtph_ps(_mm_slli_epi16(_mm_cvtepu8_epi16(_mm_loadl_epi64(KTORCH__RCAST(const __m128i *, p))), 8));
}
KTORCH__T_AVX2 static inline __m256 ktorch__a2_e4m3(const uint8_t *p) {
    __m128i h = _mm_slli_epi16(_mm_cvtepi8_epi16(_mm_loadl_epi64(KTORCH__RCAST(const __m128i *, p))), 7);
    return _mm256_cvtph_ps(_mm_and_si128(h, _mm_set1_epi16(KTORCH__CAST(short, 0xBFFF))));
}
/* 32 byte codes from p: sum of x * dec(code) added to a; E4M3 NaN codes or'ed into *nan */
#define KTORCH__A2_BYTES(NAME, DEC, E4M3, ZP)                                                                             \
    KTORCH__T_AVX2 static inline __m256 NAME(const uint8_t *p, const float *x, __m256 a, __m256 z, __m256i *nan) {        \
        int t;                                                                                                            \
        if (E4M3) {                                                                                                       \
            __m256i b = _mm256_or_si256(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, p)), _mm256_set1_epi8(KTORCH__CAST(char, 0x80))); \
            *nan = _mm256_or_si256(*nan, _mm256_cmpeq_epi8(b, _mm256_set1_epi8(-1)));                                  \
        }                                                                                                                 \
        KTORCH__UNROLL for (t = 0; t < 4; t++) {                                                                          \
            __m256 w = DEC(p + 8 * t);                                                                                    \
            if (ZP) w = _mm256_sub_ps(w, z);                                                                              \
            a = _mm256_fmadd_ps(_mm256_loadu_ps(x + 8 * t), w, a);                                                        \
        }                                                                                                                 \
        (void)z;                                                                                                          \
        (void)nan;                                                                                                        \
        return a;                                                                                                         \
    }
KTORCH__A2_BYTES(ktorch__a2b_i8, ktorch__a2_i8, 0, 0)
KTORCH__A2_BYTES(ktorch__a2b_u8z, ktorch__a2_u8, 0, 1)
KTORCH__A2_BYTES(ktorch__a2b_e4m3, ktorch__a2_e4m3, 1, 0)
KTORCH__A2_BYTES(ktorch__a2b_e5m2, ktorch__a2_e5m2, 0, 0)
/* 4-bit codes, b holding 16 bytes in both lanes (T = 4: 32 codes) or 8 (T = 2:
   16 codes): lane 0 low nibbles, lane 1 high ones, through the int8 table;
   vector t gets bytes 4t..4t+3 of each lane in the top byte of its dwords */
#define KTORCH__A2_SPREAD(t)                                                                                              \
    _mm256_setr_epi8(-1, -1, -1, 4 * t, -1, -1, -1, 4 * t + 1, -1, -1, -1, 4 * t + 2, -1, -1, -1, 4 * t + 3, -1, -1, -1, \
                     4 * t, -1, -1, -1, 4 * t + 1, -1, -1, -1, 4 * t + 2, -1, -1, -1, 4 * t + 3)
KTORCH__T_AVX2 static inline __m256 ktorch__a2_nib(__m256i b, const float *x, __m256 a, __m256i lut, int T) {
    __m256i c = _mm256_and_si256(_mm256_srlv_epi32(b, _mm256_setr_epi32(0, 0, 0, 0, 4, 4, 4, 4)), _mm256_set1_epi8(15));
    __m256i v = _mm256_shuffle_epi8(lut, c);
    a = _mm256_fmadd_ps(_mm256_loadu_ps(x), _mm256_cvtepi32_ps(_mm256_shuffle_epi8(v, KTORCH__A2_SPREAD(0))), a);
    a = _mm256_fmadd_ps(_mm256_loadu_ps(x + 8), _mm256_cvtepi32_ps(_mm256_shuffle_epi8(v, KTORCH__A2_SPREAD(1))), a);
    if (T == 4) {
        a = _mm256_fmadd_ps(_mm256_loadu_ps(x + 16), _mm256_cvtepi32_ps(_mm256_shuffle_epi8(v, KTORCH__A2_SPREAD(2))), a);
        a = _mm256_fmadd_ps(_mm256_loadu_ps(x + 24), _mm256_cvtepi32_ps(_mm256_shuffle_epi8(v, KTORCH__A2_SPREAD(3))), a);
    }
    return a;
}
/* 24 bytes of FP6 codes (32 codes), bytes 0-15 in lane 0 and 8-23 in lane 1,
   to f16 words: each 3-byte group (4 codes, LSB first) gives the words
   [b0 b1] [b0 b1] [b1 b2] [b2 0], multiplied to put each code's bit 0 at bit 7
   (E2M3) or 8 (E3M2); the magnitude bits are then the f16 exponent and top
   mantissa bits, the sign moves to bit 15. The f16 is the value times 2^-14
   (E2M3) or 2^-12 (E3M2), subnormals included. Codes come out in order. */
#define KTORCH__A2_W6(o) (o), (o) + 1, (o), (o) + 1, (o) + 1, (o) + 2, (o) + 2, -1
KTORCH__T_AVX2 static inline __m256i ktorch__a2_fp6w(const uint8_t *p, int h, int e3m2) {
    const __m256i b = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, p))),
                                              _mm_loadu_si128(KTORCH__RCAST(const __m128i *, p + 8)), 1);
    const __m256i mul = e3m2 ? _mm256_setr_epi16(256, 4, 16, 64, 256, 4, 16, 64, 256, 4, 16, 64, 256, 4, 16, 64)
                             : _mm256_setr_epi16(128, 2, 8, 32, 128, 2, 8, 32, 128, 2, 8, 32, 128, 2, 8, 32);
    const __m256i mm = _mm256_set1_epi16(e3m2 ? 0x1F00 : 0x0F80), sm = _mm256_set1_epi16(e3m2 ? 0x2000 : 0x1000);
    const __m256i g = h ? _mm256_setr_epi8(KTORCH__A2_W6(6), KTORCH__A2_W6(9), KTORCH__A2_W6(10), KTORCH__A2_W6(13))
                        : _mm256_setr_epi8(KTORCH__A2_W6(0), KTORCH__A2_W6(3), KTORCH__A2_W6(4), KTORCH__A2_W6(7));
    __m256i t = _mm256_mullo_epi16(_mm256_shuffle_epi8(b, g), mul);
    return _mm256_or_si256(_mm256_and_si256(t, mm), _mm256_slli_epi16(_mm256_and_si256(t, sm), e3m2 ? 2 : 3));
}
KTORCH__T_AVX2 static inline __m256 ktorch__a2_fp6(const uint8_t *p, const float *x, __m256 a, int e3m2) {
    int h;
    KTORCH__UNROLL for (h = 0; h < 2; h++) {
        const __m256i t = ktorch__a2_fp6w(p, h, e3m2);
        a = _mm256_fmadd_ps(_mm256_loadu_ps(x + 8 * h), _mm256_cvtph_ps(_mm256_castsi256_si128(t)), a);
        a = _mm256_fmadd_ps(_mm256_loadu_ps(x + 16 + 8 * h), _mm256_cvtph_ps(_mm256_extracti128_si256(t, 1)), a);
    }
    return a;
}
static inline long long ktorch__a2_ld64(const uint8_t *p) {
    long long u;
    memcpy(&u, p, 8);
    return u;
}
/* 4 W rows: out[j] = sum over the row of x * code (block formats: each block's
   sum times its scale); returns nonzero when an E4M3 NaN code was read.
   p: the rows' codes, sc: their block scale codes, zv: zero points (int8_asym). */
#define KTORCH__A2_DEF(NAME, BS, BB, PF, BODY)                                                                            \
    KTORCH__T_AVX2 static int NAME(const ktorch__a2job *q, const uint8_t *const *p, const uint8_t *const *sc, const __m256 *zv, float *out) { \
        __m256 c[4];                                                                                                      \
        __m256i nan = _mm256_setzero_si256();                                                                             \
        const __m256i lut = _mm256_setr_epi8(-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12); \
        const int64_t nb = q->K / (BS);                                                                                   \
        int64_t b;                                                                                                        \
        int j;                                                                                                            \
        KTORCH__UNROLL for (j = 0; j < 4; j++) c[j] = _mm256_setzero_ps();                                               \
        for (b = 0; b < nb; b++) {                                                                                        \
            const float *xb = q->x + b * (BS);                                                                            \
            if (b % (PF) == 0) KTORCH__UNROLL for (j = 0; j < 4; j++) KTORCH__PREFETCH(p[j] + b * (BB) + 1024);          \
            KTORCH__UNROLL for (j = 0; j < 4; j++) {                                                                      \
                const uint8_t *blk = p[j] + b * (BB);                                                                     \
                BODY;                                                                                                     \
            }                                                                                                             \
        }                                                                                                                 \
        KTORCH__UNROLL for (j = 0; j < 4; j++) out[j] = ktorch__hsum_avx2(c[j]);                                         \
        (void)sc;                                                                                                         \
        (void)zv;                                                                                                         \
        (void)lut;                                                                                                        \
        return !_mm256_testz_si256(nan, nan);                                                                             \
    }
#define KTORCH__A2_ROW(DEC) c[j] = DEC(blk, xb, c[j], zv[j], &nan)
#define KTORCH__A2_MX(PART) c[j] = _mm256_fmadd_ps(PART, _mm256_broadcast_ss(q->stab + sc[j][b]), c[j])
#define KTORCH__A2_D(PART) c[j] = _mm256_fmadd_ps(PART, _mm256_cvtph_ps(_mm_set1_epi16(KTORCH__CAST(short, blk[0] | (blk[1] << 8)))), c[j])
#define KTORCH__A2_Z _mm256_setzero_ps()
#define KTORCH__A2_B16(o) _mm256_broadcastsi128_si256(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, blk + (o))))
KTORCH__A2_DEF(ktorch__a2_k_i8, 32, 32, 2, KTORCH__A2_ROW(ktorch__a2b_i8))
KTORCH__A2_DEF(ktorch__a2_k_e4m3, 32, 32, 2, KTORCH__A2_ROW(ktorch__a2b_e4m3))
KTORCH__A2_DEF(ktorch__a2_k_e5m2, 32, 32, 2, KTORCH__A2_ROW(ktorch__a2b_e5m2))
KTORCH__A2_DEF(ktorch__a2_k_u8z, 32, 32, 2, KTORCH__A2_ROW(ktorch__a2b_u8z))
KTORCH__A2_DEF(ktorch__a2_k_mx_e4m3, 32, 32, 2, KTORCH__A2_MX(ktorch__a2b_e4m3(blk, xb, KTORCH__A2_Z, KTORCH__A2_Z, &nan)))
KTORCH__A2_DEF(ktorch__a2_k_mx_e5m2, 32, 32, 2, KTORCH__A2_MX(ktorch__a2b_e5m2(blk, xb, KTORCH__A2_Z, KTORCH__A2_Z, &nan)))
KTORCH__A2_DEF(ktorch__a2_k_mxint8, 32, 32, 2, KTORCH__A2_MX(ktorch__a2b_i8(blk, xb, KTORCH__A2_Z, KTORCH__A2_Z, &nan)))
KTORCH__A2_DEF(ktorch__a2_k_mxfp4, 32, 16, 4, KTORCH__A2_MX(ktorch__a2_nib(KTORCH__A2_B16(0), xb, KTORCH__A2_Z, _mm256_permute2x128_si256(lut, lut, 0x11), 4)))
KTORCH__A2_DEF(ktorch__a2_k_nvfp4, 16, 8, 8, KTORCH__A2_MX(ktorch__a2_nib(_mm256_set1_epi64x(ktorch__a2_ld64(blk)), xb, KTORCH__A2_Z, _mm256_permute2x128_si256(lut, lut, 0x11), 2)))
KTORCH__A2_DEF(ktorch__a2_k_q8_0, 32, 34, 2, KTORCH__A2_D(ktorch__a2b_i8(blk + 2, xb, KTORCH__A2_Z, KTORCH__A2_Z, &nan)))
KTORCH__A2_DEF(ktorch__a2_k_q4_0, 32, 18, 4, KTORCH__A2_D(ktorch__a2_nib(KTORCH__A2_B16(2), xb, KTORCH__A2_Z, _mm256_permute2x128_si256(lut, lut, 0), 4)))
KTORCH__A2_DEF(ktorch__a2_k_mxfp6, 32, 24, 3, KTORCH__A2_MX(ktorch__a2_fp6(blk, xb, KTORCH__A2_Z, 0)))
KTORCH__A2_DEF(ktorch__a2_k_mxfp6b, 32, 24, 3, KTORCH__A2_MX(ktorch__a2_fp6(blk, xb, KTORCH__A2_Z, 1)))
typedef int (*ktorch__a2_fn)(const ktorch__a2job *, const uint8_t *const *, const uint8_t *const *, const __m256 *, float *);

KTORCH__T_AVX2 static void ktorch__a2_task(void *arg, int64_t t, int thread) {
    static const ktorch__a2_fn fns[13] = {ktorch__a2_k_i8,    ktorch__a2_k_e4m3,   ktorch__a2_k_e5m2,   ktorch__a2_k_u8z,
                                          ktorch__a2_k_mx_e4m3, ktorch__a2_k_mx_e5m2, ktorch__a2_k_mxint8, ktorch__a2_k_mxfp4,
                                          ktorch__a2_k_nvfp4, ktorch__a2_k_q8_0,  ktorch__a2_k_q4_0,   ktorch__a2_k_mxfp6, ktorch__a2_k_mxfp6b};
    const ktorch__a2job *j = KTORCH__CAST(const ktorch__a2job *, arg);
    const ktorch__qview *v = j->v;
    const int64_t K = j->K, n0 = t * KTORCH__A2_RB, n1 = KTORCH__MIN(j->N, n0 + KTORCH__A2_RB), kv = K / 32 * 32;
    const int rowfmt = j->kind < 4, e4m3 = j->kind == 1 || j->kind == 4;
    int64_t r, k;
    (void)thread;
    for (r = n0; r < n1; r += 4) {
        const uint8_t *p[4], *sc[4];
        __m256 zv[4];
        float out[4];
        int i, nan;
        for (i = 0; i < 4; i++) {
            int64_t rr = KTORCH__MIN(r + i, n1 - 1);
            p[i] = rowfmt ? v->data + rr * K : ktorch__qb_codes(v, rr, 0);
            sc[i] = v->s8 ? v->s8 + rr * v->nblk : NULL;
            zv[i] = _mm256_set1_ps(v->zp && rowfmt ? KTORCH__CAST(float, v->zp[ktorch__qv_sidx(v, rr, 0)]) : 0.0f);
        }
        nan = fns[j->kind == 11 && v->f->elem == KTORCH_F6_E3M2 ? 12 : j->kind](j, p, sc, zv, out);
        for (i = 0; i < 4 && r + i < n1; i++) {
            float acc = out[i], s = 1.0f;
            if (rowfmt) { /* row scale; codes past the last 32 */
                int64_t si = ktorch__qv_sidx(v, r + i, 0);
                float tail = 0.0f, z = v->zp ? KTORCH__CAST(float, v->zp[si]) : 0.0f;
                for (k = kv; k < K; k++) {
                    uint8_t c = p[i][k];
                    tail += j->x[k] * (j->kind == 0 ? KTORCH__CAST(float, KTORCH__CAST(int8_t, c)) : j->kind == 3 ? KTORCH__CAST(float, c) - z : v->lut[c]);
                }
                s = v->sf32[si];
                acc = (acc + tail) * s;
            }
            if (nan && e4m3) { /* E4M3 NaN codes: which rows */
                const int64_t n = rowfmt ? K : v->K;
                for (k = 0; k < n; k++)
                    if ((p[i][k] & 0x7F) == 0x7F) acc = ktorch__bits_f32(0x7FC00000u);
            }
            j->y[r + i] = acc;
        }
    }
}

/* Several x rows (M >= 2): a tile of 4 x rows by 2 W rows; each 8 decoded
   weights, multiplied by their block scale (the dequantization's rounding),
   serve 4 multiply-adds. x rows are copied (zero rows up to a multiple of 4,
   4-bit formats reordered as above, not scaled) and K is cut in chunks that
   keep 4 x rows in L1; the sums stay vectors in the thread's scratch between
   chunks. */
#define KTORCH__A4_KC 512  /* K chunk, a multiple of 32 */
#define KTORCH__A4_MB 64   /* x rows per pass over a task's W rows */
#define KTORCH__A4_SCRATCH (KTORCH__A4_MB / 4 * (KTORCH__A2_RB / 2) * 64) /* floats per thread */
#define KTORCH__A4_DEF(NAME, BS, BB, PREP, GET, E4)                                                                       \
    KTORCH__T_AVX2 static int NAME(const ktorch__a2job *q, const uint8_t *const *p, const uint8_t *const *sc, const __m256 *zv, \
                                   const float *x, int64_t ldx, int64_t b0, int64_t b1, float *acc, int init) {           \
        __m256 c[4][2], s[2];                                                                                             \
        __m256i v[2], u[2], nan = _mm256_setzero_si256();                                                                 \
        const __m256i lut = _mm256_setr_epi8(-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12); \
        int64_t b;                                                                                                        \
        int i, j, h;                                                                                                      \
        KTORCH__UNROLL for (i = 0; i < 4; i++) KTORCH__UNROLL for (j = 0; j < 2; j++)                                    \
            c[i][j] = init ? _mm256_setzero_ps() : _mm256_loadu_ps(acc + (i * 2 + j) * 8);                               \
        for (b = b0; b < b1; b++) {                                                                                       \
            const float *xb = x + b * (BS);                                                                               \
            KTORCH__UNROLL for (j = 0; j < 2; j++) {                                                                      \
                const uint8_t *blk = p[j] + b * (BB);                                                                     \
                (void)blk;                                                                                                \
                if (E4) nan = _mm256_or_si256(nan, _mm256_cmpeq_epi8(_mm256_or_si256(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, blk)), \
                                                                                     _mm256_set1_epi8(KTORCH__CAST(char, 0x80))), _mm256_set1_epi8(-1))); \
                PREP;                                                                                                     \
            }                                                                                                             \
            KTORCH__UNROLL for (h = 0; h < (BS) / 8; h++) {                                                               \
                __m256 w[2];                                                                                              \
                KTORCH__UNROLL for (j = 0; j < 2; j++) {                                                                  \
                    const uint8_t *blk = p[j] + b * (BB);                                                                 \
                    (void)blk;                                                                                            \
                    w[j] = GET;                                                                                           \
                }                                                                                                         \
                KTORCH__UNROLL for (i = 0; i < 4; i++) {                                                                  \
                    __m256 xv = _mm256_loadu_ps(xb + i * ldx + 8 * h);                                                    \
                    c[i][0] = _mm256_fmadd_ps(xv, w[0], c[i][0]);                                                         \
                    c[i][1] = _mm256_fmadd_ps(xv, w[1], c[i][1]);                                                         \
                }                                                                                                         \
            }                                                                                                             \
        }                                                                                                                 \
        KTORCH__UNROLL for (i = 0; i < 4; i++) KTORCH__UNROLL for (j = 0; j < 2; j++)                                    \
            _mm256_storeu_ps(acc + (i * 2 + j) * 8, c[i][j]);                                                             \
        (void)q;                                                                                                          \
        (void)sc;                                                                                                         \
        (void)zv;                                                                                                         \
        (void)lut;                                                                                                        \
        (void)s;                                                                                                          \
        (void)v;                                                                                                          \
        (void)u;                                                                                                          \
        return !_mm256_testz_si256(nan, nan);                                                                             \
    }
/* the exact int8 value of a 4-bit code: top byte of a dword, shifted down */
#define KTORCH__A4_NIB(h) _mm256_cvtepi32_ps(_mm256_srai_epi32(_mm256_shuffle_epi8(v[j], KTORCH__A2_SPREAD(h)), 24))
#define KTORCH__A4_NIBV(B, L) _mm256_shuffle_epi8(L, _mm256_and_si256(_mm256_srlv_epi32(B, _mm256_setr_epi32(0, 0, 0, 0, 4, 4, 4, 4)), _mm256_set1_epi8(15)))
#define KTORCH__A4_MXS s[j] = _mm256_broadcast_ss(q->stab + sc[j][b])
#define KTORCH__A4_DS s[j] = _mm256_cvtph_ps(_mm_set1_epi16(KTORCH__CAST(short, blk[0] | (blk[1] << 8))))
KTORCH__A4_DEF(ktorch__a4_k_i8, 32, 32, (void)0, ktorch__a2_i8(blk + 8 * h), 0)
KTORCH__A4_DEF(ktorch__a4_k_e4m3, 32, 32, (void)0, ktorch__a2_e4m3(blk + 8 * h), 1)
KTORCH__A4_DEF(ktorch__a4_k_e5m2, 32, 32, (void)0, ktorch__a2_e5m2(blk + 8 * h), 0)
KTORCH__A4_DEF(ktorch__a4_k_u8z, 32, 32, (void)0, _mm256_sub_ps(ktorch__a2_u8(blk + 8 * h), zv[j]), 0)
KTORCH__A4_DEF(ktorch__a4_k_mx_e4m3, 32, 32, KTORCH__A4_MXS, _mm256_mul_ps(_mm256_mul_ps(ktorch__a2_e4m3(blk + 8 * h), _mm256_set1_ps(256.0f)), s[j]), 1)
KTORCH__A4_DEF(ktorch__a4_k_mx_e5m2, 32, 32, KTORCH__A4_MXS, _mm256_mul_ps(ktorch__a2_e5m2(blk + 8 * h), s[j]), 0)
KTORCH__A4_DEF(ktorch__a4_k_mxint8, 32, 32, KTORCH__A4_MXS, _mm256_mul_ps(ktorch__a2_i8(blk + 8 * h), s[j]), 0)
KTORCH__A4_DEF(ktorch__a4_k_mxfp4, 32, 16, (KTORCH__A4_MXS, v[j] = KTORCH__A4_NIBV(KTORCH__A2_B16(0), _mm256_permute2x128_si256(lut, lut, 0x11))),
               _mm256_mul_ps(KTORCH__A4_NIB(h), s[j]), 0)
KTORCH__A4_DEF(ktorch__a4_k_nvfp4, 16, 8, (KTORCH__A4_MXS, v[j] = KTORCH__A4_NIBV(_mm256_set1_epi64x(ktorch__a2_ld64(blk)), _mm256_permute2x128_si256(lut, lut, 0x11))),
               _mm256_mul_ps(KTORCH__A4_NIB(h), s[j]), 0)
KTORCH__A4_DEF(ktorch__a4_k_q8_0, 32, 34, KTORCH__A4_DS, _mm256_mul_ps(ktorch__a2_i8(blk + 2 + 8 * h), s[j]), 0)
KTORCH__A4_DEF(ktorch__a4_k_q4_0, 32, 18, (KTORCH__A4_DS, v[j] = KTORCH__A4_NIBV(KTORCH__A2_B16(2), _mm256_permute2x128_si256(lut, lut, 0))),
               _mm256_mul_ps(KTORCH__A4_NIB(h), s[j]), 0)
/* FP6: the block's two word vectors once, then codes 8h..8h+7: lane 0 (h < 2) or 1 of the vector h & 1 */
#define KTORCH__A4_F6P(E) (KTORCH__A4_MXS, v[j] = ktorch__a2_fp6w(blk, 0, E), u[j] = ktorch__a2_fp6w(blk, 1, E))
#define KTORCH__A4_F6G(F)                                                                                                 \
    _mm256_mul_ps(_mm256_mul_ps(_mm256_cvtph_ps(h < 2 ? _mm256_castsi256_si128(h & 1 ? u[j] : v[j]) : _mm256_extracti128_si256(h & 1 ? u[j] : v[j], 1)), \
                                _mm256_set1_ps(F)),                                                                       \
                  s[j])
KTORCH__A4_DEF(ktorch__a4_k_mxfp6, 32, 24, KTORCH__A4_F6P(0), KTORCH__A4_F6G(16384.0f), 0)
KTORCH__A4_DEF(ktorch__a4_k_mxfp6b, 32, 24, KTORCH__A4_F6P(1), KTORCH__A4_F6G(4096.0f), 0)
typedef int (*ktorch__a4_fn)(const ktorch__a2job *, const uint8_t *const *, const uint8_t *const *, const __m256 *, const float *, int64_t, int64_t,
                             int64_t, float *, int);

KTORCH__T_AVX2 static void ktorch__a4_task(void *arg, int64_t t, int thread) {
    static const ktorch__a4_fn fns[13] = {ktorch__a4_k_i8,     ktorch__a4_k_e4m3,    ktorch__a4_k_e5m2,   ktorch__a4_k_u8z,   ktorch__a4_k_mx_e4m3,
                                          ktorch__a4_k_mx_e5m2, ktorch__a4_k_mxint8, ktorch__a4_k_mxfp4, ktorch__a4_k_nvfp4, ktorch__a4_k_q8_0,
                                          ktorch__a4_k_q4_0,   ktorch__a4_k_mxfp6,  ktorch__a4_k_mxfp6b};
    const ktorch__a2job *j = KTORCH__CAST(const ktorch__a2job *, arg);
    const ktorch__qview *v = j->v;
    const int rowfmt = j->kind < 4, e4m3 = j->kind == 1 || j->kind == 4;
    const int64_t K = j->K, n0 = t * KTORCH__A2_RB, nb = KTORCH__MIN(j->N - n0, KTORCH__CAST(int64_t, KTORCH__A2_RB)), kv = rowfmt ? K / 32 * 32 : K;
    const int64_t bs = j->kind == 8 ? 16 : 32, M = j->M;
    const ktorch__a4_fn f = fns[j->kind == 11 && v->f->elem == KTORCH_F6_E3M2 ? 12 : j->kind];
    float *acc = j->scratch + KTORCH__CAST(int64_t, thread) * KTORCH__A4_SCRATCH;
    const uint8_t *p[KTORCH__A2_RB], *sc[KTORCH__A2_RB];
    __m256 zv[KTORCH__A2_RB];
    char nanrow[KTORCH__A2_RB];
    int64_t mb0, k0, g, r, k, m;
    for (r = 0; r < KTORCH__A2_RB; r++) {
        int64_t rr = n0 + KTORCH__MIN(r, nb - 1);
        p[r] = rowfmt ? v->data + rr * K : ktorch__qb_codes(v, rr, 0);
        sc[r] = v->s8 ? v->s8 + rr * v->nblk : NULL;
        zv[r] = _mm256_set1_ps(v->zp && rowfmt ? KTORCH__CAST(float, v->zp[ktorch__qv_sidx(v, rr, 0)]) : 0.0f);
        nanrow[r] = 0;
    }
    for (mb0 = 0; mb0 < j->Mp; mb0 += KTORCH__A4_MB) {
        const int64_t mb = KTORCH__MIN(j->Mp - mb0, KTORCH__CAST(int64_t, KTORCH__A4_MB));
        for (k0 = 0; k0 < kv; k0 += KTORCH__A4_KC) {
            const int64_t k1 = KTORCH__MIN(kv, k0 + KTORCH__A4_KC);
            for (g = 0; g < mb; g += 4)
                for (r = 0; r < nb; r += 2)
                    if (f(j, p + r, sc + r, zv + r, j->x + (mb0 + g) * j->ldx, j->ldx, k0 / bs, k1 / bs, acc + (g / 4 * (KTORCH__A2_RB / 2) + r / 2) * 64,
                          k0 == 0) &&
                        e4m3)
                        nanrow[r] = nanrow[r + 1] = 1; /* E4M3 NaN codes: the rows are checked below */
        }
        for (m = mb0; m < mb0 + mb && m < M; m++)
            for (r = 0; r < nb; r++) {
                const int64_t g4 = (m - mb0) / 4, i = (m - mb0) % 4;
                float o = kv ? ktorch__hsum_avx2(_mm256_loadu_ps(acc + (g4 * (KTORCH__A2_RB / 2) + r / 2) * 64 + (i * 2 + r % 2) * 8)) : 0.0f;
                if (rowfmt) {
                    const int64_t si = ktorch__qv_sidx(v, n0 + r, 0);
                    const float z = v->zp ? KTORCH__CAST(float, v->zp[si]) : 0.0f;
                    const float *xr = j->x + m * j->ldx;
                    float tail = 0.0f;
                    for (k = kv; k < K; k++) {
                        uint8_t c = p[r][k];
                        tail += xr[k] * (j->kind == 0 ? KTORCH__CAST(float, KTORCH__CAST(int8_t, c)) : j->kind == 3 ? KTORCH__CAST(float, c) - z : v->lut[c]);
                    }
                    /* E4M3: the sum is of value * 2^-8; 256 s in one factor keeps it finite */
                    o = j->kind == 1 ? o * (v->sf32[si] * 256.0f) + tail * v->sf32[si] : (o + tail) * v->sf32[si];
                }
                j->y[m * j->N + n0 + r] = o;
            }
    }
    for (r = 0; r < nb; r++)
        if (nanrow[r]) {
            for (k = 0; k < v->K && !((p[r][k] & 0x7F) == 0x7F); k++) {
            }
            if (k < v->K)
                for (m = 0; m < M; m++) j->y[m * j->N + n0 + r] = ktorch__bits_f32(0x7FC00000u);
        }
}

/* Runs the product on AVX2 from the codes. Returns 0 (nothing done) for a
   layout the kernels do not read, or (M = 1) an x that 2^xe would take out of
   the normal range; then the dequantizing path runs. */
static int ktorch__a2_run(ktorch_context *ctx, const char *fn, const ktorch__qview *v, const float *x, int64_t M, int64_t N, int64_t K, float *y,
                          ktorch_status *st) {
    const int kind = ktorch__qk_kind(v);
    const int xe = M > 1 ? 0 : kind == 1 || kind == 4 ? 8 : kind == 10 ? -24 : kind == 7 || kind == 8 ? -25 : kind != 11 ? 0 : v->f->elem == KTORCH_F6_E3M2 ? 12 : 14;
    const int perm = kind == 7 || kind == 8 ? 1 : kind == 10 ? 2 : 0;
    const int64_t kv = kind < 4 ? K / 32 * 32 : K, Mp = M > 1 ? (M + 3) / 4 * 4 : 1, ldx = M > 1 ? (K + 7) / 8 * 8 + 8 : K;
    const int nt = ktorch_num_threads(ctx);
    ktorch__a2job *j;
    float *xp, lo = xe < 0 ? ktorch__pow2f(-126 - xe) : 0.0f, hi = xe > 0 ? ktorch__pow2f(127 - xe) : 0.0f, sc = ktorch__pow2f(xe);
    uint64_t nf, total;
    int64_t k, i, m;
    int c;
    *st = KTORCH_OK;
    if (kind < 0) return 0;
    for (k = 0; k < kv && xe; k++) {
        float a = x[k] < 0 ? -x[k] : x[k];
        if ((a != 0 && a < lo) || (xe > 0 && a >= hi && ktorch__finitef(a))) return 0;
    }
    /* x rows, then (M > 1) the threads' sums */
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, Mp), KTORCH__CAST(uint64_t, ldx), &nf) ||
        !ktorch__add_u64(nf, M > 1 ? KTORCH__CAST(uint64_t, nt) * KTORCH__A4_SCRATCH : 0, &nf) || !ktorch__mul_u64(nf, sizeof(float), &total) ||
        !ktorch__add_u64(total, sizeof *j, &total) || total > SIZE_MAX) {
        *st = ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
        return 1;
    }
    j = KTORCH__CAST(ktorch__a2job *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total)));
    if (!j) {
        *st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
        return 1;
    }
    xp = KTORCH__RCAST(float *, j + 1);
    for (m = 0; m < Mp; m++) {
        float *d = xp + m * ldx;
        const float *xr = x + m * K;
        if (m >= M) {
            memset(d, 0, KTORCH__CAST(size_t, ldx) * sizeof(float));
            continue;
        }
        for (k = 0; k < kv; k += 8) /* kv: a multiple of 32 */
            for (i = 0; i < 8; i++) {
                int64_t s = k + i;
                if (perm == 1) s = k + (i < 4 ? 2 * i : 2 * (i - 4) + 1);
                else if (perm == 2) s = k / 32 * 32 + (k % 32) / 2 + (i < 4 ? i : 12 + i);
                d[k + i] = xr[s] * sc;
            }
        for (k = kv; k < ldx; k++) d[k] = k < K ? xr[k] : 0.0f;
    }
    j->v = v;
    j->x = xp;
    j->y = y;
    j->scratch = xp + Mp * ldx;
    j->M = M;
    j->Mp = Mp;
    j->N = N;
    j->K = K;
    j->ldx = ldx;
    j->kind = kind;
    for (c = 0; c < 256; c++) {
        j->stab[c] = v->kind == KTORCH__QK_NVFP4 ? ktorch_fp8_e4m3_to_f32(KTORCH__CAST(uint8_t, c)) * v->ts
                     : c == 0xFF ? ktorch__bits_f32(0x7FC00000u) : ktorch__pow2f(c - (v->f->elem == KTORCH_I8 ? 133 : 127));
        if (M > 1 && (kind == 7 || kind == 8)) j->stab[c] *= 0.5f; /* the 4-bit decode gives 2 x the E2M1 value */
    }
    ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: from the codes (avx2), M %lld, kind %d", fn, KTORCH__CAST(long long, M), kind);
    ktorch_parallel_for(ctx, M > 1 ? ktorch__a4_task : ktorch__a2_task, j, (N + KTORCH__A2_RB - 1) / KTORCH__A2_RB);
    ktorch__free(&ctx->allocator, j);
    return 1;
}
KTORCH__SIMD_WARNINGS_ON
#endif

#if defined(KTORCH__AMX)
KTORCH__SIMD_WARNINGS_OFF
/* ---- matmul on AMX tiles --------------------------------------------------------
   y = x W^T for bf16 x and W bf16 (M >= 16) or int8 with row scales (M >= 32; codes
   are exact in bf16; the row scale multiplies the finished sum, as in the
   AVX-512 kernels). Products are exact and each output is summed in f32 by
   tdpbf16ps in k order, so the result is the same for any thread count. W is
   the A operand (16 rows of 32 k, its own row-major layout: no transpose), x
   in bf16 pairs along k the B operand, packed once per call: for 32 x rows
   (block mb) pair row r, row c, element e at ((mb kp/2 + r) 32 + c) 2 + e, kp
   = K rounded up to 32, zeros past M and K. A task decodes 64 W rows into
   bf16 rows of kp and runs 32 x 32 blocks of y^T (4 accumulator tiles) over
   its share of the x blocks. */
#define KTORCH__MMA_NB 64 /* W rows per task */
typedef struct ktorch__mmajob {
    const float *x;              /* M x K f32 holding bf16 values */
    uint16_t *xp;                /* x in pairs */
    const uint16_t *wb;          /* bf16 W (contiguous N x K), or NULL */
    const ktorch__qview *wv;     /* int8 W, or NULL */
    float *y, *scratch;          /* y: M x N f32; scratch per thread: see ktorch__mma_task */
    int64_t M, N, K, kp, mblk, ntn, msplit, per;
} ktorch__mmajob;
static void ktorch__mma_xpack_task(void *arg, int64_t mb, int thread) {
    const ktorch__mmajob *j = KTORCH__CAST(const ktorch__mmajob *, arg);
    uint16_t *d = j->xp + mb * j->kp * 32;
    int64_t r, c, k, m;
    (void)thread;
    for (r = 0; r < j->kp / 2; r++)
        for (c = 0; c < 32; c++) {
            m = mb * 32 + c;
            for (k = 2 * r; k < 2 * r + 2; k++) {
                uint32_t u = 0;
                if (m < j->M && k < j->K) memcpy(&u, j->x + m * j->K + k, 4);
                *d++ = KTORCH__CAST(uint16_t, u >> 16); /* exact: x holds bf16 values */
            }
        }
}
/* 64 W rows from n0 as bf16 rows of kp, zero past N and K */
KTORCH__T_AMX static void ktorch__mma_wdecode(const ktorch__mmajob *j, int64_t n0, uint16_t *w) {
    int64_t r, k;
    for (r = 0; r < KTORCH__MMA_NB; r++) {
        uint16_t *d = w + r * j->kp;
        k = 0;
        if (n0 + r < j->N && j->wb) {
            memcpy(d, j->wb + (n0 + r) * j->K, KTORCH__CAST(size_t, j->K) * 2);
            k = j->K;
        } else if (n0 + r < j->N) {
            const uint8_t *s = j->wv->data + (n0 + r) * j->K;
            for (; k < j->K; k += 16) {
                const __mmask16 lm = KTORCH__CAST(__mmask16, j->K - k >= 16 ? 0xffffu : (1u << (j->K - k)) - 1u);
                const __m256bh h = _mm512_cvtneps_pbh(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(lm, s + k))));
                __m256i hi;
                memcpy(&hi, &h, sizeof hi);
                _mm256_mask_storeu_epi16(d + k, lm, hi);
            }
            k = j->K;
        }
        memset(d + k, 0, KTORCH__CAST(size_t, j->kp - k) * 2);
    }
}
KTORCH__T_AMX static void ktorch__mma_task(void *arg, int64_t t, int thread) {
    const ktorch__mmajob *j = KTORCH__CAST(const ktorch__mmajob *, arg);
    const int64_t n0 = t % j->ntn * KTORCH__MMA_NB, part = t / j->ntn, sk = 2 * j->kp;
    const int64_t mb0 = part * j->mblk / j->msplit, mb1 = (part + 1) * j->mblk / j->msplit;
    uint16_t *w = KTORCH__RCAST(uint16_t *, j->scratch + KTORCH__CAST(int64_t, thread) * j->per);
    float *cb = KTORCH__RCAST(float *, w + KTORCH__MMA_NB * j->kp); /* 32 x 32 f32: y^T block */
    unsigned char *tm = KTORCH__RCAST(unsigned char *, cb + 1024);
    int64_t mb, nb, c, m, n;
    ktorch__mma_wdecode(j, n0, w);
    ktorch__amx_begin(tm);
    KTORCH__TFENCE();
    for (mb = mb0; mb < mb1; mb++)
        for (nb = 0; nb < KTORCH__MMA_NB && n0 + nb < j->N; nb += 32) {
            const uint16_t *xb = j->xp + mb * j->kp * 32, *wr = w + nb * j->kp;
            KTORCH__TZERO(0);
            KTORCH__TZERO(1);
            KTORCH__TZERO(2);
            KTORCH__TZERO(3);
            for (c = 0; c < j->kp; c += 32) {
                KTORCH__TLOAD(4, wr + c, sk);
                KTORCH__TLOAD(5, wr + 16 * j->kp + c, sk);
                KTORCH__TLOAD(6, xb + 32 * c, 128);
                KTORCH__TLOAD(7, xb + 32 * c + 32, 128);
                KTORCH__TDP(0, 4, 6);
                KTORCH__TDP(1, 4, 7);
                KTORCH__TDP(2, 5, 6);
                KTORCH__TDP(3, 5, 7);
            }
            KTORCH__TSTORE(0, cb, 128);
            KTORCH__TSTORE(1, cb + 16, 128);
            KTORCH__TSTORE(2, cb + 512, 128);
            KTORCH__TSTORE(3, cb + 528, 128);
            KTORCH__TFENCE();
            for (n = 0; n < 32 && n0 + nb + n < j->N; n++) {
                const float s = j->wv ? j->wv->sf32[ktorch__qv_sidx(j->wv, n0 + nb + n, 0)] : 1.0f;
                for (m = 0; m < 32 && mb * 32 + m < j->M; m++) j->y[(mb * 32 + m) * j->N + n0 + nb + n] = cb[32 * n + m] * s;
            }
        }
    ktorch__amx_end(tm);
}
/* Runs the product on AMX tiles; the caller checked the dtypes and M >= 16. */
static ktorch_status ktorch__mm_amx(ktorch_context *ctx, const char *fn, const float *x, const ktorch_tensor *wd, const ktorch__qview *wv, int64_t M,
                                    int64_t N, int64_t K, float *y) {
    ktorch__mmajob j;
    uint64_t xpn, per, total;
    int nt = ktorch_num_threads(ctx);
    memset(&j, 0, sizeof j);
    j.x = x;
    j.wb = wd ? KTORCH__CAST(const uint16_t *, ktorch_tensor_ptr(wd)) : NULL;
    j.wv = wv;
    j.y = y;
    j.M = M;
    j.N = N;
    j.K = K;
    j.kp = (K + 31) / 32 * 32;
    j.mblk = (M + 31) / 32;
    j.ntn = (N + KTORCH__MMA_NB - 1) / KTORCH__MMA_NB;
    /* few W blocks: the x blocks are shared out too (each part decodes its W rows) */
    j.msplit = KTORCH__MIN(j.mblk, KTORCH__MAX(KTORCH__CAST(int64_t, 1), (2 * nt + j.ntn - 1) / j.ntn));
    /* per thread: 64 W rows of kp bf16, the 32 x 32 f32 block, the emulated tiles */
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, j.kp), KTORCH__MMA_NB / 2, &per) || !ktorch__add_u64(per, 1024 + KTORCH__AMX_EMU_FLOATS, &per) ||
        !ktorch__mul_u64(per, KTORCH__CAST(uint64_t, nt), &total) || !ktorch__mul_u64(KTORCH__CAST(uint64_t, j.mblk) * 16, KTORCH__CAST(uint64_t, j.kp), &xpn) ||
        !ktorch__add_u64(total, xpn, &total) || !ktorch__mul_u64(total, sizeof(float), &total) || total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    j.per = KTORCH__CAST(int64_t, per);
    j.scratch = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total)));
    if (!j.scratch) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    j.xp = KTORCH__RCAST(uint16_t *, j.scratch + j.per * nt);
    ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX bf16 tiles (tdpbf16ps), M %lld N %lld K %lld, W %s", fn, KTORCH__CAST(long long, M),
               KTORCH__CAST(long long, N), KTORCH__CAST(long long, K), wv ? "int8 codes as bf16, row scales after the sum" : "bf16");
    ktorch_parallel_for(ctx, ktorch__mma_xpack_task, &j, j.mblk);
    ktorch_parallel_for(ctx, ktorch__mma_task, &j, j.ntn * j.msplit);
    ktorch__free(&ctx->allocator, j.scratch);
    return KTORCH_OK;
}

/* ---- weight-only qmatmul on AMX-BF16 tiles: f32 x split exactly ----------------
   y = x W^T for f32 x and quantized W (all formats; int8 / int8_asym / fp8
   with scales per row, per tensor or per group of a multiple of 32 k). Each x
   row is scaled by 2^-E (its largest |x| in [1, 2)) and split into three bf16
   terms, hi = bf16(x), mid = bf16(x - hi), lo = bf16(x - hi - mid), rounded to
   nearest even: 8 + 8 + 8 significant bits, so hi + mid + lo == x exactly
   while the terms are normal. AMX reads bf16 denormals as zero, so a term
   under 2^-126 is lost: it belongs to an element under 2^-103 of its row's
   largest, and what is lost is under 2^-125 max|x row| per element. W's codes
   are exact in bf16 (integers up to 255 in magnitude, fp8, fp6, fp4); MX E8M0
   scales are folded in as 2^(X - R), R the row's largest X (exact; a block
   more than 2^117 under its row's largest may flush), nvfp4's E4M3 block scale
   is folded in (code x scale has at most 6 significant bits). Per 32 k three
   tdpbf16ps (one per term) add exact products in f32; what is left of the
   scales (f32 per row or tensor, 2^R, the nvfp4 tensor scale, the x row's
   2^E) multiplies the finished sum in double, rounded once to f32. f32 scales
   per group (int8 / int8_asym / fp8 per group, q8_0 / q4_0 d): each group's
   products are summed in tiles from zero and added as y += d * sum (f32 FMA,
   groups in k order). Every order is fixed by the shape, so any thread count
   gives the same bits. A W row with an E5M2 Inf code (Inf x a zero term would
   be NaN) is computed by a plain f32 dot product instead.
   x is the B operand, packed once per call: for 16 x rows (block mb), 32 k
   (step s) and term t, a tile of 16 k pairs by 16 rows at u16 offset ((mb
   nstep + s) 3 + t) 512. W is the A operand: a task takes 32 W rows and
   decodes them kc k at a time into bf16 rows of kc, the next chunk's rows
   between the products of this one; it runs them over its x blocks two at a
   time (tiles 0-3: 2 W tiles x 2 x blocks; a lone block: tiles 0-1, its
   three terms in tiles 2, 6, 7). With one pair of x blocks the sums stay in
   the tiles over all of K; with more they are stored per chunk. */
#define KTORCH__QA_PAIRS 8 /* x block pairs a task keeps sums for */
/* x rows from which the tiles run: 32, or 16 where W has at least 8192 rows.
   Under 16 rows the AVX-512 kernels are faster; at 16 rows with 2048 W rows
   they were as fast or faster on 16 threads (too little work a thread), so
   16 rows take the tiles only for large N (the choice must not depend on the
   thread count: results are the same bits for any thread count). */
static int ktorch__qa_rows(int64_t M, int64_t N) { return M >= 32 || (M >= 16 && N >= 8192); }
typedef struct ktorch__qajob {
    const ktorch__qview *v;
    const float *x;
    uint16_t *xp;
    const int *xe;  /* per x row: E */
    float *y;
    char *scratch;
    int64_t M, N, K, kp, nstep, mblk, npair, kc, ntn, msplit, ppp, per, group, ng;
    int inf;        /* E5M2 codes: Inf possible */
    int nterm;      /* x terms: 3, or 1 where x is bf16 (mid and lo are zero) */
} ktorch__qajob;

/* x rows of block mb split into terms for steps [16 c, 16 c + 16) (task mb * nsc + c) */
KTORCH__T_AMX static void ktorch__qa_xpack_task(void *arg, int64_t t, int thread) {
    const ktorch__qajob *j = KTORCH__CAST(const ktorch__qajob *, arg);
    const int64_t nsc = (j->nstep + 15) / 16, mb = t / nsc, s0 = t % nsc * 16, s1 = KTORCH__MIN(j->nstep, s0 + 16);
    uint16_t *base = j->xp + mb * j->nstep * 1536;
    int64_t c, s, p;
    int h, u;
    (void)thread;
    for (c = 0; c < 16; c++) {
        const int64_t m = mb * 16 + c;
        uint16_t row[3][32];
        if (m >= j->M) {
            for (s = s0; s < s1; s++)
                for (u = 0; u < 3; u++)
                    for (p = 0; p < 16; p++) memset(base + ((s * 3 + u) * 16 + p) * 32 + 2 * c, 0, 4);
            continue;
        }
        {
            const float *xr = j->x + m * j->K;
            const int ne = -j->xe[m], e1 = ne > 127 ? 127 : ne;
            const __m512 f1 = _mm512_set1_ps(ktorch__pow2f(e1)), f2 = _mm512_set1_ps(ktorch__pow2f(ne - e1));
            for (s = s0; s < s1; s++) {
                for (h = 0; h < 2; h++) {
                    const int64_t k = 32 * s + 16 * h, left = j->K - k;
                    const __m512 xv = _mm512_mul_ps(_mm512_mul_ps(_mm512_maskz_loadu_ps(ktorch__m16(left > 0 ? left : 0), xr + k), f1), f2);
                    __m256bh b;
                    __m256i bi;
                    __m512 r = xv;
                    for (u = 0; u < 3; u++) {
                        b = _mm512_cvtneps_pbh(r);
                        memcpy(&bi, &b, sizeof bi);
                        _mm256_storeu_si256(KTORCH__RCAST(__m256i *, row[u] + 16 * h), bi);
                        r = _mm512_sub_ps(r, _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(bi), 16))); /* exact */
                    }
                }
                for (u = 0; u < 3; u++)
                    for (p = 0; p < 16; p++) memcpy(base + ((s * 3 + u) * 16 + p) * 32 + 2 * c, row[u] + 2 * p, 4);
            }
        }
    }
}

/* W row n, k in [k0, k0 + kn) as bf16 into dst (zeros past K and N), scale
   factors folded as the header says; ds: the row's f32 group scales of the
   chunk. 1 where a code decoded to Inf. */
KTORCH__T_AMX static int ktorch__qa_decode(const ktorch__qajob *j, int64_t n, int64_t k0, int64_t kn, int R, float *tmp, uint16_t *dst, float *ds) {
    const ktorch__qview *v = j->v;
    const int64_t K = j->K, cnt = n < j->N ? KTORCH__MAX(KTORCH__CAST(int64_t, 0), KTORCH__MIN(kn, K - k0)) : 0, row = n * K + k0;
    const ktorch_dtype el = v->f->elem;
    int64_t k, g;
    int inf = 0, inf_any = 0;
    for (g = 0; g < j->ng; g++) ds[g] = 0.0f;
    if (!cnt) {
        memset(dst, 0, KTORCH__CAST(size_t, kn) * 2);
        return 0;
    }
    if (cnt == kn && (el == KTORCH_F4_E2M1 ? row % 2 == 0 : el == KTORCH_F6_E2M3 || el == KTORCH_F6_E3M2 ? row % 4 == 0 : 1) &&
        (v->kind != KTORCH__QK_ASYM || !j->group)) { /* straight to bf16, 32 k at a time */
        const int q8 = v->kind == KTORCH__QK_Q8_0, q4 = v->kind == KTORCH__QK_Q4_0;
        const int64_t bs = q8 ? 34 : 18;
        const __m512i z = _mm512_set1_epi32(v->kind == KTORCH__QK_ASYM ? v->zp[ktorch__qv_sidx(v, n, 0)] : 0);
        const __m512 lut16 = _mm512_loadu_ps(v->lut), inf = _mm512_set1_ps(ktorch__bits_f32(0x7f800000u));
        for (k = 0; k < kn; k += 32) {
            __m512 a, b;
            if (v->kind == KTORCH__QK_MX || v->kind == KTORCH__QK_NVFP4 || v->kind == KTORCH__QK_FP8) {
                float sa = 1.0f, sb = 1.0f;
                if (v->kind == KTORCH__QK_MX) {
                    const int X = v->s8[n * v->nblk + (k0 + k) / 32];
                    sa = sb = X == 0xFF ? ktorch__bits_f32(0x7FC00000u) : X - R < -149 ? 0.0f : ktorch__pow2f(X - R);
                } else if (v->kind == KTORCH__QK_NVFP4) {
                    sa = ktorch_fp8_e4m3_to_f32(v->s8[n * v->nblk + (k0 + k) / 16]);
                    sb = ktorch_fp8_e4m3_to_f32(v->s8[n * v->nblk + (k0 + k) / 16 + 1]);
                }
                if (el == KTORCH_F4_E2M1) { /* byte i: k 2i (low nibble), 2i + 1 */
                    const __m128i c = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + (row + k) / 2)), f = _mm_set1_epi8(15);
                    const __m128i lo = _mm_and_si128(c, f), hi = _mm_and_si128(_mm_srli_epi16(c, 4), f);
                    a = _mm512_permutexvar_ps(_mm512_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi)), _mm512_mul_ps(lut16, _mm512_set1_ps(sa)));
                    b = _mm512_permutexvar_ps(_mm512_cvtepu8_epi32(_mm_unpackhi_epi8(lo, hi)), _mm512_mul_ps(lut16, _mm512_set1_ps(sb)));
                } else if (el == KTORCH_F6_E2M3 || el == KTORCH_F6_E3M2) { /* 4 codes in 3 bytes; table: magnitudes, bit 5 the sign */
                    const __m512 vs = _mm512_set1_ps(sa), l0 = _mm512_mul_ps(_mm512_loadu_ps(v->lut), vs), l1 = _mm512_mul_ps(_mm512_loadu_ps(v->lut + 16), vs);
                    const uint8_t *src = v->data + (row + k) / 4 * 3;
                    __m512 hv[2];
                    int hh;
                    for (hh = 0; hh < 2; hh++) {
                        const __m128i bb = _mm_maskz_loadu_epi8(0x0FFF, src + 12 * hh);
                        const __m128i gg = _mm_shuffle_epi8(bb, _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1));
                        __m512i cc = _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), _mm512_castsi128_si512(gg));
                        cc = _mm512_and_si512(_mm512_srlv_epi32(cc, _mm512_setr_epi32(0, 6, 12, 18, 0, 6, 12, 18, 0, 6, 12, 18, 0, 6, 12, 18)), _mm512_set1_epi32(63));
                        hv[hh] = _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(_mm512_permutex2var_ps(l0, cc, l1)),
                                                                     _mm512_slli_epi32(_mm512_and_si512(cc, _mm512_set1_epi32(32)), 26)));
                    }
                    a = hv[0];
                    b = hv[1];
                } else if (el == KTORCH_I8) {
                    a = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + row + k)))), _mm512_set1_ps(sa));
                    b = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + row + k + 16)))), _mm512_set1_ps(sa));
                } else { /* fp8 through f16: E5M2 is an f16's top byte; E4M3 is placed with bias 15 (times 2^-8), its NaN code patched */
                    const __m512i w = _mm512_cvtepu8_epi16(_mm256_loadu_si256(KTORCH__RCAST(const __m256i *, v->data + row + k)));
                    __m512i h;
                    __m512 vs;
                    if (el == KTORCH_FP8_E5M2) {
                        h = _mm512_slli_epi16(w, 8);
                        vs = _mm512_set1_ps(sa);
                    } else {
                        const __m512i m7 = _mm512_set1_epi16(0x7F);
                        const __mmask32 nan = _mm512_cmpeq_epi16_mask(_mm512_and_si512(w, m7), m7);
                        h = _mm512_or_si512(_mm512_slli_epi16(_mm512_and_si512(w, m7), 7), _mm512_slli_epi16(_mm512_and_si512(w, _mm512_set1_epi16(0x80)), 8));
                        h = _mm512_mask_mov_epi16(h, nan, _mm512_or_si512(_mm512_set1_epi16(0x7E00), h)); /* f16 NaN, sign kept */
                        vs = _mm512_set1_ps(sa * 256.0f);
                    }
                    a = _mm512_mul_ps(_mm512_cvtph_ps(_mm512_castsi512_si256(h)), vs);
                    b = _mm512_mul_ps(_mm512_cvtph_ps(_mm512_extracti64x4_epi64(h, 1)), vs);
                    if (j->inf) inf_any |= (_mm512_cmpeq_ps_mask(_mm512_abs_ps(a), inf) | _mm512_cmpeq_ps_mask(_mm512_abs_ps(b), inf)) != 0;
                }
            } else if (q8 || q4) {
                const uint8_t *blk = v->data + (n * (K / 32) + (k0 + k) / 32) * bs;
                ds[k / 32] = ktorch_f16_to_f32(KTORCH__CAST(uint16_t, blk[0] | (blk[1] << 8)));
                if (q8) {
                    a = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, blk + 2))));
                    b = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, blk + 18))));
                } else {
                    const __m128i c = _mm_loadu_si128(KTORCH__RCAST(const __m128i *, blk + 2)), e8 = _mm_set1_epi8(8);
                    a = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_sub_epi8(_mm_and_si128(c, _mm_set1_epi8(15)), e8)));
                    b = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_sub_epi8(_mm_and_si128(_mm_srli_epi16(c, 4), _mm_set1_epi8(15)), e8)));
                }
            } else if (v->kind == KTORCH__QK_INT8) {
                a = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + row + k))));
                b = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + row + k + 16))));
            } else {
                a = _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_cvtepu8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + row + k))), z));
                b = _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_cvtepu8_epi32(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, v->data + row + k + 16))), z));
            }
            {
                const __m512bh h = _mm512_cvtne2ps_pbh(b, a);
                memcpy(dst + k, &h, 64);
            }
        }
        if (j->group && (v->kind == KTORCH__QK_INT8 || v->kind == KTORCH__QK_FP8))
            for (g = 0; g < j->ng && k0 + g * j->group < K; g++) ds[g] = v->sf32[ktorch__qv_sidx(v, n, k0 + g * j->group)];
        return inf_any;
    }
    switch (v->kind) {
    case KTORCH__QK_INT8: ktorch__dq_i8_512(v->data + row, tmp, cnt, 1.0f); break;
    case KTORCH__QK_FP8: ktorch__dq_fp8_512(el, v->data + row, tmp, cnt, 1.0f); break;
    case KTORCH__QK_ASYM:
        for (k = 0; k < cnt; k += j->group ? j->group : cnt)
            ktorch__dq_u8z_512(v->data + row + k, tmp + k, KTORCH__MIN(cnt - k, j->group ? j->group : cnt), 1.0f, v->zp[ktorch__qv_sidx(v, n, k0 + k)]);
        break;
    case KTORCH__QK_MX:
        for (k = 0; k < cnt; k += 32) {
            const int X = v->s8[n * v->nblk + (k0 + k) / 32];
            const int64_t seg = KTORCH__MIN(cnt - k, KTORCH__CAST(int64_t, 32)), e = row + k;
            const float s = X == 0xFF ? ktorch__bits_f32(0x7FC00000u) : X - R < -149 ? 0.0f : ktorch__pow2f(X - R);
            int64_t i;
            if (el == KTORCH_FP8_E4M3 || el == KTORCH_FP8_E5M2) ktorch__dq_fp8_512(el, v->data + e, tmp + k, seg, s);
            else if (el == KTORCH_I8) ktorch__dq_i8_512(v->data + e, tmp + k, seg, s);
            else if (seg == 32 && (el == KTORCH_F4_E2M1 ? e % 2 == 0 : e % 4 == 0))
                ktorch__dq_sub32_512(el, v->data + (el == KTORCH_F4_E2M1 ? e / 2 : e / 4 * 3), v->lut, tmp + k, s);
            else
                for (i = 0; i < seg; i++) tmp[k + i] = v->lut[ktorch__code_get(el, v->data, e + i)] * s;
        }
        break;
    case KTORCH__QK_NVFP4:
        for (k = 0; k < cnt; k += 16) {
            const float s = ktorch_fp8_e4m3_to_f32(v->s8[n * v->nblk + (k0 + k) / 16]);
            const int64_t seg = KTORCH__MIN(cnt - k, KTORCH__CAST(int64_t, 16)), e = row + k;
            int64_t i;
            if (seg == 16 && e % 2 == 0) ktorch__dq_fp4x16_512(v->data + e / 2, v->lut, tmp + k, s);
            else
                for (i = 0; i < seg; i++) tmp[k + i] = v->lut[ktorch__code_get(el, v->data, e + i)] * s;
        }
        break;
    default: { /* q8_0 / q4_0: K % 32 == 0 */
        const int64_t bs = v->kind == KTORCH__QK_Q8_0 ? 34 : 18;
        for (k = 0; k < cnt; k += 32) {
            const uint8_t *blk = v->data + (n * (K / 32) + (k0 + k) / 32) * bs;
            ds[k / 32] = ktorch_f16_to_f32(KTORCH__CAST(uint16_t, blk[0] | (blk[1] << 8)));
            if (v->kind == KTORCH__QK_Q8_0) ktorch__dq_i8_512(blk + 2, tmp + k, 32, 1.0f);
            else ktorch__dq_q4_0_512(blk, tmp + k, 1.0f);
        }
        break;
    }
    }
    if (j->group && (v->kind == KTORCH__QK_INT8 || v->kind == KTORCH__QK_ASYM || v->kind == KTORCH__QK_FP8))
        for (g = 0; g < j->ng && k0 + g * j->group < K; g++) ds[g] = v->sf32[ktorch__qv_sidx(v, n, k0 + g * j->group)];
    for (k = 0; k < kn; k += 32) {
        const int64_t l0 = cnt - k, l1 = cnt - k - 16;
        const __m512 a = _mm512_maskz_loadu_ps(ktorch__m16(l0 > 0 ? l0 : 0), tmp + k), b = _mm512_maskz_loadu_ps(ktorch__m16(l1 > 0 ? l1 : 0), tmp + k + 16);
        const __m512bh h = _mm512_cvtne2ps_pbh(b, a);
        if (j->inf) {
            const __m512 am = _mm512_set1_ps(ktorch__bits_f32(0x7f800000u));
            inf |= (_mm512_cmpeq_ps_mask(_mm512_abs_ps(a), am) | _mm512_cmpeq_ps_mask(_mm512_abs_ps(b), am)) != 0;
        }
        memcpy(dst + k, &h, 64);
    }
    return inf;
}

/* group sums of tiles ct into ac: ac += d * ct per W row (one x block: tiles 0-1) */
KTORCH__T_AMX static void ktorch__qa_gfma(float *ac, const float *ct, const float *ds, int64_t ng, int64_t g, int two) {
    int q, r;
    for (q = 0; q < (two ? 4 : 2); q++)
        for (r = 0; r < 16; r++) {
            const __m512 d = _mm512_set1_ps(ds[(16 * (q & 1) + r) * ng + g]);
            const __m512 c = _mm512_loadu_ps(ct + 256 * q + 16 * r);
            _mm512_storeu_ps(ac + 256 * q + 16 * r, _mm512_fmadd_ps(d, c, _mm512_loadu_ps(ac + 256 * q + 16 * r)));
        }
}

KTORCH__T_AMX static void ktorch__qa_task(void *arg, int64_t t, int thread) {
    const ktorch__qajob *j = KTORCH__CAST(const ktorch__qajob *, arg);
    const ktorch__qview *v = j->v;
    const int64_t n0 = t % j->ntn * 32, part = t / j->ntn, kc = j->kc, ng = j->ng, gs = j->group / 32;
    const int64_t p0 = part * j->npair / j->msplit, p1 = (part + 1) * j->npair / j->msplit;
    const int64_t nr = KTORCH__MIN(KTORCH__CAST(int64_t, 32), j->N - n0);
    /* one pair of x blocks: its sums stay in the tiles from the first k to the last */
    const int keep = p1 - p0 == 1 && !gs;
    char *sp = j->scratch + KTORCH__CAST(int64_t, thread) * j->per;
    uint16_t *wb = KTORCH__RCAST(uint16_t *, sp); /* two chunks of W: one on the tiles, the next decoding */
    float *acc = KTORCH__RCAST(float *, wb + 64 * kc), *ct = acc + j->ppp * 1024, *ds = ct + 1024, *tmp = ds + 64 * ng, *wrow = tmp + kc + 16;
    double *rs = KTORCH__RCAST(double *, wrow + (j->inf ? (j->K + 15) / 16 * 16 : 0) + 16);
    unsigned char *tm = KTORCH__RCAST(unsigned char *, rs + 32);
    int R[32];
    uint32_t infm = 0;
    int64_t k0, r, pi, s, m, c;
    /* what multiplies the finished sums of each W row */
    for (r = 0; r < nr; r++) {
        const int64_t n = n0 + r;
        R[r] = 0;
        rs[r] = 1.0;
        if (v->kind == KTORCH__QK_MX) {
            int64_t b;
            for (b = 0; b < v->nblk; b++) {
                const int X = v->s8[n * v->nblk + b];
                if (X != 0xFF && X > R[r]) R[r] = X;
            }
            rs[r] = ldexp(1.0, R[r] - (v->f->elem == KTORCH_I8 ? 133 : 127));
        } else if (v->kind == KTORCH__QK_NVFP4) {
            rs[r] = v->ts;
        } else if (!j->group && v->kind != KTORCH__QK_Q8_0 && v->kind != KTORCH__QK_Q4_0) {
            rs[r] = v->sf32[ktorch__qv_sidx(v, n, 0)];
        }
    }
    if (gs) memset(acc, 0, KTORCH__CAST(size_t, p1 - p0) * 1024 * sizeof(float));
    for (r = 0; r < 32; r++)
        if (ktorch__qa_decode(j, n0 + r, 0, KTORCH__MIN(kc, j->kp), r < nr ? R[r] : 0, tmp, wb + r * kc, ds + r * ng)) infm |= KTORCH__CAST(uint32_t, 1) << r;
    ktorch__amx_begin(tm);
    for (c = 0; (k0 = c * kc) < j->kp; c++) {
        const int64_t kn = KTORCH__MIN(kc, j->kp - k0), ns = kn / 32, sb = k0 / 32, k1 = k0 + kc, kn1 = KTORCH__MIN(kc, j->kp - k1);
        /* this chunk's W on the tiles while the next chunk's rows decode (rps a step, beside the first pair's products) */
        const uint16_t *cw = wb + (c & 1) * 32 * kc;
        const float *cds = ds + (c & 1) * 32 * ng;
        uint16_t *nw = wb + (~c & 1) * 32 * kc;
        float *nds = ds + (~c & 1) * 32 * ng;
        const int64_t rps = (32 + ns - 1) / ns;
        int64_t rd = k1 < j->kp ? 0 : 32;
        KTORCH__TFENCE();
        for (pi = p0; pi < p1; pi++) {
            const int64_t mb = 2 * pi;
            const int two = mb + 1 < j->mblk;
            const uint16_t *xa = j->xp + (mb * j->nstep + sb) * 1536, *xb = two ? xa + j->nstep * 1536 : xa;
            const uint16_t *w0 = cw, *w1 = cw + 16 * kc;
            float *ac = acc + (pi - p0) * 1024;
            if (!gs && !keep && k0) {
                KTORCH__TLOAD(0, ac, 64);
                KTORCH__TLOAD(1, ac + 256, 64);
                if (two) {
                    KTORCH__TLOAD(2, ac + 512, 64);
                    KTORCH__TLOAD(3, ac + 768, 64);
                }
            }
            for (s = 0; s < ns; s++) {
                const uint16_t *b0 = xa + s * 1536, *b1 = xb + s * 1536;
                if (gs ? s % gs == 0 : k0 == 0 && s == 0) {
                    KTORCH__TZERO(0);
                    KTORCH__TZERO(1);
                    if (two) {
                        KTORCH__TZERO(2);
                        KTORCH__TZERO(3);
                    }
                }
                KTORCH__TLOAD(4, w0 + 32 * s, 2 * kc);
                KTORCH__TLOAD(5, w1 + 32 * s, 2 * kc);
                if (two) {
                    int u;
                    for (u = 0; u < j->nterm; u++) {
                        KTORCH__TLOAD(6, b0 + 512 * u, 64);
                        KTORCH__TLOAD(7, b1 + 512 * u, 64);
                        KTORCH__TDP(0, 4, 6);
                        KTORCH__TDP(1, 5, 6);
                        KTORCH__TDP(2, 4, 7);
                        KTORCH__TDP(3, 5, 7);
                    }
                } else if (j->nterm == 1) {
                    KTORCH__TLOAD(6, b0, 64);
                    KTORCH__TDP(0, 4, 6);
                    KTORCH__TDP(1, 5, 6);
                } else { /* the three terms in tiles 2, 6, 7 (no reload waits for a product) */
                    KTORCH__TLOAD(2, b0, 64);
                    KTORCH__TLOAD(6, b0 + 512, 64);
                    KTORCH__TLOAD(7, b0 + 1024, 64);
                    KTORCH__TDP(0, 4, 2);
                    KTORCH__TDP(1, 5, 2);
                    KTORCH__TDP(0, 4, 6);
                    KTORCH__TDP(1, 5, 6);
                    KTORCH__TDP(0, 4, 7);
                    KTORCH__TDP(1, 5, 7);
                }
                if (gs && ((s + 1) % gs == 0 || s + 1 == ns)) {
                    KTORCH__TSTORE_ACC(ct, two);
                    KTORCH__TFENCE();
                    ktorch__qa_gfma(ac, ct, cds, ng, s / gs, two);
                }
                for (; rd < 32 && rd < (s + 1) * rps; rd++)
                    if (ktorch__qa_decode(j, n0 + rd, k1, kn1, rd < nr ? R[rd] : 0, tmp, nw + rd * kc, nds + rd * ng)) infm |= KTORCH__CAST(uint32_t, 1) << rd;
            }
            if (!gs && (!keep || k0 + kc >= j->kp)) {
                KTORCH__TSTORE_ACC(ac, two);
            }
        }
        for (; rd < 32; rd++)
            if (ktorch__qa_decode(j, n0 + rd, k1, kn1, rd < nr ? R[rd] : 0, tmp, nw + rd * kc, nds + rd * ng)) infm |= KTORCH__CAST(uint32_t, 1) << rd;
        KTORCH__TFENCE();
    }
    ktorch__amx_end(tm);
    /* tile q of a pair: W rows 16 (q & 1) + row, x block 2 pair + (q >> 1), column c */
    for (pi = p0; pi < p1; pi++) {
        const int two = 2 * pi + 1 < j->mblk;
        const float *ac = acc + (pi - p0) * 1024;
        int q, c;
        for (q = 0; q < (two ? 4 : 2); q++) {
            const int64_t mb = 2 * pi + (q >> 1);
            for (c = 0; c < 16 && mb * 16 + c < j->M; c++) {
                const int64_t mm = mb * 16 + c;
                const double xs = ldexp(1.0, j->xe[mm]);
                for (r = 0; r < 16 && 16 * (q & 1) + r < nr; r++) {
                    const int64_t wr = 16 * (q & 1) + r;
                    float a = ac[256 * q + 16 * r + c];
                    j->y[mm * j->N + n0 + wr] = KTORCH__CAST(float, KTORCH__CAST(double, a) * rs[wr] * xs);
                }
            }
        }
    }
    /* W rows with Inf codes: plain f32 dot products of the dequantized row */
    for (r = 0; r < nr && infm; r++)
        if (infm >> r & 1) {
            ktorch__qv_dequant(v, n0 + r, 0, j->K, wrow);
            for (m = 32 * p0; m < KTORCH__MIN(32 * p1, j->M); m++) {
                const float *xr = j->x + m * j->K;
                float a = 0.0f;
                for (s = 0; s < j->K; s++) a += xr[s] * wrow[s];
                j->y[m * j->N + n0 + r] = a;
            }
        }
}

/* Runs y = x W^T on the tiles where the format, its scales and x allow (1,
   *st set), else 0 with the reason logged. */
static int ktorch__qa_run(ktorch_context *ctx, const char *fn, const ktorch__qview *v, const float *x, int xbf16, int64_t M, int64_t N, int64_t K,
                          float *y, ktorch_status *st) {
    ktorch__qajob j;
    const int nt = ktorch_num_threads(ctx);
    uint64_t per, total, xpn;
    int64_t m, group = 0;
    int *xe;
    char *base;
    if (v->kind == KTORCH__QK_INT8 || v->kind == KTORCH__QK_ASYM || v->kind == KTORCH__QK_FP8) {
        if (v->gran == KTORCH_QUANT_PER_GROUP && v->group % 32 == 0 && v->group <= 1024) group = v->group; /* a chunk holds whole groups */
        else if (!(v->gran == KTORCH_QUANT_PER_TENSOR || (v->gran == KTORCH_QUANT_PER_CHANNEL && !v->axis_last))) {
            ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX not used: scales per column, or groups not a multiple of 32 up to 1024", fn);
            return 0;
        }
    } else if (v->kind == KTORCH__QK_Q8_0 || v->kind == KTORCH__QK_Q4_0) {
        group = 32;
    }
    xe = KTORCH__CAST(int *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, M) * sizeof(int)));
    if (!xe) {
        *st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
        return 1;
    }
    for (m = 0; m < M; m++) {
        const uint32_t a = ktorch__row_amax_512(x + m * K, K);
        if (a >= 0x7f800000u) {
            ktorch__free(&ctx->allocator, xe);
            ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX not used: x holds Inf or NaN", fn);
            return 0;
        }
        xe[m] = a ? ktorch__floor_log2f(ktorch__bits_f32(a)) : 0;
    }
    memset(&j, 0, sizeof j);
    j.v = v;
    j.x = x;
    j.xe = xe;
    j.y = y;
    j.M = M;
    j.N = N;
    j.K = K;
    j.kp = (K + 31) / 32 * 32;
    j.nstep = j.kp / 32;
    j.mblk = (M + 15) / 16;
    j.npair = (j.mblk + 1) / 2;
    j.ntn = (N + 31) / 32;
    j.group = group;
    j.kc = group ? (group <= 256 ? 256 / group * group : group) : 256;
    j.ng = group ? j.kc / group : 1;
    j.inf = v->f->elem == KTORCH_FP8_E5M2;
    j.nterm = xbf16 ? 1 : 3;
    /* few W blocks: the x pairs are shared out too (each part decodes its W rows); at most KTORCH__QA_PAIRS a part */
    j.msplit = KTORCH__MIN(j.npair, KTORCH__MAX(KTORCH__CAST(int64_t, 1), (2 * nt + j.ntn - 1) / j.ntn));
    j.msplit = KTORCH__MAX(j.msplit, (j.npair + KTORCH__QA_PAIRS - 1) / KTORCH__QA_PAIRS);
    j.ppp = (j.npair + j.msplit - 1) / j.msplit;
    /* per thread: W bf16 (2 x 32 x kc), sums (ppp x 1024), group tiles (1024), group scales (2 x 32 ng), decode (kc + 16),
       a dequantized row (K + 16, Inf codes), row scales (32 doubles), emulated tiles; x packed */
    per = KTORCH__CAST(uint64_t, 32 * j.kc + j.ppp * 1024 + 1024 + 64 * j.ng + j.kc + 16 + 16 + 64 + KTORCH__AMX_EMU_FLOATS) +
          (j.inf ? KTORCH__CAST(uint64_t, (K + 15) / 16 * 16) : 0);
    per = (per * 4 + 63) / 64 * 64;
    if (!ktorch__mul_u64(per, KTORCH__CAST(uint64_t, nt), &total) || !ktorch__mul_u64(KTORCH__CAST(uint64_t, j.mblk) * 3072, KTORCH__CAST(uint64_t, j.nstep), &xpn) ||
        !ktorch__add_u64(total, xpn, &total) || total > SIZE_MAX - 64) {
        ktorch__free(&ctx->allocator, xe);
        *st = ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
        return 1;
    }
    j.per = KTORCH__CAST(int64_t, per);
    base = KTORCH__CAST(char *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total) + 64));
    if (!base) {
        ktorch__free(&ctx->allocator, xe);
        *st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
        return 1;
    }
    j.scratch = base + (64 - KTORCH__RCAST(uintptr_t, base) % 64) % 64; /* tile rows on whole cache lines */
    j.xp = KTORCH__RCAST(uint16_t *, j.scratch + j.per * nt);
    ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX bf16 tiles (tdpbf16ps), x as %s, M %lld N %lld K %lld, W %s%s", fn,
               xbf16 ? "bf16" : "three bf16 terms", KTORCH__CAST(long long, M), KTORCH__CAST(long long, N), KTORCH__CAST(long long, K), v->f->name, group ? ", scales per group" : "");
    ktorch_parallel_for(ctx, ktorch__qa_xpack_task, &j, j.mblk * ((j.nstep + 15) / 16));
    ktorch_parallel_for(ctx, ktorch__qa_task, &j, j.ntn * j.msplit);
    ktorch__free(&ctx->allocator, base);
    ktorch__free(&ctx->allocator, xe);
    *st = KTORCH_OK;
    return 1;
}
KTORCH__SIMD_WARNINGS_ON
#endif

static ktorch_status ktorch__mm_run(ktorch_context *ctx, const char *fn, const ktorch_tensor *x, const ktorch__qview *wv,
                                    const ktorch_tensor *wdense, int64_t N, int64_t K, ktorch_tensor *y) {
    ktorch__mmjob j;
    ktorch_tensor xtmp, ytmp;
    ktorch_status st;
    uint64_t per, total;
    int64_t M = x->shape[0];
    int direct_y = y->dtype == KTORCH_F32 && ktorch_tensor_is_contiguous(y);
    /* kernel family of the register-decoding path (AVX-512), -1: dequantizing path */
    int qk = -1;
    /* x rows copied at a padded stride (K * 4 bytes is often a multiple of 4 KiB,
       which would put every row of a tile in the same L1 set) */
    int64_t ldxp = (K + 15) / 16 * 16 + 16;
    uint64_t xpn = 0;
    int fp4x;
#if defined(KTORCH__AMX)
    int amx = 0;
#endif
#if defined(KTORCH__X86)
    float *xpad = NULL;
    if (wv && ctx->isa == KTORCH__ISA_AVX512) qk = ktorch__qk_kind(wv);
#endif
#if defined(KTORCH__AMX)
    if (ctx->amx && M >= 16 && K > 0) {
        /* int8 W: under 32 rows of x the AVX-512 kernels, which read the codes in place, are faster */
        amx = x->dtype == KTORCH_BF16 && ((wdense && wdense->dtype == KTORCH_BF16 && ktorch_tensor_is_contiguous(wdense)) || (qk == 0 && M >= 32));
        if (!amx)
            ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX not used: %s", fn,
                       qk == 0 && x->dtype == KTORCH_BF16 ? "int8 W with under 32 rows of x" : "x is not bf16, or W neither contiguous bf16 nor int8 with row scales");
    }
#endif
    /* mxfp4 / nvfp4 weights, fewer than 4 x rows: x reordered for ktorch__qv4_mxfp4 / ktorch__qv4_nvfp4 */
    fp4x = (qk == 7 || (qk == 8 && K % 32 == 0)) && M < 4;
    memset(&j, 0, sizeof j);
    memset(&ytmp, 0, sizeof ytmp);
    j.wv = wv;
    if (wdense) {
        if (wdense->dtype == KTORCH_F32 && ktorch_tensor_is_contiguous(wdense)) j.wf = KTORCH__CAST(const float *, ktorch_tensor_ptr(wdense));
        else j.wd = wdense;
    }
    j.M = M;
    j.N = N;
    j.K = K;
    j.isa = ctx->isa;
    j.nbt = M >= 4 && ctx->isa == KTORCH__ISA_AVX512 ? 32 : KTORCH__MM_NB; /* more rows per task where x is re-read per task */
    if (qk >= 0) per = KTORCH__QK_SCRATCH;
    else if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, M), KTORCH__CAST(uint64_t, j.nbt), &per) || !ktorch__add_u64(per, KTORCH__CAST(uint64_t, j.nbt) * KTORCH__MM_KC, &per))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    if (!ktorch__mul_u64(per, KTORCH__CAST(uint64_t, ktorch_num_threads(ctx)), &total) ||
        (qk >= 0 && (M >= 4 || fp4x) && (!ktorch__mul_u64(KTORCH__CAST(uint64_t, M), KTORCH__CAST(uint64_t, ldxp), &xpn) || !ktorch__add_u64(total, xpn, &total))) ||
        !ktorch__mul_u64(total, sizeof(float), &total) || total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    st = ktorch__as_f32(ctx, x, fn, "x", &xtmp, &j.x);
    if (st != KTORCH_OK) return st;
    if (!direct_y) {
        st = ktorch_tensor_create(ctx, KTORCH_F32, 2, y->shape, ktorch_cpu(), &ytmp);
        if (st != KTORCH_OK) { ktorch_tensor_free(ctx, &xtmp); return st; }
        j.y = KTORCH__CAST(float *, ktorch_tensor_ptr(&ytmp));
    } else {
        j.y = KTORCH__CAST(float *, ktorch_tensor_ptr(y));
    }
#if defined(KTORCH__AMX)
    if (amx) {
        st = ktorch__mm_amx(ctx, fn, j.x, wdense, qk == 0 ? wv : NULL, M, N, K, j.y);
        if (st == KTORCH_OK && !direct_y) ktorch__copy_host(y, &ytmp, 0);
        ktorch_tensor_free(ctx, &xtmp);
        ktorch_tensor_free(ctx, &ytmp);
        return st;
    }
#endif
#if defined(KTORCH__AMX)
    if (wv && ctx->amx && ktorch__qa_rows(M, N) && K > 0 && ktorch__qa_run(ctx, fn, wv, j.x, x->dtype == KTORCH_BF16, M, N, K, j.y, &st)) {
        if (st == KTORCH_OK && !direct_y) ktorch__copy_host(y, &ytmp, 0);
        ktorch_tensor_free(ctx, &xtmp);
        ktorch_tensor_free(ctx, &ytmp);
        return st;
    }
#endif
#if defined(KTORCH__X86)
    if (wv && ctx->isa == KTORCH__ISA_AVX2 && ktorch__a2_run(ctx, fn, wv, j.x, M, N, K, j.y, &st)) {
        if (st == KTORCH_OK && !direct_y) ktorch__copy_host(y, &ytmp, 0);
        ktorch_tensor_free(ctx, &xtmp);
        ktorch_tensor_free(ctx, &ytmp);
        return st;
    }
#endif
    j.scratch_per_thread = KTORCH__CAST(int64_t, per);
    j.scratch = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total)));
    if (!j.scratch) {
        ktorch_tensor_free(ctx, &xtmp);
        ktorch_tensor_free(ctx, &ytmp);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    }
#if defined(KTORCH__X86)
    if (xpn) xpad = j.scratch + KTORCH__CAST(int64_t, per) * ktorch_num_threads(ctx);
    if (qk >= 0) {
        ktorch__qkjob q;
        int64_t m;
        static const ktorch__qk_fn fns[4][3] = {{ktorch__qk8_i8, ktorch__qk4_i8, ktorch__qk1_i8},
                                               {ktorch__qk8_e4m3, ktorch__qk4_e4m3, ktorch__qk1_e4m3},
                                               {ktorch__qk8_e5m2, ktorch__qk4_e5m2, ktorch__qk1_e5m2},
                                               {ktorch__qk8_u8z, ktorch__qk4_u8z, ktorch__qk1_u8z}};
        static const ktorch__qb_fn bfns[8][3] = {{ktorch__qb8_mxfp8_e4m3, ktorch__qb4_mxfp8_e4m3, ktorch__qb1_mxfp8_e4m3},
                                                {ktorch__qb8_mxfp8_e5m2, ktorch__qb4_mxfp8_e5m2, ktorch__qb1_mxfp8_e5m2},
                                                {ktorch__qb8_mxint8, ktorch__qb4_mxint8, ktorch__qb1_mxint8},
                                                {ktorch__qb8_mxfp4, ktorch__qb4_mxfp4, ktorch__qb1_mxfp4},
                                                {ktorch__qb8_nvfp4, ktorch__qb4_nvfp4, ktorch__qb1_nvfp4},
                                                {ktorch__qb8_q8_0, ktorch__qb4_q8_0, ktorch__qb1_q8_0},
                                                {ktorch__qb8_q4_0, ktorch__qb4_q4_0, ktorch__qb1_q4_0},
                                                {ktorch__qb8_mxfp6, ktorch__qb4_mxfp6, ktorch__qb1_mxfp6}};
        memset(&q, 0, sizeof q);
        q.v = wv;
        q.x = j.x;
        q.ldx = K;
        if (xpad) {
            q.ldx = ldxp;
            for (m = 0; m < M; m++) {
                float *d = xpad + m * ldxp;
                const float *sx = j.x + m * K;
                int64_t k, i;
                if (!fp4x) memcpy(d, sx, KTORCH__CAST(size_t, K) * sizeof(float));
                else
                    for (k = 0; k < K; k += 32)
                        for (i = 0; i < 16; i++) {
                            d[k + i] = sx[k + 2 * i];
                            d[k + 16 + i] = sx[k + 2 * i + 1];
                        }
            }
            q.x = xpad;
        }
        q.y = j.y;
        q.scratch = j.scratch;
        q.M = M;
        q.N = N;
        q.K = K;
        q.kc = M >= 8 ? 512 : M >= 4 ? 1024 : 4096; /* MR rows of a chunk of x: 16 KiB */
        static const ktorch__qv_fn vfns[8] = {ktorch__qv_mxfp8_e4m3, ktorch__qv_mxfp8_e5m2, ktorch__qv_mxint8, ktorch__qv4_mxfp4,
                                              ktorch__qv_nvfp4, ktorch__qv_q8_0, ktorch__qv4_q4_0, ktorch__qv_mxfp6};
        if (qk < 4) {
            memcpy(q.fn, fns[qk], sizeof q.fn);
        } else {
            memcpy(q.bfn, bfns[qk - 4], sizeof q.bfn);
            q.vfn = qk == 7 && !fp4x ? NULL : qk == 8 && fp4x ? ktorch__qv4_nvfp4 : vfns[qk - 4];
            q.ggml = qk == 9 || qk == 10;
        }
        for (m = 0; m < 32; m++) q.lut[m] = qk == 10 ? KTORCH__CAST(float, (m & 15) - 8) : wv->lut[m];
        q.smul = qk == 1 ? 256.0f : 1.0f;
        ktorch_parallel_for(ctx, ktorch__qk_task, &q, (N + KTORCH__QK_NBT - 1) / KTORCH__QK_NBT);
    } else
#endif
        ktorch_parallel_for(ctx, ktorch__mm_task, &j, (N + j.nbt - 1) / j.nbt);
    if (!direct_y) ktorch__copy_host(y, &ytmp, 0);
    ktorch__free(&ctx->allocator, j.scratch);
    ktorch_tensor_free(ctx, &xtmp);
    ktorch_tensor_free(ctx, &ytmp);
    return KTORCH_OK;
}

static ktorch_status ktorch__mm_check(ktorch_context *ctx, const char *fn, const ktorch_tensor *x, int64_t N, int64_t K, const ktorch_tensor *y) {
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    st = ktorch__check_float(x, fn, "x");
    if (st != KTORCH_OK) return st;
    st = ktorch__check_float(y, fn, "y");
    if (st != KTORCH_OK) return st;
    if (x->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' must be 2-D [M,K] (has %d dims)", fn, x->ndim);
    if (y->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'y' must be 2-D [M,N] (has %d dims)", fn, y->ndim);
    if (x->shape[1] != K)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' has K = %lld, 'w' has K = %lld", fn, KTORCH__CAST(long long, x->shape[1]), KTORCH__CAST(long long, K));
    if (y->shape[0] != x->shape[0] || y->shape[1] != N)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'y' must be [%lld,%lld]", fn, KTORCH__CAST(long long, x->shape[0]), KTORCH__CAST(long long, N));
    if (!ktorch__same_device(y->device, x->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' and 'y' must be on one device", fn);
    return KTORCH_OK;
}

static ktorch_status ktorch__qmatmul_check(ktorch_context *ctx, const char *fn, const ktorch_tensor *x, const ktorch_qtensor *w, const ktorch_tensor *y) {
    ktorch_status st = ktorch_qtensor_validate(w);
    if (st != KTORCH_OK) return st;
    if (w->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'w' must be 2-D [N,K] (has %d dims)", fn, w->ndim);
    if ((st = ktorch__mm_check(ctx, fn, x, w->shape[0], w->shape[1], y)) != KTORCH_OK) return st;
    return ktorch__qt_on(w, x->device, fn, "w");
}
KTORCH_API ktorch_status ktorch_qmatmul(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    static const char *fn = "ktorch_qmatmul";
    ktorch_op_desc op;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__qmatmul_check(ctx, fn, x, w, y)) != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_QMATMUL, x->device);
    op.tensor[0] = ktorch__op_tensor(x);
    op.tensor[1] = y;
    op.qtensor[0] = w;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_qmatmul(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_qmatmul";
    const ktorch_tensor *x = op->tensor[0];
    const ktorch_qtensor *w = op->qtensor[0];
    ktorch_tensor *y = op->tensor[1];
    ktorch__qview *v;
    ktorch_status st;
    if (x->shape[0] == 0) return KTORCH_OK;
    v = KTORCH__CAST(ktorch__qview *, ktorch__alloc(&ctx->allocator, sizeof *v));
    if (!v) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    ktorch__qview_init(v, w);
    v->isa = ctx->isa;
    st = ktorch__mm_run(ctx, fn, x, v, NULL, w->shape[0], w->shape[1], y);
    ktorch__free(&ctx->allocator, v);
    return st;
}

KTORCH_API ktorch_status ktorch_matmul_nt(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *w, ktorch_tensor *y) {
    static const char *fn = "ktorch_matmul_nt";
    ktorch_op_desc op;
    ktorch_status st;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__check_float(w, fn, "w")) != KTORCH_OK) return st;
    if (w->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'w' must be 2-D [N,K] (has %d dims)", fn, w->ndim);
    if ((st = ktorch__mm_check(ctx, fn, x, w->shape[0], w->shape[1], y)) != KTORCH_OK) return st;
    if (!ktorch__same_device(w->device, x->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' and 'w' must be on one device", fn);
    ktorch__op_init(&op, KTORCH_OP_MATMUL_NT, x->device);
    op.tensor[0] = ktorch__op_tensor(x);
    op.tensor[1] = ktorch__op_tensor(w);
    op.tensor[2] = y;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_matmul_nt(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_matmul_nt";
    const ktorch_tensor *x = op->tensor[0], *w = op->tensor[1];
    ktorch_tensor *y = op->tensor[2];
    if (x->shape[0] == 0) return KTORCH_OK;
    return ktorch__mm_run(ctx, fn, x, NULL, w, w->shape[0], w->shape[1], y);
}

/* ---- w8a8 -------------------------------------------------------------------- */
typedef struct ktorch__w8job {
    const int8_t *x, *w;
    const float *sx, *sw;
    int sx_per_row, sw_per_row;
    int64_t M, N, K;
    void *y;
    int y_i32, vnni, isa;
} ktorch__w8job;

static int32_t ktorch__dot_i8_scalar(const int8_t *a, const int8_t *b, int64_t n) {
    int32_t s = 0;
    int64_t k;
    for (k = 0; k < n; k++) s += KTORCH__CAST(int32_t, a[k]) * b[k];
    return s;
}
#if defined(KTORCH__X86)
__attribute__((target("avx2"))) static int32_t ktorch__dot_i8_avx2(const int8_t *a, const int8_t *b, int64_t n) {
    __m256i acc = _mm256_setzero_si256();
    int32_t t[8], s = 0;
    int64_t k = 0;
    int i;
    for (; k + 16 <= n; k += 16) {
        __m256i va = _mm256_cvtepi8_epi16(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, a + k)));
        __m256i vb = _mm256_cvtepi8_epi16(_mm_loadu_si128(KTORCH__RCAST(const __m128i *, b + k)));
        acc = _mm256_add_epi32(acc, _mm256_madd_epi16(va, vb));
    }
    _mm256_storeu_si256(KTORCH__RCAST(__m256i *, t), acc);
    for (i = 0; i < 8; i++) s += t[i];
    return s + ktorch__dot_i8_scalar(a + k, b + k, n - k);
}
/* u8 x s8 dot with x biased by +128; the caller subtracts 128 * sum(w). */
__attribute__((target("avx512f,avx512bw,avx512vnni"))) static int32_t ktorch__dot_i8_vnni(const int8_t *a, const int8_t *b, int64_t n) {
    __m512i acc = _mm512_setzero_si512(), bias = _mm512_set1_epi8(KTORCH__CAST(char, -128));
    int64_t k = 0;
    int32_t s;
    for (; k + 64 <= n; k += 64) {
        __m512i va = _mm512_xor_si512(_mm512_loadu_si512(a + k), bias);
        acc = _mm512_dpbusd_epi32(acc, va, _mm512_loadu_si512(b + k));
    }
    {
        int32_t t[16];
        int i;
        _mm512_storeu_si512(t, acc);
        for (s = 0, i = 0; i < 16; i++) s += t[i];
    }
    /* tail without bias: add 128*sum(tail of w) back so the caller's correction holds */
    for (; k < n; k++) s += (KTORCH__CAST(int32_t, a[k]) + 128) * b[k];
    return s;
}
/* sum of n int8 (the VNNI offset correction), 64 at a time */
__attribute__((target("avx512f,avx512bw,avx512vnni"))) static int32_t ktorch__sum_i8_vnni(const int8_t *b, int64_t n) {
    __m512i acc = _mm512_setzero_si512(), ones = _mm512_set1_epi8(1);
    int32_t t[16], s = 0;
    int64_t k = 0;
    int i;
    for (; k + 64 <= n; k += 64) acc = _mm512_dpbusd_epi32(acc, ones, _mm512_loadu_si512(b + k));
    _mm512_storeu_si512(t, acc);
    for (i = 0; i < 16; i++) s += t[i];
    for (; k < n; k++) s += b[k];
    return s;
}
#endif

static void ktorch__w8_task(void *arg, int64_t t, int thread) {
    ktorch__w8job *j = KTORCH__CAST(ktorch__w8job *, arg);
    int64_t n0 = t * KTORCH__MM_NB, n1 = KTORCH__MIN(j->N, n0 + KTORCH__MM_NB), m, n;
#if defined(KTORCH__X86)
    int32_t wsum[KTORCH__MM_NB];
    if (j->vnni)
        for (n = n0; n < n1; n++) wsum[n - n0] = ktorch__sum_i8_vnni(j->w + n * j->K, j->K);
#endif
    (void)thread;
    for (m = 0; m < j->M; m++)
        for (n = n0; n < n1; n++) {
            const int8_t *xr = j->x + m * j->K, *wr = j->w + n * j->K;
            int32_t acc;
#if defined(KTORCH__X86)
            if (j->vnni) acc = ktorch__dot_i8_vnni(xr, wr, j->K) - 128 * wsum[n - n0];
            else if (j->isa != KTORCH__ISA_SCALAR) acc = ktorch__dot_i8_avx2(xr, wr, j->K);
            else
#endif
                acc = ktorch__dot_i8_scalar(xr, wr, j->K);
            if (j->y_i32) KTORCH__CAST(int32_t *, j->y)[m * j->N + n] = acc;
            else KTORCH__CAST(float *, j->y)[m * j->N + n] = KTORCH__CAST(float, acc) * j->sx[j->sx_per_row ? m : 0] * j->sw[j->sw_per_row ? n : 0];
        }
}

#if defined(KTORCH__AMX)
KTORCH__SIMD_WARNINGS_OFF
/* int8 x int8 on AMX tiles (tdpbssd): every product and sum is exact in the
   int32 accumulators, so each int32 sum equals ktorch__w8_task's and the
   scales are applied by the same expression: the same y, bit for bit, for
   any thread count. W rows are the A operand (16 rows of 64 k, in place
   where K % 64 == 0 and the 32 rows of a task exist, else copied with zeros
   past K and N); x, packed once per call, the B operand: for 16 x rows
   (block mb) group row r, row c, byte e at (mb kp/4 + r) 64 + 4 c + e, kp =
   K rounded up to 64, zeros past M and K. A task runs 32 W rows over every
   x block, two x blocks at a time (4 accumulator tiles). */
#define KTORCH__W8A_NB 32 /* W rows per task */
typedef struct ktorch__w8ajob {
    const ktorch__w8job *j;
    int8_t *xp, *scratch;
    int64_t kp, mblk, per;
} ktorch__w8ajob;
static void ktorch__w8a_xpack_task(void *arg, int64_t mb, int thread) {
    const ktorch__w8ajob *A = KTORCH__CAST(const ktorch__w8ajob *, arg);
    const ktorch__w8job *j = A->j;
    int8_t *d = A->xp + mb * A->kp * 16;
    int64_t c, r;
    (void)thread;
    memset(d, 0, KTORCH__CAST(size_t, A->kp) * 16);
    for (c = 0; c < 16 && mb * 16 + c < j->M; c++) {
        const int8_t *xr = j->x + (mb * 16 + c) * j->K;
        for (r = 0; r < j->K / 4; r++) memcpy(d + r * 64 + 4 * c, xr + 4 * r, 4);
        if (j->K % 4) memcpy(d + r * 64 + 4 * c, xr + 4 * r, KTORCH__CAST(size_t, j->K % 4));
    }
}
KTORCH__T_AMXI8 static void ktorch__w8a_task(void *arg, int64_t t, int thread) {
    const ktorch__w8ajob *A = KTORCH__CAST(const ktorch__w8ajob *, arg);
    const ktorch__w8job *j = A->j;
    const int64_t n0 = t * KTORCH__W8A_NB, kp = A->kp;
    int8_t *wbuf = A->scratch + KTORCH__CAST(int64_t, thread) * A->per;
    int32_t *cb = KTORCH__RCAST(int32_t *, wbuf + KTORCH__W8A_NB * kp); /* 4 tiles of 16 x 16 int32 */
    unsigned char *tm = KTORCH__RCAST(unsigned char *, cb + 1024);
    const int8_t *w;
    int64_t sw, mb, c, m, n, q;
    if (j->K % 64 == 0 && n0 + KTORCH__W8A_NB <= j->N) {
        w = j->w + n0 * j->K;
        sw = j->K;
    } else {
        for (n = 0; n < KTORCH__W8A_NB; n++) {
            int8_t *d = wbuf + n * kp;
            const int64_t k = n0 + n < j->N ? j->K : 0;
            if (k) memcpy(d, j->w + (n0 + n) * j->K, KTORCH__CAST(size_t, k));
            memset(d + k, 0, KTORCH__CAST(size_t, kp - k));
        }
        w = wbuf;
        sw = kp;
    }
    ktorch__amx_begin(tm);
    KTORCH__TFENCE();
    for (mb = 0; mb < A->mblk; mb += 2) {
        const int8_t *xb = A->xp + mb * kp * 16;
        const int two = mb + 1 < A->mblk;
        KTORCH__TZERO(0);
        KTORCH__TZERO(1);
        if (two) {
            KTORCH__TZERO(2);
            KTORCH__TZERO(3);
            for (c = 0; c < kp; c += 64) {
                KTORCH__TLOAD(4, w + c, sw);
                KTORCH__TLOAD(5, w + 16 * sw + c, sw);
                KTORCH__TLOAD(6, xb + 16 * c, 64);
                KTORCH__TLOAD(7, xb + 16 * kp + 16 * c, 64);
                KTORCH__TDPI8(0, 4, 6);
                KTORCH__TDPI8(1, 5, 6);
                KTORCH__TDPI8(2, 4, 7);
                KTORCH__TDPI8(3, 5, 7);
            }
        } else {
            for (c = 0; c < kp; c += 64) {
                KTORCH__TLOAD(4, w + c, sw);
                KTORCH__TLOAD(5, w + 16 * sw + c, sw);
                KTORCH__TLOAD(6, xb + 16 * c, 64);
                KTORCH__TDPI8(0, 4, 6);
                KTORCH__TDPI8(1, 5, 6);
            }
        }
        KTORCH__TSTORE_ACC(cb, two);
        KTORCH__TFENCE();
        /* cb tile 2 q + h: 16 W rows (h) by 16 x rows (block mb + q) */
        for (q = 0; q < 1 + two; q++)
            for (m = 0; m < 16 && (mb + q) * 16 + m < j->M; m++) {
                const int64_t mm = (mb + q) * 16 + m;
                for (n = 0; n < KTORCH__W8A_NB && n0 + n < j->N; n++) {
                    const int32_t acc = cb[512 * q + 256 * (n / 16) + 16 * (n % 16) + m];
                    if (j->y_i32) KTORCH__CAST(int32_t *, j->y)[mm * j->N + n0 + n] = acc;
                    else KTORCH__CAST(float *, j->y)[mm * j->N + n0 + n] = KTORCH__CAST(float, acc) * j->sx[j->sx_per_row ? mm : 0] * j->sw[j->sw_per_row ? n0 + n : 0];
                }
            }
    }
    ktorch__amx_end(tm);
}
/* Runs j on AMX tiles; the caller checked that the context has AMX-INT8. */
static ktorch_status ktorch__w8a8_amx(ktorch_context *ctx, const char *fn, const ktorch__w8job *j) {
    ktorch__w8ajob A;
    uint64_t per, total, xpn;
    const int nt = ktorch_num_threads(ctx);
    memset(&A, 0, sizeof A);
    A.j = j;
    A.kp = (j->K + 63) / 64 * 64;
    A.mblk = (j->M + 15) / 16;
    /* per thread: 32 W rows of kp bytes, 4 int32 tiles, the emulated tiles; then x packed */
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, A.kp), KTORCH__W8A_NB, &per) || !ktorch__add_u64(per, 4096 + 4 * KTORCH__AMX_EMU_FLOATS + 64, &per) ||
        !ktorch__mul_u64(per, KTORCH__CAST(uint64_t, nt), &total) || !ktorch__mul_u64(KTORCH__CAST(uint64_t, A.mblk) * 16, KTORCH__CAST(uint64_t, A.kp), &xpn) ||
        !ktorch__add_u64(total, xpn, &total) || total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    A.per = KTORCH__CAST(int64_t, per);
    A.scratch = KTORCH__CAST(int8_t *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total)));
    if (!A.scratch) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    A.xp = A.scratch + A.per * nt;
    ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX int8 tiles (tdpbssd), M %lld N %lld K %lld", fn, KTORCH__CAST(long long, j->M), KTORCH__CAST(long long, j->N),
               KTORCH__CAST(long long, j->K));
    ktorch_parallel_for(ctx, ktorch__w8a_xpack_task, &A, A.mblk);
    ktorch_parallel_for(ctx, ktorch__w8a_task, &A, (j->N + KTORCH__W8A_NB - 1) / KTORCH__W8A_NB);
    ktorch__free(&ctx->allocator, A.scratch);
    return KTORCH_OK;
}
KTORCH__SIMD_WARNINGS_ON
#endif

/* fp8 x fp8: codes decoded exactly to f32 once, products summed in k order. */
typedef struct ktorch__f8job {
    const float *x, *w, *sx, *sw;
    int sx_per_row, sw_per_row;
    int64_t M, N, K;
    float *y; /* f32 [M,N] */
} ktorch__f8job;

static void ktorch__f8_task(void *arg, int64_t t, int thread) {
    ktorch__f8job *j = KTORCH__CAST(ktorch__f8job *, arg);
    int64_t n0 = t * KTORCH__MM_NB, n1 = KTORCH__MIN(j->N, n0 + KTORCH__MM_NB), m, n, k;
    (void)thread;
    for (m = 0; m < j->M; m++)
        for (n = n0; n < n1; n++) {
            const float *xr = j->x + m * j->K, *wr = j->w + n * j->K;
            float acc = 0.0f;
            for (k = 0; k < j->K; k++) acc += xr[k] * wr[k];
            j->y[m * j->N + n] = acc * j->sx[j->sx_per_row ? m : 0] * j->sw[j->sw_per_row ? n : 0];
        }
}

#if defined(KTORCH__X86)
/* AVX-512 and AVX2: x's codes decoded once (exact), then the register-decoding qmatmul
   kernels with w's codes; y = (x codes . w codes) * sw * sx, each scale
   applied once to the f32 sum. */
static ktorch_status ktorch__w8a8_fp8_qk(ktorch_context *ctx, const char *fn, const ktorch_qtensor *x, ktorch__qview *wv, ktorch_tensor *y) {
    const int64_t M = x->shape[0], N = wv->R, K = x->shape[1];
    const int direct = y->dtype == KTORCH_F32;
    const float *sx = KTORCH__CAST(const float *, ktorch_tensor_ptr(&x->scale));
    const int sx_per_row = x->granularity == KTORCH_QUANT_PER_CHANNEL;
    uint64_t nx = KTORCH__CAST(uint64_t, M) * KTORCH__CAST(uint64_t, K), ny = direct ? 0 : KTORCH__CAST(uint64_t, M) * KTORCH__CAST(uint64_t, N), total;
    int64_t sh[2], m, n;
    ktorch_tensor xt, yt;
    ktorch_status st;
    float *buf, *yf;
    if (!ktorch__add_u64(nx, ny, &total) || !ktorch__mul_u64(total, sizeof(float), &total) || total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    buf = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total ? total : 1)));
    if (!buf) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    ktorch__decode_f32(x->data.dtype, buf, ktorch_tensor_ptr(&x->data), KTORCH__CAST(int64_t, nx));
    sh[0] = M;
    sh[1] = K;
    st = ktorch_tensor_wrap(KTORCH_F32, 2, sh, NULL, buf, ktorch_cpu(), &xt);
    yf = direct ? KTORCH__CAST(float *, ktorch_tensor_ptr(y)) : buf + nx;
    sh[1] = N;
    if (st == KTORCH_OK) st = ktorch_tensor_wrap(KTORCH_F32, 2, sh, NULL, yf, ktorch_cpu(), &yt);
    if (st == KTORCH_OK) st = ktorch__mm_run(ctx, fn, &xt, wv, NULL, N, K, &yt);
    if (st == KTORCH_OK) {
        for (m = 0; m < M; m++)
            for (n = 0; n < N; n++) yf[m * N + n] *= sx[sx_per_row ? m : 0];
        if (!direct) ktorch__encode_f32(y->dtype, ktorch_tensor_ptr(y), yf, KTORCH__CAST(int64_t, ny), 0);
    }
    ktorch__free(&ctx->allocator, buf);
    return st;
}
#endif

static ktorch_status ktorch__w8a8_fp8(ktorch_context *ctx, const char *fn, const ktorch_qtensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    ktorch__f8job j;
    uint64_t nx, nw, ny, total;
    float *buf;
#if defined(KTORCH__X86)
    if (ctx->isa == KTORCH__ISA_AVX512 || ctx->isa == KTORCH__ISA_AVX2) {
        ktorch__qview *wv = KTORCH__CAST(ktorch__qview *, ktorch__alloc(&ctx->allocator, sizeof *wv));
        ktorch_status st;
        if (!wv) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
        ktorch__qview_init(wv, w);
        wv->isa = ctx->isa;
        if (ktorch__qk_kind(wv) == 1 || ktorch__qk_kind(wv) == 2) {
            ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: fp8 x fp8 by the register-decoding qmatmul kernels (%s)", fn, ktorch__isa_names[ctx->isa]);
            st = ktorch__w8a8_fp8_qk(ctx, fn, x, wv, y);
            ktorch__free(&ctx->allocator, wv);
            return st;
        }
        ktorch__free(&ctx->allocator, wv);
    }
#endif
    memset(&j, 0, sizeof j);
    j.M = x->shape[0];
    j.N = w->shape[0];
    j.K = x->shape[1];
    nx = KTORCH__CAST(uint64_t, j.M) * KTORCH__CAST(uint64_t, j.K);
    nw = KTORCH__CAST(uint64_t, j.N) * KTORCH__CAST(uint64_t, j.K);
    ny = y->dtype == KTORCH_F32 ? 0 : KTORCH__CAST(uint64_t, j.M) * KTORCH__CAST(uint64_t, j.N);
    if (!ktorch__add_u64(nx, nw, &total) || !ktorch__add_u64(total, ny, &total) || !ktorch__mul_u64(total, sizeof(float), &total) ||
        total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
    buf = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total ? total : 1)));
    if (!buf) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    ktorch__decode_f32(x->data.dtype, buf, ktorch_tensor_ptr(&x->data), KTORCH__CAST(int64_t, nx));
    ktorch__decode_f32(w->data.dtype, buf + nx, ktorch_tensor_ptr(&w->data), KTORCH__CAST(int64_t, nw));
    j.x = buf;
    j.w = buf + nx;
    j.sx = KTORCH__CAST(const float *, ktorch_tensor_ptr(&x->scale));
    j.sw = KTORCH__CAST(const float *, ktorch_tensor_ptr(&w->scale));
    j.sx_per_row = x->granularity == KTORCH_QUANT_PER_CHANNEL;
    j.sw_per_row = w->granularity == KTORCH_QUANT_PER_CHANNEL;
    j.y = ny ? buf + nx + nw : KTORCH__CAST(float *, ktorch_tensor_ptr(y));
    ktorch_parallel_for(ctx, ktorch__f8_task, &j, (j.N + KTORCH__MM_NB - 1) / KTORCH__MM_NB);
    if (ny) ktorch__encode_f32(y->dtype, ktorch_tensor_ptr(y), j.y, KTORCH__CAST(int64_t, ny), 0);
    ktorch__free(&ctx->allocator, buf);
    return KTORCH_OK;
}

static int ktorch__is_fp8_quant(ktorch_quant_format f) { return f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2; }

static ktorch_status ktorch__w8a8_check(const char *fn, const ktorch_qtensor *x, const ktorch_qtensor *w, const ktorch_tensor *y, int *is_fp8) {
    const ktorch_qtensor *ops[2];
    ktorch_status st;
    int k, fp8;
    ops[0] = x;
    ops[1] = w;
    for (k = 0; k < 2; k++) {
        const char *nm = k ? "w" : "x";
        st = ktorch_qtensor_validate(ops[k]);
        if (st != KTORCH_OK) return st;
        if (ops[k]->format != KTORCH_QUANT_INT8 && !ktorch__is_fp8_quant(ops[k]->format))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be int8, fp8_e4m3 or fp8_e5m2 (is %s)", fn, nm, ktorch_quant_format_name(ops[k]->format));
        if (ops[k]->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be 2-D", fn, nm);
        if (!(ops[k]->granularity == KTORCH_QUANT_PER_TENSOR || (ops[k]->granularity == KTORCH_QUANT_PER_CHANNEL && ops[k]->axis == 0)))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be quantized per tensor or per channel along axis 0", fn, nm);
    }
    fp8 = ktorch__is_fp8_quant(x->format);
    if (fp8 != ktorch__is_fp8_quant(w->format))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' is %s and 'w' is %s (both int8 or both fp8)", fn, ktorch_quant_format_name(x->format), ktorch_quant_format_name(w->format));
    if (x->shape[1] != w->shape[1]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' has K = %lld, 'w' has K = %lld", fn, KTORCH__CAST(long long, x->shape[1]), KTORCH__CAST(long long, w->shape[1]));
    st = ktorch__check_tensor(y, fn, "y");
    if (st != KTORCH_OK) return st;
    if ((st = ktorch__qt_on(x, y->device, fn, "x")) != KTORCH_OK || (st = ktorch__qt_on(w, y->device, fn, "w")) != KTORCH_OK) return st;
    if (fp8 && y->dtype != KTORCH_F32 && y->dtype != KTORCH_BF16 && y->dtype != KTORCH_F16)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'y' must be f32, bf16 or f16 for fp8 inputs, not %s", fn, ktorch_dtype_name(y->dtype));
    if (!fp8 && y->dtype != KTORCH_F32 && y->dtype != KTORCH_I32) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'y' must be f32 or i32, not %s", fn, ktorch_dtype_name(y->dtype));
    if (y->ndim != 2 || y->shape[0] != x->shape[0] || y->shape[1] != w->shape[0] || !ktorch_tensor_is_contiguous(y))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'y' must be a contiguous [%lld,%lld] tensor", fn, KTORCH__CAST(long long, x->shape[0]), KTORCH__CAST(long long, w->shape[0]));
    *is_fp8 = fp8;
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_qmatmul_w8a8(ktorch_context *ctx, const ktorch_qtensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    static const char *fn = "ktorch_qmatmul_w8a8";
    ktorch_op_desc op;
    ktorch_status st;
    int fp8 = 0;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__w8a8_check(fn, x, w, y, &fp8)) != KTORCH_OK) return st;
    ktorch__op_init(&op, KTORCH_OP_QMATMUL_W8A8, y->device);
    op.tensor[0] = y;
    op.qtensor[0] = x;
    op.qtensor[1] = w;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_qmatmul_w8a8(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_qmatmul_w8a8";
    const ktorch_qtensor *x = op->qtensor[0], *w = op->qtensor[1];
    ktorch_tensor *y = op->tensor[0];
    int fp8 = 0;
    ktorch__w8job j;
    ktorch_status st = ktorch__w8a8_check(fn, x, w, y, &fp8);
    if (st != KTORCH_OK) return st;
    if (fp8) return ktorch__w8a8_fp8(ctx, fn, x, w, y);
    memset(&j, 0, sizeof j);
    j.x = KTORCH__CAST(const int8_t *, ktorch_tensor_ptr(&x->data));
    j.w = KTORCH__CAST(const int8_t *, ktorch_tensor_ptr(&w->data));
    j.sx = KTORCH__CAST(const float *, ktorch_tensor_ptr(&x->scale));
    j.sw = KTORCH__CAST(const float *, ktorch_tensor_ptr(&w->scale));
    j.sx_per_row = x->granularity == KTORCH_QUANT_PER_CHANNEL;
    j.sw_per_row = w->granularity == KTORCH_QUANT_PER_CHANNEL;
    j.M = x->shape[0];
    j.N = w->shape[0];
    j.K = x->shape[1];
    j.y = ktorch_tensor_ptr(y);
    j.y_i32 = y->dtype == KTORCH_I32;
    j.isa = ctx->isa;
    if (j.K > (INT64_C(1) << 17)) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: K = %lld exceeds 131072 (int32 accumulators could overflow)", fn, KTORCH__CAST(long long, j.K));
#if defined(KTORCH__X86)
    if (ctx->isa == KTORCH__ISA_AVX512 && (ctx->cpu_features & KTORCH__CPU_AVX512_VNNI)) j.vnni = 1;
#endif
#if defined(KTORCH__AMX)
    /* from one row of x on (also faster than VNNI at M = 1 and 4) */
    if (ctx->amx && KTORCH__AMX_I8(ctx->cpu_features) && j.M > 0 && j.N > 0 && j.K > 0) return ktorch__w8a8_amx(ctx, fn, &j);
    if (ctx->amx) ktorch_log(ctx, KTORCH_LOG_DEBUG, "%s: AMX not used: %s", fn, j.M > 0 && j.N > 0 && j.K > 0 ? "the CPU has no AMX-INT8" : "empty product");
#endif
    ktorch_parallel_for(ctx, ktorch__w8_task, &j, (j.N + KTORCH__MM_NB - 1) / KTORCH__MM_NB);
    return KTORCH_OK;
}

/* (end of quantization section) */

/* ======================================================================
   SECTION: training ops (matmul, norms, RoPE, activations, embedding,
   cross-entropy, AdamW, gradient norm): core checks, then the CPU backend
   ====================================================================== */

/* A tensor read as [rows, D] (D its last dim): *ld is the row stride when
   the last dim has stride 1 and the leading dims collapse into one stride. */
static int ktorch__tr_rows(const ktorch_tensor *t, int64_t *rows, int64_t *D, int64_t *ld) {
    int64_t r = 1, expect = -1;
    int i;
    *D = t->ndim ? t->shape[t->ndim - 1] : 1;
    for (i = 0; i + 1 < t->ndim; i++) r *= t->shape[i];
    *rows = r;
    *ld = *D;
    if (t->ndim == 0 || r == 0 || *D == 0) return 1;
    if (*D > 1 && t->stride[t->ndim - 1] != 1) return 0;
    for (i = t->ndim - 2; i >= 0; i--) {
        if (t->shape[i] == 1) continue;
        if (expect < 0) *ld = t->stride[i];
        else if (t->stride[i] != expect) return 0;
        expect = t->stride[i] * t->shape[i];
    }
    return 1;
}

static ktorch_status ktorch__tr_same_shape(const char *fn, const ktorch_tensor *a, const char *an, const ktorch_tensor *b, const char *bn) {
    int i;
    if (a->ndim != b->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' has %d dims, '%s' has %d", fn, bn, b->ndim, an, a->ndim);
    for (i = 0; i < a->ndim; i++)
        if (a->shape[i] != b->shape[i])
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must have the shape of '%s' (dim %d is %lld, not %lld)", fn, bn, an, i,
                                KTORCH__CAST(long long, b->shape[i]), KTORCH__CAST(long long, a->shape[i]));
    return KTORCH_OK;
}
/* An f32 tensor (optional when `opt`) of numel n. */
static ktorch_status ktorch__tr_f32n(const char *fn, const ktorch_tensor *t, const char *name, int64_t n, int opt) {
    ktorch_status st;
    if (!t && opt) return KTORCH_OK;
    if ((st = ktorch__check_tensor(t, fn, name)) != KTORCH_OK) return st;
    if (t->dtype != KTORCH_F32) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be f32, not %s", fn, name, ktorch_dtype_name(t->dtype));
    if (ktorch_tensor_numel(t) != n)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must hold %lld elements (has %lld)", fn, name, KTORCH__CAST(long long, n),
                            KTORCH__CAST(long long, ktorch_tensor_numel(t)));
    return KTORCH_OK;
}
/* A float vector [D] (optional when `opt`). */
static ktorch_status ktorch__tr_vec(const char *fn, const ktorch_tensor *t, const char *name, int64_t D, int opt, int f32_only) {
    ktorch_status st;
    if (!t && opt) return KTORCH_OK;
    if ((st = ktorch__check_float(t, fn, name)) != KTORCH_OK) return st;
    if (f32_only && t->dtype != KTORCH_F32) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be f32, not %s", fn, name, ktorch_dtype_name(t->dtype));
    if (t->ndim != 1 || t->shape[0] != D) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be [%lld]", fn, name, KTORCH__CAST(long long, D));
    return KTORCH_OK;
}
static ktorch_status ktorch__tr_ids(const char *fn, const ktorch_tensor *t, const char *name) {
    ktorch_status st = ktorch__check_tensor(t, fn, name);
    if (st != KTORCH_OK) return st;
    if (t->dtype != KTORCH_I32 && t->dtype != KTORCH_I64)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be int32 or int64, not %s", fn, name, ktorch_dtype_name(t->dtype));
    return KTORCH_OK;
}
static ktorch_status ktorch__tr_ndim(const char *fn, const ktorch_tensor *t, const char *name, int min) {
    if (t->ndim < min) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' needs at least %d dims (has %d)", fn, name, min, t->ndim);
    return KTORCH_OK;
}

/* Operand names in KTORCH_OP_LIST order, from KTORCH_OP_MATMUL on. */
static const char *const ktorch__tr_names[][8] = {
    {"a", "b", "c", 0, 0, 0, 0, 0},
    {"x", "weight", "out", "rstd", 0, 0, 0, 0},
    {"dy", "x", "weight", "rstd", "dx", "dweight", 0, 0},
    {"x", "weight", "bias", "out", "mean", "rstd", 0, 0},
    {"dy", "x", "weight", "mean", "rstd", "dx", "dweight", "dbias"},
    {"x", "residual", "weight", "sum", "out", "rstd", 0, 0},
    {"x", "residual", "weight", "bias", "sum", "out", "mean", "rstd"},
    {"x", "positions", "out", 0, 0, 0, 0, 0},
    {"dy", "positions", "dx", 0, 0, 0, 0, 0},
    {"gate", "up", "out", 0, 0, 0, 0, 0},
    {"dout", "gate", "up", "dgate", "dup", 0, 0, 0},
    {"x", "out", 0, 0, 0, 0, 0, 0},
    {"dout", "x", "dx", 0, 0, 0, 0, 0},
    {"ids", "weight", "out", 0, 0, 0, 0, 0},
    {"dout", "ids", "dweight", 0, 0, 0, 0, 0},
    {"logits", "targets", "losses", "dlogits", "mean", 0, 0, 0},
    {"param", "grad", "m", "v", "param_copy", 0, 0, 0},
    {"x", "out", 0, 0, 0, 0, 0, 0}};
/* The core's checks of a training op; sets op->device. */
static ktorch_status ktorch__tr_check(ktorch_op_desc *op, const char *fn) {
    ktorch_tensor *const *t = op->tensor;
    const char *nm[8] = {0};
    const ktorch_tensor *ts[8];
    ktorch_status st;
    int64_t rows, D, ld;
    int n = 0, k, i;
    switch (op->op) {
    case KTORCH_OP_MATMUL: {
        const ktorch_matmul_params *p = KTORCH__CAST(const ktorch_matmul_params *, op->params);
        int64_t M, K, N, K2;
        nm[0] = "a", nm[1] = "b", nm[2] = "c", n = 3;
        if (!p) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'op->params' (ktorch_matmul_params) is NULL", fn);
        for (k = 0; k < 3; k++) {
            if ((st = ktorch__check_float(t[k], fn, nm[k])) != KTORCH_OK) return st;
            if (t[k]->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be 2-D (has %d dims)", fn, nm[k], t[k]->ndim);
        }
        M = t[0]->shape[p->trans_a ? 1 : 0], K = t[0]->shape[p->trans_a ? 0 : 1];
        K2 = t[1]->shape[p->trans_b ? 1 : 0], N = t[1]->shape[p->trans_b ? 0 : 1];
        if (K2 != K)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: op(a) is [%lld,%lld] but op(b) is [%lld,%lld]", fn, KTORCH__CAST(long long, M),
                                KTORCH__CAST(long long, K), KTORCH__CAST(long long, K2), KTORCH__CAST(long long, N));
        if (t[2]->shape[0] != M || t[2]->shape[1] != N)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'c' must be [%lld,%lld] (is [%lld,%lld])", fn, KTORCH__CAST(long long, M), KTORCH__CAST(long long, N),
                                KTORCH__CAST(long long, t[2]->shape[0]), KTORCH__CAST(long long, t[2]->shape[1]));
        if (!(p->alpha == p->alpha) || !(p->beta == p->beta)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'alpha' and 'beta' must not be NaN", fn);
        break;
    }
    case KTORCH_OP_RMSNORM:
    case KTORCH_OP_LAYERNORM: {
        const ktorch_norm_params *p = KTORCH__CAST(const ktorch_norm_params *, op->params);
        int ln = op->op == KTORCH_OP_LAYERNORM, io = ln ? 3 : 2;
        if ((st = ktorch__check_float(t[0], fn, "x")) != KTORCH_OK || (st = ktorch__tr_ndim(fn, t[0], "x", 1)) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[io], fn, "out")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "x", t[io], "out")) != KTORCH_OK) return st;
        ktorch__tr_rows(t[0], &rows, &D, &ld);
        if ((st = ktorch__tr_vec(fn, t[1], "weight", D, ln, 0)) != KTORCH_OK) return st;
        if (ln && (st = ktorch__tr_vec(fn, t[2], "bias", D, 1, 0)) != KTORCH_OK) return st;
        if (ln && (st = ktorch__tr_f32n(fn, t[4], "mean", rows, 1)) != KTORCH_OK) return st;
        if ((st = ktorch__tr_f32n(fn, t[io + (ln ? 2 : 1)], "rstd", rows, 1)) != KTORCH_OK) return st;
        if (p && !(p->eps >= 0)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->eps' must be >= 0", fn);
        nm[0] = "x", nm[1] = "weight", nm[2] = ln ? "bias" : "out", nm[3] = ln ? "out" : "rstd", nm[4] = "mean", nm[5] = "rstd";
        n = ln ? 6 : 4;
        break;
    }
    case KTORCH_OP_ADD_RMSNORM:
    case KTORCH_OP_ADD_LAYERNORM: {
        const ktorch_norm_params *p = KTORCH__CAST(const ktorch_norm_params *, op->params);
        int ln = op->op == KTORCH_OP_ADD_LAYERNORM, is = ln ? 4 : 3;
        if ((st = ktorch__check_float(t[0], fn, "x")) != KTORCH_OK || (st = ktorch__tr_ndim(fn, t[0], "x", 1)) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[1], fn, "residual")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "x", t[1], "residual")) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[is], fn, "sum")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "x", t[is], "sum")) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[is + 1], fn, "out")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "x", t[is + 1], "out")) != KTORCH_OK) return st;
        ktorch__tr_rows(t[0], &rows, &D, &ld);
        if ((st = ktorch__tr_vec(fn, t[2], "weight", D, ln, 0)) != KTORCH_OK) return st;
        if (ln && (st = ktorch__tr_vec(fn, t[3], "bias", D, 1, 0)) != KTORCH_OK) return st;
        if (ln && (st = ktorch__tr_f32n(fn, t[6], "mean", rows, 1)) != KTORCH_OK) return st;
        if ((st = ktorch__tr_f32n(fn, t[ln ? 7 : 5], "rstd", rows, 1)) != KTORCH_OK) return st;
        if (p && !(p->eps >= 0)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->eps' must be >= 0", fn);
        for (k = 0; k < 8; k++) nm[k] = ktorch__tr_names[op->op - KTORCH_OP_MATMUL][k];
        n = ln ? 8 : 6;
        break;
    }
    case KTORCH_OP_RMSNORM_BACKWARD:
    case KTORCH_OP_LAYERNORM_BACKWARD: {
        const ktorch_norm_params *p = KTORCH__CAST(const ktorch_norm_params *, op->params);
        int ln = op->op == KTORCH_OP_LAYERNORM_BACKWARD, idx = ln ? 5 : 4;
        if ((st = ktorch__check_float(t[1], fn, "x")) != KTORCH_OK || (st = ktorch__tr_ndim(fn, t[1], "x", 1)) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[0], fn, "dy")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[1], "x", t[0], "dy")) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[idx], fn, "dx")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[1], "x", t[idx], "dx")) != KTORCH_OK) return st;
        ktorch__tr_rows(t[1], &rows, &D, &ld);
        if ((st = ktorch__tr_vec(fn, t[2], "weight", D, ln, 0)) != KTORCH_OK) return st;
        if (ln) {
            if (!t[3] != !t[4]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'mean' and 'rstd' must be given together", fn);
            if ((st = ktorch__tr_f32n(fn, t[3], "mean", rows, 1)) != KTORCH_OK || (st = ktorch__tr_f32n(fn, t[4], "rstd", rows, 1)) != KTORCH_OK) return st;
            if ((st = ktorch__tr_vec(fn, t[6], "dweight", D, 1, 1)) != KTORCH_OK || (st = ktorch__tr_vec(fn, t[7], "dbias", D, 1, 1)) != KTORCH_OK) return st;
            if (!t[2] && t[6]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dweight' given without 'weight'", fn);
            nm[0] = "dy", nm[1] = "x", nm[2] = "weight", nm[3] = "mean", nm[4] = "rstd", nm[5] = "dx", nm[6] = "dweight", nm[7] = "dbias", n = 8;
        } else {
            if ((st = ktorch__tr_f32n(fn, t[3], "rstd", rows, 1)) != KTORCH_OK || (st = ktorch__tr_vec(fn, t[5], "dweight", D, 1, 1)) != KTORCH_OK) return st;
            nm[0] = "dy", nm[1] = "x", nm[2] = "weight", nm[3] = "rstd", nm[4] = "dx", nm[5] = "dweight", n = 6;
        }
        if (p && !(p->eps >= 0)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->eps' must be >= 0", fn);
        break;
    }
    case KTORCH_OP_ROPE:
    case KTORCH_OP_ROPE_BACKWARD: {
        const ktorch_rope_params *p = KTORCH__CAST(const ktorch_rope_params *, op->params);
        int bw = op->op == KTORCH_OP_ROPE_BACKWARD;
        nm[0] = bw ? "dy" : "x", nm[1] = "positions", nm[2] = bw ? "dx" : "out", n = 3;
        if ((st = ktorch__check_float(t[0], fn, nm[0])) != KTORCH_OK || (st = ktorch__tr_ndim(fn, t[0], nm[0], 2)) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(t[2], fn, nm[2])) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], nm[0], t[2], nm[2])) != KTORCH_OK) return st;
        if (t[0]->shape[t[0]->ndim - 1] % 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: the last dim of '%s' must be even", fn, nm[0]);
        if (t[1]) {
            if ((st = ktorch__tr_ids(fn, t[1], "positions")) != KTORCH_OK) return st;
            if (t[1]->ndim != 1 || t[1]->shape[0] != t[0]->shape[t[0]->ndim - 2])
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'positions' must be [%lld] (the sequence dim)", fn, KTORCH__CAST(long long, t[0]->shape[t[0]->ndim - 2]));
        }
        if (p && !(p->theta >= 0 && p->theta < HUGE_VAL)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->theta' must be finite and >= 0", fn);
        if (p && p->head_dim && (p->head_dim < 0 || p->head_dim % 2 || t[0]->shape[t[0]->ndim - 1] % p->head_dim))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->head_dim' (%lld) must be even and divide the last dim of '%s' (%lld)", fn,
                                KTORCH__CAST(long long, p->head_dim), nm[0], KTORCH__CAST(long long, t[0]->shape[t[0]->ndim - 1]));
        break;
    }
    case KTORCH_OP_SWIGLU:
        nm[0] = "gate", nm[1] = "up", nm[2] = "out", n = 3;
        for (k = 0; k < 3; k++)
            if ((st = ktorch__check_float(t[k], fn, nm[k])) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "gate", t[k], nm[k])) != KTORCH_OK) return st;
        break;
    case KTORCH_OP_SWIGLU_BACKWARD:
        nm[0] = "dout", nm[1] = "gate", nm[2] = "up", nm[3] = "dgate", nm[4] = "dup", n = 5;
        for (k = 0; k < 5; k++)
            if ((st = ktorch__check_float(t[k], fn, nm[k])) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[1], "gate", t[k], nm[k])) != KTORCH_OK) return st;
        break;
    case KTORCH_OP_GELU:
    case KTORCH_OP_GELU_BACKWARD: {
        int bw = op->op == KTORCH_OP_GELU_BACKWARD;
        nm[0] = bw ? "dout" : "x", nm[1] = bw ? "x" : "out", nm[2] = "dx", n = bw ? 3 : 2;
        for (k = 0; k < n; k++)
            if ((st = ktorch__check_float(t[k], fn, nm[k])) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], nm[0], t[k], nm[k])) != KTORCH_OK) return st;
        if (op->arg[0] != KTORCH_GELU_ERF && op->arg[0] != KTORCH_GELU_TANH)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'kind' must be KTORCH_GELU_ERF or KTORCH_GELU_TANH (is %lld)", fn, KTORCH__CAST(long long, op->arg[0]));
        break;
    }
    case KTORCH_OP_EMBEDDING:
    case KTORCH_OP_EMBEDDING_BACKWARD: {
        int bw = op->op == KTORCH_OP_EMBEDDING_BACKWARD;
        const ktorch_tensor *ids = t[bw ? 1 : 0], *w = t[bw ? 2 : 1], *o = t[bw ? 0 : 2];
        const char *wn = bw ? "dweight" : "weight", *on = bw ? "dout" : "out";
        nm[0] = bw ? "dout" : "ids", nm[1] = bw ? "ids" : "weight", nm[2] = bw ? "dweight" : "out", n = 3;
        if ((st = ktorch__tr_ids(fn, ids, "ids")) != KTORCH_OK) return st;
        if ((st = ktorch__check_float(w, fn, wn)) != KTORCH_OK) return st;
        if (bw && w->dtype != KTORCH_F32) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dweight' must be f32, not %s", fn, ktorch_dtype_name(w->dtype));
        if (w->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be 2-D [V,D] (has %d dims)", fn, wn, w->ndim);
        if ((st = ktorch__check_float(o, fn, on)) != KTORCH_OK) return st;
        if (o->ndim != ids->ndim + 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be ids' shape plus D (%d dims, has %d)", fn, on, ids->ndim + 1, o->ndim);
        for (k = 0; k < ids->ndim; k++)
            if (o->shape[k] != ids->shape[k]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' dim %d must be %lld as in 'ids'", fn, on, k, KTORCH__CAST(long long, ids->shape[k]));
        if (o->shape[ids->ndim] != w->shape[1])
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: the last dim of '%s' must be D = %lld", fn, on, KTORCH__CAST(long long, w->shape[1]));
        break;
    }
    case KTORCH_OP_CROSS_ENTROPY: {
        const ktorch_cross_entropy_params *p = KTORCH__CAST(const ktorch_cross_entropy_params *, op->params);
        nm[0] = "logits", nm[1] = "targets", nm[2] = "losses", nm[3] = "dlogits", nm[4] = "mean", n = 5;
        if ((st = ktorch__check_float(t[0], fn, "logits")) != KTORCH_OK || (st = ktorch__tr_ndim(fn, t[0], "logits", 1)) != KTORCH_OK) return st;
        ktorch__tr_rows(t[0], &rows, &D, &ld);
        if ((st = ktorch__tr_ids(fn, t[1], "targets")) != KTORCH_OK) return st;
        if (ktorch_tensor_numel(t[1]) != rows)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'targets' must hold %lld elements (one per row of 'logits')", fn, KTORCH__CAST(long long, rows));
        if ((st = ktorch__tr_f32n(fn, t[2], "losses", rows, 1)) != KTORCH_OK || (st = ktorch__tr_f32n(fn, t[4], "mean", 1, 1)) != KTORCH_OK) return st;
        if (t[3] && ((st = ktorch__check_float(t[3], fn, "dlogits")) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "logits", t[3], "dlogits")) != KTORCH_OK))
            return st;
        if (D == 0 && rows > 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'logits' has an empty vocabulary", fn);
        if (p && !(p->label_smoothing >= 0 && p->label_smoothing < 1))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->label_smoothing' must be in [0, 1)", fn);
        if (p && !(p->grad_scale > -HUGE_VAL && p->grad_scale < HUGE_VAL)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->grad_scale' must be finite", fn);
        break;
    }
    case KTORCH_OP_ADAMW_STEP: {
        const ktorch_adamw_params *p = KTORCH__CAST(const ktorch_adamw_params *, op->params);
        nm[0] = "param", nm[1] = "grad", nm[2] = "m", nm[3] = "v", nm[4] = "param_copy", n = 5;
        if (!p) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params' is NULL (lr and step are required)", fn);
        if ((st = ktorch__check_tensor(t[0], fn, "param")) != KTORCH_OK) return st;
        if (t[0]->dtype != KTORCH_F32) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'param' (master weights) must be f32, not %s", fn, ktorch_dtype_name(t[0]->dtype));
        for (k = 1; k < 5; k++) {
            if (k == 4 && !t[4]) continue;
            if ((st = ktorch__check_float(t[k], fn, nm[k])) != KTORCH_OK || (st = ktorch__tr_same_shape(fn, t[0], "param", t[k], nm[k])) != KTORCH_OK) return st;
            if ((k == 2 || k == 3) && t[k]->dtype != KTORCH_F32 && t[k]->dtype != KTORCH_BF16)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be f32 or bf16, not %s", fn, nm[k], ktorch_dtype_name(t[k]->dtype));
        }
        if (p->step < 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->step' must be >= 1 (is %lld)", fn, KTORCH__CAST(long long, p->step));
        if (!(p->lr >= 0 && p->lr < HUGE_VAL)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lr' must be finite and >= 0", fn);
        if (!(p->beta1 >= 0 && p->beta1 < 1) || !(p->beta2 >= 0 && p->beta2 < 1))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->beta1' and 'params->beta2' must be in [0, 1)", fn);
        if (!(p->eps >= 0 && p->eps < HUGE_VAL) || !(p->weight_decay >= 0 && p->weight_decay < HUGE_VAL) || !(p->grad_scale >= 0 && p->grad_scale < HUGE_VAL))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->eps', 'weight_decay' and 'grad_scale' must be finite and >= 0", fn);
        break;
    }
    case KTORCH_OP_SUM_SQUARES:
        nm[0] = "x", nm[1] = "out", n = 2;
        if ((st = ktorch__check_float(t[0], fn, "x")) != KTORCH_OK || (st = ktorch__tr_f32n(fn, t[1], "out", 1, 0)) != KTORCH_OK) return st;
        break;
    default: return ktorch__fail(KTORCH_INTERNAL, "%s: op %d is not a training op", fn, KTORCH__CAST(int, op->op));
    }
    for (i = 0; i < n; i++) ts[i] = t[i];
    op->device = t[0] ? t[0]->device : t[1]->device;
    return ktorch__op_same_device(fn, op->device, ts, nm, n);
}
static int ktorch__tr_is_op(ktorch_op op) { return op >= KTORCH_OP_MATMUL && op <= KTORCH_OP_SUM_SQUARES; }
typedef char ktorch__tr_names_match_ops[KTORCH_OP_SUM_SQUARES - KTORCH_OP_MATMUL + 1 == 18 ? 1 : -1];

/* Build, check and run one training op. */
static ktorch_status ktorch__tr_run(ktorch_context *ctx, const char *fn, ktorch_op kind, const ktorch_tensor *const *ts, int n, const void *params,
                                    int64_t arg0) {
    ktorch_op_desc op;
    ktorch_status st;
    int i;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    ktorch__op_init(&op, kind, ktorch_cpu());
    for (i = 0; i < n; i++) op.tensor[i] = ts[i] ? ktorch__op_tensor(ts[i]) : NULL;
    op.params = params;
    op.arg[0] = arg0;
    if ((st = ktorch__tr_check(&op, fn)) != KTORCH_OK) return st;
    return ktorch__op_run(ctx, &op, fn);
}

KTORCH_API ktorch_status ktorch_matmul(ktorch_context *ctx, const ktorch_tensor *a, const ktorch_tensor *b, ktorch_tensor *c, int trans_a,
                                       int trans_b, float alpha, float beta) {
    ktorch_matmul_params p;
    const ktorch_tensor *ts[3];
    ts[0] = a, ts[1] = b, ts[2] = c;
    p.trans_a = trans_a != 0, p.trans_b = trans_b != 0, p.alpha = alpha, p.beta = beta;
    return ktorch__tr_run(ctx, "ktorch_matmul", KTORCH_OP_MATMUL, ts, 3, &p, 0);
}
KTORCH_API ktorch_status ktorch_rmsnorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *weight, ktorch_tensor *out,
                                        ktorch_tensor *rstd, const ktorch_norm_params *params) {
    const ktorch_tensor *ts[4];
    ts[0] = x, ts[1] = weight, ts[2] = out, ts[3] = rstd;
    return ktorch__tr_run(ctx, "ktorch_rmsnorm", KTORCH_OP_RMSNORM, ts, 4, params, 0);
}
KTORCH_API ktorch_status ktorch_rmsnorm_backward(ktorch_context *ctx, const ktorch_tensor *dy, const ktorch_tensor *x, const ktorch_tensor *weight,
                                                 const ktorch_tensor *rstd, ktorch_tensor *dx, ktorch_tensor *dweight,
                                                 const ktorch_norm_params *params) {
    const ktorch_tensor *ts[6];
    ts[0] = dy, ts[1] = x, ts[2] = weight, ts[3] = rstd, ts[4] = dx, ts[5] = dweight;
    return ktorch__tr_run(ctx, "ktorch_rmsnorm_backward", KTORCH_OP_RMSNORM_BACKWARD, ts, 6, params, 0);
}
KTORCH_API ktorch_status ktorch_layernorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *weight, const ktorch_tensor *bias,
                                          ktorch_tensor *out, ktorch_tensor *mean, ktorch_tensor *rstd, const ktorch_norm_params *params) {
    const ktorch_tensor *ts[6];
    ts[0] = x, ts[1] = weight, ts[2] = bias, ts[3] = out, ts[4] = mean, ts[5] = rstd;
    return ktorch__tr_run(ctx, "ktorch_layernorm", KTORCH_OP_LAYERNORM, ts, 6, params, 0);
}
KTORCH_API ktorch_status ktorch_layernorm_backward(ktorch_context *ctx, const ktorch_tensor *dy, const ktorch_tensor *x, const ktorch_tensor *weight,
                                                   const ktorch_tensor *mean, const ktorch_tensor *rstd, ktorch_tensor *dx, ktorch_tensor *dweight,
                                                   ktorch_tensor *dbias, const ktorch_norm_params *params) {
    const ktorch_tensor *ts[8];
    ts[0] = dy, ts[1] = x, ts[2] = weight, ts[3] = mean, ts[4] = rstd, ts[5] = dx, ts[6] = dweight, ts[7] = dbias;
    return ktorch__tr_run(ctx, "ktorch_layernorm_backward", KTORCH_OP_LAYERNORM_BACKWARD, ts, 8, params, 0);
}
KTORCH_API ktorch_status ktorch_add_rmsnorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *residual, const ktorch_tensor *weight,
                                            ktorch_tensor *sum, ktorch_tensor *out, ktorch_tensor *rstd, const ktorch_norm_params *params) {
    const ktorch_tensor *ts[6];
    ts[0] = x, ts[1] = residual, ts[2] = weight, ts[3] = sum, ts[4] = out, ts[5] = rstd;
    return ktorch__tr_run(ctx, "ktorch_add_rmsnorm", KTORCH_OP_ADD_RMSNORM, ts, 6, params, 0);
}
KTORCH_API ktorch_status ktorch_add_layernorm(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *residual, const ktorch_tensor *weight,
                                              const ktorch_tensor *bias, ktorch_tensor *sum, ktorch_tensor *out, ktorch_tensor *mean, ktorch_tensor *rstd,
                                              const ktorch_norm_params *params) {
    const ktorch_tensor *ts[8];
    ts[0] = x, ts[1] = residual, ts[2] = weight, ts[3] = bias, ts[4] = sum, ts[5] = out, ts[6] = mean, ts[7] = rstd;
    return ktorch__tr_run(ctx, "ktorch_add_layernorm", KTORCH_OP_ADD_LAYERNORM, ts, 8, params, 0);
}
KTORCH_API ktorch_status ktorch_rope(ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *positions, ktorch_tensor *out,
                                     const ktorch_rope_params *params) {
    const ktorch_tensor *ts[3];
    ts[0] = x, ts[1] = positions, ts[2] = out;
    return ktorch__tr_run(ctx, "ktorch_rope", KTORCH_OP_ROPE, ts, 3, params, 0);
}
KTORCH_API ktorch_status ktorch_rope_backward(ktorch_context *ctx, const ktorch_tensor *dy, const ktorch_tensor *positions, ktorch_tensor *dx,
                                              const ktorch_rope_params *params) {
    const ktorch_tensor *ts[3];
    ts[0] = dy, ts[1] = positions, ts[2] = dx;
    return ktorch__tr_run(ctx, "ktorch_rope_backward", KTORCH_OP_ROPE_BACKWARD, ts, 3, params, 0);
}
KTORCH_API ktorch_status ktorch_swiglu(ktorch_context *ctx, const ktorch_tensor *gate, const ktorch_tensor *up, ktorch_tensor *out) {
    const ktorch_tensor *ts[3];
    ts[0] = gate, ts[1] = up, ts[2] = out;
    return ktorch__tr_run(ctx, "ktorch_swiglu", KTORCH_OP_SWIGLU, ts, 3, NULL, 0);
}
KTORCH_API ktorch_status ktorch_swiglu_backward(ktorch_context *ctx, const ktorch_tensor *dout, const ktorch_tensor *gate, const ktorch_tensor *up,
                                                ktorch_tensor *dgate, ktorch_tensor *dup) {
    const ktorch_tensor *ts[5];
    ts[0] = dout, ts[1] = gate, ts[2] = up, ts[3] = dgate, ts[4] = dup;
    return ktorch__tr_run(ctx, "ktorch_swiglu_backward", KTORCH_OP_SWIGLU_BACKWARD, ts, 5, NULL, 0);
}
KTORCH_API ktorch_status ktorch_gelu(ktorch_context *ctx, const ktorch_tensor *x, ktorch_tensor *out, ktorch_gelu_kind kind) {
    const ktorch_tensor *ts[2];
    ts[0] = x, ts[1] = out;
    return ktorch__tr_run(ctx, "ktorch_gelu", KTORCH_OP_GELU, ts, 2, NULL, KTORCH__CAST(int64_t, kind));
}
KTORCH_API ktorch_status ktorch_gelu_backward(ktorch_context *ctx, const ktorch_tensor *dout, const ktorch_tensor *x, ktorch_tensor *dx,
                                              ktorch_gelu_kind kind) {
    const ktorch_tensor *ts[3];
    ts[0] = dout, ts[1] = x, ts[2] = dx;
    return ktorch__tr_run(ctx, "ktorch_gelu_backward", KTORCH_OP_GELU_BACKWARD, ts, 3, NULL, KTORCH__CAST(int64_t, kind));
}
KTORCH_API ktorch_status ktorch_embedding(ktorch_context *ctx, const ktorch_tensor *ids, const ktorch_tensor *weight, ktorch_tensor *out) {
    const ktorch_tensor *ts[3];
    ts[0] = ids, ts[1] = weight, ts[2] = out;
    return ktorch__tr_run(ctx, "ktorch_embedding", KTORCH_OP_EMBEDDING, ts, 3, NULL, 0);
}
KTORCH_API ktorch_status ktorch_embedding_backward(ktorch_context *ctx, const ktorch_tensor *dout, const ktorch_tensor *ids, ktorch_tensor *dweight) {
    const ktorch_tensor *ts[3];
    ts[0] = dout, ts[1] = ids, ts[2] = dweight;
    return ktorch__tr_run(ctx, "ktorch_embedding_backward", KTORCH_OP_EMBEDDING_BACKWARD, ts, 3, NULL, 0);
}
KTORCH_API ktorch_status ktorch_cross_entropy(ktorch_context *ctx, const ktorch_tensor *logits, const ktorch_tensor *targets, ktorch_tensor *losses,
                                              ktorch_tensor *dlogits, ktorch_tensor *mean, const ktorch_cross_entropy_params *params) {
    const ktorch_tensor *ts[5];
    ts[0] = logits, ts[1] = targets, ts[2] = losses, ts[3] = dlogits, ts[4] = mean;
    return ktorch__tr_run(ctx, "ktorch_cross_entropy", KTORCH_OP_CROSS_ENTROPY, ts, 5, params, 0);
}
KTORCH_API ktorch_status ktorch_adamw_step(ktorch_context *ctx, ktorch_tensor *param, const ktorch_tensor *grad, ktorch_tensor *m, ktorch_tensor *v,
                                           ktorch_tensor *param_copy, const ktorch_adamw_params *params) {
    const ktorch_tensor *ts[5];
    ts[0] = param, ts[1] = grad, ts[2] = m, ts[3] = v, ts[4] = param_copy;
    return ktorch__tr_run(ctx, "ktorch_adamw_step", KTORCH_OP_ADAMW_STEP, ts, 5, params, 0);
}
KTORCH_API ktorch_status ktorch_grad_norm(ktorch_context *ctx, const ktorch_tensor *const *grads, int count, float max_norm, float *norm,
                                          float *clip_scale) {
    static const char *fn = "ktorch_grad_norm";
    ktorch_tensor part, host, one;
    ktorch_status st = KTORCH_OK;
    double sum = 0;
    int64_t shape = count;
    int i;
    if (norm) *norm = 0;
    if (clip_scale) *clip_scale = 1;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!norm) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'norm' is NULL", fn);
    if (count < 0 || (count > 0 && !grads)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'grads' must hold 'count' (%d) tensors", fn, count);
    if (!(max_norm >= 0 && max_norm < HUGE_VAL)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'max_norm' must be finite and >= 0", fn);
    for (i = 0; i < count; i++) {
        char nm[32];
        ktorch__format(nm, sizeof nm, "grads[%d]", i);
        if ((st = ktorch__check_float(grads[i], fn, nm)) != KTORCH_OK) return st;
        if (!ktorch__same_device(grads[i]->device, grads[0]->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is on another device than 'grads[0]'", fn, nm);
    }
    if (count == 0) return KTORCH_OK;
    /* one f32 partial per tensor on the device, summed here in f64 in list order */
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 1, &shape, grads[0]->device, &part)) != KTORCH_OK) return st;
    if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 1, &shape, ktorch_cpu(), &host)) != KTORCH_OK) { ktorch_tensor_free(ctx, &part); return st; }
    for (i = 0; i < count && st == KTORCH_OK; i++) {
        const ktorch_tensor *ts[2];
        if ((st = ktorch_tensor_slice(&part, 0, i, i + 1, 1, &one)) != KTORCH_OK) break;
        ts[0] = grads[i], ts[1] = &one;
        st = ktorch__tr_run(ctx, fn, KTORCH_OP_SUM_SQUARES, ts, 2, NULL, 0);
    }
    if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, &host, &part, NULL);
    if (st == KTORCH_OK) {
        const float *h = KTORCH__CAST(const float *, ktorch_tensor_ptr(&host));
        for (i = 0; i < count; i++) sum += h[i];
        *norm = KTORCH__CAST(float, sqrt(sum));
        if (clip_scale && max_norm > 0 && *norm > max_norm) *clip_scale = KTORCH__CAST(float, max_norm / (sqrt(sum) + 1e-6));
    }
    ktorch_tensor_free(ctx, &host);
    ktorch_tensor_free(ctx, &part);
    return st;
}

/* ---- CPU kernels -------------------------------------------------------------- */
/* A tensor as rows: base, row stride (elements), element size, dtype. */
typedef struct ktorch__trv {
    char *p;
    int64_t ld, rows, D;
    int es;
    ktorch_dtype dt;
} ktorch__trv;
static void ktorch__trv_init(ktorch__trv *v, const ktorch_tensor *t) {
    memset(v, 0, sizeof *v);
    if (!t) return;
    ktorch__tr_rows(t, &v->rows, &v->D, &v->ld);
    v->p = KTORCH__CAST(char *, ktorch_tensor_ptr(t));
    v->es = ktorch_dtype_bits(t->dtype) / 8;
    v->dt = t->dtype;
}
static void ktorch__trv_get(const ktorch__trv *v, int64_t r, float *dst) { ktorch__decode_f32(v->dt, dst, v->p + r * v->ld * v->es, v->D); }
static void ktorch__trv_put(const ktorch__trv *v, int64_t r, const float *src) { ktorch__encode_f32(v->dt, v->p + r * v->ld * v->es, src, v->D, 0); }
static int64_t ktorch__tr_id(const ktorch_tensor *t, int64_t i) {
    const char *p = KTORCH__CAST(const char *, ktorch_tensor_ptr(t));
    return t->dtype == KTORCH_I32 ? KTORCH__CAST(const int32_t *, KTORCH__CAST(const void *, p))[i] : KTORCH__CAST(const int64_t *, KTORCH__CAST(const void *, p))[i];
}

/* Per-thread f32 scratch of `per` floats, one block for all threads. */
static float *ktorch__tr_scratch(ktorch_context *ctx, const char *fn, uint64_t per, uint64_t extra, ktorch_status *st) {
    uint64_t total;
    float *s;
    *st = KTORCH_OK;
    if (!ktorch__mul_u64(per, KTORCH__CAST(uint64_t, ktorch_num_threads(ctx)), &total) || !ktorch__add_u64(total, extra, &total) ||
        !ktorch__mul_u64(total, sizeof(float), &total) || total > SIZE_MAX) {
        *st = ktorch__fail(KTORCH_OVERFLOW, "%s: scratch size overflows", fn);
        return NULL;
    }
    s = KTORCH__CAST(float *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, total)));
    if (!s) *st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: out of memory", fn);
    return s;
}

/* A 2-D float tensor of any strides into a contiguous f32 [R,C], 32x32
   tiles at a time (a transposed view reads along its columns). */
typedef struct ktorch__packjob {
    const ktorch_tensor *src;
    float *dst;
} ktorch__packjob;
static void ktorch__pack_task(void *arg, int64_t t, int thread) {
    const ktorch__packjob *j = KTORCH__CAST(const ktorch__packjob *, arg);
    const ktorch_tensor *s = j->src;
    const char *base = KTORCH__CAST(const char *, ktorch_tensor_ptr(s));
    const int64_t R = s->shape[0], C = s->shape[1], es = ktorch_dtype_bits(s->dtype) / 8;
    int64_t i0 = t * 32, i1 = KTORCH__MIN(R, i0 + 32), j0, i, jj;
    (void)thread;
    for (j0 = 0; j0 < C; j0 += 32) {
        int64_t j1 = KTORCH__MIN(C, j0 + 32);
        for (i = i0; i < i1; i++) {
            const char *row = base + i * s->stride[0] * es;
            float *d = j->dst + i * C;
            if (s->dtype == KTORCH_F32)
                for (jj = j0; jj < j1; jj++) d[jj] = *KTORCH__CAST(const float *, KTORCH__CAST(const void *, row + jj * s->stride[1] * 4));
            else if (s->dtype == KTORCH_BF16)
                for (jj = j0; jj < j1; jj++) d[jj] = ktorch__bf16_to_f32_inline(*KTORCH__CAST(const uint16_t *, KTORCH__CAST(const void *, row + jj * s->stride[1] * 2)));
            else
                for (jj = j0; jj < j1; jj++) d[jj] = ktorch__f16_to_f32_inline(*KTORCH__CAST(const uint16_t *, KTORCH__CAST(const void *, row + jj * s->stride[1] * 2)));
        }
    }
}
static ktorch_status ktorch__pack_f32(ktorch_context *ctx, const ktorch_tensor *src, ktorch_tensor *out) {
    ktorch__packjob j;
    ktorch_status st = ktorch_tensor_create(ctx, KTORCH_F32, 2, src->shape, ktorch_cpu(), out);
    if (st != KTORCH_OK) return st;
    j.src = src;
    j.dst = KTORCH__CAST(float *, ktorch_tensor_ptr(out));
    ktorch_parallel_for(ctx, ktorch__pack_task, &j, (src->shape[0] + 31) / 32);
    return KTORCH_OK;
}

/* A contiguous copy for the matmul_nt kernels: bf16 stays bf16 where the
   context has AMX (the tiles take bf16 x and W), else f32. */
static ktorch_status ktorch__pack_mm(ktorch_context *ctx, const ktorch_tensor *src, ktorch_tensor *out) {
    ktorch_status st;
    if (!ctx->amx || src->dtype != KTORCH_BF16) return ktorch__pack_f32(ctx, src, out);
    if ((st = ktorch_tensor_create(ctx, KTORCH_BF16, 2, src->shape, ktorch_cpu(), out)) != KTORCH_OK) return st;
    ktorch__copy_host(out, src, 0);
    return KTORCH_OK;
}

/* matmul: op(a) as x [M,K] and op(b)^T as W [N,K] for the matmul_nt kernels
   (contiguous f32 copies where the layout needs them), then the epilogue. */
static ktorch_status ktorch__cpu_matmul(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_matmul";
    const ktorch_matmul_params *p = KTORCH__CAST(const ktorch_matmul_params *, op->params);
    ktorch_tensor *c = op->tensor[2];
    ktorch_tensor x, w, xtmp, wtmp, acc;
    ktorch_status st = KTORCH_OK;
    int64_t M = c->shape[0], N = c->shape[1], K, i, j;
    int direct;
    memset(&xtmp, 0, sizeof xtmp);
    memset(&wtmp, 0, sizeof wtmp);
    memset(&acc, 0, sizeof acc);
    if (p->trans_a) ktorch_tensor_transpose(op->tensor[0], 0, 1, &x);
    else x = *op->tensor[0];
    if (p->trans_b) w = *op->tensor[1];
    else ktorch_tensor_transpose(op->tensor[1], 0, 1, &w);
    K = x.shape[1];
    if (M == 0 || N == 0) return KTORCH_OK;
    direct = p->alpha == 1.0f && p->beta == 0.0f && K > 0;
    if (K > 0 && !ktorch_tensor_is_contiguous(&w)) {
        if ((st = ktorch__pack_mm(ctx, &w, &wtmp)) != KTORCH_OK) return st;
        w = wtmp;
    }
    if (K > 0 && !ktorch_tensor_is_contiguous(&x)) {
        if ((st = ktorch__pack_mm(ctx, &x, &xtmp)) != KTORCH_OK) {
            ktorch_tensor_free(ctx, &wtmp);
            return st;
        }
        x = xtmp;
    }
    if (!direct && (st = ktorch_tensor_create(ctx, KTORCH_F32, 2, c->shape, ktorch_cpu(), &acc)) == KTORCH_OK && K == 0)
        memset(ktorch_tensor_ptr(&acc), 0, KTORCH__CAST(size_t, M * N) * sizeof(float));
    if (st == KTORCH_OK && K > 0) st = ktorch__mm_run(ctx, fn, &x, NULL, &w, N, K, direct ? c : &acc);
    if (st == KTORCH_OK && !direct) { /* c = alpha acc + beta c; beta 0 leaves c unread */
        const float *a = KTORCH__CAST(const float *, ktorch_tensor_ptr(&acc));
        char *cp = KTORCH__CAST(char *, ktorch_tensor_ptr(c));
        int es = ktorch_dtype_bits(c->dtype) / 8;
        for (i = 0; i < M; i++)
            for (j = 0; j < N; j++) {
                char *e = cp + (i * c->stride[0] + j * c->stride[1]) * es;
                float v = p->alpha * a[i * N + j], old;
                if (p->beta != 0.0f) {
                    ktorch__decode_f32(c->dtype, &old, e, 1);
                    v += p->beta * old;
                }
                ktorch__encode_f32(c->dtype, e, &v, 1, 0);
            }
    }
    ktorch_tensor_free(ctx, &acc);
    ktorch_tensor_free(ctx, &xtmp);
    ktorch_tensor_free(ctx, &wtmp);
    return st;
}

/* ---- norms -------------------------------------------------------------------- */
#define KTORCH__TR_RB 16 /* rows per task */
typedef struct ktorch__normjob {
    ktorch__trv x, dy, out, dx, res, sum; /* res, sum: the fused residual add */
    const float *w, *b;       /* decoded weight / bias, or NULL */
    float *mean, *rstd;       /* saved stats (contiguous f32) or NULL */
    const float *smean, *srstd; /* given stats for the backward, or NULL */
    float *scratch;           /* per thread: 3 rows of D */
    int acc_dx;               /* backward: dx += */
    float *part;              /* backward: per row block, dweight then dbias partials */
    int64_t D, rows, rb, per;
    float eps;
    int layer, has_dw, has_db;
} ktorch__normjob;

/* Row statistics in f32: mean (0 for RMSNorm) and rstd. */
static void ktorch__norm_stats(const ktorch__normjob *j, const float *x, float *mean, float *rstd) {
    float s = 0, mu = 0;
    int64_t k;
    if (j->layer) {
        for (k = 0; k < j->D; k++) s += x[k];
        mu = s / KTORCH__CAST(float, j->D);
        s = 0;
        for (k = 0; k < j->D; k++) s += (x[k] - mu) * (x[k] - mu);
    } else {
        for (k = 0; k < j->D; k++) s += x[k] * x[k];
    }
    *mean = mu;
    *rstd = 1.0f / sqrtf(s / KTORCH__CAST(float, j->D) + j->eps);
}
static void ktorch__norm_fwd_task(void *arg, int64_t t, int thread) {
    ktorch__normjob *j = KTORCH__CAST(ktorch__normjob *, arg);
    float *x = j->scratch + KTORCH__CAST(int64_t, thread) * j->per;
    int64_t r, r1 = KTORCH__MIN(j->rows, (t + 1) * j->rb), k;
    for (r = t * j->rb; r < r1; r++) {
        float mu, rs;
        ktorch__trv_get(&j->x, r, x);
        if (j->res.p) {
            float *h = x + j->D;
            ktorch__trv_get(&j->res, r, h);
            for (k = 0; k < j->D; k++) x[k] += h[k];
            ktorch__trv_put(&j->sum, r, x);
        }
        ktorch__norm_stats(j, x, &mu, &rs);
        for (k = 0; k < j->D; k++) {
            float y = (x[k] - mu) * rs;
            if (j->w) y *= j->w[k];
            if (j->b) y += j->b[k];
            x[k] = y;
        }
        ktorch__trv_put(&j->out, r, x);
        if (j->mean) j->mean[r] = mu;
        if (j->rstd) j->rstd[r] = rs;
    }
}
static void ktorch__norm_bwd_task(void *arg, int64_t t, int thread) {
    ktorch__normjob *j = KTORCH__CAST(ktorch__normjob *, arg);
    float *x = j->scratch + KTORCH__CAST(int64_t, thread) * j->per, *g = x + j->D;
    float *pw = j->part ? j->part + t * 2 * j->D : NULL, *pb = pw ? pw + j->D : NULL;
    int64_t r, r1 = KTORCH__MIN(j->rows, (t + 1) * j->rb), k;
    if (pw)
        for (k = 0; k < 2 * j->D; k++) pw[k] = 0;
    for (r = t * j->rb; r < r1; r++) {
        float mu, rs, sg = 0, sgx = 0, inv = 1.0f / KTORCH__CAST(float, j->D);
        ktorch__trv_get(&j->x, r, x);
        ktorch__trv_get(&j->dy, r, g);
        if (j->srstd) {
            rs = j->srstd[r];
            mu = j->smean ? j->smean[r] : 0.0f;
        } else {
            ktorch__norm_stats(j, x, &mu, &rs);
        }
        for (k = 0; k < j->D; k++) {
            float xh = (x[k] - mu) * rs, dy = g[k];
            if (pw && j->has_dw) pw[k] += dy * xh;
            if (pb && j->has_db) pb[k] += dy;
            x[k] = xh;
            g[k] = j->w ? dy * j->w[k] : dy;
            sg += g[k];
            sgx += g[k] * xh;
        }
        sg *= inv;
        sgx *= inv;
        if (j->layer)
            for (k = 0; k < j->D; k++) g[k] = rs * (g[k] - sg - x[k] * sgx);
        else
            for (k = 0; k < j->D; k++) g[k] = rs * (g[k] - x[k] * sgx);
        if (j->acc_dx) {
            ktorch__trv_get(&j->dx, r, x);
            for (k = 0; k < j->D; k++) g[k] += x[k];
        }
        ktorch__trv_put(&j->dx, r, g);
    }
}
static ktorch_status ktorch__cpu_norm(ktorch_context *ctx, const ktorch_op_desc *op) {
    const char *fn = ktorch_op_name(op->op);
    const ktorch_norm_params *p = KTORCH__CAST(const ktorch_norm_params *, op->params);
    ktorch_tensor *const *t = op->tensor;
    int layer = op->op == KTORCH_OP_LAYERNORM || op->op == KTORCH_OP_LAYERNORM_BACKWARD || op->op == KTORCH_OP_ADD_LAYERNORM;
    int bw = op->op == KTORCH_OP_RMSNORM_BACKWARD || op->op == KTORCH_OP_LAYERNORM_BACKWARD;
    int fused = op->op == KTORCH_OP_ADD_RMSNORM || op->op == KTORCH_OP_ADD_LAYERNORM;
    const ktorch_tensor *wt = bw || fused ? t[2] : t[1], *bt = !bw && layer ? t[fused ? 3 : 2] : NULL;
    ktorch_tensor *dw = bw ? (layer ? t[6] : t[5]) : NULL, *db = bw && layer ? t[7] : NULL;
    ktorch__normjob j;
    ktorch_status st;
    float *wb;
    int64_t nblk, k, b;
    memset(&j, 0, sizeof j);
    j.layer = layer;
    j.eps = p && p->eps > 0 ? p->eps : 1e-5f;
    j.acc_dx = bw && p && p->accumulate_dx;
    if (fused) {
        ktorch__trv_init(&j.x, t[0]);
        ktorch__trv_init(&j.res, t[1]);
        ktorch__trv_init(&j.sum, t[layer ? 4 : 3]);
        ktorch__trv_init(&j.out, t[layer ? 5 : 4]);
        j.mean = layer && t[6] ? KTORCH__CAST(float *, ktorch_tensor_ptr(t[6])) : NULL;
        j.rstd = t[layer ? 7 : 5] ? KTORCH__CAST(float *, ktorch_tensor_ptr(t[layer ? 7 : 5])) : NULL;
    } else if (bw) {
        ktorch__trv_init(&j.dy, t[0]);
        ktorch__trv_init(&j.x, t[1]);
        ktorch__trv_init(&j.dx, layer ? t[5] : t[4]);
        j.srstd = layer ? (t[4] ? KTORCH__CAST(const float *, ktorch_tensor_ptr(t[4])) : NULL) : (t[3] ? KTORCH__CAST(const float *, ktorch_tensor_ptr(t[3])) : NULL);
        j.smean = layer && t[3] ? KTORCH__CAST(const float *, ktorch_tensor_ptr(t[3])) : NULL;
    } else {
        ktorch__trv_init(&j.x, t[0]);
        ktorch__trv_init(&j.out, layer ? t[3] : t[2]);
        j.mean = layer && t[4] ? KTORCH__CAST(float *, ktorch_tensor_ptr(t[4])) : NULL;
        j.rstd = layer ? (t[5] ? KTORCH__CAST(float *, ktorch_tensor_ptr(t[5])) : NULL) : (t[3] ? KTORCH__CAST(float *, ktorch_tensor_ptr(t[3])) : NULL);
    }
    j.D = j.x.D;
    j.rows = j.x.rows;
    if (j.rows == 0 || j.D == 0) return KTORCH_OK;
    /* fixed row blocks (at most 256 for the backward's partials), whatever the thread count */
    j.rb = KTORCH__TR_RB;
    if (bw && j.rows / j.rb > 256) j.rb = (j.rows + 255) / 256;
    nblk = (j.rows + j.rb - 1) / j.rb;
    j.per = 2 * j.D;
    j.has_dw = dw != NULL;
    j.has_db = db != NULL;
    wb = ktorch__tr_scratch(ctx, fn, KTORCH__CAST(uint64_t, j.per), 2 * KTORCH__CAST(uint64_t, j.D) + (bw && (dw || db) ? 2 * KTORCH__CAST(uint64_t, nblk) * KTORCH__CAST(uint64_t, j.D) : 0), &st);
    if (!wb) return st;
    j.scratch = wb + 2 * j.D;
    if (wt) {
        for (k = 0; k < j.D; k++) ktorch__decode_f32(wt->dtype, wb + k, KTORCH__CAST(const char *, ktorch_tensor_ptr(wt)) + k * wt->stride[0] * (ktorch_dtype_bits(wt->dtype) / 8), 1);
        j.w = wb;
    }
    if (bt) {
        for (k = 0; k < j.D; k++) ktorch__decode_f32(bt->dtype, wb + j.D + k, KTORCH__CAST(const char *, ktorch_tensor_ptr(bt)) + k * bt->stride[0] * (ktorch_dtype_bits(bt->dtype) / 8), 1);
        j.b = wb + j.D;
    }
    if (bw && (dw || db)) j.part = j.scratch + KTORCH__CAST(int64_t, ktorch_num_threads(ctx)) * j.per;
    ktorch_parallel_for(ctx, bw ? ktorch__norm_bwd_task : ktorch__norm_fwd_task, &j, nblk);
    if (j.part) { /* partials in block order */
        for (k = 0; k < j.D; k++) {
            float sw = 0, sb = 0;
            for (b = 0; b < nblk; b++) {
                sw += j.part[b * 2 * j.D + k];
                sb += j.part[b * 2 * j.D + j.D + k];
            }
            if (dw) KTORCH__CAST(float *, ktorch_tensor_ptr(dw))[k * dw->stride[0]] += sw;
            if (db) KTORCH__CAST(float *, ktorch_tensor_ptr(db))[k * db->stride[0]] += sb;
        }
    }
    ktorch__free(&ctx->allocator, wb);
    return KTORCH_OK;
}

/* ---- RoPE --------------------------------------------------------------------- */
typedef struct ktorch__ropejob {
    ktorch__trv x, out;
    const float *cs; /* [seq][hd/2] cos, sin pairs */
    float *scratch;
    int64_t D, hd, T, rows; /* hd: a head's columns (D for one head) */
    int interleaved;
} ktorch__ropejob;
static void ktorch__rope_task(void *arg, int64_t t, int thread) {
    ktorch__ropejob *j = KTORCH__CAST(ktorch__ropejob *, arg);
    float *x = j->scratch + KTORCH__CAST(int64_t, thread) * j->D;
    int64_t r, r1 = KTORCH__MIN(j->rows, (t + 1) * KTORCH__TR_RB), i, g, h = j->hd / 2;
    for (r = t * KTORCH__TR_RB; r < r1; r++) {
        const float *cs = j->cs + (r % j->T) * j->hd;
        ktorch__trv_get(&j->x, r, x);
        for (g = 0; g < j->D; g += j->hd)
            for (i = 0; i < h; i++) {
                int64_t i0 = g + (j->interleaved ? 2 * i : i), i1 = g + (j->interleaved ? 2 * i + 1 : i + h);
                float a = x[i0], b = x[i1], c = cs[2 * i], s = cs[2 * i + 1];
                x[i0] = a * c - b * s;
                x[i1] = b * c + a * s;
            }
        ktorch__trv_put(&j->out, r, x);
    }
}
static ktorch_status ktorch__cpu_rope(ktorch_context *ctx, const ktorch_op_desc *op) {
    const char *fn = ktorch_op_name(op->op);
    const ktorch_rope_params *p = KTORCH__CAST(const ktorch_rope_params *, op->params);
    const ktorch_tensor *x = op->tensor[0], *pos = op->tensor[1];
    ktorch__ropejob j;
    ktorch_status st;
    float *buf;
    double theta = p && p->theta > 0 ? p->theta : 10000.0, sign = op->op == KTORCH_OP_ROPE_BACKWARD ? -1.0 : 1.0;
    int64_t t, i;
    uint64_t tab;
    memset(&j, 0, sizeof j);
    ktorch__trv_init(&j.x, x);
    ktorch__trv_init(&j.out, op->tensor[2]);
    j.D = j.x.D;
    j.hd = p && p->head_dim ? p->head_dim : j.D;
    j.T = x->shape[x->ndim - 2];
    j.rows = j.x.rows;
    j.interleaved = p ? p->interleaved != 0 : 0;
    if (j.rows == 0 || j.D == 0) return KTORCH_OK;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, j.T), KTORCH__CAST(uint64_t, j.hd), &tab)) return ktorch__fail(KTORCH_OVERFLOW, "%s: table size overflows", fn);
    buf = ktorch__tr_scratch(ctx, fn, KTORCH__CAST(uint64_t, j.D), tab, &st);
    if (!buf) return st;
    /* angles in f64: large positions keep their precision */
    for (t = 0; t < j.T; t++) {
        double ps = KTORCH__CAST(double, pos ? ktorch__tr_id(pos, t) : (p ? p->position_offset : 0) + t);
        for (i = 0; i < j.hd / 2; i++) {
            double ang = ps * pow(theta, -2.0 * KTORCH__CAST(double, i) / KTORCH__CAST(double, j.hd));
            buf[t * j.hd + 2 * i] = KTORCH__CAST(float, cos(ang));
            buf[t * j.hd + 2 * i + 1] = KTORCH__CAST(float, sign * sin(ang));
        }
    }
    j.cs = buf;
    j.scratch = buf + tab;
    ktorch_parallel_for(ctx, ktorch__rope_task, &j, (j.rows + KTORCH__TR_RB - 1) / KTORCH__TR_RB);
    ktorch__free(&ctx->allocator, buf);
    return KTORCH_OK;
}

/* ---- SwiGLU, GELU ------------------------------------------------------------- */
typedef struct ktorch__actjob {
    ktorch__trv in[3], out[2];
    int nin, nout, op, kind;
    float *scratch;
    int64_t D, rows;
} ktorch__actjob;
static float ktorch__sigmoidf(float x) { return 1.0f / (1.0f + expf(-x)); }
static void ktorch__act_task(void *arg, int64_t t, int thread) {
    ktorch__actjob *j = KTORCH__CAST(ktorch__actjob *, arg);
    float *a = j->scratch + KTORCH__CAST(int64_t, thread) * 3 * j->D, *b = a + j->D, *c = b + j->D;
    const float k0 = 0.7978845608028654f, k1 = 0.044715f, rs2 = 0.7071067811865476f, rs2pi = 0.3989422804014327f;
    int64_t r, r1 = KTORCH__MIN(j->rows, (t + 1) * KTORCH__TR_RB), k;
    for (r = t * KTORCH__TR_RB; r < r1; r++) {
        ktorch__trv_get(&j->in[0], r, a);
        if (j->nin > 1) ktorch__trv_get(&j->in[1], r, b);
        if (j->nin > 2) ktorch__trv_get(&j->in[2], r, c);
        switch (j->op) {
        case KTORCH_OP_SWIGLU: /* a gate, b up */
            for (k = 0; k < j->D; k++) a[k] = a[k] * ktorch__sigmoidf(a[k]) * b[k];
            break;
        case KTORCH_OP_SWIGLU_BACKWARD: /* a dout, b gate, c up -> b dgate, c dup */
            for (k = 0; k < j->D; k++) {
                float g = b[k], s = ktorch__sigmoidf(g), d = a[k];
                b[k] = d * c[k] * s * (1.0f + g * (1.0f - s));
                c[k] = d * g * s;
            }
            break;
        case KTORCH_OP_GELU:
            if (j->kind == KTORCH_GELU_TANH)
                for (k = 0; k < j->D; k++) a[k] = 0.5f * a[k] * (1.0f + tanhf(k0 * (a[k] + k1 * a[k] * a[k] * a[k])));
            else
                for (k = 0; k < j->D; k++) a[k] = 0.5f * a[k] * (1.0f + erff(a[k] * rs2));
            break;
        default: /* GELU backward: a dout, b x */
            if (j->kind == KTORCH_GELU_TANH)
                for (k = 0; k < j->D; k++) {
                    float x = b[k], u = tanhf(k0 * (x + k1 * x * x * x));
                    a[k] *= 0.5f * (1.0f + u) + 0.5f * x * (1.0f - u * u) * k0 * (1.0f + 3.0f * k1 * x * x);
                }
            else
                for (k = 0; k < j->D; k++) {
                    float x = b[k];
                    a[k] *= 0.5f * (1.0f + erff(x * rs2)) + x * rs2pi * expf(-0.5f * x * x);
                }
            break;
        }
        if (j->op == KTORCH_OP_SWIGLU_BACKWARD) {
            ktorch__trv_put(&j->out[0], r, b);
            ktorch__trv_put(&j->out[1], r, c);
        } else {
            ktorch__trv_put(&j->out[0], r, a);
        }
    }
}
static ktorch_status ktorch__cpu_act(ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__actjob j;
    ktorch_status st;
    int k;
    memset(&j, 0, sizeof j);
    j.op = op->op;
    j.kind = KTORCH__CAST(int, op->arg[0]);
    j.nin = op->op == KTORCH_OP_SWIGLU_BACKWARD ? 3 : op->op == KTORCH_OP_GELU ? 1 : 2;
    j.nout = op->op == KTORCH_OP_SWIGLU_BACKWARD ? 2 : 1;
    for (k = 0; k < j.nin; k++) ktorch__trv_init(&j.in[k], op->tensor[k]);
    for (k = 0; k < j.nout; k++) ktorch__trv_init(&j.out[k], op->tensor[j.nin + k]);
    j.D = j.in[0].D;
    j.rows = j.in[0].rows;
    if (j.rows == 0 || j.D == 0) return KTORCH_OK;
    j.scratch = ktorch__tr_scratch(ctx, ktorch_op_name(op->op), 3 * KTORCH__CAST(uint64_t, j.D), 0, &st);
    if (!j.scratch) return st;
    ktorch_parallel_for(ctx, ktorch__act_task, &j, (j.rows + KTORCH__TR_RB - 1) / KTORCH__TR_RB);
    ktorch__free(&ctx->allocator, j.scratch);
    return KTORCH_OK;
}

/* ---- embedding ------------------------------------------------------------------ */
#define KTORCH__EMB_CB 64 /* dweight columns per backward task */
typedef struct ktorch__embjob {
    const ktorch_tensor *ids;
    ktorch__trv w, o;
    float *scratch;
    int64_t n, D;
} ktorch__embjob;
static void ktorch__emb_fwd_task(void *arg, int64_t t, int thread) {
    ktorch__embjob *j = KTORCH__CAST(ktorch__embjob *, arg);
    float *x = j->scratch + KTORCH__CAST(int64_t, thread) * j->D;
    int64_t r, r1 = KTORCH__MIN(j->n, (t + 1) * KTORCH__TR_RB);
    for (r = t * KTORCH__TR_RB; r < r1; r++) {
        ktorch__trv_get(&j->w, ktorch__tr_id(j->ids, r), x);
        ktorch__trv_put(&j->o, r, x);
    }
}
/* Each task owns a column slice of dweight and walks the tokens in order. */
static void ktorch__emb_bwd_task(void *arg, int64_t t, int thread) {
    ktorch__embjob *j = KTORCH__CAST(ktorch__embjob *, arg);
    int64_t c0 = t * KTORCH__EMB_CB, nc = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__EMB_CB), j->D - c0), r, c;
    float g[KTORCH__EMB_CB];
    (void)thread;
    for (r = 0; r < j->n; r++) {
        float *dw = KTORCH__CAST(float *, KTORCH__CAST(void *, j->w.p)) + ktorch__tr_id(j->ids, r) * j->w.ld + c0;
        ktorch__decode_f32(j->o.dt, g, j->o.p + (r * j->o.ld + c0) * j->o.es, nc);
        for (c = 0; c < nc; c++) dw[c] += g[c];
    }
}
static ktorch_status ktorch__cpu_embedding(ktorch_context *ctx, const ktorch_op_desc *op) {
    const char *fn = ktorch_op_name(op->op);
    int bw = op->op == KTORCH_OP_EMBEDDING_BACKWARD;
    const ktorch_tensor *ids = op->tensor[bw ? 1 : 0], *w = op->tensor[bw ? 2 : 1];
    ktorch__embjob j;
    ktorch_status st;
    int64_t i, V = w->shape[0];
    memset(&j, 0, sizeof j);
    j.ids = ids;
    j.n = ktorch_tensor_numel(ids);
    for (i = 0; i < j.n; i++) {
        int64_t id = ktorch__tr_id(ids, i);
        if (id < 0 || id >= V)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ids' element %lld is %lld, outside [0, %lld)", bw ? "ktorch_embedding_backward" : "ktorch_embedding",
                                KTORCH__CAST(long long, i), KTORCH__CAST(long long, id), KTORCH__CAST(long long, V));
    }
    ktorch__trv_init(&j.w, w);
    ktorch__trv_init(&j.o, op->tensor[bw ? 0 : 2]);
    j.D = w->shape[1];
    if (j.n == 0 || j.D == 0) return KTORCH_OK;
    if (bw) {
        ktorch_parallel_for(ctx, ktorch__emb_bwd_task, &j, (j.D + KTORCH__EMB_CB - 1) / KTORCH__EMB_CB);
        return KTORCH_OK;
    }
    j.scratch = ktorch__tr_scratch(ctx, fn, KTORCH__CAST(uint64_t, j.D), 0, &st);
    if (!j.scratch) return st;
    ktorch_parallel_for(ctx, ktorch__emb_fwd_task, &j, (j.n + KTORCH__TR_RB - 1) / KTORCH__TR_RB);
    ktorch__free(&ctx->allocator, j.scratch);
    return KTORCH_OK;
}

/* ---- cross-entropy ------------------------------------------------------------- */
#define KTORCH__CE_TILE 512 /* logits decoded per step */
typedef struct ktorch__cejob {
    ktorch__trv l, d;
    const ktorch_tensor *tg;
    float *loss;     /* per row (the caller's or scratch) */
    float *scratch;  /* per thread: one tile */
    int64_t V, rows;
    float eps, scale;
    int has_d;
} ktorch__cejob;
static void ktorch__ce_task(void *arg, int64_t t, int thread) {
    ktorch__cejob *j = KTORCH__CAST(ktorch__cejob *, arg);
    float *x = j->scratch + KTORCH__CAST(int64_t, thread) * KTORCH__CE_TILE;
    int64_t r, r1 = KTORCH__MIN(j->rows, (t + 1) * KTORCH__TR_RB), k0, k, V = j->V;
    for (r = t * KTORCH__TR_RB; r < r1; r++) {
        int64_t tg = ktorch__tr_id(j->tg, r);
        const char *lp = j->l.p + r * j->l.ld * j->l.es;
        char *dp = j->has_d ? j->d.p + r * j->d.ld * j->d.es : NULL;
        float m = -HUGE_VALF, s = 0, sl = 0, lt = 0, lse;
        if (tg < 0) {
            j->loss[r] = 0;
            if (dp)
                for (k0 = 0; k0 < V; k0 += KTORCH__CE_TILE) {
                    int64_t n = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__CE_TILE), V - k0);
                    for (k = 0; k < n; k++) x[k] = 0;
                    ktorch__encode_f32(j->d.dt, dp + k0 * j->d.es, x, n, 0);
                }
            continue;
        }
        /* online max and sum of exponentials, a tile at a time */
        for (k0 = 0; k0 < V; k0 += KTORCH__CE_TILE) {
            int64_t n = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__CE_TILE), V - k0);
            float tm = -HUGE_VALF, ts = 0;
            ktorch__decode_f32(j->l.dt, x, lp + k0 * j->l.es, n);
            for (k = 0; k < n; k++) {
                if (x[k] > tm) tm = x[k];
                sl += x[k];
            }
            if (tg >= k0 && tg < k0 + n) lt = x[tg - k0];
            if (tm > m) {
                s = m == -HUGE_VALF ? 0.0f : s * expf(m - tm);
                m = tm;
            }
            for (k = 0; k < n; k++) ts += expf(x[k] - m);
            s += ts;
        }
        lse = m + logf(s);
        j->loss[r] = lse - (1.0f - j->eps) * lt - j->eps / KTORCH__CAST(float, V) * sl;
        if (!dp) continue;
        for (k0 = 0; k0 < V; k0 += KTORCH__CE_TILE) {
            int64_t n = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__CE_TILE), V - k0);
            float sm = j->eps / KTORCH__CAST(float, V);
            ktorch__decode_f32(j->l.dt, x, lp + k0 * j->l.es, n);
            for (k = 0; k < n; k++) x[k] = (expf(x[k] - lse) - sm) * j->scale;
            if (tg >= k0 && tg < k0 + n) x[tg - k0] -= (1.0f - j->eps) * j->scale;
            ktorch__encode_f32(j->d.dt, dp + k0 * j->d.es, x, n, 0);
        }
    }
}
static ktorch_status ktorch__cpu_cross_entropy(ktorch_context *ctx, const ktorch_op_desc *op) {
    static const char *fn = "ktorch_cross_entropy";
    const ktorch_cross_entropy_params *p = KTORCH__CAST(const ktorch_cross_entropy_params *, op->params);
    ktorch_tensor *const *t = op->tensor;
    ktorch__cejob j;
    ktorch_status st;
    float *buf;
    int64_t r, valid = 0;
    double sum = 0;
    memset(&j, 0, sizeof j);
    ktorch__trv_init(&j.l, t[0]);
    ktorch__trv_init(&j.d, t[3]);
    j.has_d = t[3] != NULL;
    j.tg = t[1];
    j.V = j.l.D;
    j.rows = j.l.rows;
    j.eps = p ? p->label_smoothing : 0.0f;
    for (r = 0; r < j.rows; r++) {
        int64_t tg = ktorch__tr_id(t[1], r);
        if (tg >= j.V)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'targets' element %lld is %lld, not below V = %lld", fn, KTORCH__CAST(long long, r),
                                KTORCH__CAST(long long, tg), KTORCH__CAST(long long, j.V));
        valid += tg >= 0;
    }
    j.scale = p && p->grad_scale != 0.0f ? p->grad_scale : valid ? 1.0f / KTORCH__CAST(float, valid) : 0.0f;
    buf = ktorch__tr_scratch(ctx, fn, KTORCH__CE_TILE, t[2] ? 0 : KTORCH__CAST(uint64_t, j.rows), &st);
    if (!buf) return st;
    j.scratch = buf;
    j.loss = t[2] ? KTORCH__CAST(float *, ktorch_tensor_ptr(t[2])) : buf + KTORCH__CAST(int64_t, ktorch_num_threads(ctx)) * KTORCH__CE_TILE;
    ktorch_parallel_for(ctx, ktorch__ce_task, &j, (j.rows + KTORCH__TR_RB - 1) / KTORCH__TR_RB);
    if (t[4]) {
        for (r = 0; r < j.rows; r++) sum += j.loss[r];
        *KTORCH__CAST(float *, ktorch_tensor_ptr(t[4])) = valid ? KTORCH__CAST(float, sum / KTORCH__CAST(double, valid)) : 0.0f;
    }
    ktorch__free(&ctx->allocator, buf);
    return KTORCH_OK;
}

/* ---- AdamW, sum of squares ------------------------------------------------------ */
#define KTORCH__OPT_CHUNK 4096 /* elements per task */
typedef struct ktorch__adamjob {
    float *p;
    const ktorch_tensor *g, *m, *v, *pc;
    float *scratch; /* per thread: g, m, v chunks */
    int64_t n;
    float lr, b1, b2, eps, decay, gs, c1, c2; /* c1 = lr / (1 - b1^t), c2 = 1 / sqrt(1 - b2^t) */
} ktorch__adamjob;
static void ktorch__adam_task(void *arg, int64_t t, int thread) {
    ktorch__adamjob *j = KTORCH__CAST(ktorch__adamjob *, arg);
    float *g = j->scratch + KTORCH__CAST(int64_t, thread) * 3 * KTORCH__OPT_CHUNK, *m = g + KTORCH__OPT_CHUNK, *v = m + KTORCH__OPT_CHUNK, *p;
    int64_t i0 = t * KTORCH__OPT_CHUNK, n = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__OPT_CHUNK), j->n - i0), i;
    int ges = ktorch_dtype_bits(j->g->dtype) / 8, mes = ktorch_dtype_bits(j->m->dtype) / 8, ves = ktorch_dtype_bits(j->v->dtype) / 8;
    char *mp = KTORCH__CAST(char *, ktorch_tensor_ptr(j->m)) + i0 * mes, *vp = KTORCH__CAST(char *, ktorch_tensor_ptr(j->v)) + i0 * ves;
    p = j->p + i0;
    ktorch__decode_f32(j->g->dtype, g, KTORCH__CAST(const char *, ktorch_tensor_ptr(j->g)) + i0 * ges, n);
    ktorch__decode_f32(j->m->dtype, m, mp, n);
    ktorch__decode_f32(j->v->dtype, v, vp, n);
    for (i = 0; i < n; i++) {
        float gi = g[i] * j->gs;
        m[i] = j->b1 * m[i] + (1.0f - j->b1) * gi;
        v[i] = j->b2 * v[i] + (1.0f - j->b2) * gi * gi;
        p[i] = p[i] * j->decay - j->c1 * m[i] / (sqrtf(v[i]) * j->c2 + j->eps);
    }
    ktorch__encode_f32(j->m->dtype, mp, m, n, 0);
    ktorch__encode_f32(j->v->dtype, vp, v, n, 0);
    if (j->pc) ktorch__encode_f32(j->pc->dtype, KTORCH__CAST(char *, ktorch_tensor_ptr(j->pc)) + i0 * (ktorch_dtype_bits(j->pc->dtype) / 8), p, n, 0);
}
static ktorch_status ktorch__cpu_adamw(ktorch_context *ctx, const ktorch_op_desc *op) {
    const ktorch_adamw_params *p = KTORCH__CAST(const ktorch_adamw_params *, op->params);
    ktorch__adamjob j;
    ktorch_status st;
    double b1, b2;
    memset(&j, 0, sizeof j);
    j.p = KTORCH__CAST(float *, ktorch_tensor_ptr(op->tensor[0]));
    j.g = op->tensor[1], j.m = op->tensor[2], j.v = op->tensor[3], j.pc = op->tensor[4];
    j.n = ktorch_tensor_numel(op->tensor[0]);
    b1 = p->beta1 > 0 ? p->beta1 : 0.9;
    b2 = p->beta2 > 0 ? p->beta2 : 0.999;
    j.b1 = KTORCH__CAST(float, b1), j.b2 = KTORCH__CAST(float, b2);
    j.eps = p->eps > 0 ? p->eps : 1e-8f;
    j.gs = p->grad_scale > 0 ? p->grad_scale : 1.0f;
    j.lr = p->lr;
    j.decay = 1.0f - p->lr * p->weight_decay;
    j.c1 = KTORCH__CAST(float, p->lr / (1.0 - pow(KTORCH__CAST(double, j.b1), KTORCH__CAST(double, p->step))));
    j.c2 = KTORCH__CAST(float, 1.0 / sqrt(1.0 - pow(KTORCH__CAST(double, j.b2), KTORCH__CAST(double, p->step))));
    if (j.n == 0) return KTORCH_OK;
    j.scratch = ktorch__tr_scratch(ctx, "ktorch_adamw_step", 3 * KTORCH__OPT_CHUNK, 0, &st);
    if (!j.scratch) return st;
    ktorch_parallel_for(ctx, ktorch__adam_task, &j, (j.n + KTORCH__OPT_CHUNK - 1) / KTORCH__OPT_CHUNK);
    ktorch__free(&ctx->allocator, j.scratch);
    return KTORCH_OK;
}
typedef struct ktorch__ssjob {
    const ktorch_tensor *x;
    float *scratch;
    double *part;
    int64_t n;
} ktorch__ssjob;
static void ktorch__ss_task(void *arg, int64_t t, int thread) {
    ktorch__ssjob *j = KTORCH__CAST(ktorch__ssjob *, arg);
    float *x = j->scratch + KTORCH__CAST(int64_t, thread) * KTORCH__OPT_CHUNK;
    int64_t i0 = t * KTORCH__OPT_CHUNK, n = KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__OPT_CHUNK), j->n - i0), i;
    double s = 0;
    ktorch__decode_f32(j->x->dtype, x, KTORCH__CAST(const char *, ktorch_tensor_ptr(j->x)) + i0 * (ktorch_dtype_bits(j->x->dtype) / 8), n);
    for (i = 0; i < n; i++) s += KTORCH__CAST(double, x[i]) * x[i];
    j->part[t] = s;
}
static ktorch_status ktorch__cpu_sum_squares(ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__ssjob j;
    ktorch_status st;
    int64_t nt, i;
    double s = 0;
    memset(&j, 0, sizeof j);
    j.x = op->tensor[0];
    j.n = ktorch_tensor_numel(j.x);
    nt = (j.n + KTORCH__OPT_CHUNK - 1) / KTORCH__OPT_CHUNK;
    j.scratch = ktorch__tr_scratch(ctx, "ktorch_grad_norm", KTORCH__OPT_CHUNK, 0, &st);
    if (!j.scratch) return st;
    /* nt <= numel / 4096 + 1: no overflow */
    j.part = KTORCH__CAST(double *, ktorch__alloc(&ctx->allocator, KTORCH__CAST(size_t, nt) * sizeof(double)));
    if (!j.part) {
        ktorch__free(&ctx->allocator, j.scratch);
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_grad_norm: out of memory");
    }
    ktorch_parallel_for(ctx, ktorch__ss_task, &j, nt);
    for (i = 0; i < nt; i++) s += j.part[i];
    *KTORCH__CAST(float *, ktorch_tensor_ptr(op->tensor[1])) = KTORCH__CAST(float, s);
    ktorch__free(&ctx->allocator, j.part);
    ktorch__free(&ctx->allocator, j.scratch);
    return KTORCH_OK;
}

/* What the CPU runs of the training ops beyond the core's checks: per op,
   the operands read as rows (ktorch__tr_rows) and those read whole
   (contiguous); bit k of a mask is op->tensor[k]. */
static ktorch_status ktorch__tr_cpu_supports(const ktorch_op_desc *op) {
    unsigned rows_mask = 0, whole_mask = 0;
    int64_t rows, D, ld;
    int k;
    switch (op->op) {
    case KTORCH_OP_RMSNORM: rows_mask = 0x5, whole_mask = 0x8; break;
    case KTORCH_OP_RMSNORM_BACKWARD: rows_mask = 0x13, whole_mask = 0x8; break;
    case KTORCH_OP_LAYERNORM: rows_mask = 0x9, whole_mask = 0x30; break;
    case KTORCH_OP_LAYERNORM_BACKWARD: rows_mask = 0x23, whole_mask = 0x18; break;
    case KTORCH_OP_ADD_RMSNORM: rows_mask = 0x1b, whole_mask = 0x20; break;
    case KTORCH_OP_ADD_LAYERNORM: rows_mask = 0x33, whole_mask = 0xc0; break;
    case KTORCH_OP_ROPE:
    case KTORCH_OP_ROPE_BACKWARD: rows_mask = 0x5, whole_mask = 0x2; break;
    case KTORCH_OP_SWIGLU:
    case KTORCH_OP_GELU_BACKWARD: rows_mask = 0x7; break;
    case KTORCH_OP_SWIGLU_BACKWARD: rows_mask = 0x1f; break;
    case KTORCH_OP_GELU: rows_mask = 0x3; break;
    case KTORCH_OP_EMBEDDING: rows_mask = 0x6, whole_mask = 0x1; break;
    case KTORCH_OP_EMBEDDING_BACKWARD: rows_mask = 0x5, whole_mask = 0x2; break;
    case KTORCH_OP_CROSS_ENTROPY: rows_mask = 0x9, whole_mask = 0x16; break;
    case KTORCH_OP_ADAMW_STEP: whole_mask = 0x1f; break;
    case KTORCH_OP_SUM_SQUARES: whole_mask = 0x1; break;
    default: break; /* matmul: any strides */
    }
    for (k = 0; k < 8; k++) {
        const ktorch_tensor *t = op->tensor[k];
        if (!t) continue;
        if ((rows_mask >> k & 1u) && !ktorch__tr_rows(t, &rows, &D, &ld))
            return ktorch__fail(KTORCH_UNSUPPORTED, "'%s' must be rows: stride 1 in the last dim, leading dims that collapse into one stride",
                                ktorch__tr_names[op->op - KTORCH_OP_MATMUL][k]);
        if ((whole_mask >> k & 1u) && !ktorch_tensor_is_contiguous(t))
            return ktorch__fail(KTORCH_UNSUPPORTED, "'%s' must be contiguous", ktorch__tr_names[op->op - KTORCH_OP_MATMUL][k]);
    }
    return KTORCH_OK;
}
static ktorch_status ktorch__tr_cpu_run(ktorch_context *ctx, const ktorch_op_desc *op) {
    switch (op->op) {
    case KTORCH_OP_MATMUL: return ktorch__cpu_matmul(ctx, op);
    case KTORCH_OP_RMSNORM:
    case KTORCH_OP_RMSNORM_BACKWARD:
    case KTORCH_OP_LAYERNORM:
    case KTORCH_OP_LAYERNORM_BACKWARD:
    case KTORCH_OP_ADD_RMSNORM:
    case KTORCH_OP_ADD_LAYERNORM: return ktorch__cpu_norm(ctx, op);
    case KTORCH_OP_ROPE:
    case KTORCH_OP_ROPE_BACKWARD: return ktorch__cpu_rope(ctx, op);
    case KTORCH_OP_SWIGLU:
    case KTORCH_OP_SWIGLU_BACKWARD:
    case KTORCH_OP_GELU:
    case KTORCH_OP_GELU_BACKWARD: return ktorch__cpu_act(ctx, op);
    case KTORCH_OP_EMBEDDING:
    case KTORCH_OP_EMBEDDING_BACKWARD: return ktorch__cpu_embedding(ctx, op);
    case KTORCH_OP_CROSS_ENTROPY: return ktorch__cpu_cross_entropy(ctx, op);
    case KTORCH_OP_ADAMW_STEP: return ktorch__cpu_adamw(ctx, op);
    case KTORCH_OP_SUM_SQUARES: return ktorch__cpu_sum_squares(ctx, op);
    default: break;
    }
    return ktorch__fail(KTORCH_INTERNAL, "cpu backend: op %d is not a training op", KTORCH__CAST(int, op->op));
}
/* (end of training ops section) */

/* ======================================================================
   SECTION: attention backward (CPU)
   Two passes over (query tile x key tile) blocks, each recomputing
   S = QK^T, P = exp(S' - lse) and dP = dO V^T: one task per (batch, kv
   head, key tile) sums dK and dV over the group's query heads and every
   query tile, one task per (batch, query head, query tile) sums dQ over the
   key tiles. Every sum runs in one fixed order inside one task, so results
   do not depend on the thread count. Tiles are packed in f32 (K and V
   also transposed, P and dS transposed for dK/dV) so that every product is
   y[0..n) += sum_t x[t] m[t][0..n), summed over t in order: one kernel per
   ISA, its accumulators in registers, and one for four rows of x and y
   that share each load of m (the same sums, so the same bits). The
   softmax terms of a row, p = exp(x - lse) and dS, run in one more kernel
   per ISA (exp through the flash path's exp2 polynomial).
   ====================================================================== */
#define KTORCH__ABW_T 64 /* queries and keys per tile */

typedef void (*ktorch__abw_mm_fn)(const float *x, const float *m, int64_t ldm, int64_t k, int64_t n, float *y);
typedef void (*ktorch__abw_mm4_fn)(const float *x, int64_t ldx, const float *m, int64_t ldm, int64_t k, int64_t n, float *y, int64_t ldy);
/* s[c] = p = exp(s[c]), dp[c] = p * (dp[c] - d) * g[c] for c < n (s holds score - lse, -inf where masked). */
typedef void (*ktorch__abw_pds_fn)(float *s, float *dp, const float *g, int64_t n, float d);
static void ktorch__abw_pds_scalar(float *s, float *dp, const float *g, int64_t n, float d) {
    int64_t c;
    for (c = 0; c < n; c++) {
        const float p = expf(s[c]);
        s[c] = p;
        dp[c] = p * (dp[c] - d) * g[c];
    }
}
static void ktorch__abw_mm_scalar(const float *x, const float *m, int64_t ldm, int64_t k, int64_t n, float *y) {
    int64_t t, c;
    for (t = 0; t < k; t++) {
        const float a = x[t], *row = m + t * ldm;
        for (c = 0; c < n; c++) y[c] += a * row[c];
    }
}
#if defined(KTORCH__X86)
KTORCH__SIMD_WARNINGS_OFF
KTORCH__T_AVX2 static void ktorch__abw_mm_avx2(const float *x, const float *m, int64_t ldm, int64_t k, int64_t n, float *y) {
    int64_t c = 0, t;
    for (; c + 32 <= n; c += 32) {
        __m256 a0 = _mm256_loadu_ps(y + c), a1 = _mm256_loadu_ps(y + c + 8), a2 = _mm256_loadu_ps(y + c + 16), a3 = _mm256_loadu_ps(y + c + 24);
        for (t = 0; t < k; t++) {
            const float *r = m + t * ldm + c;
            const __m256 b = _mm256_set1_ps(x[t]);
            a0 = _mm256_fmadd_ps(b, _mm256_loadu_ps(r), a0);
            a1 = _mm256_fmadd_ps(b, _mm256_loadu_ps(r + 8), a1);
            a2 = _mm256_fmadd_ps(b, _mm256_loadu_ps(r + 16), a2);
            a3 = _mm256_fmadd_ps(b, _mm256_loadu_ps(r + 24), a3);
        }
        _mm256_storeu_ps(y + c, a0);
        _mm256_storeu_ps(y + c + 8, a1);
        _mm256_storeu_ps(y + c + 16, a2);
        _mm256_storeu_ps(y + c + 24, a3);
    }
    for (; c < n; c += 8) { /* the tail through a lane mask */
        const __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32(KTORCH__CAST(int, KTORCH__MIN(n - c, 8))), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 a = _mm256_maskload_ps(y + c, lanes);
        for (t = 0; t < k; t++) a = _mm256_fmadd_ps(_mm256_set1_ps(x[t]), _mm256_maskload_ps(m + t * ldm + c, lanes), a);
        _mm256_maskstore_ps(y + c, lanes, a);
    }
}
#define KTORCH__ABW_FMA4(acc, mv) \
    acc##0 = _mm256_fmadd_ps(_mm256_set1_ps(x0[t]), mv, acc##0); \
    acc##1 = _mm256_fmadd_ps(_mm256_set1_ps(x1[t]), mv, acc##1); \
    acc##2 = _mm256_fmadd_ps(_mm256_set1_ps(x2[t]), mv, acc##2); \
    acc##3 = _mm256_fmadd_ps(_mm256_set1_ps(x3[t]), mv, acc##3);
KTORCH__T_AVX2 static void ktorch__abw_mm4_avx2(const float *x, int64_t ldx, const float *m, int64_t ldm, int64_t k, int64_t n, float *y, int64_t ldy) {
    const float *x0 = x, *x1 = x0 + ldx, *x2 = x1 + ldx, *x3 = x2 + ldx;
    float *y0 = y, *y1 = y0 + ldy, *y2 = y1 + ldy, *y3 = y2 + ldy;
    const __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    int64_t c, t;
    for (c = 0; c < n; c += 16) { /* 16 columns of 4 rows; lane masks cover the tail */
        const int w = KTORCH__CAST(int, KTORCH__MIN(n - c, 16));
        const __m256i l0 = _mm256_cmpgt_epi32(_mm256_set1_epi32(w), idx), l1 = _mm256_cmpgt_epi32(_mm256_set1_epi32(w - 8), idx);
        __m256 a0 = _mm256_maskload_ps(y0 + c, l0), a1 = _mm256_maskload_ps(y1 + c, l0), a2 = _mm256_maskload_ps(y2 + c, l0),
               a3 = _mm256_maskload_ps(y3 + c, l0);
        __m256 b0 = _mm256_maskload_ps(y0 + c + 8, l1), b1 = _mm256_maskload_ps(y1 + c + 8, l1), b2 = _mm256_maskload_ps(y2 + c + 8, l1),
               b3 = _mm256_maskload_ps(y3 + c + 8, l1);
        for (t = 0; t < k; t++) {
            const __m256 m0 = _mm256_maskload_ps(m + t * ldm + c, l0), m1 = _mm256_maskload_ps(m + t * ldm + c + 8, l1);
            KTORCH__ABW_FMA4(a, m0)
            KTORCH__ABW_FMA4(b, m1)
        }
        _mm256_maskstore_ps(y0 + c, l0, a0); _mm256_maskstore_ps(y1 + c, l0, a1);
        _mm256_maskstore_ps(y2 + c, l0, a2); _mm256_maskstore_ps(y3 + c, l0, a3);
        _mm256_maskstore_ps(y0 + c + 8, l1, b0); _mm256_maskstore_ps(y1 + c + 8, l1, b1);
        _mm256_maskstore_ps(y2 + c + 8, l1, b2); _mm256_maskstore_ps(y3 + c + 8, l1, b3);
    }
}
#undef KTORCH__ABW_FMA4
#define KTORCH__ABW_FMA4(acc, mv) \
    acc##0 = _mm512_fmadd_ps(_mm512_set1_ps(x0[t]), mv, acc##0); \
    acc##1 = _mm512_fmadd_ps(_mm512_set1_ps(x1[t]), mv, acc##1); \
    acc##2 = _mm512_fmadd_ps(_mm512_set1_ps(x2[t]), mv, acc##2); \
    acc##3 = _mm512_fmadd_ps(_mm512_set1_ps(x3[t]), mv, acc##3);
static __mmask16 ktorch__abw_lanes(int64_t w) { return KTORCH__CAST(__mmask16, w >= 16 ? 0xffffu : w <= 0 ? 0u : (1u << w) - 1u); }
KTORCH__T_AVX512 static void ktorch__abw_mm4_avx512(const float *x, int64_t ldx, const float *m, int64_t ldm, int64_t k, int64_t n, float *y, int64_t ldy) {
    const float *x0 = x, *x1 = x0 + ldx, *x2 = x1 + ldx, *x3 = x2 + ldx;
    float *y0 = y, *y1 = y0 + ldy, *y2 = y1 + ldy, *y3 = y2 + ldy;
    int64_t c, t;
    for (c = 0; c < n; c += 32) { /* 32 columns of 4 rows; lane masks cover the tail */
        const __mmask16 l0 = ktorch__abw_lanes(n - c), l1 = ktorch__abw_lanes(n - c - 16);
        __m512 a0 = _mm512_maskz_loadu_ps(l0, y0 + c), a1 = _mm512_maskz_loadu_ps(l0, y1 + c), a2 = _mm512_maskz_loadu_ps(l0, y2 + c),
               a3 = _mm512_maskz_loadu_ps(l0, y3 + c);
        __m512 b0 = _mm512_maskz_loadu_ps(l1, y0 + c + 16), b1 = _mm512_maskz_loadu_ps(l1, y1 + c + 16), b2 = _mm512_maskz_loadu_ps(l1, y2 + c + 16),
               b3 = _mm512_maskz_loadu_ps(l1, y3 + c + 16);
        for (t = 0; t < k; t++) {
            const __m512 m0 = _mm512_maskz_loadu_ps(l0, m + t * ldm + c), m1 = _mm512_maskz_loadu_ps(l1, m + t * ldm + c + 16);
            KTORCH__ABW_FMA4(a, m0)
            KTORCH__ABW_FMA4(b, m1)
        }
        _mm512_mask_storeu_ps(y0 + c, l0, a0); _mm512_mask_storeu_ps(y1 + c, l0, a1);
        _mm512_mask_storeu_ps(y2 + c, l0, a2); _mm512_mask_storeu_ps(y3 + c, l0, a3);
        _mm512_mask_storeu_ps(y0 + c + 16, l1, b0); _mm512_mask_storeu_ps(y1 + c + 16, l1, b1);
        _mm512_mask_storeu_ps(y2 + c + 16, l1, b2); _mm512_mask_storeu_ps(y3 + c + 16, l1, b3);
    }
}
#undef KTORCH__ABW_FMA4
KTORCH__T_AVX2 static void ktorch__abw_pds_avx2(float *s, float *dp, const float *g, int64_t n, float d) {
    const __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256 l2e = _mm256_set1_ps(KTORCH__CAST(float, KTORCH__LOG2E)), dd = _mm256_set1_ps(d);
    int64_t c;
    for (c = 0; c < n; c += 8) {
        const __m256i l = _mm256_cmpgt_epi32(_mm256_set1_epi32(KTORCH__CAST(int, KTORCH__MIN(n - c, 8))), idx);
        const __m256 p = ktorch__exp2_avx2(_mm256_mul_ps(_mm256_maskload_ps(s + c, l), l2e));
        _mm256_maskstore_ps(s + c, l, p);
        _mm256_maskstore_ps(dp + c, l, _mm256_mul_ps(_mm256_mul_ps(p, _mm256_sub_ps(_mm256_maskload_ps(dp + c, l), dd)), _mm256_maskload_ps(g + c, l)));
    }
}
KTORCH__T_AVX512 static void ktorch__abw_pds_avx512(float *s, float *dp, const float *g, int64_t n, float d) {
    const __m512 l2e = _mm512_set1_ps(KTORCH__CAST(float, KTORCH__LOG2E)), dd = _mm512_set1_ps(d);
    int64_t c;
    for (c = 0; c < n; c += 16) {
        const __mmask16 l = ktorch__abw_lanes(n - c);
        const __m512 p = ktorch__exp2_avx512(_mm512_mul_ps(_mm512_maskz_loadu_ps(l, s + c), l2e));
        _mm512_mask_storeu_ps(s + c, l, p);
        _mm512_mask_storeu_ps(dp + c, l, _mm512_mul_ps(_mm512_mul_ps(p, _mm512_sub_ps(_mm512_maskz_loadu_ps(l, dp + c), dd)), _mm512_maskz_loadu_ps(l, g + c)));
    }
}
KTORCH__T_AVX512 static void ktorch__abw_mm_avx512(const float *x, const float *m, int64_t ldm, int64_t k, int64_t n, float *y) {
    int64_t c = 0, t;
    for (; c + 64 <= n; c += 64) {
        __m512 a0 = _mm512_loadu_ps(y + c), a1 = _mm512_loadu_ps(y + c + 16), a2 = _mm512_loadu_ps(y + c + 32), a3 = _mm512_loadu_ps(y + c + 48);
        for (t = 0; t < k; t++) {
            const float *r = m + t * ldm + c;
            const __m512 b = _mm512_set1_ps(x[t]);
            a0 = _mm512_fmadd_ps(b, _mm512_loadu_ps(r), a0);
            a1 = _mm512_fmadd_ps(b, _mm512_loadu_ps(r + 16), a1);
            a2 = _mm512_fmadd_ps(b, _mm512_loadu_ps(r + 32), a2);
            a3 = _mm512_fmadd_ps(b, _mm512_loadu_ps(r + 48), a3);
        }
        _mm512_storeu_ps(y + c, a0);
        _mm512_storeu_ps(y + c + 16, a1);
        _mm512_storeu_ps(y + c + 32, a2);
        _mm512_storeu_ps(y + c + 48, a3);
    }
    for (; c < n; c += 16) {
        const __mmask16 lanes = KTORCH__CAST(__mmask16, n - c >= 16 ? 0xffffu : (1u << (n - c)) - 1u);
        __m512 a = _mm512_maskz_loadu_ps(lanes, y + c);
        for (t = 0; t < k; t++) a = _mm512_fmadd_ps(_mm512_set1_ps(x[t]), _mm512_maskz_loadu_ps(lanes, m + t * ldm + c), a);
        _mm512_mask_storeu_ps(y + c, lanes, a);
    }
}
KTORCH__SIMD_WARNINGS_ON
#endif

typedef struct ktorch__abw {
    const ktorch__attn *a;
    const char *dout;
    char *dq, *dk, *dv;
    int64_t dos[4], dqs[4], dks[4], dvs[4]; /* byte strides */
    ktorch_dtype ddt, dqt, dkt, dvt;
    int acc;          /* add to dq, dk, dv (op arg[0]) */
    int64_t nqt, nkt; /* query and key tiles */
    const unsigned char *bmask; /* block-sparse: a key is visible only in a set block */
    int64_t bms[4], bq, bk;     /* its byte strides (0 where broadcast) and block sizes */
    ktorch__abw_mm_fn mm;
    ktorch__abw_mm4_fn mm4; /* NULL: rows one at a time */
    ktorch__abw_pds_fn pds;
    char *ws;
    size_t ws_stride;
    /* per-thread regions, in floats */
    size_t o_q, o_do, o_l, o_dd, o_k, o_kt, o_vt, o_p, o_ds, o_pt, o_dst, o_g1, o_g2, o_gr;
} ktorch__abw;

/* Rows 0..rows of y += x m (row r of x at x + r*ldx, of y at y + r*ldy). */
static void ktorch__abw_mm_rows(const ktorch__abw *W, const float *x, int64_t ldx, int rows, const float *m, int64_t ldm, int64_t k, int64_t n, float *y,
                                int64_t ldy) {
    int r = 0;
    if (W->mm4)
        for (; r + 4 <= rows; r += 4) W->mm4(x + r * ldx, ldx, m, ldm, k, n, y + r * ldy, ldy);
    for (; r < rows; r++) W->mm(x + r * ldx, m, ldm, k, n, y + r * ldy);
}
/* Whether any key of [j0, j1) is in the window of a query of [i0, i1). */
static int ktorch__abw_tile_visible(const ktorch__attn *a, int64_t i0, int64_t i1, int64_t j0, int64_t j1) {
    if (a->has_wl && j1 - 1 < i0 + a->off - a->wl) return 0;
    if (a->has_wr && j0 > i1 - 1 + a->off + a->wr) return 0;
    return 1;
}
/* Whether the block mask of (b, h) has a set block in rows [i0, i1) x keys [j0, j1). */
static int ktorch__abw_tile_sparse(const ktorch__abw *W, int64_t b, int64_t h, int64_t i0, int64_t i1, int64_t j0, int64_t j1) {
    const unsigned char *m = W->bmask + b * W->bms[0] + h * W->bms[1];
    int64_t x, y;
    for (x = i0 / W->bq; x <= (i1 - 1) / W->bq; x++)
        for (y = j0 / W->bk; y <= (j1 - 1) / W->bk; y++)
            if (m[x * W->bms[2] + y * W->bms[3]]) return 1;
    return 0;
}
static int ktorch__abw_tile_on(const ktorch__abw *W, int64_t b, int64_t h, int64_t i0, int64_t i1, int64_t j0, int64_t j1) {
    return ktorch__abw_tile_visible(W->a, i0, i1, j0, j1) && (!W->bmask || ktorch__abw_tile_sparse(W, b, h, i0, i1, j0, j1));
}
/* Rows i0.. of query head h: q, dO, lse and D_i = sum_e dO*O. An LSE of
   -inf (no visible key) empties the row. */
static void ktorch__abw_pack_q(const ktorch__abw *W, float *w, int64_t b, int64_t h, int64_t i0, int rows) {
    const ktorch__attn *a = W->a;
    float *Q = w + W->o_q, *dO = w + W->o_do, *L = w + W->o_l, *Dd = w + W->o_dd;
    int r;
    int64_t t, e;
    for (r = 0; r < rows; r++) {
        const int64_t i = i0 + r;
        const char *qr = a->q + b * a->qs[0] + h * a->qs[1] + i * a->qs[2];
        const char *orow = a->o + b * a->os[0] + h * a->os[1] + i * a->os[2];
        const char *dr = W->dout + b * W->dos[0] + h * W->dos[1] + i * W->dos[2];
        float d = 0;
        for (t = 0; t < a->D; t++) Q[r * a->D + t] = ktorch__attn_ld(a->qdt, qr + t * a->qs[3]);
        for (e = 0; e < a->Dv; e++) {
            const float g = ktorch__attn_ld(W->ddt, dr + e * W->dos[3]);
            dO[r * a->Dv + e] = g;
            d += g * ktorch__attn_ld(a->odt, orow + e * a->os[3]);
        }
        memcpy(&L[r], a->lse + b * a->ls[0] + h * a->ls[1] + i * a->ls[2], 4);
        Dd[r] = d;
    }
}
/* Keys j0.. of kv head hk: K [c][D], K^T [D][T], V^T [Dv][T]. */
static void ktorch__abw_pack_k(const ktorch__abw *W, float *w, int64_t b, int64_t hk, int64_t j0, int cols) {
    const ktorch__attn *a = W->a;
    float *K = w + W->o_k, *KT = w + W->o_kt, *VT = w + W->o_vt;
    int c;
    int64_t t, e;
    for (c = 0; c < cols; c++) {
        const int64_t j = j0 + c;
        const char *kr = a->k + b * a->ks[0] + hk * a->ks[1] + j * a->ks[2];
        const char *vr = a->v + b * a->vs[0] + hk * a->vs[1] + j * a->vs[2];
        for (t = 0; t < a->D; t++) {
            const float x = ktorch__attn_ld(a->kdt, kr + t * a->ks[3]);
            K[c * a->D + t] = x;
            KT[t * KTORCH__ABW_T + c] = x;
        }
        for (e = 0; e < a->Dv; e++) VT[e * KTORCH__ABW_T + c] = ktorch__attn_ld(a->vdt, vr + e * a->vs[3]);
    }
}
/* P and dS (the scale and the soft-cap's derivative folded in, so that
   dQ = dS K and dK = dS^T Q) of packed rows x packed keys; 0 where a key
   is not visible. */
static void ktorch__abw_block(const ktorch__abw *W, float *w, int64_t b, int64_t h, int64_t i0, int rows, int64_t j0, int cols) {
    const ktorch__attn *a = W->a;
    const float *Q = w + W->o_q, *dO = w + W->o_do, *L = w + W->o_l, *Dd = w + W->o_dd, *KT = w + W->o_kt, *VT = w + W->o_vt;
    float *P = w + W->o_p, *dS = w + W->o_ds, *G = w + W->o_gr;
    const float scale = KTORCH__CAST(float, a->scale), cap = a->softcap;
    int r, c;
    for (r = 0; r < rows * KTORCH__ABW_T; r++) P[r] = dS[r] = 0;
    ktorch__abw_mm_rows(W, Q, a->D, rows, KT, KTORCH__ABW_T, a->D, cols, P, KTORCH__ABW_T);
    ktorch__abw_mm_rows(W, dO, a->Dv, rows, VT, KTORCH__ABW_T, a->Dv, cols, dS, KTORCH__ABW_T);
    for (r = 0; r < rows; r++) {
        float *s = P + r * KTORCH__ABW_T, *dp = dS + r * KTORCH__ABW_T;
        const int64_t i = i0 + r;
        /* the window's keys of this row, as columns [lo, hi) of the tile; an empty row has none */
        const int64_t lo = L[r] == -INFINITY ? cols : a->has_wl ? KTORCH__MIN(KTORCH__MAX(i + a->off - a->wl - j0, 0), cols) : 0;
        const int64_t hi = a->has_wr ? KTORCH__MIN(KTORCH__MAX(i + a->off + a->wr + 1 - j0, lo), cols) : cols;
        for (c = 0; c < lo; c++) s[c] = dp[c] = 0;
        for (c = KTORCH__CAST(int, hi); c < cols; c++) s[c] = dp[c] = 0;
        for (c = KTORCH__CAST(int, lo); c < hi; c++) {
            const int64_t j = j0 + c;
            const char *mp = a->mask ? a->mask + b * a->ms[0] + h * a->ms[1] + i * a->ms[2] + j * a->ms[3] : NULL;
            float x = s[c] * scale, g = scale;
            if ((a->mask_kind == 1 && ktorch__attn_mask_ld(a->mdt, mp) == 0) ||
                (W->bmask && !W->bmask[b * W->bms[0] + h * W->bms[1] + (i / W->bq) * W->bms[2] + (j / W->bk) * W->bms[3]])) {
                s[c] = -INFINITY;
                G[c] = 0;
                continue;
            }
            if (cap > 0) {
                const float th = tanhf(x / cap);
                x = cap * th;
                g = scale * (1 - th * th);
            }
            if (a->alibi) x -= a->alibi[h] * KTORCH__CAST(float, i + a->off > j ? i + a->off - j : j - i - a->off);
            if (a->mask_kind == 2) x += ktorch__attn_mask_ld(a->mdt, mp);
            s[c] = x - L[r];
            G[c] = g;
        }
        W->pds(s + lo, dp + lo, G + lo, hi - lo, Dd[r]);
    }
}
static void ktorch__abw_store(ktorch_dtype dt, char *base, const int64_t *st, int64_t n, int64_t len, const float *src, int64_t ld, int acc) {
    int64_t x, e;
    for (x = 0; x < n; x++)
        for (e = 0; e < len; e++) {
            char *p = base + x * st[2] + e * st[3];
            ktorch__attn_st(dt, p, acc ? ktorch__attn_ld(dt, p) + src[x * ld + e] : src[x * ld + e]);
        }
}
/* dK and dV of one key tile of kv head hk, over its group's query heads. */
static void ktorch__abw_kv_task(void *arg, int64_t idx, int thread) {
    const ktorch__abw *W = KTORCH__CAST(const ktorch__abw *, arg);
    const ktorch__attn *a = W->a;
    float *w = KTORCH__RCAST(float *, W->ws + KTORCH__CAST(size_t, thread) * W->ws_stride);
    const int64_t tile = idx % W->nkt, bh = idx / W->nkt, b = bh / a->Hk, hk = bh % a->Hk, j0 = tile * KTORCH__ABW_T;
    const int cols = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ABW_T), a->Nk - j0));
    const float *Q = w + W->o_q, *dO = w + W->o_do, *P = w + W->o_p, *dS = w + W->o_ds;
    float *dK = w + W->o_g1, *dV = w + W->o_g2, *PT = w + W->o_pt, *dST = w + W->o_dst;
    int64_t h, qt, t;
    int r, c;
    for (t = 0; t < cols * a->D; t++) dK[t] = 0;
    for (t = 0; t < cols * a->Dv; t++) dV[t] = 0;
    ktorch__abw_pack_k(W, w, b, hk, j0, cols);
    for (h = hk * a->group; h < (hk + 1) * a->group; h++)
        for (qt = 0; qt < W->nqt; qt++) {
            const int64_t i0 = qt * KTORCH__ABW_T;
            const int rows = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ABW_T), a->Nq - i0));
            if (!ktorch__abw_tile_on(W, b, h, i0, i0 + rows, j0, j0 + cols)) continue;
            ktorch__abw_pack_q(W, w, b, h, i0, rows);
            ktorch__abw_block(W, w, b, h, i0, rows, j0, cols);
            for (r = 0; r < rows; r++)
                for (c = 0; c < cols; c++) {
                    PT[c * KTORCH__ABW_T + r] = P[r * KTORCH__ABW_T + c];
                    dST[c * KTORCH__ABW_T + r] = dS[r * KTORCH__ABW_T + c];
                }
            ktorch__abw_mm_rows(W, PT, KTORCH__ABW_T, cols, dO, a->Dv, rows, a->Dv, dV, a->Dv);
            ktorch__abw_mm_rows(W, dST, KTORCH__ABW_T, cols, Q, a->D, rows, a->D, dK, a->D);
        }
    ktorch__abw_store(W->dkt, W->dk + b * W->dks[0] + hk * W->dks[1] + j0 * W->dks[2], W->dks, cols, a->D, dK, a->D, W->acc);
    ktorch__abw_store(W->dvt, W->dv + b * W->dvs[0] + hk * W->dvs[1] + j0 * W->dvs[2], W->dvs, cols, a->Dv, dV, a->Dv, W->acc);
}
/* dQ of one query tile of head h, over every key tile. */
static void ktorch__abw_q_task(void *arg, int64_t idx, int thread) {
    const ktorch__abw *W = KTORCH__CAST(const ktorch__abw *, arg);
    const ktorch__attn *a = W->a;
    float *w = KTORCH__RCAST(float *, W->ws + KTORCH__CAST(size_t, thread) * W->ws_stride);
    const int64_t tile = idx % W->nqt, bh = idx / W->nqt, b = bh / a->Hq, h = bh % a->Hq, hk = h / a->group, i0 = tile * KTORCH__ABW_T;
    const int rows = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ABW_T), a->Nq - i0));
    const float *K = w + W->o_k, *dS = w + W->o_ds;
    float *dQ = w + W->o_g1;
    int64_t kt, t;
    for (t = 0; t < rows * a->D; t++) dQ[t] = 0;
    ktorch__abw_pack_q(W, w, b, h, i0, rows);
    for (kt = 0; kt < W->nkt; kt++) {
        const int64_t j0 = kt * KTORCH__ABW_T;
        const int cols = KTORCH__CAST(int, KTORCH__MIN(KTORCH__CAST(int64_t, KTORCH__ABW_T), a->Nk - j0));
        if (!ktorch__abw_tile_on(W, b, h, i0, i0 + rows, j0, j0 + cols)) continue;
        ktorch__abw_pack_k(W, w, b, hk, j0, cols);
        ktorch__abw_block(W, w, b, h, i0, rows, j0, cols);
        ktorch__abw_mm_rows(W, dS, KTORCH__ABW_T, rows, K, a->D, cols, a->D, dQ, a->D);
    }
    ktorch__abw_store(W->dqt, W->dq + b * W->dqs[0] + h * W->dqs[1] + i0 * W->dqs[2], W->dqs, rows, a->D, dQ, a->D, W->acc);
}

/* A message of the forward's checks (which the backward shares) under this
   entry point's name; the saved LSE is the argument 'lse' here. */
static ktorch_status ktorch__abw_rename(ktorch_status st, const char *fn) {
    char msg[KTORCH__MSG_CAP];
    const char *m = ktorch_last_error(), *l;
    if (strncmp(m, "ktorch_attention: ", 18) != 0) return st;
    m += 18;
    l = strstr(m, "'params->lse'");
    ktorch__format(msg, sizeof msg, "%s", m);
    if (l && KTORCH__CAST(size_t, l - m) < sizeof msg) ktorch__format(msg + (l - m), sizeof msg - KTORCH__CAST(size_t, l - m), "'lse'%s", l + 13);
    return ktorch__fail(st, "%s: %s", fn, msg);
}
static ktorch_status ktorch__abw_grad_check(const char *fn, const ktorch_tensor *t, const char *name, ktorch_device dev, int64_t n0, int64_t n1,
                                            int64_t n2, int64_t n3) {
    ktorch_status st = ktorch__check_tensor(t, fn, name);
    if (st != KTORCH_OK) return st;
    if (!ktorch__attn_float_dtype(t->dtype))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be f32, f16 or bf16, not %s", fn, name, ktorch_dtype_name(t->dtype));
    if (t->ndim != 4 || t->shape[0] != n0 || t->shape[1] != n1 || t->shape[2] != n2 || t->shape[3] != n3)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be [%lld,%lld,%lld,%lld]", fn, name, KTORCH__CAST(long long, n0),
                            KTORCH__CAST(long long, n1), KTORCH__CAST(long long, n2), KTORCH__CAST(long long, n3));
    if (!ktorch__same_device(t->device, dev)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is not on q's device", fn, name);
    return KTORCH_OK;
}
/* Validate a backward call whose saved LSE is params->lse and describe it. */
/* shifted: bounds moved into a block pair's frame (the ring's backward). */
static ktorch_status ktorch__abw_desc(ktorch_context *ctx, const char *fn, ktorch_tensor *const *t, const ktorch_attention_params *params, int shifted,
                                      ktorch__attn *a, ktorch_op_desc *op) {
    static const char *const names[8] = {"q", "k", "v", "out", "dout", "dq", "dk", "dv"};
    ktorch_status st;
    int n;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    for (n = 0; n < 8; n++)
        if (!t[n]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is NULL", fn, names[n]);
    if (!params || !params->lse) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'lse' (the LSE the forward wrote) is required", fn);
    if ((st = ktorch__attn_desc_ex(ctx, KTORCH_OP_ATTENTION_BACKWARD, t[0], t[1], t[2], t[3], params, shifted, a, op)) != KTORCH_OK)
        return ktorch__abw_rename(st, fn);
    for (n = 0; n < 3; n++)
        if (ktorch__attn_quant_dtype(t[n]->dtype))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s: quantized inputs have no gradient (dequantize them first)", fn, names[n],
                                ktorch_dtype_name(t[n]->dtype));
    if ((st = ktorch__abw_grad_check(fn, t[4], "dout", t[0]->device, a->B, a->Hq, a->Nq, a->Dv)) != KTORCH_OK ||
        (st = ktorch__abw_grad_check(fn, t[5], "dq", t[0]->device, a->B, a->Hq, a->Nq, a->D)) != KTORCH_OK ||
        (st = ktorch__abw_grad_check(fn, t[6], "dk", t[0]->device, a->B, a->Hk, a->Nk, a->D)) != KTORCH_OK ||
        (st = ktorch__abw_grad_check(fn, t[7], "dv", t[0]->device, a->B, a->Hk, a->Nk, a->Dv)) != KTORCH_OK)
        return st;
    for (n = 4; n < 8; n++) op->tensor[n] = t[n];
    return KTORCH_OK;
}
KTORCH_API ktorch_status ktorch_attention_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                                   const ktorch_tensor *out, const ktorch_tensor *lse, const ktorch_tensor *dout,
                                                   ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                   const ktorch_attention_params *params) {
    static const char *fn = "ktorch_attention_backward";
    ktorch_attention_params p;
    ktorch_tensor *t[8];
    ktorch_op_desc op;
    ktorch__attn a;
    ktorch_status st;
    if (params && params->lse)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' must be NULL (the saved LSE is the 'lse' argument)", fn);
    if (!lse) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'lse' is NULL (the LSE the forward wrote through params->lse)", fn);
    p = params ? *params : ktorch__attn_defaults;
    p.lse = ktorch__op_tensor(lse);
    t[0] = ktorch__op_tensor(q), t[1] = ktorch__op_tensor(k), t[2] = ktorch__op_tensor(v), t[3] = ktorch__op_tensor(out);
    t[4] = ktorch__op_tensor(dout), t[5] = dq, t[6] = dk, t[7] = dv;
    if ((st = ktorch__abw_desc(ctx, fn, t, &p, 0, &a, &op)) != KTORCH_OK) return st;
    return ktorch__op_run(ctx, &op, fn);
}
static ktorch_status ktorch__cpu_attention_backward(ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__abw W;
    ktorch__attn a;
    ktorch_allocation alloc;
    ktorch_status st;
    uint64_t qd, qv, kd, kv, per, total;
    size_t off = 0;
    const uint64_t T = KTORCH__ABW_T;
    st = ktorch__attn_validate_ex(ctx, op->tensor[0], op->tensor[1], op->tensor[2], op->tensor[3], op->attention, 1, &a);
    if (st != KTORCH_OK) return ktorch__abw_rename(st, "ktorch_attention_backward");
    memset(&W, 0, sizeof W);
    W.a = &a;
    W.acc = op->arg[0] != 0;
    W.dout = KTORCH__CAST(const char *, ktorch_tensor_ptr(op->tensor[4]));
    W.dq = KTORCH__CAST(char *, ktorch_tensor_ptr(op->tensor[5]));
    W.dk = KTORCH__CAST(char *, ktorch_tensor_ptr(op->tensor[6]));
    W.dv = KTORCH__CAST(char *, ktorch_tensor_ptr(op->tensor[7]));
    ktorch__attn_bstrides(op->tensor[4], 4, W.dos);
    ktorch__attn_bstrides(op->tensor[5], 4, W.dqs);
    ktorch__attn_bstrides(op->tensor[6], 4, W.dks);
    ktorch__attn_bstrides(op->tensor[7], 4, W.dvs);
    W.ddt = op->tensor[4]->dtype;
    W.dqt = op->tensor[5]->dtype;
    W.dkt = op->tensor[6]->dtype;
    W.dvt = op->tensor[7]->dtype;
    W.nqt = (a.Nq + KTORCH__ABW_T - 1) / KTORCH__ABW_T;
    W.nkt = (a.Nk + KTORCH__ABW_T - 1) / KTORCH__ABW_T;
    if (op->op == KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD) {
        const ktorch_block_sparse_params *sp = KTORCH__CAST(const ktorch_block_sparse_params *, op->params);
        const ktorch_tensor *m = sp->block_mask;
        W.bmask = KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(m));
        ktorch__attn_bstrides(m, 4, W.bms);
        if (m->shape[0] == 1) W.bms[0] = 0;
        if (m->shape[1] == 1) W.bms[1] = 0;
        W.bq = sp->block_q;
        W.bk = sp->block_k;
    }
    W.mm = ktorch__abw_mm_scalar;
    W.pds = ktorch__abw_pds_scalar;
#if defined(KTORCH__X86)
    if (ctx->isa == KTORCH__ISA_AVX512) {
        W.mm = ktorch__abw_mm_avx512;
        W.mm4 = ktorch__abw_mm4_avx512;
        W.pds = ktorch__abw_pds_avx512;
    } else if (ctx->isa == KTORCH__ISA_AVX2) {
        W.mm = ktorch__abw_mm_avx2;
        W.mm4 = ktorch__abw_mm4_avx2;
        W.pds = ktorch__abw_pds_avx2;
    }
#endif
    if (!ktorch__mul_u64(T, KTORCH__CAST(uint64_t, a.D), &qd) || !ktorch__mul_u64(T, KTORCH__CAST(uint64_t, a.Dv), &qv) || qd > (1ull << 40) ||
        qv > (1ull << 40))
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention_backward: head dims %lld/%lld are too large", KTORCH__CAST(long long, a.D),
                            KTORCH__CAST(long long, a.Dv));
    kd = qd;
    kv = qv;
    W.o_q = ktorch__flash_carve(&off, qd);
    W.o_do = ktorch__flash_carve(&off, qv);
    W.o_l = ktorch__flash_carve(&off, T);
    W.o_dd = ktorch__flash_carve(&off, T);
    W.o_k = ktorch__flash_carve(&off, kd);
    W.o_kt = ktorch__flash_carve(&off, kd);
    W.o_vt = ktorch__flash_carve(&off, kv);
    W.o_p = ktorch__flash_carve(&off, T * T);
    W.o_ds = ktorch__flash_carve(&off, T * T);
    W.o_pt = ktorch__flash_carve(&off, T * T);
    W.o_dst = ktorch__flash_carve(&off, T * T);
    W.o_g1 = ktorch__flash_carve(&off, kd);
    W.o_g2 = ktorch__flash_carve(&off, kv);
    W.o_gr = ktorch__flash_carve(&off, T);
    per = KTORCH__CAST(uint64_t, off) * 4;
    if (!ktorch__mul_u64(per, KTORCH__CAST(uint64_t, ktorch_num_threads(ctx)), &total) || !ktorch__add_u64(total, 64, &total) || total > SIZE_MAX)
        return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention_backward: workspace size overflows");
    st = ktorch_pool_alloc(ctx->host_pool, total, 64, &alloc);
    if (st != KTORCH_OK) return st;
    W.ws = KTORCH__CAST(char *, alloc.ptr) + ((64 - (KTORCH__RCAST(uintptr_t, alloc.ptr) & 63u)) & 63u);
    W.ws_stride = KTORCH__CAST(size_t, per);
    ktorch_parallel_for(ctx, ktorch__abw_kv_task, &W, a.B * a.Hk * W.nkt);
    ktorch_parallel_for(ctx, ktorch__abw_q_task, &W, a.B * a.Hq * W.nqt);
    ktorch_pool_free(ctx->host_pool, &alloc);
    return KTORCH_OK;
}

/* ---- backward of block-sparse, chunked and dilated attention ----------- */
/* The checks of a variant's backward entry point, as ktorch_attention_backward's;
   *p holds the params with the saved LSE and must outlive *op. */
static ktorch_status ktorch__vbw_desc(ktorch_context *ctx, const char *fn, ktorch_op kind, const ktorch_tensor *q, const ktorch_tensor *k,
                                      const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse, const ktorch_tensor *dout,
                                      ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv, const ktorch_attention_params *params,
                                      ktorch_attention_params *p, ktorch__attn *a, ktorch_op_desc *op) {
    ktorch_tensor *t[8];
    ktorch_status st;
    if (params && params->lse)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'params->lse' must be NULL (the saved LSE is the 'lse' argument)", fn);
    if (!lse) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'lse' is NULL (the LSE the forward wrote through params->lse)", fn);
    *p = params ? *params : ktorch__attn_defaults;
    p->lse = ktorch__op_tensor(lse);
    t[0] = ktorch__op_tensor(q), t[1] = ktorch__op_tensor(k), t[2] = ktorch__op_tensor(v), t[3] = ktorch__op_tensor(out);
    t[4] = ktorch__op_tensor(dout), t[5] = dq, t[6] = dk, t[7] = dv;
    if ((st = ktorch__abw_desc(ctx, fn, t, p, 0, a, op)) != KTORCH_OK) return st;
    op->op = kind;
    return KTORCH_OK;
}
/* The dilated backward's own refusals beyond the forward's. */
static ktorch_status ktorch__dil_bw_check(const char *fn, const ktorch__attn *a, const ktorch_dilated_params *dp) {
    int64_t maxw;
    int causal;
    if (dp && dp->mode == KTORCH_DILATED_GROUPS)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the groups mode saves no LSE, so it has no backward (use LONGNET)", fn);
    return ktorch__dil_check(fn, a, dp, &maxw, &causal);
}
KTORCH_API ktorch_status ktorch_attention_block_sparse_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                                const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                                const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                                const ktorch_attention_params *params, const ktorch_block_sparse_params *sparse) {
    static const char *fn = "ktorch_attention_block_sparse_backward";
    ktorch_attention_params p;
    ktorch_op_desc op;
    ktorch__attn a;
    ktorch_status st;
    if ((st = ktorch__vbw_desc(ctx, fn, KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD, q, k, v, out, lse, dout, dq, dk, dv, params, &p, &a, &op)) !=
            KTORCH_OK ||
        (st = ktorch__sparse_check(fn, &a, q->device, sparse)) != KTORCH_OK)
        return st;
    op.params = sparse;
    return ktorch__op_run(ctx, &op, fn);
}
KTORCH_API ktorch_status ktorch_attention_chunked_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                           const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                           const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                           const ktorch_attention_params *params, int64_t chunk_q, int64_t chunk_k) {
    static const char *fn = "ktorch_attention_chunked_backward";
    ktorch_attention_params p;
    ktorch_op_desc op;
    ktorch__attn a;
    ktorch_status st;
    if ((st = ktorch__vbw_desc(ctx, fn, KTORCH_OP_ATTENTION_CHUNKED_BACKWARD, q, k, v, out, lse, dout, dq, dk, dv, params, &p, &a, &op)) != KTORCH_OK)
        return st;
    if (chunk_q < 0 || chunk_k < 0)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'chunk_q' and 'chunk_k' must be >= 0 (0 = one chunk), got %lld, %lld", fn,
                            KTORCH__CAST(long long, chunk_q), KTORCH__CAST(long long, chunk_k));
    op.arg[0] = chunk_q;
    op.arg[1] = chunk_k;
    return ktorch__op_run(ctx, &op, fn);
}
KTORCH_API ktorch_status ktorch_attention_dilated_backward(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                           const ktorch_tensor *v, const ktorch_tensor *out, const ktorch_tensor *lse,
                                                           const ktorch_tensor *dout, ktorch_tensor *dq, ktorch_tensor *dk, ktorch_tensor *dv,
                                                           const ktorch_attention_params *params, const ktorch_dilated_params *dilated) {
    static const char *fn = "ktorch_attention_dilated_backward";
    ktorch_attention_params p;
    ktorch_op_desc op;
    ktorch__attn a;
    ktorch_status st;
    if ((st = ktorch__vbw_desc(ctx, fn, KTORCH_OP_ATTENTION_DILATED_BACKWARD, q, k, v, out, lse, dout, dq, dk, dv, params, &p, &a, &op)) !=
            KTORCH_OK ||
        (st = ktorch__dil_bw_check(fn, &a, dilated)) != KTORCH_OK)
        return st;
    op.params = dilated;
    return ktorch__op_run(ctx, &op, fn);
}

/* Whether the backend runs the composites' primitive: attention backward
   with the saved LSE in p, adding into f32 gradients, bounds shifted. */
static ktorch_status ktorch__vbw_prim_supported(ktorch_context *ctx, const ktorch_op_desc *op, const ktorch_attention_params *p, const char *fn) {
    const ktorch_backend_impl *impl;
    ktorch_tensor acc[3], *t8[8];
    ktorch_op_desc d;
    ktorch__attn sub;
    ktorch_status st;
    int i;
    for (i = 0; i < 5; i++) t8[i] = op->tensor[i];
    for (i = 0; i < 3; i++) {
        acc[i] = *op->tensor[i + 5];
        acc[i].dtype = KTORCH_F32;
        ktorch__contiguous_strides(4, acc[i].shape, acc[i].stride);
        t8[i + 5] = &acc[i];
    }
    if ((st = ktorch__abw_desc(ctx, fn, t8, p, 1, &sub, &d)) != KTORCH_OK) return st;
    d.arg[0] = 1;
    return ktorch__op_supported(ctx, &d, fn, &impl);
}
/* The f32 gradients a composite adds into, zeroed: the caller's g[i] where
   it is f32 (and contiguous on a device, which fills only those), else a
   copy in tmp[i]. */
static ktorch_status ktorch__vbw_acc_begin(ktorch_context *ctx, ktorch_tensor *const *g, ktorch_tensor *tmp, ktorch_tensor **acc) {
    ktorch_status st = KTORCH_OK;
    int i;
    for (i = 0; i < 3; i++) memset(&tmp[i], 0, sizeof tmp[i]);
    for (i = 0; i < 3 && st == KTORCH_OK; i++) {
        acc[i] = g[i];
        if (g[i]->dtype != KTORCH_F32 || (g[i]->device.backend != KTORCH_BACKEND_CPU && !ktorch_tensor_is_contiguous(g[i]))) {
            if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 4, g[i]->shape, g[i]->device, &tmp[i])) != KTORCH_OK) break;
            acc[i] = &tmp[i];
        }
        st = ktorch_tensor_fill_bytes(ctx, acc[i], 0);
    }
    return st;
}
/* Convert the copies into the caller's gradients (when st is OK) and free them. */
static ktorch_status ktorch__vbw_acc_end(ktorch_context *ctx, ktorch_tensor *const *g, ktorch_tensor *tmp, ktorch_status st) {
    int i;
    for (i = 0; i < 3; i++) {
        if (st == KTORCH_OK && tmp[i].data) st = ktorch_tensor_copy(ctx, g[i], &tmp[i], NULL);
        ktorch_tensor_free(ctx, &tmp[i]);
    }
    return st;
}

/* Chunked backward from primitives: for every (query chunk, key chunk) pair
   the forward visits, attention backward on the same views with the window
   moved into the pair's frame, the whole rows' out, LSE and dout, adding
   into the f32 gradients: P = exp(s - LSE) and D_i are the rows' own, so the
   pairs' sums are the full gradients. */
static ktorch_status ktorch__chunked_bwd_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only) {
    ktorch_tensor *const *t = op->tensor;
    const ktorch_attention_params *params = op->attention;
    ktorch_tensor tmp[3], *acc[3];
    ktorch__attn a, sub;
    ktorch_op_desc prim;
    int64_t chunk_q = op->arg[0], chunk_k = op->arg[1], qa, ka;
    ktorch_status st = ktorch__abw_desc(ctx, fn, t, params, 0, &a, &prim);
    if (st != KTORCH_OK) return st;
    if (chunk_q == 0 || chunk_q > a.Nq) chunk_q = KTORCH__MAX(a.Nq, 1);
    if (chunk_k == 0 || chunk_k > a.Nk) chunk_k = KTORCH__MAX(a.Nk, 1);
    if (chunk_q >= a.Nq && chunk_k >= a.Nk) { /* one chunk: exactly attention backward */
        const ktorch_backend_impl *impl;
        return check_only ? ktorch__op_supported(ctx, &prim, fn, &impl) : ktorch__op_run(ctx, &prim, fn);
    }
    if (a.alibi) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: ALiBi with more than one chunk (use chunk sizes 0)", fn);
    if (check_only) return ktorch__vbw_prim_supported(ctx, op, params, fn);
    if (a.B == 0) return KTORCH_OK; /* no gradient has an element */
    if ((st = ktorch__vbw_acc_begin(ctx, t + 5, tmp, acc)) != KTORCH_OK) return ktorch__vbw_acc_end(ctx, t + 5, tmp, st);
    for (qa = 0; qa < a.Nq && st == KTORCH_OK; qa += chunk_q) {
        const int64_t cq = KTORCH__MIN(chunk_q, a.Nq - qa);
        ktorch_tensor qv, ov, lv, dov, dqv, mq, kv, vv, dkv, dvv, mv, *t8[8];
        if ((st = ktorch_tensor_slice(t[0], 2, qa, qa + cq, 1, &qv)) != KTORCH_OK || (st = ktorch_tensor_slice(t[3], 2, qa, qa + cq, 1, &ov)) != KTORCH_OK ||
            (st = ktorch_tensor_slice(params->lse, 2, qa, qa + cq, 1, &lv)) != KTORCH_OK ||
            (st = ktorch_tensor_slice(t[4], 2, qa, qa + cq, 1, &dov)) != KTORCH_OK || (st = ktorch_tensor_slice(acc[0], 2, qa, qa + cq, 1, &dqv)) != KTORCH_OK)
            break;
        if (params->mask && (st = ktorch_tensor_slice(params->mask, 2, qa, qa + cq, 1, &mq)) != KTORCH_OK) break;
        t8[0] = &qv, t8[3] = &ov, t8[4] = &dov, t8[5] = &dqv;
        for (ka = 0; ka < a.Nk && st == KTORCH_OK; ka += chunk_k) {
            const int64_t ck = KTORCH__MIN(chunk_k, a.Nk - ka), delta = qa + a.off - ka;
            ktorch_attention_params p;
            if (a.has_wr && ka > qa + cq - 1 + a.off + a.wr) break;
            if (a.has_wl && ka + ck - 1 < qa + a.off - a.wl) continue;
            if ((st = ktorch_tensor_slice(t[1], 2, ka, ka + ck, 1, &kv)) != KTORCH_OK || (st = ktorch_tensor_slice(t[2], 2, ka, ka + ck, 1, &vv)) != KTORCH_OK ||
                (st = ktorch_tensor_slice(acc[1], 2, ka, ka + ck, 1, &dkv)) != KTORCH_OK ||
                (st = ktorch_tensor_slice(acc[2], 2, ka, ka + ck, 1, &dvv)) != KTORCH_OK)
                break;
            if (params->mask && (st = ktorch_tensor_slice(&mq, 3, ka, ka + ck, 1, &mv)) != KTORCH_OK) break;
            t8[1] = &kv, t8[2] = &vv, t8[6] = &dkv, t8[7] = &dvv;
            memset(&p, 0, sizeof p);
            p.scale = params->scale;
            p.softcap = params->softcap;
            p.mask = params->mask ? &mv : NULL;
            p.lse = &lv;
            /* as the forward: key j of the pair is visible to query i iff i + (ck-cq) - wl <= j <= i + (ck-cq) + wr */
            if (a.has_wr) {
                p.window_flags |= KTORCH_WINDOW_RIGHT;
                p.window_right = delta + a.wr - (ck - cq);
            }
            if (a.has_wl) {
                p.window_flags |= KTORCH_WINDOW_LEFT;
                p.window_left = a.wl - delta + (ck - cq);
            }
            if ((st = ktorch__abw_desc(ctx, fn, t8, &p, 1, &sub, &prim)) != KTORCH_OK) break;
            prim.arg[0] = 1;
            st = ktorch__op_run(ctx, &prim, fn);
        }
    }
    return ktorch__vbw_acc_end(ctx, t + 5, tmp, st);
}

/* Dilated (LONGNET) backward from primitives: the forward's plan of calls
   on strided views, each an attention backward with the whole rows' out,
   LSE and dout adding into strided views of the f32 gradients. A pair
   (i, j) that k patterns select gets k times exp(s - LSE), which is its
   weight in the union softmax: the sums are its exact gradients. */
static ktorch_status ktorch__dil_bwd_composite(ktorch_context *ctx, const ktorch_op_desc *op, const char *fn, int check_only) {
    const ktorch_dilated_params *dp = KTORCH__CAST(const ktorch_dilated_params *, op->params);
    ktorch_tensor *const *t = op->tensor;
    ktorch_tensor tmp[3], *acc[3];
    ktorch__attn a;
    ktorch_op_desc d;
    ktorch__dilc W;
    int64_t b;
    ktorch_status st = ktorch__abw_desc(ctx, fn, t, op->attention, 0, &a, &d);
    if (st != KTORCH_OK || (st = ktorch__dil_bw_check(fn, &a, dp)) != KTORCH_OK) return st;
    if (check_only) return ktorch__vbw_prim_supported(ctx, op, op->attention, fn);
    if (a.B == 0 || a.Nq == 0) return KTORCH_OK; /* no gradient has an element (Nk = Nq) */
    if ((st = ktorch__vbw_acc_begin(ctx, t + 5, tmp, acc)) != KTORCH_OK) return ktorch__vbw_acc_end(ctx, t + 5, tmp, st);
    memset(&W, 0, sizeof W);
    W.ctx = ctx;
    W.a = &a;
    W.op = op;
    W.fn = fn;
    W.causal = a.has_wr && a.wr == 0;
    W.count = dp->count;
    W.rows_cap = op->arg[0] > 0 ? op->arg[0] : 1 << 20;
    W.lse = op->attention->lse;
    W.grad[0] = t[4];
    W.grad[1] = acc[0];
    W.grad[2] = acc[1];
    W.grad[3] = acc[2];
    for (b = 0; b < a.B && st == KTORCH_OK; b++) {
        W.b = b;
        st = ktorch__dilc_plan(&W, dp);
    }
    return ktorch__vbw_acc_end(ctx, t + 5, tmp, st);
}

/* (end of attention backward section) */

/* ======================================================================
   SECTION: the CPU backend's table, capability queries, caches
   ====================================================================== */

/* The core's checks of a described op (as the entry points make them);
   fills the derived fields of *op. */
static ktorch_status ktorch__op_check(ktorch_context *ctx, ktorch_op_desc *op, const char *fn) {
    ktorch_tensor *const *t = op->tensor;
    ktorch_op_desc d;
    ktorch__attn a;
    ktorch_status st;
    int64_t i0, i1;
    int flag;
    if (ktorch__tr_is_op(op->op)) return ktorch__tr_check(op, fn);
    switch (op->op) {
    case KTORCH_OP_ATTENTION:
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE:
    case KTORCH_OP_ATTENTION_CHUNKED:
    case KTORCH_OP_ATTENTION_DILATED:
        if ((st = ktorch__attn_desc(ctx, op->op, t[0], t[1], t[2], t[3], op->attention, &a, &d)) != KTORCH_OK) return st;
        if (op->op == KTORCH_OP_ATTENTION_DILATED &&
            (st = ktorch__dil_check(fn, &a, KTORCH__CAST(const ktorch_dilated_params *, op->params), &i0, &flag)) != KTORCH_OK)
            return st;
        if (op->op == KTORCH_OP_ATTENTION_BLOCK_SPARSE &&
            (st = ktorch__sparse_check(fn, &a, t[0]->device, KTORCH__CAST(const ktorch_block_sparse_params *, op->params))) != KTORCH_OK)
            return st;
        if (op->op == KTORCH_OP_ATTENTION_CHUNKED && (op->arg[0] < 0 || op->arg[1] < 0))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'arg[0]' and 'arg[1]' (chunk sizes) must be >= 0", fn);
        op->shape = d.shape;
        if (!op->attention) op->attention = &ktorch__attn_defaults;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_ATTENTION_BACKWARD:
        if ((st = ktorch__abw_desc(ctx, fn, t, op->attention, 0, &a, &d)) != KTORCH_OK) return st;
        if (op->arg[0] != 0 && op->arg[0] != 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'arg[0]' (add to the gradients) must be 0 or 1", fn);
        op->shape = d.shape;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD:
    case KTORCH_OP_ATTENTION_CHUNKED_BACKWARD:
    case KTORCH_OP_ATTENTION_DILATED_BACKWARD:
        if ((st = ktorch__abw_desc(ctx, fn, t, op->attention, 0, &a, &d)) != KTORCH_OK) return st;
        if (op->op == KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD) {
            if ((st = ktorch__sparse_check(fn, &a, t[0]->device, KTORCH__CAST(const ktorch_block_sparse_params *, op->params))) != KTORCH_OK) return st;
            if (op->arg[0] != 0 && op->arg[0] != 1)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'arg[0]' (add to the gradients) must be 0 or 1", fn);
        }
        if (op->op == KTORCH_OP_ATTENTION_CHUNKED_BACKWARD && (op->arg[0] < 0 || op->arg[1] < 0))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'arg[0]' and 'arg[1]' (chunk sizes) must be >= 0", fn);
        if (op->op == KTORCH_OP_ATTENTION_DILATED_BACKWARD &&
            (st = ktorch__dil_bw_check(fn, &a, KTORCH__CAST(const ktorch_dilated_params *, op->params))) != KTORCH_OK)
            return st;
        op->shape = d.shape;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_ATTENTION_MERGE: {
        const ktorch_tensor *ts[6];
        int n;
        for (n = 0; n < 6; n++) ts[n] = t[n];
        if ((st = ktorch__merge_check(fn, ts)) != KTORCH_OK) return st;
        op->device = t[4]->device;
        return KTORCH_OK;
    }
    case KTORCH_OP_BLOCK_MASK_TOPK:
        if ((st = ktorch__topk_check(fn, t[0], t[1], op->arg[0], op->arg[1], op->density, t[2], &a, &i0, &i1)) != KTORCH_OK) return st;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_KV_CACHE_APPEND:
        if ((st = ktorch__kv_append(ctx, fn, t[0], t[1], t[2], t[3], t[4], t[5], KTORCH__CAST(const ktorch_kv_quant *, op->params), 1)) != KTORCH_OK)
            return st;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_ATTENTION_PAGED: {
        ktorch__paged Pg;
        if ((st = ktorch__paged_setup(fn, t[0], t[1], t[2], t[3], t[4], t[5], op->attention, &Pg)) != KTORCH_OK) return st;
        if (op->params && KTORCH__CAST(const ktorch_paged_params *, op->params)->split_size < 0)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'paged->split_size' must be >= 0", fn);
        if (!op->attention) op->attention = &ktorch__attn_defaults;
        op->device = t[1]->device;
        return KTORCH_OK;
    }
    case KTORCH_OP_QUANTIZE: {
        ktorch_quant_params p;
        ktorch_qtensor hdr;
        ktorch__qshapes shp;
        memset(&hdr, 0, sizeof hdr);
        if ((st = ktorch__check_float(t[0], fn, "x")) != KTORCH_OK) return st;
        if ((st = ktorch__quant_plan(fn, t[0], op->format, KTORCH__CAST(const ktorch_quant_params *, op->params), &p, &hdr, &shp)) != KTORCH_OK)
            return st;
        op->device = t[0]->device;
        return KTORCH_OK;
    }
    case KTORCH_OP_DEQUANTIZE:
        if ((st = ktorch__dequantize_check(fn, op->qtensor[0], t[0])) != KTORCH_OK) return st;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_QMATMUL:
        if ((st = ktorch__qmatmul_check(ctx, fn, t[0], op->qtensor[0], t[1])) != KTORCH_OK) return st;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_MATMUL_NT:
        if ((st = ktorch__check_float(t[1], fn, "w")) != KTORCH_OK) return st;
        if (t[1]->ndim != 2) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'w' must be 2-D [N,K]", fn);
        if ((st = ktorch__mm_check(ctx, fn, t[0], t[1]->shape[0], t[1]->shape[1], t[2])) != KTORCH_OK) return st;
        if (!ktorch__same_device(t[1]->device, t[0]->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'x' and 'w' must be on one device", fn);
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_QMATMUL_W8A8:
        if ((st = ktorch__w8a8_check(fn, op->qtensor[0], op->qtensor[1], t[0], &flag)) != KTORCH_OK) return st;
        op->device = t[0]->device;
        return KTORCH_OK;
    case KTORCH_OP_CONVERT:
        if ((st = ktorch__check_tensor(t[0], fn, "dst")) != KTORCH_OK || (st = ktorch__check_tensor(t[1], fn, "src")) != KTORCH_OK) return st;
        if (!ktorch__same_device(t[0]->device, t[1]->device)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dst' and 'src' must be on one device", fn);
        if (t[0]->ndim != t[1]->ndim) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dst' has %d dims, 'src' has %d", fn, t[0]->ndim, t[1]->ndim);
        for (flag = 0; flag < t[1]->ndim; flag++)
            if (t[0]->shape[flag] != t[1]->shape[flag])
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: shape mismatch in dim %d (dst %lld, src %lld)", fn, flag,
                                    KTORCH__CAST(long long, t[0]->shape[flag]), KTORCH__CAST(long long, t[1]->shape[flag]));
        if (!ktorch__convertible(t[0]->dtype, t[1]->dtype))
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: no conversion from %s to %s", fn, ktorch_dtype_name(t[1]->dtype), ktorch_dtype_name(t[0]->dtype));
        op->device = t[0]->device;
        return KTORCH_OK;
    default: break;
    }
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'op->op' is invalid (%d)", fn, KTORCH__CAST(int, op->op));
}

KTORCH_API ktorch_status ktorch_backend_supports(ktorch_context *ctx, const ktorch_op_desc *op) {
    /* messages name the entry point of the op, as the op itself would */
    static const char *const entry[] = {"ktorch_attention", "ktorch_attention_merge", "ktorch_attention_block_sparse", "ktorch_block_mask_topk",
                                        "ktorch_attention_chunked", "ktorch_attention_dilated", "ktorch_kv_cache_append", "ktorch_attention_paged",
                                        "ktorch_quantize", "ktorch_dequantize", "ktorch_qmatmul", "ktorch_matmul_nt",
                                        "ktorch_matmul", "ktorch_rmsnorm", "ktorch_rmsnorm_backward", "ktorch_layernorm", "ktorch_layernorm_backward",
                                        "ktorch_add_rmsnorm", "ktorch_add_layernorm",
                                        "ktorch_rope", "ktorch_rope_backward", "ktorch_swiglu", "ktorch_swiglu_backward", "ktorch_gelu",
                                        "ktorch_gelu_backward", "ktorch_embedding", "ktorch_embedding_backward", "ktorch_cross_entropy",
                                        "ktorch_adamw_step", "ktorch_grad_norm", "ktorch_qmatmul_w8a8",
                                        "ktorch_tensor_copy", "ktorch_attention_backward", "ktorch_attention_block_sparse_backward",
                                        "ktorch_attention_chunked_backward", "ktorch_attention_dilated_backward"};
    const char *fn = "ktorch_backend_supports";
    const ktorch_backend_impl *impl;
    ktorch_op_desc d;
    ktorch_status st;
    typedef char entry_names_match_ops[sizeof entry / sizeof entry[0] == KTORCH_OP_COUNT ? 1 : -1];
    (void)sizeof(entry_names_match_ops);
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!op) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'op' is NULL", fn);
    if (KTORCH__CAST(int, op->op) >= 0 && op->op < KTORCH_OP_COUNT) fn = entry[op->op];
    d = *op;
    if ((st = ktorch__op_check(ctx, &d, fn)) != KTORCH_OK) return st;
    if (!ktorch__same_device(d.device, op->device))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'op->device' is %s:%d but the tensors are on %s:%d", fn, ktorch_backend_name(op->device.backend),
                            op->device.index, ktorch_backend_name(d.device.backend), d.device.index);
    st = ktorch__op_supported(ctx, &d, fn, &impl);
    if (st == KTORCH_UNSUPPORTED && impl && ktorch__has_composite(&d)) return ktorch__composite(ctx, &d, fn, 1);
    return st;
}

/* The backend of `backend` with its cache hooks, or an error. */
static ktorch_status ktorch__cache_backend(ktorch_context *ctx, ktorch_backend backend, const char *fn, const ktorch_backend_impl **out) {
    ktorch_device dev;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    dev.backend = backend;
    dev.index = 0;
    if (backend == KTORCH_BACKEND_CPU) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the CPU backend compiles no kernels", fn);
    return ktorch__backend_for(ctx, dev, fn, out);
}
KTORCH_API ktorch_status ktorch_backend_cache_export(ktorch_context *ctx, ktorch_backend backend, void **data, size_t *size) {
    static const char *fn = "ktorch_backend_cache_export";
    const ktorch_backend_impl *b;
    ktorch_status st;
    if (data) *data = NULL;
    if (size) *size = 0;
    if (!data || !size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' and 'size' are required", fn);
    if ((st = ktorch__cache_backend(ctx, backend, fn, &b)) != KTORCH_OK) return st;
    if (!b->cache_export) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: backend '%s' has no kernel cache", fn, ktorch_backend_name(backend));
    return b->cache_export(b->state, &ctx->allocator, data, size);
}
KTORCH_API ktorch_status ktorch_backend_cache_import(ktorch_context *ctx, ktorch_backend backend, const void *data, size_t size) {
    static const char *fn = "ktorch_backend_cache_import";
    const ktorch_backend_impl *b;
    ktorch_status st;
    if ((st = ktorch__cache_backend(ctx, backend, fn, &b)) != KTORCH_OK) return st;
    if (!data && size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'data' is NULL", fn);
    if (!b->cache_import) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: backend '%s' has no kernel cache", fn, ktorch_backend_name(backend));
    return b->cache_import(b->state, data, size);
}
KTORCH_API ktorch_status ktorch_backend_prepare(ktorch_context *ctx, ktorch_device device, int *compiled) {
    static const char *fn = "ktorch_backend_prepare";
    const ktorch_backend_impl *b;
    ktorch_status st;
    if (compiled) *compiled = 0;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (device.backend == KTORCH_BACKEND_CPU) return KTORCH_OK; /* nothing to compile */
    if ((st = ktorch__backend_for(ctx, device, fn, &b)) != KTORCH_OK) return st;
    if (!b->prepare) return KTORCH_OK;
    return b->prepare(b->state, ctx, device.index, compiled);
}
KTORCH_API void ktorch_free(ktorch_context *ctx, void *data) {
    if (ctx && data) ktorch__free(&ctx->allocator, data);
}

/* What the CPU backend runs beyond the core's checks. */
static ktorch_status ktorch__cpu_supports(void *state, const ktorch_op_desc *op) {
    (void)state;
    if (ktorch__tr_is_op(op->op)) return ktorch__tr_cpu_supports(op);
    switch (op->op) {
    case KTORCH_OP_DEQUANTIZE:
        if (!ktorch_tensor_is_contiguous(op->tensor[0])) return ktorch__fail(KTORCH_UNSUPPORTED, "'out' must be contiguous");
        return KTORCH_OK;
    case KTORCH_OP_MATMUL_NT:
        if (!ktorch_tensor_is_contiguous(op->tensor[1])) return ktorch__fail(KTORCH_UNSUPPORTED, "'w' must be contiguous");
        return KTORCH_OK;
    case KTORCH_OP_ATTENTION_CHUNKED_BACKWARD:
    case KTORCH_OP_ATTENTION_DILATED_BACKWARD: return ktorch__fail(KTORCH_UNSUPPORTED, "the core composes it from attention backward");
    case KTORCH_OP_QMATMUL_W8A8:
        if (op->qtensor[0]->format == KTORCH_QUANT_INT8 && op->qtensor[0]->shape[1] > (INT64_C(1) << 17))
            return ktorch__fail(KTORCH_UNSUPPORTED, "int8 K = %lld exceeds 131072 (int32 accumulators could overflow)",
                                KTORCH__CAST(long long, op->qtensor[0]->shape[1]));
        return KTORCH_OK;
    default: return KTORCH_OK;
    }
}
static ktorch_status ktorch__cpu_run(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    (void)state;
    if (ktorch__tr_is_op(op->op)) return ktorch__tr_cpu_run(ctx, op);
    switch (op->op) {
    case KTORCH_OP_ATTENTION: return ktorch__cpu_attention(ctx, op);
    case KTORCH_OP_ATTENTION_MERGE: return ktorch__cpu_attention_merge(op);
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE: return ktorch__cpu_attention_block_sparse(ctx, op);
    case KTORCH_OP_BLOCK_MASK_TOPK: return ktorch__cpu_block_mask_topk(ctx, op);
    case KTORCH_OP_ATTENTION_CHUNKED: return ktorch__cpu_attention_chunked(ctx, op);
    case KTORCH_OP_ATTENTION_DILATED: return ktorch__cpu_attention_dilated(ctx, op);
    case KTORCH_OP_KV_CACHE_APPEND: return ktorch__cpu_kv_cache_append(ctx, op);
    case KTORCH_OP_ATTENTION_PAGED: return ktorch__cpu_attention_paged(ctx, op);
    case KTORCH_OP_QUANTIZE: return ktorch__cpu_quantize(ctx, op);
    case KTORCH_OP_DEQUANTIZE: return ktorch__cpu_dequantize(ctx, op);
    case KTORCH_OP_QMATMUL: return ktorch__cpu_qmatmul(ctx, op);
    case KTORCH_OP_MATMUL_NT: return ktorch__cpu_matmul_nt(ctx, op);
    case KTORCH_OP_QMATMUL_W8A8: return ktorch__cpu_qmatmul_w8a8(ctx, op);
    case KTORCH_OP_ATTENTION_BACKWARD:
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD: return ktorch__cpu_attention_backward(ctx, op);
    case KTORCH_OP_CONVERT: {
        const ktorch_copy_params *cp = KTORCH__CAST(const ktorch_copy_params *, op->params);
        ktorch__copy_host(op->tensor[0], op->tensor[1], cp ? cp->saturate : 0);
        return KTORCH_OK;
    }
    default: break;
    }
    return ktorch__fail(KTORCH_INTERNAL, "cpu backend: op %d is not handled", KTORCH__CAST(int, op->op));
}
static int ktorch__cpu_device_count(void *state) {
    (void)state;
    return 1;
}
static void ktorch__cpu_backend(ktorch_backend_impl *impl) {
    memset(impl, 0, sizeof *impl);
    impl->abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl->kind = KTORCH_BACKEND_CPU;
    impl->device_count = ktorch__cpu_device_count;
    impl->supports = ktorch__cpu_supports;
    impl->run = ktorch__cpu_run;
}

#endif /* KTORCH__IMPLEMENTED */
#endif /* KTORCH_IMPLEMENTATION */
