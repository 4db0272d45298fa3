/* Scale of a group of elements from its largest positive (pos) and negative
   (neg) magnitudes over the finite values: ktorch__q_params. fp8m: delayed
   scaling's multiplier, 0 for current scaling with margin. */
float kq_fp8_max(int elem) { return elem == KQ_E_E4M3 ? 448.0 : 57344.0; }

uint kq_fp8_multiplier(uint fmax, uint amax, int margin) {
    if (amax == 0u || !kq_finite(amax)) return floatBitsToUint(1.0);
    uint m = kq_div(kq_div(fmax, amax), kq_pow2(margin));
    return (m & 0x7FFFFFFFu) > 0x7F7FFFFFu ? 0x7F7FFFFFu : m;
}

void kq_scale_params(int kind, int elem, uint pos, uint neg, float fp8m, int margin, out uint s, out uint m, out uint zp) {
    uint amax = max(pos, neg);
    zp = 0u;
    if (kind == KQ_INT8) {
        s = kq_div(amax, floatBitsToUint(127.0));
        m = s != 0u ? kq_div(floatBitsToUint(1.0), s) : 0u;
    } else if (kind == KQ_ASYM) {
        s = kq_div(kq_add_pos(pos, neg), floatBitsToUint(255.0));
        m = s != 0u ? kq_div(floatBitsToUint(1.0), s) : 0u;
        /* -lo: lo = -neg, or +0 when there is no negative value (then -lo is -0) */
        zp = uint(kq_rne_clamp(kq_mul(neg != 0u ? neg : 0x80000000u, m), 255));
    } else {
        m = floatBitsToUint(fp8m) != 0u ? floatBitsToUint(fp8m) : kq_fp8_multiplier(floatBitsToUint(kq_fp8_max(elem)), amax, margin);
        s = kq_div(floatBitsToUint(1.0), m);
    }
}

/* work[0] holds the key of the row to report: ~r for NaN/Inf (r < 2^31, so
   above every range key), 0x7FFFFFFF - r for an int8_asym scale whose range
   overflows f32 (s is Inf) and whose first element lies in row r, or for a
   q8_0 / q4_0 block in row r whose f16 d (h) overflows; the largest key
   names a NaN/Inf row first, the first row within each kind. */
void kq_range_check(int kind, uint s, uint64_t r, uint64_t work) {
    if (kind == KQ_ASYM && !kq_finite(s)) atomicMax(KqU32(work).v[0], 0x7FFFFFFFu - uint(r));
}
void kq_f16_d_check(uint h, uint64_t r, uint64_t work) {
    if ((h & 0x7FFFu) == 0x7C00u) atomicMax(KqU32(work).v[0], 0x7FFFFFFFu - uint(r));
}

/* code of x (bits) with multiplier m and zero point zp: ktorch__q_encode_run */
uint kq_scaled_code(int kind, int elem, uint x, uint m, uint zp) {
    uint y = kq_mul(x, m);
    if (kind == KQ_INT8) return uint(kq_rne_clamp(y, 127)) & 0xFFu;
    if (kind == KQ_ASYM) return uint(clamp(kq_rne_clamp(y, 1 << 20) + int(zp), 0, 255));
    return kq_f32_to_fp8(y, elem == KQ_E_E4M3, true);
}
