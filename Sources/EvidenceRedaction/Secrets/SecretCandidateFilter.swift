import EvidenceCore

/// Proves, 32 bytes at a time, that a line holds nothing `SecretScanner` could match, so the scanner's
/// word-by-word walk runs only on the few lines that might hold a secret.
///
/// Every match the scanner can make has a necessary sign this filter looks for:
/// - a token recognised by its shape begins `gh`, `git` or `gl` (GitHub, GitLab, Grafana), `A` + one
///   of `KSGIRNT` (AWS key ids, `AIza` Google keys, Atlassian, age), `eyJ`/`eyA` (so `yJ`, `yA`: a JWT,
///   base64 JSON), `ewo`, `xo` (Slack), `sk_`/`sk-`, `shp`, `sq0`, `snt`, `rk_`, `npm`, `pyp`, `hf_`,
///   `hvs`/`hvb`, `doo`/`dop`/`dor`, `dap`, `PMA`, `NRA`, `HRK`, `ops`, `SG.` or `1//`, or holds one of
///   the trigrams of `isVendorPrefix` (Stripe webhooks, Replicate, Pulumi, RubyGems, Google, Doppler, …);
/// - a bearer token follows `bearer` in any case (so `bea`);
/// - a command-line secret follows `--` and a letter, or `-p `, `-P `, `-k `;
/// - a keyed value is introduced by `=`, `:` or `%3D`/`%3A`, with only spaces, quotes (also `&quot;`,
///   `%22` and their kin) and a backslash between it and a key `SecretScanner.keyKind` knows
///   (`duration:` and `status=` are not candidates);
/// - URL credentials and webhooks follow `://`.
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

    /// Where in `buffer`, from `start` (a line's start) on, the first sign of a secret may stand: the
    /// start of the first 32-byte step holding one, or of the last few bytes when only they do; nil
    /// when `buffer` holds none from `start`. The same signs as `mayHoldSecret`, read across lines
    /// (a line's sign is found at the same position; a sign straddling two lines only adds a false
    /// alarm): the redactor skips to the line holding the position and looks only at it.
    static func firstCandidate(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count else { return nil }
        let count = buffer.count
        var offset = start
        while offset + 34 <= count {
            if stepMayHoldSecret(buffer, base: base, at: offset) { return offset }
            offset += 32
        }
        // The last positions one by one, in the whole buffer: a separator's key may stand before them.
        while offset < count {
            if mayStartSecret(buffer, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    /// The 32 positions from `offset`; reads bytes offset ..< offset + 34 (the third byte of a trigram).
    @inline(__always)
    private static func stepMayHoldSecret(_ line: UnsafeRawBufferPointer, base: UnsafeRawPointer, at offset: Int) -> Bool {
        let first = base.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
        let second = base.loadUnaligned(fromByteOffset: offset + 1, as: SIMD32<UInt8>.self)
        let third = base.loadUnaligned(fromByteOffset: offset + 2, as: SIMD32<UInt8>.self)
        // Comparisons and mask operations only: Swift vectorises them, not integer `|` on SIMD.
        let underscore = third .== splat("_")
        let github = (first .== splat("g"))
            .& ((second .== splat("h")) .| (second .== splat("l")) .| ((second .== splat("i")) .& (third .== splat("t"))) .| ((second .== splat("d")) .& underscore))
        let aws = (first .== splat("A"))
            .& ((second .== splat("K")) .| (second .== splat("S")) .| (second .== splat("G"))
                .| (second .== splat("I")) .| (second .== splat("R")) .| (second .== splat("N")) .| (second .== splat("T")))
        let base64JSON = ((first .== splat("y")) .& ((second .== splat("J")) .| (second .== splat("A")) .| ((second .== splat("a")) .& (third .== splat("2")))))
            .| ((first .== splat("e")) .& (second .== splat("w")) .& (third .== splat("o")))
        let slack = (first .== splat("x")) .& ((second .== splat("o")) .| ((second .== splat("a")) .& ((third .== splat("p")) .| (third .== splat("i"))))
            .| ((second .== splat("k")) .& (third .== splat("e"))))
        let bearer = ((first .== splat("b")) .| (first .== splat("B")))
            .& ((second .== splat("e")) .| (second .== splat("E")))
            .& ((third .== splat("a")) .| (third .== splat("A")))
        if isAnySet(github .| aws .| base64JSON .| slack .| bearer) { return true }
        let lowerS = (first .== splat("s")) .& (((second .== splat("k")) .& ((third .== splat("_")) .| (third .== splat("-"))))
            .| ((second .== splat("h")) .& (third .== splat("p"))) .| ((second .== splat("q")) .& (third .== splat("0")))
            .| ((second .== splat("n")) .& (third .== splat("t"))))
        let lowerOthers = ((first .== splat("r")) .& ((((second .== splat("k")) .| (second .== splat("8"))) .& underscore)
                .| ((second .== splat("u")) .& (third .== splat("b")))))
            .| ((first .== splat("n")) .& (second .== splat("p")) .& (third .== splat("m")))
            .| ((first .== splat("p")) .& (((second .== splat("y")) .& (third .== splat("p"))) .| ((second .== splat("l")) .& (third .== splat("x")))))
            .| ((first .== splat("o")) .& (second .== splat("p")) .& (third .== splat("s")))
            .| ((first .== splat("h")) .& (((second .== splat("f")) .& underscore)
                .| ((second .== splat("v")) .& ((third .== splat("s")) .| (third .== splat("b")))) .| ((second .== splat("s")) .& (third .== splat("e")))))
            .| ((first .== splat("d")) .& (((second .== splat("o")) .& ((third .== splat("o")) .| (third .== splat("p")) .| (third .== splat("r"))))
                .| ((second .== splat("a")) .& (third .== splat("p"))) .| ((second .== splat("p")) .& (third .== splat(".")))
                .| ((second .== splat("t")) .& (third .== splat("0"))) .| ((second .== splat("G")) .& (third .== splat("t")))))
            .| ((first .== splat("u")) .& (((second .== splat("l")) .& (third .== splat("-"))) .| ((second .== splat("a")) .& underscore)))
            .| ((first .== splat("t")) .& (second .== splat("n")) .& underscore)
        let upper = ((first .== splat("P")) .& (second .== splat("M")) .& (third .== splat("A")))
            .| ((first .== splat("N")) .& (second .== splat("R")) .& ((third .== splat("A")) .| (third .== splat("I"))))
            .| ((first .== splat("H")) .& (second .== splat("R")) .& (third .== splat("K")))
            .| ((first .== splat("S")) .& (((second .== splat("G")) .& (third .== splat("."))) .| ((second .== splat("E")) .& (third .== splat("C")))
                .| ((second .== splat("P")) .& (third .== splat("X")))))
            .| ((first .== splat("1")) .& (second .== splat("/")) .& (third .== splat("/")))
        let letter = ((third .>= splat("a")) .& (third .<= splat("z"))) .| ((third .>= splat("A")) .& (third .<= splat("Z")))
        let flag = (first .== splat("-")) .& (((second .== splat("-")) .& letter)
            .| (((second .== splat("p")) .| (second .== splat("P")) .| (second .== splat("k")) .| (second .== splat("w")) .| (second .== splat("u")))
                .& (third .== splat(" "))))
        if isAnySet(lowerS .| lowerOthers .| upper .| flag) { return true }
        if isAnySet(passwordWords(first, second, third)) { return true }
        let percentSeparator = (first .== splat("%")) .& (second .== splat("3"))
            .& ((third .== splat("D")) .| (third .== splat("d")) .| (third .== splat("A")) .| (third .== splat("a")))
        let separators = unsafeBitCast((first .== splat(":")) .| (first .== splat("=")) .| percentSeparator, to: SIMD4<UInt64>.self)
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

    /// The prefixes of `SecretScanner`'s other vendor tokens, each by one of its trigrams, folded
    /// into the signs of the same first byte above (each comparison added costs every byte of every
    /// log, so where it can the trigram is one whose bytes other signs compare already; `pul`, `ppl`
    /// would also stand in every `pull` and `Apple`): `hse` (whsec_), `r8_`, `rub` (rubygems_), `plx`
    /// (pplx-), `ul-` (pul-), `ua_` (bkua_), `AT` (CCIPAT_, an AWS sign already), `gd_` (figd_), `tn_`
    /// (ntn_), `SEC` (FLWSECK), `SPX` (GOCSPX-), `ya2` (ya29.), `dp.` (Doppler), `dt0` (dt0c01.), `dGt`
    /// (JFrog reference tokens, base64 of `reftkn`). One position at a time:
    private static func isVendorPrefix(_ start: TokenStart) -> Bool {
        switch start.byte {
        case ascii("h"): return start.triple("hse")
        case ascii("r"): return start.triple("r8_") || start.triple("rub")
        case ascii("p"): return start.triple("plx")
        case ascii("u"): return start.triple("ul-") || start.triple("ua_")
        case ascii("g"): return start.triple("gd_")
        case ascii("t"): return start.triple("tn_")
        case ascii("y"): return start.triple("ya2")
        case ascii("d"): return start.triple("dp.") || start.triple("dt0") || start.triple("dGt")
        case ascii("S"): return start.triple("SEC") || start.triple("SPX")
        default: return false
        }
    }

    /// `ssw`, `swd` and `sph` of `password`, `passwd`, `passphrase`: `.netrc`'s `password <value>`
    /// and `<password>…</password>` have no separator the filter sees otherwise.
    @inline(__always)
    private static func passwordWords(_ first: SIMD32<UInt8>, _ second: SIMD32<UInt8>, _ third: SIMD32<UInt8>) -> SIMDMask<SIMD32<Int8>> {
        (first .== splat("s")) .& (((second .== splat("s")) .& (third .== splat("w"))) .| ((second .== splat("w")) .& (third .== splat("d")))
            .| ((second .== splat("p")) .& (third .== splat("h"))))
    }

    /// `passwordWords`, one position at a time.
    private static func isPasswordWord(_ byte: UInt8, _ next: UInt8, _ third: UInt8) -> Bool {
        byte == ascii("s") && (next == ascii("s") && third == ascii("w") || next == ascii("w") && third == ascii("d") || next == ascii("p") && third == ascii("h"))
    }

    /// The same signs, one position at a time (the tail of a line, and the tests' reference).
    static func mayStartSecret(_ line: UnsafeRawBufferPointer, at position: Int) -> Bool {
        let byte = line[position]
        if byte == ascii(":") || byte == ascii("=") { return separatorMayIntroduceSecret(line, at: position) }
        guard position + 1 < line.count else { return false }
        let next = line[position + 1]
        let third = position + 2 < line.count ? line[position + 2] : 0
        if isPasswordWord(byte, next, third) { return true }
        func pair(_ text: StaticString) -> Bool { let bytes = text.utf8Start; return byte == bytes[0] && next == bytes[1] }
        switch byte {
        case ascii("%"): return next == ascii("3") && "DdAa".utf8.contains(third) && separatorMayIntroduceSecret(line, at: position)
        case ascii("b"), ascii("B"):
            return next | 0x20 == ascii("e") && third | 0x20 == ascii("a")
        case ascii("-"):
            let letter = (third | 0x20) >= ascii("a") && (third | 0x20) <= ascii("z")
            return pair("--") && letter || "pPkwu".utf8.contains(next) && third == ascii(" ")
        default:
            let start = TokenStart(byte: byte, next: next, third: third)
            return mayStartToken(start) || isVendorPrefix(start)
        }
    }

    /// The first three bytes of a word that may be a token (`third` is 0 past the end of the line).
    private struct TokenStart {
        let byte: UInt8
        let next: UInt8
        let third: UInt8

        func triple(_ text: StaticString) -> Bool { let bytes = text.utf8Start; return byte == bytes[0] && next == bytes[1] && third == bytes[2] }
    }

    /// The starts of the tokens `SecretScanner` knows by their shape, by first byte.
    private static func mayStartToken(_ start: TokenStart) -> Bool {
        let next = start.next
        switch start.byte {
        case ascii("g"): return next == ascii("h") || next == ascii("l") || start.triple("git")
        case ascii("A"): return "KSGIRNT".utf8.contains(next)
        case ascii("y"): return next == ascii("J") || next == ascii("A")
        case ascii("e"): return start.triple("ewo")
        case ascii("x"): return next == ascii("o") || start.triple("xap") || start.triple("xai") || start.triple("xke")
        case ascii("s"): return start.triple("sk_") || start.triple("sk-") || start.triple("shp") || start.triple("sq0") || start.triple("snt")
        case ascii("r"): return start.triple("rk_")
        case ascii("n"): return start.triple("npm")
        case ascii("p"): return start.triple("pyp")
        case ascii("o"): return start.triple("ops")
        default: return mayStartOtherToken(start)
        }
    }

    /// `mayStartToken`'s other first bytes.
    private static func mayStartOtherToken(_ start: TokenStart) -> Bool {
        switch start.byte {
        case ascii("h"): return start.triple("hf_") || start.triple("hvs") || start.triple("hvb")
        case ascii("d"): return start.triple("doo") || start.triple("dop") || start.triple("dor") || start.triple("dap")
        case ascii("P"): return start.triple("PMA")
        case ascii("N"): return start.triple("NRA") || start.triple("NRI")
        case ascii("H"): return start.triple("HRK")
        case ascii("S"): return start.triple("SG.")
        case ascii("1"): return start.triple("1//")
        default: return false
        }
    }

    /// `://`, or a key ending like one `SecretScanner.keyKind` knows before the `=`/`:`/`%3D` at
    /// `position`, past any quotes (`"`, `'`, `\\`, `&quot;`, `&#34;`, `&apos;`, `&#39;`, `%22`, `%27`)
    /// and spaces.
    @inline(__always)
    private static func separatorMayIntroduceSecret(_ line: UnsafeRawBufferPointer, at position: Int) -> Bool {
        if position + 2 < line.count, line[position + 1] == ascii("/"), line[position + 2] == ascii("/") { return true }
        var keyEnd = position
        while keyEnd > 0 {
            if isBetweenKeyAndSeparator(line[keyEnd - 1]) {
                keyEnd -= 1
            } else if let quote = quoteEntities.first(where: { endsWith(line, keyEnd, $0) }) {
                keyEnd -= quote.count
            } else {
                break
            }
        }
        // The scanner takes no key longer than 64 bytes; its last 64 bytes end the same way.
        var keyStart = keyEnd
        while keyStart > 0, keyEnd - keyStart < 64, SecretScanner.isWordByte(line[keyStart - 1]) { keyStart -= 1 }
        guard keyEnd - keyStart >= 3 else { return false }
        return SecretScanner.keyKind(line, keyStart, keyEnd) != nil
            || SecretScanner.keyEnds(line, keyStart, keyEnd, with: "authorization")
            // OpenSSL's `-passin pass:<value>`.
            || keyEnd - keyStart == 4 && line[position] == ascii(":") && SecretScanner.hasPrefix(line, keyStart, "pass")
    }

    private static let quoteEntities = ["&quot;", "&#34;", "&apos;", "&#39;", "&amp;quot;", "%22", "%27"].map { Array($0.utf8) }

    private static func endsWith(_ line: UnsafeRawBufferPointer, _ end: Int, _ suffix: [UInt8]) -> Bool {
        guard end >= suffix.count else { return false }
        for index in 0..<suffix.count where line[end - suffix.count + index] != suffix[index] { return false }
        return true
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
