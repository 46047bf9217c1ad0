/// Generated inputs for the compression and collect tests: the same bytes on every run.
public enum TestInput {
    /// Deterministic incompressible bytes (xorshift64*).
    public static func random(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        var bytes = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            bytes[index] = UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
        }
        return bytes
    }

    /// Log-like lines with varying numbers, so the text compresses about as well as a real build log.
    public static func text(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 200)
        var line = 0
        while bytes.count < count {
            let text = line % 3 == 0
                ? "CompileSwift normal arm64 /Users/ci/App/Sources/Sync/Job\(line % 97).swift (in target 'App' from project 'App')\n"
                : "Test Case '-[AppTests.SyncRefreshJobTests test\(line % 13)]' passed (\(line % 7).\(line % 1000) seconds).\n"
            bytes.append(contentsOf: text.utf8)
            line += 1
        }
        return Array(bytes.prefix(count))
    }

    /// Text as UTF-16, little- or big-endian, with or without a byte order mark.
    public static func utf16(_ text: String, bigEndian: Bool = false, byteOrderMark: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }
}
