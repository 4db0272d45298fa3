/* One warp's data movement and products on the host, for the kernel files
   compiled as C++ by tests/paged_host.cpp and tests/sparse_host.cpp: shared
   memory (g_smem, byte offsets), cp.async copies that land at the wait
   covering their commit group, shuffles, ldmatrix (x4, .trans) and mma.sync
   m16n8k16 with f32 accumulators, exchanged through memory in the
   documented fragment layouts. The includer defines KT_LANES (32) and
   declares `static kh_barrier bar_warp` (the warp's barrier, KT_LANES
   threads) and `static int g_plant` (1: every mma swaps its B halves, an
   error the tests plant); include after tests/cuda_host.h. */
#ifndef MMA_HOST_H
#define MMA_HOST_H
/* Shared memory: the running variant's array; addresses are byte offsets.
   cp.async copies land as late as the device allows: at the wait that
   covers their commit group (so a read before its wait sees stale data). */
static unsigned char *g_smem;
KT_DEV kt_u32 kt_smem_addr(const void *p) { return (kt_u32)((const unsigned char *)p - g_smem); }
struct pending {
    kt_u32 dst;
    const void *src;
    int valid, group, n;
};
/* each thread's pending copies and their count; its next commit group */
static pending t_cp_[KT_LANES][1024];
static int t_ncp_[KT_LANES], t_group_[KT_LANES];
#define t_cp t_cp_[kh_tid]
#define t_ncp t_ncp_[kh_tid]
#define t_group t_group_[kh_tid]
static void cp_land(int below) { /* every copy of a group < below */
    int k = 0;
    for (int i = 0; i < t_ncp; i++) {
        const pending &c = t_cp[i];
        if (c.group < below) {
            if (c.valid) memcpy(g_smem + c.dst, c.src, (size_t)c.n);
            else memset(g_smem + c.dst, 0, (size_t)c.n);
        } else {
            t_cp[k++] = c;
        }
    }
    t_ncp = k;
}
static void cp_push(kt_u32 dst, const void *src, int valid, int n) {
    if (t_ncp == 1024) abort();
    t_cp[t_ncp].dst = dst, t_cp[t_ncp].src = src, t_cp[t_ncp].valid = valid, t_cp[t_ncp].group = t_group, t_cp[t_ncp].n = n;
    t_ncp++;
}
KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) { cp_push(dst, src, valid, 16); }
KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) { cp_push(dst, src, valid, 4); }
KT_DEV void kt_cp_commit(void) { t_group++; }
template <int N> KT_DEV void kt_cp_wait_group(void) { cp_land(t_group - N); }
KT_DEV void kt_cp_wait_all(void) { cp_land(t_group + 1); }

/* Warp exchanges alternate between two buffers, so one barrier a call
   suffices: a lane writes a buffer again only after every lane has passed
   the next call's barrier, that is, has read this one. */
static int t_buf_[KT_LANES];
#define t_buf t_buf_[kh_tid]
static kt_u64 g_x[2][32];
static kt_u64 exchange(kt_u64 v, int src) {
    const int l = (int)threadIdx.x & 31, x = t_buf;
    t_buf ^= 1;
    g_x[x][l] = v;
    kh_bar_wait(&bar_warp, "shfl");
    return g_x[x][src & 31];
}
template <typename T> static T shfl_emu(T v, int src) {
    kt_u64 u = 0;
    memcpy(&u, &v, sizeof v);
    u = exchange(u, src);
    T r;
    memcpy(&r, &u, sizeof r);
    return r;
}
template <typename T> KT_DEV T kt_shfl(T v, int src) { return shfl_emu(v, src); }
template <typename T> KT_DEV T kt_shfl_xor(T v, int m) { return shfl_emu(v, ((int)threadIdx.x & 31) ^ m); }
KT_DEV bool kt_any(bool p) {
    const int l = (int)threadIdx.x & 31, x = t_buf;
    t_buf ^= 1;
    g_x[x][l] = p;
    kh_bar_wait(&bar_warp, "vote");
    for (int i = 0; i < 32; i++)
        if (g_x[x][i]) return true;
    return false;
}

/* ldmatrix x4: lane l gets, of matrix m, the word at column pair l % 4 of
   the row whose address lane 8m + l / 4 gave (.trans: column l / 4 of rows
   2(l % 4) and 2(l % 4) + 1) */
static kt_u32 g_addr[2][32];
template <int T> static void ldsm_emu(kt_u32 addr, kt_u32 *r) {
    const int l = (int)threadIdx.x & 31, x = t_buf;
    t_buf ^= 1;
    g_addr[x][l] = addr;
    kh_bar_wait(&bar_warp, T ? "ldmatrix.trans" : "ldmatrix");
    for (int m = 0; m < 4; m++) {
        if (!T) {
            memcpy(&r[m], g_smem + g_addr[x][8 * m + (l >> 2)] + 4 * (l & 3), 4);
        } else {
            kt_u16 lo, hi;
            memcpy(&lo, g_smem + g_addr[x][8 * m + 2 * (l & 3)] + 2 * (l >> 2), 2);
            memcpy(&hi, g_smem + g_addr[x][8 * m + 2 * (l & 3) + 1] + 2 * (l >> 2), 2);
            r[m] = (kt_u32)lo | ((kt_u32)hi << 16);
        }
    }
}
KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    kt_u32 r[4];
    ldsm_emu<0>(addr, r);
    r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3];
}
KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    kt_u32 r[4];
    ldsm_emu<1>(addr, r);
    r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3];
}
/* movmatrix.trans: lane (g, t) holds row g, columns 2t, 2t + 1 of an 8x8
   tile of 16-bit elements, before and after */
KT_DEV kt_u32 kt_movm_t(kt_u32 x) {
    const int l = (int)threadIdx.x & 31, g = l >> 2, t = l & 3;
    const kt_u32 x0 = kt_shfl(x, 8 * t + (g >> 1)), x1 = kt_shfl(x, 8 * t + 4 + (g >> 1));
    const int sh = 16 * (g & 1);
    return ((x0 >> sh) & 0xFFFFu) | (((x1 >> sh) & 0xFFFFu) << 16);
}
/* mma.sync m16n8k16, f32 accumulators: a0..a3 rows g, g+8, g, g+8 at k 2t
   (a0, a1) and 2t+8 (a2, a3); b0, b1 k 2t and 2t+8 of column g; c rows g, g+8,
   columns 2t, 2t+1 (g = lane / 4, t = lane % 4) */
static kt_u32 g_a[2][32][4], g_b[2][32][2];
template <int BF> static float half_of(kt_u32 v, int h) {
    kt_u16 b = (kt_u16)(v >> (16 * h));
    return BF ? ktorch_bf16_to_f32(b) : ktorch_f16_to_f32(b);
}
template <int BF> static void mma_emu(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    const int l = (int)threadIdx.x & 31, g = l >> 2, t = l & 3, x = t_buf;
    float A[16][16], B[16][8];
    t_buf ^= 1;
    memcpy(g_a[x][l], a, sizeof g_a[x][l]);
    g_b[x][l][0] = g_plant == 1 ? b1 : b0;
    g_b[x][l][1] = g_plant == 1 ? b0 : b1;
    kh_bar_wait(&bar_warp, "mma.sync");
    for (int L = 0; L < 32; L++) {
        const int gg = L >> 2, tt = L & 3;
        for (int h = 0; h < 2; h++) {
            A[gg][2 * tt + h] = half_of<BF>(g_a[x][L][0], h);
            A[gg + 8][2 * tt + h] = half_of<BF>(g_a[x][L][1], h);
            A[gg][2 * tt + 8 + h] = half_of<BF>(g_a[x][L][2], h);
            A[gg + 8][2 * tt + 8 + h] = half_of<BF>(g_a[x][L][3], h);
            B[2 * tt + h][gg] = half_of<BF>(g_b[x][L][0], h);
            B[2 * tt + 8 + h][gg] = half_of<BF>(g_b[x][L][1], h);
        }
    }
    for (int q = 0; q < 4; q++) {
        const int m = g + 8 * (q >> 1), n = 2 * t + (q & 1);
        float s = 0.0f;
        for (int k = 0; k < 16; k++) s += A[m][k] * B[k][n];
        c[q] += s;
    }
}
#endif
