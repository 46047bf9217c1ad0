/// Proves, 32 bytes at a time, that a line holds nothing `SecretScanner` could match, so the scanner's
/// word-by-word walk runs only on the few lines that might hold a secret.
///
/// Every match the scanner can make has a necessary sign this filter looks for:
/// - a token recognised by its shape begins `gh` or `git` (GitHub), `A` + one of `KSGIRN` (AWS key ids,
///   `AIza` Google keys), `eyJ` (so `yJ`, a JWT) or `xox` (so `xo`, Slack);
/// - a bearer token follows `bearer` in any case (so `bea`);
/// - a keyed value is introduced by `=` or `:`, with only spaces, a quote and a backslash between it
///   and a key `SecretScanner.keyKind` knows (`duration:` and `status=` are not candidates);
/// - URL credentials follow `://`.
/// A line with none of these is passed through unscanned. `SecretCandidateFilterTests` checks the
/// filter never hides a line the scanner would rewrite.
enum SecretCandidateFilter {
    static func mayHoldSecret(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let base = line.baseAddress else { return false }
        let count = line.count
        var offset = 0
        while offset + 34 <= count {
            if stepMayHoldSecret(line, base: base, at: offset) { return true }
            offset += 32
        }
        // One more step, overlapping the last, leaves two positions (or a line under 34 bytes) to
        // look at one by one.
        if count >= 34, offset < count - 2 {
            if stepMayHoldSecret(line, base: base, at: count - 34) { return true }
            offset = count - 2
        }
        while offset < count {
            if mayStartSecret(line, at: offset) { return true }
            offset += 1
        }
        return false
    }

    /// The 32 positions from `offset`; reads bytes offset ..< offset + 34 (the third byte of a trigram).
    @inline(__always)
    private static func stepMayHoldSecret(_ line: UnsafeRawBufferPointer, base: UnsafeRawPointer, at offset: Int) -> Bool {
        let first = base.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
        let second = base.loadUnaligned(fromByteOffset: offset + 1, as: SIMD32<UInt8>.self)
        let third = base.loadUnaligned(fromByteOffset: offset + 2, as: SIMD32<UInt8>.self)
        // Comparisons and mask operations only: Swift vectorises them, not integer `|` on SIMD.
        let github = (first .== splat("g"))
            .& ((second .== splat("h")) .| ((second .== splat("i")) .& (third .== splat("t"))))
        let aws = (first .== splat("A"))
            .& ((second .== splat("K")) .| (second .== splat("S")) .| (second .== splat("G"))
                .| (second .== splat("I")) .| (second .== splat("R")) .| (second .== splat("N")))
        let jwt = (first .== splat("y")) .& (second .== splat("J"))
        let slack = (first .== splat("x")) .& (second .== splat("o"))
        let bearer = ((first .== splat("b")) .| (first .== splat("B")))
            .& ((second .== splat("e")) .| (second .== splat("E")))
            .& ((third .== splat("a")) .| (third .== splat("A")))
        if isAnySet(github .| aws .| jwt .| slack .| bearer) { return true }
        let separators = unsafeBitCast((first .== splat(":")) .| (first .== splat("=")), to: SIMD4<UInt64>.self)
        for lane in 0..<4 {
            var word = separators[lane]
            while word != 0 {
                let bit = word.trailingZeroBitCount
                if separatorMayIntroduceSecret(line, at: offset + lane * 8 + bit / 8) { return true }
                word &= ~(0xFF << UInt64(bit & ~7))
            }
        }
        return false
    }

    /// The same signs, one position at a time (the tail of a line, and the tests' reference).
    static func mayStartSecret(_ line: UnsafeRawBufferPointer, at position: Int) -> Bool {
        let byte = line[position]
        if byte == ascii(":") || byte == ascii("=") { return separatorMayIntroduceSecret(line, at: position) }
        guard position + 1 < line.count else { return false }
        let next = line[position + 1]
        switch byte {
        case ascii("g"):
            return next == ascii("h") || next == ascii("i") && position + 2 < line.count && line[position + 2] == ascii("t")
        case ascii("A"): return "KSGIRN".utf8.contains(next)
        case ascii("y"): return next == ascii("J")
        case ascii("x"): return next == ascii("o")
        case ascii("b"), ascii("B"):
            return next | 0x20 == ascii("e") && position + 2 < line.count && line[position + 2] | 0x20 == ascii("a")
        default: return false
        }
    }

    /// `://`, or a key ending like one `SecretScanner.keyKind` knows before the `=`/`:` at `position`.
    private static func separatorMayIntroduceSecret(_ line: UnsafeRawBufferPointer, at position: Int) -> Bool {
        if position + 2 < line.count, line[position + 1] == ascii("/"), line[position + 2] == ascii("/") { return true }
        var keyEnd = position
        while keyEnd > 0, isBetweenKeyAndSeparator(line[keyEnd - 1]) { keyEnd -= 1 }
        // The scanner takes no key longer than 64 bytes; its last 64 bytes end the same way.
        var keyStart = keyEnd
        while keyStart > 0, keyEnd - keyStart < 64, SecretScanner.isWordByte(line[keyStart - 1]) { keyStart -= 1 }
        guard keyEnd - keyStart >= 5 else { return false }
        return SecretScanner.keyKind(line, keyStart, keyEnd) != nil
            || SecretScanner.keyEnds(line, keyStart, keyEnd, with: "authorization")
    }

    @inline(__always) private static func isBetweenKeyAndSeparator(_ byte: UInt8) -> Bool {
        byte == ascii(" ") || byte == ascii("\"") || byte == ascii("'") || byte == ascii("\\")
    }

    @inline(__always) private static func isAnySet(_ mask: SIMDMask<SIMD32<Int8>>) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD4<UInt64>.self)
        return words[0] | words[1] | words[2] | words[3] != 0
    }

    @inline(__always) private static func splat(_ character: Unicode.Scalar) -> SIMD32<UInt8> {
        SIMD32(repeating: UInt8(ascii: character))
    }

    @inline(__always) private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
}
