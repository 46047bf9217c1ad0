import EvidenceCore

/// Telling UTF-16 text by its first bytes, and decoding it to UTF-8 as a stream: the recogniser
/// reads a UTF-16 log's markers through it, and collect stores such a log as UTF-8 (redacted in
/// EvidenceRedaction's `UTF16Text`).
package enum UTF16Decoding {
    package enum ByteOrder { case littleEndian, bigEndian }

    /// The byte order, when `head` (a file's first bytes) looks like UTF-16: a byte-order mark, or
    /// ASCII text with a NUL in every other byte.
    package static func byteOrder(_ head: [UInt8]) -> ByteOrder? {
        if head.starts(with: [0xFF, 0xFE]) { return .littleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .bigEndian }
        guard head.count >= 8 else { return nil }
        let pairs = head.count / 2
        let oddNULs = (0..<pairs).filter { head[2 * $0 + 1] == 0 && head[2 * $0] != 0 }.count
        let evenNULs = (0..<pairs).filter { head[2 * $0] == 0 && head[2 * $0 + 1] != 0 }.count
        if oddNULs * 4 >= pairs * 3 { return .littleEndian }
        if evenNULs * 4 >= pairs * 3 { return .bigEndian }
        return nil
    }

    /// The file's byte order when it is UTF-16 text; `head` is its first bytes (at least two).
    package static func byteOrder(file: ListedFile, head: [UInt8]) throws -> ByteOrder? {
        // The 16 bytes every file's kind is told by say whether a longer look is worth it.
        guard head.count >= 2, head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || head[0] == 0 || head[1] == 0 else { return nil }
        return byteOrder(try file.prefix(count: 512))
    }

    /// Text decoded from the first bytes of a file (`prefix`), to look for a log's markers in.
    package static func decodedPrefix(_ prefix: [UInt8], order: ByteOrder) -> [UInt8] {
        var decoder = Decoder(order: order)
        var utf8: [UInt8] = []
        prefix.withUnsafeBytes { decoder.decode($0, into: &utf8) }
        return utf8
    }

    /// UTF-16 code units to UTF-8 across chunk boundaries (an odd byte, a lone high surrogate carried).
    package struct Decoder {
        package var order: ByteOrder
        private var pendingByte: UInt8?
        private var highSurrogate: UInt32?

        package init(order: ByteOrder) { self.order = order }

        package mutating func decode(_ bytes: UnsafeRawBufferPointer, into output: inout [UInt8]) {
            var index = 0
            while index < bytes.count {
                let first: UInt8
                if let pending = pendingByte {
                    first = pending
                    pendingByte = nil
                } else {
                    guard index + 1 < bytes.count else { pendingByte = bytes[index]; return }
                    first = bytes[index]
                    index += 1
                }
                let second = bytes[index]
                index += 1
                let unit = order == .littleEndian ? UInt32(first) | UInt32(second) << 8 : UInt32(first) << 8 | UInt32(second)
                append(unit, to: &output)
            }
        }

        /// The end of the text: a lone high surrogate or odd last byte becomes U+FFFD.
        package mutating func finish(into output: inout [UInt8]) {
            if highSurrogate != nil || pendingByte != nil { encode(0xFFFD, into: &output) }
            highSurrogate = nil
            pendingByte = nil
        }

        private mutating func append(_ unit: UInt32, to output: inout [UInt8]) {
            if let high = highSurrogate {
                highSurrogate = nil
                if unit >= 0xDC00, unit <= 0xDFFF {
                    encode(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), into: &output)
                    return
                }
                encode(0xFFFD, into: &output)
            }
            switch unit {
            case 0xFEFF: return
            case 0xD800...0xDBFF: highSurrogate = unit
            case 0xDC00...0xDFFF: encode(0xFFFD, into: &output)
            default: encode(unit, into: &output)
            }
        }

        private func encode(_ scalar: UInt32, into output: inout [UInt8]) {
            switch scalar {
            case ..<0x80: output.append(UInt8(scalar))
            case ..<0x800: output += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
            case ..<0x10000: output += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            default: output += [UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            }
        }
    }
}
