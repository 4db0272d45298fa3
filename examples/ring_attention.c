/* Ring attention over several GPUs with NCCL: a weak-scaling table (G GPUs
   on G x n tokens against one GPU's ktorch_attention on n tokens), causal,
   bf16, 32 query heads over 8 key/value heads of dim 128, zigzag and
   contiguous layouts.
     ring_attention [--tokens n,n,...] [--gpus G] [--iters k] [--layouts zigzag,contiguous] [--full]
   Columns: tokens per GPU, GPUs, layout, milliseconds per call, TFLOP/s per
   GPU (4*h*N^2*d, halved for causal, over G), weak-scaling efficiency
   (TFLOP/s per GPU against one GPU on n tokens) and the peak of each GPU's
   device pool (inputs, output and the ring's buffers).
     ring_attention --procs G [--tokens n] [--timeout S]
   runs one rank per process instead (GPU g for rank g): the parent makes the
   NCCL unique id and passes its bytes to each child through a pipe; each
   child joins with ktorch_nccl_comm_create and runs one causal zigzag
   forward and backward of n tokens per rank (8192; 0: only the ranks'
   argument exchange over NCCL, no kernels). The parent prints every rank's
   steps as they happen and stops ranks still running after S seconds (120),
   naming the step each was in.
   NCCL: KTORCH_NCCL_PATH, else libnccl.so.2 on the loader's path. The
   program turns NVLink multicast off for NCCL (NCCL_NVLS_ENABLE=0). */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAXG 8
#define H 32
#define HK 8
#define D 128

static ktorch_nccl_desc nccl;
static ktorch_context *ctxs[MAXG];
static int iters = 3, full = 0;

static void check(ktorch_status st, const char *what) {
    if (st == KTORCH_OK) return;
    fprintf(stderr, "ring_attention: %s: %s\n", what, ktorch_last_error());
    exit(1);
}
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static ktorch_device gpu(void) {
    ktorch_device d;
    d.backend = KTORCH_BACKEND_CUDA;
    d.index = 0; /* each context holds one GPU */
    return d;
}
static ktorch_context *make_ctx(int ordinal) {
    ktorch_context *c = NULL;
    ktorch_cuda_desc d;
    memset(&d, 0, sizeof d);
    d.devices = &ordinal;
    d.device_count = 1;
    d.cache_dir = getenv("KTORCH_CUDA_CACHE_DIR");
    d.libnvrtc_path = getenv("KTORCH_NVRTC_PATH");
    check(ktorch_context_create(NULL, &c), "context");
    check(ktorch_cuda_register(c, &d), "ktorch_cuda_register");
    return c;
}

typedef struct rank {
    ktorch_context *ctx;
    ktorch_comm *comm; /* NULL: one GPU, plain ktorch_attention */
    ktorch_ring_layout layout;
    int64_t n;
    pthread_barrier_t *bar;
    double ms;
    uint64_t peak;
} rank;
static void tensor(ktorch_context *c, int64_t heads, int64_t n, ktorch_tensor *t) {
    int64_t shape[4];
    shape[0] = 1; shape[1] = heads; shape[2] = n; shape[3] = D;
    check(ktorch_tensor_create(c, KTORCH_BF16, 4, shape, gpu(), t), "tensor");
    check(ktorch_tensor_fill_bytes(c, t, 0x3c), "fill"); /* bf16 0x3c3c: the values do not change the time */
}
static void *rank_main(void *arg) {
    rank *r = (rank *)arg;
    ktorch_tensor q, k, v, o;
    ktorch_attention_params p;
    ktorch_pool *pool;
    ktorch_pool_stats ps;
    double t0 = 0;
    int i;
    check(ktorch_device_pool(r->ctx, gpu(), &pool), "pool");
    ktorch_pool_reset_peak(pool);
    tensor(r->ctx, H, r->n, &q);
    tensor(r->ctx, HK, r->n, &k);
    tensor(r->ctx, HK, r->n, &v);
    tensor(r->ctx, H, r->n, &o);
    memset(&p, 0, sizeof p);
    p.causal = !full;
    for (i = -1; i < iters; i++) { /* one warm-up call */
        if (i == 0) {
            check(ktorch_synchronize(r->ctx, gpu()), "synchronize");
            pthread_barrier_wait(r->bar);
            t0 = now();
        }
        if (r->comm) check(ktorch_attention_ring(r->ctx, r->comm, &q, &k, &v, &o, &p, r->layout), "ktorch_attention_ring");
        else check(ktorch_attention(r->ctx, &q, &k, &v, &o, &p), "ktorch_attention");
    }
    check(ktorch_synchronize(r->ctx, gpu()), "synchronize");
    pthread_barrier_wait(r->bar);
    r->ms = (now() - t0) * 1e3 / iters;
    ktorch_pool_get_stats(pool, &ps);
    r->peak = ps.peak_bytes_in_use;
    ktorch_tensor_free(r->ctx, &q);
    ktorch_tensor_free(r->ctx, &k);
    ktorch_tensor_free(r->ctx, &v);
    ktorch_tensor_free(r->ctx, &o);
    return NULL;
}
/* One measurement: G ranks (G = 1 without a communicator: plain attention). */
static void measure(int G, int64_t n, ktorch_ring_layout layout, int ring, double *ms, uint64_t *peak) {
    rank r[MAXG];
    pthread_t th[MAXG];
    pthread_barrier_t bar;
    ktorch_comm *comms[MAXG];
    ktorch_device devs[MAXG];
    int g;
    for (g = 0; g < G; g++) devs[g] = gpu();
    if (ring) check(ktorch_nccl_comms_create(ctxs, devs, G, &nccl, comms), "ktorch_nccl_comms_create");
    pthread_barrier_init(&bar, NULL, (unsigned)G);
    for (g = 0; g < G; g++) {
        memset(&r[g], 0, sizeof r[g]);
        r[g].ctx = ctxs[g];
        r[g].comm = ring ? comms[g] : NULL;
        r[g].layout = layout;
        r[g].n = n;
        r[g].bar = &bar;
        pthread_create(&th[g], NULL, rank_main, &r[g]);
    }
    *peak = 0;
    for (g = 0; g < G; g++) {
        pthread_join(th[g], NULL);
        if (r[g].peak > *peak) *peak = r[g].peak;
    }
    *ms = r[0].ms;
    pthread_barrier_destroy(&bar);
    if (ring)
        for (g = 0; g < G; g++) ktorch_comm_destroy(comms[g]);
}
static double tflops(int G, int64_t n, double ms) {
    const double N = (double)G * (double)n;
    return 4.0 * H * N * N * D * (full ? 1.0 : 0.5) / G / (ms * 1e-3) / 1e12;
}

/* --procs: one rank per process. The parent forks the ranks first (CUDA
   must not be initialised before a fork), then makes the NCCL unique id and
   writes it to each child's pipe. Each child reports its steps through a
   second pipe, which the parent prints as "[rank g] ..." lines; ranks that
   have not finished after the timeout are named with their last step and
   killed, so a rank that never joins cannot hang the program. */
static double procs_timeout = 120;
static int64_t procs_tokens = 8192;
static void step(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}
static void proc_rank(int g, int G, int idfd) {
    unsigned char id[KTORCH_NCCL_UNIQUE_ID_BYTES];
    const int64_t n = procs_tokens;
    ktorch_comm *comm;
    ktorch_tensor q, k, v, o, lse, dout, dq, dk, dv;
    ktorch_attention_params p;
    ktorch_status st;
    int64_t shape[3];
    size_t got = 0;
    double t0;
    alarm((unsigned)procs_timeout + 10); /* a parent gone for good cannot leave this rank behind */
    step("waiting for the NCCL unique id");
    while (got < sizeof id) {
        ssize_t m = read(idfd, id + got, sizeof id - got);
        if (m <= 0) {
            step("no NCCL unique id from the parent (it failed first: see its message)");
            _exit(2);
        }
        got += (size_t)m;
    }
    step("creating the context on GPU %d", g);
    ctxs[0] = make_ctx(g);
    step("joining the NCCL communicator as rank %d of %d", g, G);
    t0 = now();
    check(ktorch_nccl_comm_create(ctxs[0], gpu(), g, G, id, &nccl, &comm), "ktorch_nccl_comm_create");
    step("joined in %.2f s", now() - t0);
    tensor(ctxs[0], H, n, &q);
    tensor(ctxs[0], HK, n, &k);
    tensor(ctxs[0], HK, n, &v);
    tensor(ctxs[0], H, n, &o);
    shape[0] = 1; shape[1] = H; shape[2] = n;
    check(ktorch_tensor_create(ctxs[0], KTORCH_F32, 3, shape, gpu(), &lse), "tensor");
    memset(&p, 0, sizeof p);
    p.causal = 1;
    p.lse = &lse;
    step("ring attention forward: %lld tokens per rank, causal zigzag (%s)", (long long)n,
         n ? "the first call compiles kernels" : "no tokens: the ranks' argument exchange only");
    t0 = now();
    check(ktorch_attention_ring(ctxs[0], comm, &q, &k, &v, &o, &p, KTORCH_RING_ZIGZAG), "ktorch_attention_ring");
    check(ktorch_synchronize(ctxs[0], gpu()), "synchronize");
    step("forward done in %.2f ms", (now() - t0) * 1e3);
    tensor(ctxs[0], H, n, &dout);
    tensor(ctxs[0], H, n, &dq);
    tensor(ctxs[0], HK, n, &dk);
    tensor(ctxs[0], HK, n, &dv);
    p.lse = NULL;
    step("ring attention backward");
    t0 = now();
    st = ktorch_attention_ring_backward(ctxs[0], comm, &q, &k, &v, &o, &lse, &dout, &dq, &dk, &dv, &p, KTORCH_RING_ZIGZAG);
    if (st == KTORCH_UNSUPPORTED) step("backward not run: %s", ktorch_last_error());
    else {
        check(st, "ktorch_attention_ring_backward");
        check(ktorch_synchronize(ctxs[0], gpu()), "synchronize");
        step("backward done in %.2f ms", (now() - t0) * 1e3);
    }
    ktorch_comm_destroy(comm);
    ktorch_context_destroy(ctxs[0]);
    step("done");
    _exit(0);
}
static int procs(int G) {
    unsigned char id[KTORCH_NCCL_UNIQUE_ID_BYTES];
    int idp[MAXG][2], rep[MAXG][2], open_[MAXG], g, h, bad = 0, left = G;
    char last[MAXG][300], part[MAXG][300];
    size_t plen[MAXG];
    pid_t pid[MAXG];
    double deadline;
    for (g = 0; g < G; g++)
        if (pipe(idp[g]) != 0 || pipe(rep[g]) != 0) {
            perror("ring_attention --procs: pipe");
            return 1;
        }
    fflush(stdout);
    for (g = 0; g < G; g++) {
        pid[g] = fork();
        if (pid[g] < 0) {
            perror("ring_attention --procs: fork");
            return 1;
        }
        if (pid[g] == 0) {
            /* only this rank's two ends stay open: the parent alone holds the id's write end */
            for (h = 0; h < G; h++) {
                close(idp[h][1]);
                close(rep[h][0]);
                if (h != g) close(idp[h][0]), close(rep[h][1]);
            }
            dup2(rep[g][1], 1);
            dup2(rep[g][1], 2);
            close(rep[g][1]);
            setvbuf(stdout, NULL, _IOLBF, 0);
            proc_rank(g, G, idp[g][0]);
        }
    }
    for (g = 0; g < G; g++) {
        close(idp[g][0]);
        close(rep[g][1]);
        open_[g] = 1;
        plen[g] = 0;
        snprintf(last[g], sizeof last[g], "started");
    }
    printf("ring_attention --procs %d: one rank per process, %.0f s to finish\n", G, procs_timeout);
    fflush(stdout);
    if (ktorch_nccl_unique_id(&nccl, id) != KTORCH_OK) {
        printf("ring_attention --procs: ktorch_nccl_unique_id: %s\n", ktorch_last_error());
        bad = 1;
    }
    for (g = 0; g < G; g++) {
        if (!bad && write(idp[g][1], id, sizeof id) != (ssize_t)sizeof id) bad = 1;
        close(idp[g][1]); /* without an id the ranks read EOF and stop */
    }
    deadline = now() + procs_timeout;
    while (left > 0 && now() < deadline) {
        struct pollfd pf[MAXG];
        int map[MAXG], np = 0, i;
        for (g = 0; g < G; g++)
            if (open_[g]) {
                pf[np].fd = rep[g][0];
                pf[np].events = POLLIN;
                map[np++] = g;
            }
        if (poll(pf, (nfds_t)np, 200) <= 0) continue;
        for (i = 0; i < np; i++) {
            char buf[256];
            ssize_t m, j;
            g = map[i];
            if (!(pf[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            m = read(rep[g][0], buf, sizeof buf);
            if (m <= 0) {
                open_[g] = 0;
                left--;
                close(rep[g][0]);
                continue;
            }
            for (j = 0; j < m; j++) { /* whole lines, each with its rank */
                if (buf[j] != '\n' && plen[g] + 1 < sizeof part[g]) part[g][plen[g]++] = buf[j];
                if (buf[j] != '\n') continue;
                part[g][plen[g]] = '\0';
                printf("[rank %d] %s\n", g, part[g]);
                fflush(stdout);
                memcpy(last[g], part[g], plen[g] + 1);
                plen[g] = 0;
            }
        }
    }
    for (g = 0; g < G; g++) {
        int status = 0;
        if (open_[g]) {
            printf("ring_attention --procs: rank %d did not finish within %.0f s; its last step: %s\n", g, procs_timeout, last[g]);
            kill(pid[g], SIGKILL);
            close(rep[g][0]);
            bad = 1;
        }
        waitpid(pid[g], &status, 0);
        if (WIFSIGNALED(status) && !open_[g]) {
            printf("ring_attention --procs: rank %d was killed by signal %d; its last step: %s\n", g, WTERMSIG(status), last[g]);
            bad = 1;
        } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
            printf("ring_attention --procs: rank %d failed (exit status %d); its last step: %s\n", g, WEXITSTATUS(status), last[g]);
            bad = 1;
        }
    }
    printf("ring_attention --procs %d: %s\n", G, bad ? "FAILED" : "every rank finished");
    return bad;
}

int main(int argc, char **argv) {
    int64_t tokens[16];
    int ntok = 0, gpus = 0, maxg = MAXG, i, nproc = 0, layouts[2] = {KTORCH_RING_ZIGZAG, KTORCH_RING_CONTIGUOUS}, nlay = 2;
    ktorch_context *probe;
    /* NVLink multicast stays off (shared hosts: docs/MULTI_GPU.md) */
    setenv("NCCL_NVLS_ENABLE", "0", 1);
    setenv("TORCH_SYMM_MEM_DISABLE_MULTICAST", "1", 1);
    setenv("NVSHMEM_DISABLE_NVLS", "1", 1);
    memset(&nccl, 0, sizeof nccl);
    nccl.libnccl_path = getenv("KTORCH_NCCL_PATH");
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--tokens") && i + 1 < argc) {
            char *s = argv[++i];
            while (*s && ntok < 16) {
                tokens[ntok++] = strtoll(s, &s, 10);
                if (*s == ',') s++;
            }
        } else if (!strcmp(argv[i], "--gpus") && i + 1 < argc) maxg = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--iters") && i + 1 < argc) iters = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--procs") && i + 1 < argc) nproc = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--timeout") && i + 1 < argc) procs_timeout = atof(argv[++i]);
        else if (!strcmp(argv[i], "--full")) full = 1;
        else if (!strcmp(argv[i], "--layouts") && i + 1 < argc) {
            const char *s = argv[++i];
            nlay = 0;
            if (strstr(s, "zigzag")) layouts[nlay++] = KTORCH_RING_ZIGZAG;
            if (strstr(s, "contiguous")) layouts[nlay++] = KTORCH_RING_CONTIGUOUS;
            if (strstr(s, "striped")) layouts[nlay++] = KTORCH_RING_STRIPED;
        } else {
            fprintf(stderr, "usage: %s [--tokens n,n,...] [--gpus G] [--iters k] [--layouts zigzag,contiguous,striped] [--full] | --procs G [--timeout S]\n",
                    argv[0]);
            return 2;
        }
    }
    if (nproc) {
        if (ntok) procs_tokens = tokens[0];
        if (nproc < 2 || nproc > MAXG || !(procs_timeout > 0) || procs_tokens < 0 || procs_tokens % 2) {
            fprintf(stderr, "ring_attention: --procs takes 2..%d ranks, --timeout a positive number of seconds, --tokens an even count\n", MAXG);
            return 2;
        }
        return procs(nproc);
    }
    if (!ntok) tokens[ntok++] = 8192, tokens[ntok++] = 32768;
    if (iters < 1 || nlay < 1) return 2;
    check(ktorch_context_create(NULL, &probe), "context");
    if (ktorch_cuda_register(probe, NULL) != KTORCH_OK) {
        printf("ring_attention: no CUDA device: %s\n", ktorch_last_error());
        ktorch_context_destroy(probe);
        return 0;
    }
    gpus = ktorch_device_count(probe, KTORCH_BACKEND_CUDA);
    ktorch_context_destroy(probe);
    if (gpus > maxg) gpus = maxg;
    if (gpus > MAXG) gpus = MAXG;
    for (i = 0; i < gpus; i++) ctxs[i] = make_ctx(i);
    printf("%s attention, bf16, %d query / %d key-value heads, dim %d; %d timed calls\n", full ? "full" : "causal", H, HK, D, iters);
    printf("%10s %5s %-11s %10s %14s %11s %12s\n", "tokens/GPU", "GPUs", "layout", "ms", "TFLOP/s/GPU", "efficiency", "GiB/GPU");
    for (i = 0; i < ntok; i++) {
        const int64_t n = tokens[i];
        double ms1, ms, base;
        uint64_t peak;
        int G, l;
        measure(1, n, KTORCH_RING_CONTIGUOUS, 0, &ms1, &peak);
        base = tflops(1, n, ms1);
        printf("%10lld %5d %-11s %10.2f %14.1f %10.1f%% %12.2f\n", (long long)n, 1, "attention", ms1, base, 100.0, (double)peak / (1 << 30));
        for (G = 2; G <= gpus; G = G < gpus && G * 2 > gpus ? gpus : G * 2) /* 2, 4, 8, ... and the count of GPUs */
            for (l = 0; l < nlay; l++) {
                measure(G, n, (ktorch_ring_layout)layouts[l], 1, &ms, &peak);
                printf("%10lld %5d %-11s %10.2f %14.1f %10.1f%% %12.2f\n", (long long)n, G,
                       layouts[l] == KTORCH_RING_ZIGZAG ? "zigzag" : layouts[l] == KTORCH_RING_STRIPED ? "striped" : "contiguous", ms, tflops(G, n, ms),
                       100.0 * tflops(G, n, ms) / base, (double)peak / (1 << 30));
                fflush(stdout);
            }
    }
    for (i = 0; i < gpus; i++) ktorch_context_destroy(ctxs[i]);
    return 0;
}
