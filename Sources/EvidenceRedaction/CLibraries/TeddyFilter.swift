import CTeddy

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Teddy-style filter (CTeddy): sixteen buckets of byte fingerprints, searched sixteen or
/// thirty-two positions a step with a byte shuffle. Each bucket holds, for each byte it reads, a
/// set of bytes; it matches at a position when each byte there has the nibbles of one of its set's
/// bytes — the low nibble of one and the high nibble of one, maybe another: a superset of the
/// members, which the caller confirms. Bytes alike in their nibbles (`r`, `R`; `d`, `t`) cost
/// little together; unlike ones (`%`, `y`) make a bucket match far more often than its members.
///
/// `following` buckets (eight at most) read the bytes at a position and the two after it;
/// `surrounding` ones (eight at most) the byte before it, and the one after. A bucket that
/// `startsWord` matches only where the byte before is no ASCII letter or digit, unless the search
/// is told `anywhere`.
final class TeddyFilter: @unchecked Sendable {  // immutable after init; the tables are never written again
    struct Bucket: Sendable {
        /// The bytes the bucket takes at each of the three places it reads.
        var bytes: [[UInt8]]
        var startsWord: Bool

        init(_ bytes: [[UInt8]], startsWord: Bool) {
            precondition(bytes.count == 3, "a bucket reads three bytes")
            self.bytes = bytes
            self.startsWord = startsWord
        }
    }

    /// The implementations of the search. `portable` is the vector kernels' reference in plain C.
    enum Kernel: Int32, CaseIterable, Sendable {
        case portable = 0, ssse3 = 1, avx2 = 2, neon = 3

        /// Whether this machine runs it (AVX2 and SSSE3 are checked on the CPU at run time).
        var isSupported: Bool { evidence_teddy_supports(rawValue) != 0 }

        /// The fastest vector kernel this machine runs; nil when there is none (the caller's own
        /// search is then faster than `portable`).
        static let fastest: Kernel? = [.avx2, .neon, .ssse3].first(where: \.isSupported)

        /// `fastest`, unless `EVIDENCE_TEDDY` names another (`ssse3`, `avx2`, `neon`, `portable`)
        /// or `table` (none: the caller's own search): for `scripts/bench/bench-collect.sh`, and should a
        /// kernel ever be suspected. One this machine lacks is none. Read once, from the process's
        /// environment.
        static let configured: Kernel? = {
            guard let name = getenv("EVIDENCE_TEDDY").map({ String(cString: $0) }) else { return fastest }
            let kernels: [String: Kernel] = ["portable": .portable, "ssse3": .ssse3, "avx2": .avx2, "neon": .neon]
            return kernels[name].flatMap { $0.isSupported ? $0 : nil }
        }()
    }

    private let tables: UnsafeMutablePointer<evidence_teddy_tables>
    /// The caller's exact test, when given: by pair (first byte + 256 × second), what the pair may
    /// be, and'ed with what the byte before allows (in a word's search, and `anywhere`).
    private let pairs: UnsafeMutablePointer<UInt8>?
    private let before: UnsafeMutablePointer<UInt8>?
    private let beforeAnywhere: UnsafeMutablePointer<UInt8>?

    /// `exact`: the caller's own test of a pair and the byte before (65,536 and 256 bytes): the
    /// search then stops only at positions that pass it.
    init(following: [Bucket], surrounding: [Bucket], exact: (pairs: [UInt8], before: [UInt8], beforeAnywhere: [UInt8])? = nil) {
        func copy(_ table: [UInt8], count: Int) -> UnsafeMutablePointer<UInt8> {
            precondition(table.count == count, "a table of \(count) bytes")
            let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            pointer.initialize(from: table, count: count)
            return pointer
        }
        pairs = exact.map { copy($0.pairs, count: 1 << 16) }
        before = exact.map { copy($0.before, count: 256) }
        beforeAnywhere = exact.map { copy($0.beforeAnywhere, count: 256) }
        precondition(following.count <= 8 && surrounding.count <= 8, "eight buckets a set")
        // [set][place][nibble], as the C struct lays them out.
        var low = [UInt8](repeating: 0, count: 2 * 3 * 16), high = low, wordStart: [UInt8] = [0, 0]
        for (set, buckets) in [following, surrounding].enumerated() {
            for (index, bucket) in buckets.enumerated() {
                let bit = UInt8(1) << UInt8(index)
                for (place, bytes) in bucket.bytes.enumerated() {
                    for byte in bytes {
                        low[(set * 3 + place) * 16 + Int(byte & 15)] |= bit
                        high[(set * 3 + place) * 16 + Int(byte >> 4)] |= bit
                    }
                }
                if bucket.startsWord { wordStart[set] |= bit }
            }
        }
        tables = .allocate(capacity: 1)
        tables.initialize(to: evidence_teddy_tables())
        withUnsafeMutableBytes(of: &tables.pointee.low) { $0.copyBytes(from: low) }
        withUnsafeMutableBytes(of: &tables.pointee.high) { $0.copyBytes(from: high) }
        withUnsafeMutableBytes(of: &tables.pointee.word_start) { $0.copyBytes(from: wordStart) }
    }

    deinit {
        tables.deallocate()
        pairs?.deallocate()
        before?.deallocate()
        beforeAnywhere?.deallocate()
    }

    /// The first window of 64 positions from `position` on (at least 1) and before `end` (at most
    /// the buffer's count less two) where a bucket matches (and the exact test passes): `position`
    /// becomes its start and the mask says which positions (bit i: `position + i`); 0 and
    /// `position == end` when none does.
    @inline(__always)
    func next(in bytes: UnsafePointer<UInt8>, from position: inout Int, to end: Int, anywhere: Bool, kernel: Kernel) -> UInt64 {
        var at = position
        let mask = evidence_teddy_next(tables, kernel.rawValue, bytes, &at, end, anywhere ? 1 : 0, pairs, anywhere ? beforeAnywhere : before)
        position = at
        return mask
    }
}
