#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over raw bytes: memchr to the candidate first byte, memcmp for the rest
/// (glibc's memmem is not visible to Swift).
package enum ByteSearch {
    package static func firstIndex(of needle: [UInt8], in haystack: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        needle.withUnsafeBytes { firstIndex(of: $0, in: haystack, from: start) }
    }

    package static func firstIndex(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, needle.count > 0, start >= 0 else { return nil }
        let count = haystack.count
        let first = Int32(needle[0])
        var position = start
        // 32 positions a step where the needle's first and last bytes both stand (`error: ` in a log:
        // an `e` followed six bytes on by a blank), memcmp only there: memchr to every `e` and a
        // memcmp at each was most of reading a log for its failures' paths.
        if needle.count >= 2 {
            let last = needle.count - 1
            let (head, tail) = (SIMD32<UInt8>(repeating: needle[0]), SIMD32<UInt8>(repeating: needle[last]))
            while position + last + 32 <= count {
                let starts = base.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self)
                let ends = base.loadUnaligned(fromByteOffset: position + last, as: SIMD32<UInt8>.self)
                let lanes = unsafeBitCast((starts .== head) .& (ends .== tail), to: SIMD4<UInt64>.self)
                for lane in 0..<4 where lanes[lane] != 0 {
                    var bits = lanes[lane]
                    while bits != 0 {
                        let offset = position + lane * 8 + bits.trailingZeroBitCount / 8
                        if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
                        bits &= ~(UInt64(0xFF) << UInt64(bits.trailingZeroBitCount & ~7))
                    }
                }
                position += 32
            }
        }
        while position + needle.count <= count {
            guard let hit = memchr(base + position, first, count - position - needle.count + 1) else { return nil }
            let offset = UnsafeRawPointer(hit) - base
            if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }

    /// The first position from `start` where `byte` stands three times in a row, 32 positions a step:
    /// finds `-----BEGIN` in text where single dashes are everywhere (`-[Suite test]`, `-target`).
    package static func firstTriple(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start >= 0 else { return nil }
        let count = buffer.count
        let wanted = SIMD32<UInt8>(repeating: byte)
        var offset = start
        while offset + 34 <= count {
            let first = base.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
            let second = base.loadUnaligned(fromByteOffset: offset + 1, as: SIMD32<UInt8>.self)
            let third = base.loadUnaligned(fromByteOffset: offset + 2, as: SIMD32<UInt8>.self)
            let lanes = unsafeBitCast((first .== wanted) .& (second .== wanted) .& (third .== wanted), to: SIMD4<UInt64>.self)
            for lane in 0..<4 where lanes[lane] != 0 {
                return offset + lane * 8 + lanes[lane].trailingZeroBitCount / 8
            }
            offset += 32
        }
        while offset + 3 <= count {
            if buffer[offset] == byte, buffer[offset + 1] == byte, buffer[offset + 2] == byte { return offset }
            offset += 1
        }
        return nil
    }

    /// The first position from `start` where the three bytes of `trigram` stand, 32 positions a step:
    /// finds `&lt` in text where `&` is everywhere (`cd … && swiftc`, URLs' queries), without a
    /// memchr and a memcmp at each one.
    package static func firstTrigram(_ trigram: (UInt8, UInt8, UInt8), in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start >= 0 else { return nil }
        let count = buffer.count
        let (a, b, c) = (SIMD32<UInt8>(repeating: trigram.0), SIMD32<UInt8>(repeating: trigram.1), SIMD32<UInt8>(repeating: trigram.2))
        var offset = start
        while offset + 34 <= count {
            let first = base.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
            let second = base.loadUnaligned(fromByteOffset: offset + 1, as: SIMD32<UInt8>.self)
            let third = base.loadUnaligned(fromByteOffset: offset + 2, as: SIMD32<UInt8>.self)
            let lanes = unsafeBitCast((first .== a) .& (second .== b) .& (third .== c), to: SIMD4<UInt64>.self)
            for lane in 0..<4 where lanes[lane] != 0 {
                return offset + lane * 8 + lanes[lane].trailingZeroBitCount / 8
            }
            offset += 32
        }
        while offset + 3 <= count {
            if buffer[offset] == trigram.0, buffer[offset + 1] == trigram.1, buffer[offset + 2] == trigram.2 { return offset }
            offset += 1
        }
        return nil
    }

    package static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        return haystack.withUnsafeBytes { firstIndex(of: bytes, in: $0) != nil }
    }
}
