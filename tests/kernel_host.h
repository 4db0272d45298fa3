/* A GPU block's threads run on the host as fibers of one OS thread, for the
   tests that compile kernel files as C++ (tests/cuda_host.h and the
   *_host.cpp programs). A fiber runs until it waits at a barrier (a block's
   __syncthreads, a warp's exchange); then the next ready fiber runs, and a
   barrier releases its waiters when its last thread arrives. Switching
   saves the callee-saved registers and the stack pointer (x86-64 and
   AArch64; ucontext elsewhere): no system call per switch, where one
   thread per GPU thread on pthread barriers spent most of its time waking
   threads. Stacks are mmap'ed with a PROT_NONE page below, so an overflow
   faults instead of writing over a neighbour.

   Errors a block can make are reported, not hung on: threads that wait at
   different barriers with none left to run (deadlock: part of the block
   at __syncthreads while the rest returned, a warp's exchange without a
   lane), and the threads of one barrier at different operations (a
   divergent warp exchange). kh_run_block then returns nonzero and kh_err
   names the barriers; the block's fibers are dropped.

   Also the device's bit casts (__uint_as_float and kin), one copy for the
   CUDA and HIP host tests. */
#ifndef KERNEL_HOST_H
#define KERNEL_HOST_H
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#if (defined(__x86_64__) || defined(__aarch64__)) && defined(__ELF__)
#define KH_ASM 1
#else
#define KH_ASM 0
#include <ucontext.h>
#endif

/* The device's bit casts (CUDA and HIP spell them alike). */
static inline float __uint_as_float(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static inline uint32_t __float_as_uint(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static inline float __int_as_float(int i) { return __uint_as_float((uint32_t)i); }
static inline int __float_as_int(float f) { return (int)__float_as_uint(f); }

#define KH_MAX_THREADS 256
/* the deepest thread measured (attn_bwd_host's, with a warp's wgmma
   operands in the lane that takes the product) reaches 11.4 KiB at -O1 */
#define KH_STACK (64 * 1024)
#define KH_MAX_BARRIERS 16

struct kh_barrier {
    const char *name;
    int count, arrived;
    const char *site; /* what its first arrival is doing */
    int first;        /* and that thread */
    int waiters[KH_MAX_THREADS];
};
struct kh_fiber {
    void *sp;
    unsigned char *stack; /* lowest usable byte */
#if !KH_ASM
    ucontext_t uc;
#endif
};
static kh_fiber kh_fib[KH_MAX_THREADS];
static int kh_tid;                         /* the running thread of the block */
static int kh_nthr, kh_live, kh_failed;
static int kh_ready[KH_MAX_THREADS], kh_rhead, kh_rcount;
static kh_barrier *kh_bars[KH_MAX_BARRIERS];
static int kh_nbars;
static void (*kh_fn)(void);
static char kh_err[1024];
static kh_barrier kh_block_bar;            /* __syncthreads: every thread of the block */
static void *kh_main_sp;
#if !KH_ASM
static ucontext_t kh_main_uc;
#endif

#if KH_ASM
/* kh__switch(save, to): saves the callee-saved registers on this stack, the
   stack pointer in *save, and resumes the stack `to` (a fiber's first
   resume enters kh__start, which calls kh__fiber_main). */
extern "C" void kh__switch(void **save, void *to);
extern "C" void kh__start(void);
#endif
#if KH_ASM && defined(__x86_64__)
__asm__(".pushsection .text\n.p2align 4\n.globl kh__switch\n.hidden kh__switch\n.type kh__switch,@function\nkh__switch:\n"
        "  pushq %rbp\n  pushq %rbx\n  pushq %r12\n  pushq %r13\n  pushq %r14\n  pushq %r15\n"
        "  movq %rsp, (%rdi)\n  movq %rsi, %rsp\n"
        "  popq %r15\n  popq %r14\n  popq %r13\n  popq %r12\n  popq %rbx\n  popq %rbp\n  ret\n"
        ".size kh__switch, .-kh__switch\n"
        ".p2align 4\n.globl kh__start\n.hidden kh__start\n.type kh__start,@function\nkh__start:\n  call kh__fiber_main\n  ud2\n.size kh__start, .-kh__start\n.popsection\n");
#define KH_FRAME 72 /* six registers, the return address, padding: kh__start's call with a 16-aligned stack */
#elif KH_ASM
__asm__(".pushsection .text\n.p2align 4\n.globl kh__switch\n.hidden kh__switch\n.type kh__switch,%function\nkh__switch:\n"
        "  sub sp, sp, #160\n"
        "  stp x19, x20, [sp, #0]\n  stp x21, x22, [sp, #16]\n  stp x23, x24, [sp, #32]\n  stp x25, x26, [sp, #48]\n"
        "  stp x27, x28, [sp, #64]\n  stp x29, x30, [sp, #80]\n  stp d8, d9, [sp, #96]\n  stp d10, d11, [sp, #112]\n"
        "  stp d12, d13, [sp, #128]\n  stp d14, d15, [sp, #144]\n"
        "  mov x9, sp\n  str x9, [x0]\n  mov sp, x1\n"
        "  ldp x19, x20, [sp, #0]\n  ldp x21, x22, [sp, #16]\n  ldp x23, x24, [sp, #32]\n  ldp x25, x26, [sp, #48]\n"
        "  ldp x27, x28, [sp, #64]\n  ldp x29, x30, [sp, #80]\n  ldp d8, d9, [sp, #96]\n  ldp d10, d11, [sp, #112]\n"
        "  ldp d12, d13, [sp, #128]\n  ldp d14, d15, [sp, #144]\n"
        "  add sp, sp, #160\n  ret\n.size kh__switch, .-kh__switch\n"
        ".p2align 4\n.globl kh__start\n.hidden kh__start\n.type kh__start,%function\nkh__start:\n  bl kh__fiber_main\n  brk #0\n.size kh__start, .-kh__start\n.popsection\n");
#define KH_FRAME 160 /* x19-x30, d8-d15; x30 (at 88) the first return address */
#endif

static inline void kh__resume(int to) {
    void **save = kh_tid >= 0 ? &kh_fib[kh_tid].sp : &kh_main_sp;
#if KH_ASM
    void *dst = to >= 0 ? kh_fib[to].sp : kh_main_sp;
    kh_tid = to;
    kh__switch(save, dst);
#else
    ucontext_t *from = save == &kh_main_sp ? &kh_main_uc : &kh_fib[kh_tid].uc;
    kh_tid = to;
    swapcontext(from, to >= 0 ? &kh_fib[to].uc : &kh_main_uc);
#endif
}

/* Ends the block: the reason in kh_err, back to kh_run_block. */
static inline void kh_fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(kh_err, sizeof kh_err, fmt, ap);
    va_end(ap);
    kh_failed = 1;
    kh__resume(-1);
    abort(); /* a dropped fiber is never resumed */
}

/* The running fiber stops; the next ready one runs. With none ready and
   some waiting, the block is deadlocked: kh_err lists every barrier with
   waiters (name, operation, how many of how many arrived). */
static inline void kh__next(void) {
    if (kh_rcount > 0) {
        const int to = kh_ready[kh_rhead];
        kh_rhead = (kh_rhead + 1) % KH_MAX_THREADS;
        kh_rcount--;
        kh__resume(to);
        return;
    }
    if (kh_live == 0) {
        kh__resume(-1);
        abort();
    }
    int n = snprintf(kh_err, sizeof kh_err, "deadlock, %d of %d threads returned:", kh_nthr - kh_live, kh_nthr);
    for (int i = 0; i < kh_nbars && n < (int)sizeof kh_err; i++) {
        const kh_barrier *b = kh_bars[i];
        if (b->arrived > 0)
            n += snprintf(kh_err + n, sizeof kh_err - (size_t)n, " %s (%s, thread %d first) %d of %d arrived;", b->name, b->site, b->first, b->arrived,
                          b->count);
    }
    kh_failed = 1;
    kh__resume(-1);
    abort();
}

extern "C" __attribute__((visibility("hidden"), used)) void kh__fiber_main(void) {
    kh_fn();
    kh_live--;
    kh__next();
}

/* A barrier of `count` threads (kh_bar_leave takes one out). */
static inline void kh_bar_init(kh_barrier *b, const char *name, int count) {
    memset(b, 0, sizeof *b);
    b->name = name;
    b->count = count;
    for (int i = 0; i < kh_nbars; i++)
        if (kh_bars[i] == b) return;
    if (kh_nbars == KH_MAX_BARRIERS) abort();
    kh_bars[kh_nbars++] = b;
}
static inline void kh__release(kh_barrier *b) {
    for (int i = 0; i < b->arrived; i++) {
        const int f = b->waiters[i];
        if (f == kh_tid) continue;
        kh_ready[(kh_rhead + kh_rcount) % KH_MAX_THREADS] = f;
        kh_rcount++;
    }
    b->arrived = 0;
}
/* Waits until `count` threads have arrived; site names the operation, the
   same for every thread of one crossing. Returns 1 in the thread that
   arrived last: it runs on before the others resume, so it may do work
   for all of them (a warp's whole product). */
static inline int kh_bar_wait(kh_barrier *b, const char *site) {
    if (b->arrived == 0) {
        b->site = site;
        b->first = kh_tid;
    } else if (b->site != site && strcmp(b->site, site) != 0) {
        kh_fail("%s: thread %d at %s while thread %d is at %s", b->name, kh_tid, site, b->first, b->site);
    }
    b->waiters[b->arrived++] = kh_tid;
    if (b->arrived == b->count) {
        kh__release(b);
        return 1;
    }
    kh__next();
    return 0;
}
/* The running thread leaves b for good: the others no longer wait for it. */
static inline void kh_bar_leave(kh_barrier *b) {
    b->count--;
    if (b->arrived > 0 && b->arrived == b->count) kh__release(b);
}

static inline void kh__fiber_init(int i) {
    kh_fiber *f = &kh_fib[i];
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (!f->stack) {
        unsigned char *m = (unsigned char *)mmap(NULL, KH_STACK + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (m == MAP_FAILED || mprotect(m, page, PROT_NONE) != 0) abort();
        f->stack = m + page;
    }
#if KH_ASM
    unsigned char *top = f->stack + KH_STACK;
    void **sp = (void **)(top - KH_FRAME);
    memset(sp, 0, KH_FRAME);
#if defined(__x86_64__)
    sp[6] = (void *)kh__start;
#else
    sp[11] = (void *)kh__start;
#endif
    f->sp = sp;
#else
    if (getcontext(&f->uc) != 0) abort();
    f->uc.uc_stack.ss_sp = f->stack;
    f->uc.uc_stack.ss_size = KH_STACK;
    f->uc.uc_link = NULL;
    makecontext(&f->uc, (void (*)(void))kh__fiber_main, 0);
#endif
}

/* Runs fn once on each of nthr threads (kh_tid 0 .. nthr - 1) of a block;
   0 when every thread returned, else nonzero with the reason in kh_err. */
static inline int kh_run_block(void (*fn)(void), int nthr) {
    if (nthr < 1 || nthr > KH_MAX_THREADS) abort();
    if (kh_block_bar.name == NULL) kh_bar_init(&kh_block_bar, "__syncthreads", nthr);
    for (int i = 0; i < kh_nbars; i++) {
        kh_bars[i]->arrived = 0;
        kh_bars[i]->site = NULL;
    }
    kh_block_bar.count = nthr;
    kh_fn = fn;
    kh_nthr = kh_live = nthr;
    kh_failed = 0;
    kh_err[0] = 0;
    kh_rhead = 0;
    kh_rcount = 0;
    for (int i = 0; i < nthr; i++) {
        kh__fiber_init(i);
        kh_ready[kh_rcount++] = i;
    }
    kh_tid = -1;
    kh__next();
    return kh_failed;
}
#endif
