#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over raw bytes: memchr to the candidate first byte, memcmp for the rest
/// (glibc's memmem is not visible to Swift).
enum ByteSearch {
    static func firstIndex(of needle: [UInt8], in haystack: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        needle.withUnsafeBytes { firstIndex(of: $0, in: haystack, from: start) }
    }

    static func firstIndex(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, needle.count > 0, start >= 0 else { return nil }
        let count = haystack.count
        let first = Int32(needle[0])
        var position = start
        while position + needle.count <= count {
            guard let hit = memchr(base + position, first, count - position - needle.count + 1) else { return nil }
            let offset = UnsafeRawPointer(hit) - base
            if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }

    static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        return haystack.withUnsafeBytes { firstIndex(of: bytes, in: $0) != nil }
    }
}
