import EvidenceCore

/// Proves, one table lookup a byte, that a line holds nothing `SecretScanner` could match, so the
/// scanner's word-by-word walk runs only on the few lines that might hold a secret.
///
/// Every match the scanner can make has a necessary sign this filter looks for. Most signs start a
/// word — the scanner tries its token rules only at a word's start, or after a `_` or `-` inside one
/// (a glued token) — so they count only after a byte that is no ASCII letter or digit:
/// - a token recognised by its shape begins `gh`, `git`, `gl` or `gsk` (GitHub, GitLab, Grafana, Groq),
///   `A` + one of `KSGIRNT` (AWS key ids, `AIza` Google keys, Atlassian, age), `eyJ`/`eyA`/`ewo` (a JWT,
///   base64 JSON), `xo`, `xap`, `xai`, `xke` (Slack, xAI, Brevo), `sk_`/`sk-`, `shp`, `sq0`, `snt`,
///   `rk_`, `npm`, `pyp`, `hf_`, `hvs`/`hvb`, `doo`/`dop`/`dor`, `dap`, `PMA`, `NRA`/`NRI`, `HRK`,
///   `ops`, `SG.` or `1//`, or the first three bytes of another vendor's prefix (`whs`, `r8_`, `pul`,
///   `bku`, `CCI`, `FLW`, `GOC`, `ya2`, `dp.`, `dt0`, `cmV`) — or, for the prefixes whose first two
///   bytes start common words, all of `rubygems_`, `figd_`, `ntn_` or `pplx-` (found by `yg`, `gd`,
///   `tn`, `lx`);
/// - a bearer token follows `bearer` in any case (so `bea`);
/// - a command-line secret follows `--` and a letter, or `-p `, `-P `, `-k `, `-w `, `-u `.
/// The others stand anywhere:
/// - a keyed value is introduced by `=`, `:` or `%3D`/`%3A`, with only spaces, quotes (also `&quot;`,
///   `%22` and their kin) and a backslash between it and a key `SecretScanner.keyKind` knows
///   (`duration:` and `status=` are not candidates);
/// - URL credentials and webhooks follow `://`;
/// - `password`, `passwd`, `passphrase` in any case at a word's end (an element's name or `.netrc`'s
///   word; found by `rd`, `wd`, `hr`).
/// A line with none of these is passed through unscanned. `SecretCandidateFilterTests` checks the
/// filter never hides a line the scanner would rewrite.
///
/// The search (`firstSign`) reads a table of the 65,536 byte pairs, which says whether a sign may
/// start with the pair — a word's sign or one that stands anywhere — or whether the pair's second
/// byte is a separator its first may end a key before; a second table of the byte before says
/// whether a word starts after it. Only where both agree (a few positions in a hundred of log
/// text) are the sign's other bytes and the key before a separator looked at (`mayStartSecret`).
/// Where the machine has a byte shuffle (AVX2, SSSE3, NEON), a vector search (`TeddyFilter`) first
/// finds the positions the tables need to look at: the signs' fingerprints, in sixteen buckets,
/// 32 or 16 positions a step (`vectorBuckets`); the tables then confirm each as before, so the
/// answer is the table search's (`SignSearchDifferentialTests`).
package enum SecretCandidateFilter {
    static func mayHoldSecret(_ line: UnsafeRawBufferPointer) -> Bool {
        firstSign(in: line, from: 0, anywhere: false) != nil
    }

    /// Whether a sign stands in `bytes` at any position, inside a word too: around the cut of an
    /// over-long line (a cut makes a word's inside a line's start), and in a typed object, whose
    /// strings start right after binary bytes.
    static func mayHoldSecretAnywhere(_ bytes: UnsafeRawBufferPointer) -> Bool {
        firstSign(in: bytes, from: 0, anywhere: true) != nil
    }

    /// Where in `buffer`, from `start` (a line's start) on, the first sign of a secret stands (for a
    /// separator, the key's last byte); nil when `buffer` holds none from `start`. The same signs as
    /// `mayHoldSecret`, read across lines (a line's sign is found at its position; no sign spans a
    /// newline): the redactor skips to the line holding the position and looks only at it.
    package static func firstCandidate(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        firstSign(in: buffer, from: start, anywhere: false)
    }

    /// The search, with `kernel`'s vector search first (nil: the tables alone, everywhere); the
    /// tests compare every kernel with the tables alone.
    static func firstSign(in buffer: UnsafeRawBufferPointer, from start: Int, anywhere: Bool,
                          kernel: TeddyFilter.Kernel? = searchKernel) -> Int? {
        let count = buffer.count
        guard start < count, let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        // A separator at `start` whose key stands before it: the pair holding the key's end is not read.
        if start > 0, base[start] == colon || base[start] == equals, separatorMayIntroduceSecret(buffer, at: start) { return start }
        return pairSigns.withUnsafeBufferPointer { pairs in
            (anywhere ? anywhereAfter : wordAfter).withUnsafeBufferPointer { after in
                @inline(__always) func mark(_ position: Int, _ previous: UInt8) -> UInt8 {
                    pairs[Int(base[position]) | Int(base[position + 1]) << 8] & after[Int(previous)]
                }
                // No sign but a separator's ends in one: a pair whose second byte is one is its key's end.
                func confirmed(_ position: Int) -> Bool {
                    let next = base[position + 1]
                    if next == colon || next == equals { return separatorMayIntroduceSecret(buffer, at: position + 1) }
                    return mayStartSecret(buffer, at: position, anywhere: anywhere)
                }
                var position = start
                // A line's first byte starts a word.
                if position == 0, count > 1 {
                    if mark(0, newline) != 0, confirmed(0) { return 0 }
                    position = 1
                }
                // The vector search, where a window of 64 positions is left: only the positions whose
                // bytes have a sign's fingerprint are looked up in the tables (in C, by the same
                // `mark`), and only those it marks come back. It reads two bytes past a position:
                // the last is left to the loops below.
                if let kernel, count - position >= 64 {
                    let end = count - 2
                    while position < end {
                        var window = position
                        var found = vectorSigns.next(in: base, from: &window, to: end, anywhere: anywhere, kernel: kernel)
                        while found != 0 {
                            let candidate = window + found.trailingZeroBitCount
                            if confirmed(candidate) { return candidate }
                            found &= found - 1
                        }
                        position = min(window + 64, end)
                    }
                }
                // Eight positions a step: each pair's kinds of sign in a byte of `kinds`, one branch a
                // step on text without signs; the byte before is looked at only where a pair is one.
                let raw = UnsafeRawPointer(base)
                while position + 8 < count {
                    var kinds: UInt64 = 0
                    for offset in 0..<8 {
                        let pair = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: position + offset, as: UInt16.self))
                        kinds |= UInt64(pairs[Int(pair)]) << UInt64(offset * 8)
                    }
                    while kinds != 0 {
                        let lane = kinds.trailingZeroBitCount / 8
                        let found = position + lane
                        if UInt8(truncatingIfNeeded: kinds >> UInt64(lane * 8)) & after[Int(base[found - 1])] != 0, confirmed(found) { return found }
                        kinds &= ~(0xFF << UInt64(lane * 8))
                    }
                    position += 8
                }
                // The last byte starts no sign of its own: a separator there is read with the pair before it.
                while position + 1 < count {
                    if mark(position, base[position - 1]) != 0, confirmed(position) { return position }
                    position += 1
                }
                return nil
            }
        }
    }

    /// The pair tables' bits: a sign that starts a word (counted after a byte that is no letter or
    /// digit) and one that stands anywhere.
    private static let wordSign: UInt8 = 1
    private static let anySign: UInt8 = 2

    /// By byte pair (first byte + 256 × second): the kinds of sign that may start with the pair, or
    /// `anySign` when the second byte is a separator the first may end a key (or its quotes) before.
    /// Each pair is one `mayStartSecret` can accept (`SecretCandidateFilterTests` checks every pair).
    private static let pairSigns: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 1 << 16)
        func set(_ pairs: [String], _ bit: UInt8) {
            for pair in pairs.map({ Array($0.utf8) }) { table[Int(pair[0]) | Int(pair[1]) << 8] |= bit }
        }
        set(wordPairs, wordSign)
        set(["%3", ":/", "=/"], anySign)
        for sign in innerSigns {
            let (first, second) = (sign.word.utf8Start[sign.offset], sign.word.utf8Start[sign.offset + 1])
            let cases: [(UInt8) -> UInt8] = sign.anyCase ? [{ $0 }, { $0 & ~0x20 }] : [{ $0 }]
            for upper in cases { for lower in cases { table[Int(upper(first)) | Int(lower(second)) << 8] |= anySign } }
        }
        // The last letters of `keyKind`'s keys, the quotes and entities' last bytes that may stand
        // between a key and its separator, and `pass:` (OpenSSL's `-passin pass:…`).
        for keyEnd in 0..<256 where keyEndsOrQuotes[keyEnd] {
            for separator in [colon, equals] { table[keyEnd | Int(separator) << 8] |= anySign }
        }
        table[Int(ascii("s")) | Int(colon) << 8] |= anySign
        return table
    }()

    /// The bytes that may stand right before a separator that introduces a secret (but `s` of `pass:`).
    private static let keyEndsOrQuotes: [Bool] = (0..<256).map { "dentyghkDENTYGHK \"'\\;27".utf8.contains(UInt8($0)) }

    /// Whether the pair table holds `first`, `second` (for `SecretCandidateFilterTests`).
    static func pairMayStartSign(_ first: UInt8, _ second: UInt8) -> Bool {
        pairSigns[Int(first) | Int(second) << 8] != 0
    }

    /// The first two bytes of every sign that starts a word.
    static let wordPairs: [String] = (wordPairBuckets + wordPairsAlone).flatMap { $0 }

    /// `wordPairs` in the vector search's buckets, which read the pair and the byte after it (the
    /// bytes `mayStartSecret` takes there, worked out from it). A bucket matches every byte whose
    /// nibbles its members' bytes have (`TeddyFilter`), so the grouping decides how often the
    /// search stops for nothing: this one was chosen by counting, on the shared fixtures' logs,
    /// JUnit and JSON and the triage corpus (10 MB, not the bench's inputs), the word starts each
    /// bucket matches, moving a pair while that lowered the sum (143,000 → 22,000). A new pair goes
    /// in the bucket it adds fewest matches to (`docs/compression.md`).
    private static let wordPairBuckets: [[String]] = [
        ["gi", "gs", "ey", "ew", "CC"], ["xo", "xa", "xk", "1/"], ["sk", "sh", "sq", "sn", "rk", "r8", "ya"], ["do", "da", "dt"],
        ["py", "op", "wh", "FL"], ["PM", "NR", "HR", "SG", "dp", "cm"], ["be", "bE", "Be", "BE", "bk", "--"],
        ["-p", "-P", "-k", "-w", "-u", "pu"],
    ]

    /// Word pairs in buckets that read the byte before the pair and the pair: the third byte of
    /// their signs is any (`gh`, `AK`) or adds little.
    private static let wordPairsAlone: [[String]] = [["gh", "gl", "hf", "hv", "np"], ["AK", "AS", "AG", "AI", "AR", "AN", "AT", "GO"]]

    /// The vector search's sixteen buckets: eight of the word pairs with their third bytes; two of
    /// the word pairs with the byte before; three of the inner signs, with the byte before their
    /// pair (a word spelt out: `o` of `password`'s `rd`); two of the separators after the bytes a
    /// key or its quotes may end in (letters; the others); and `%3`, `:/`, `=/`. Each holds every
    /// position `mayStartSecret` (or `separatorMayIntroduceSecret`) accepts for its signs, and more.
    static let vectorBuckets: (following: [TeddyFilter.Bucket], surrounding: [TeddyFilter.Bucket]) = {
        let any = Array(UInt8.min...UInt8.max)
        func bytes(_ pairs: [String], _ index: Int) -> [UInt8] { pairs.map { Array($0.utf8)[index] } }
        let following = wordPairBuckets.map { pairs in
            let thirds = any.filter { third in
                pairs.contains { pair in (Array(pair.utf8) + [third]).withUnsafeBytes { mayStartSecret($0, at: 0, anywhere: true) } }
            }
            return TeddyFilter.Bucket([bytes(pairs, 0), bytes(pairs, 1), thirds], startsWord: true)
        }
        var surrounding = wordPairsAlone.map { TeddyFilter.Bucket([any, bytes($0, 0), bytes($0, 1)], startsWord: true) }
        for group in [["password"], ["passwd", "figd_", "rubygems_"], ["passphrase", "pplx-", "ntn_"]] {
            let signs = group.map { word in innerSigns.first { $0.word.description == word }! }
            let places = (-1...1).map { place in
                signs.flatMap { sign in
                    let byte = sign.word.utf8Start[sign.offset + place]
                    return sign.anyCase ? [byte, byte & ~0x20] : [byte]
                }
            }
            surrounding.append(TeddyFilter.Bucket(places, startsWord: false))
        }
        let keyEnds = (0..<256).filter { keyEndsOrQuotes[$0] }.map(UInt8.init) + [ascii("s")]
        for letters in [true, false] {
            let ends = keyEnds.filter { (($0 | 0x20) >= ascii("a") && ($0 | 0x20) <= ascii("z")) == letters }
            surrounding.append(TeddyFilter.Bucket([any, ends, [colon, equals]], startsWord: false))
        }
        surrounding.append(TeddyFilter.Bucket([any, Array("%:=".utf8), Array("3/".utf8)], startsWord: false))
        return (following, surrounding)
    }()

    /// The buckets, and the pair tables as the exact test: the search stops only where `mark` would.
    private static let vectorSigns = TeddyFilter(
        following: vectorBuckets.following, surrounding: vectorBuckets.surrounding,
        exact: (pairs: pairSigns, before: wordAfter, beforeAnywhere: anywhereAfter)
    )

    /// The vector search `firstSign` runs: the fastest this machine has, or the one
    /// `EVIDENCE_TEDDY` names (`table`: none, the tables alone).
    static let searchKernel = TeddyFilter.Kernel.configured

    /// By the byte before a position: which signs may start there (in a word, only those that stand anywhere).
    private static let wordAfter: [UInt8] = (0..<256).map { isLetterOrDigit(UInt8($0)) ? anySign : anySign | wordSign }
    private static let anywhereAfter = [UInt8](repeating: anySign | wordSign, count: 256)

    @inline(__always) private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= ascii("a") && lower <= ascii("z") || byte >= ascii("0") && byte <= ascii("9")
    }

    /// Signs found by two bytes inside a word (rare in logs, where the word's first two bytes are
    /// not): the word, where the two bytes stand in it, whether its case may vary, and whether it is
    /// a token's prefix, which starts a word. `password`, `passwd` and `passphrase` are names that
    /// end a word (`<password>`, `&lt;DBPassphrase&gt;`, `.netrc`'s `password <value>`).
    private struct InnerSign {
        let word: StaticString
        let offset: Int
        let anyCase: Bool
        let startsWord: Bool
    }

    private static let innerSigns = [
        InnerSign(word: "password", offset: 6, anyCase: true, startsWord: false),
        InnerSign(word: "passwd", offset: 4, anyCase: true, startsWord: false),
        InnerSign(word: "passphrase", offset: 5, anyCase: true, startsWord: false),
        InnerSign(word: "rubygems_", offset: 3, anyCase: false, startsWord: true),
        InnerSign(word: "figd_", offset: 2, anyCase: false, startsWord: true),
        InnerSign(word: "ntn_", offset: 1, anyCase: false, startsWord: true),
        InnerSign(word: "pplx-", offset: 2, anyCase: false, startsWord: true),
    ]

    /// Whether an inner sign's two bytes at `position` stand in its whole word.
    private static func standsInInnerSign(_ line: UnsafeRawBufferPointer, at position: Int, anywhere: Bool) -> Bool {
        let (byte, next) = (line[position] | 0x20, line[position + 1] | 0x20)
        for sign in innerSigns {
            let word = sign.word.utf8Start
            guard byte == word[sign.offset], next == word[sign.offset + 1] else { continue }
            let start = position - sign.offset, length = sign.word.utf8CodeUnitCount
            guard start >= 0, start + length <= line.count else { continue }
            let spelt = (0..<length).allSatisfy { index in
                let actual = line[start + index]
                return (sign.anyCase && actual >= ascii("A") && actual <= ascii("Z") ? actual | 0x20 : actual) == word[index]
            }
            guard spelt else { continue }
            // A prefix starts a word; a name ends one (`<password>`, `password <value>`), unless a
            // cut may stand right after it.
            let end = start + length
            if sign.startsWord ? anywhere || start == 0 || !isLetterOrDigit(line[start - 1])
                : end < line.count ? !SecretScanner.isWordByte(line[end]) : anywhere
            {
                return true
            }
        }
        return false
    }

    /// Whether a sign starts at `position` (the test behind the tables, and the tests' reference);
    /// `anywhere`: inside a word too.
    static func mayStartSecret(_ line: UnsafeRawBufferPointer, at position: Int, anywhere: Bool = false) -> Bool {
        let byte = line[position]
        if byte == colon || byte == equals { return separatorMayIntroduceSecret(line, at: position) }
        guard position + 1 < line.count else { return false }
        let next = line[position + 1]
        let third = position + 2 < line.count ? line[position + 2] : 0
        if standsInInnerSign(line, at: position, anywhere: anywhere) { return true }
        if byte == ascii("%") { return next == ascii("3") && "DdAa".utf8.contains(third) && separatorMayIntroduceSecret(line, at: position) }
        // The other signs start a word, or follow a `_` or `-` inside one.
        guard anywhere || position == 0 || !isLetterOrDigit(line[position - 1]) else { return false }
        switch byte {
        case ascii("b"), ascii("B"):
            return next | 0x20 == ascii("e") && third | 0x20 == ascii("a") || byte == ascii("b") && next == ascii("k") && third == ascii("u")
        case ascii("-"):
            let letter = (third | 0x20) >= ascii("a") && (third | 0x20) <= ascii("z")
            return next == ascii("-") && letter || "pPkwu".utf8.contains(next) && third == ascii(" ")
        default:
            let start = TokenStart(byte: byte, next: next, third: third)
            return mayStartToken(start) || mayStartOtherToken(start)
        }
    }

    /// The first three bytes of a word that may be a token (`third` is 0 past the end of the line).
    private struct TokenStart {
        let byte: UInt8
        let next: UInt8
        let third: UInt8

        func triple(_ text: StaticString) -> Bool { let bytes = text.utf8Start; return byte == bytes[0] && next == bytes[1] && third == bytes[2] }
    }

    /// The starts of the tokens `SecretScanner` knows by their shape or prefix, by first byte.
    private static func mayStartToken(_ start: TokenStart) -> Bool {
        let next = start.next
        switch start.byte {
        case ascii("g"): return next == ascii("h") || next == ascii("l") || start.triple("git") || start.triple("gsk")
        case ascii("A"): return "KSGIRNT".utf8.contains(next)
        case ascii("e"): return start.triple("eyJ") || start.triple("eyA") || start.triple("ewo")
        case ascii("y"): return start.triple("ya2")
        case ascii("x"): return next == ascii("o") || start.triple("xap") || start.triple("xai") || start.triple("xke")
        case ascii("s"): return start.triple("sk_") || start.triple("sk-") || start.triple("shp") || start.triple("sq0") || start.triple("snt")
        case ascii("r"): return start.triple("rk_") || start.triple("r8_")
        case ascii("n"): return start.triple("npm")
        case ascii("p"): return start.triple("pyp") || start.triple("pul")
        case ascii("o"): return start.triple("ops")
        default: return false
        }
    }

    /// `mayStartToken`'s other first bytes.
    private static func mayStartOtherToken(_ start: TokenStart) -> Bool {
        switch start.byte {
        case ascii("h"): return start.triple("hf_") || start.triple("hvs") || start.triple("hvb")
        case ascii("w"): return start.triple("whs")
        case ascii("d"):
            return start.triple("doo") || start.triple("dop") || start.triple("dor") || start.triple("dap") || start.triple("dp.") || start.triple("dt0")
        case ascii("c"): return start.triple("cmV")
        case ascii("C"): return start.triple("CCI")
        case ascii("F"): return start.triple("FLW")
        case ascii("G"): return start.triple("GOC")
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
        // Most separators follow a key no rule knows (`"duration":`, `status=`): its last letter says so.
        guard position > 0, keyEndsOrQuotes[Int(line[position - 1])] || line[position - 1] == ascii("s") && line[position] == colon else { return false }
        var keyEnd = position
        while keyEnd > 0 {
            if isBetweenKeyAndSeparator(line[keyEnd - 1]) {
                keyEnd -= 1
            } else if let quote = quoteEntityLength(line, before: keyEnd) {
                keyEnd -= quote
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

    /// The length of the quote entity (`&quot;`, `&#34;`, `&apos;`, `&#39;`, `&amp;quot;`, `%22`, `%27`)
    /// that ends at `end`, if one does: most separators follow a letter, which ends none.
    private static func quoteEntityLength(_ line: UnsafeRawBufferPointer, before end: Int) -> Int? {
        func ends(_ entity: StaticString) -> Bool {
            let length = entity.utf8CodeUnitCount
            guard end >= length else { return false }
            return (0..<length).allSatisfy { line[end - length + $0] == entity.utf8Start[$0] }
        }
        let entities: [StaticString]
        switch line[end - 1] {
        case ascii(";"): entities = ["&quot;", "&#34;", "&apos;", "&#39;", "&amp;quot;"]
        case ascii("2"): entities = ["%22"]
        case ascii("7"): entities = ["%27"]
        default: return nil
        }
        return entities.first(where: ends)?.utf8CodeUnitCount
    }

    @inline(__always) private static func isBetweenKeyAndSeparator(_ byte: UInt8) -> Bool {
        byte == ascii(" ") || byte == ascii("\"") || byte == ascii("'") || byte == ascii("\\")
    }

    private static let colon = ascii(":"), equals = ascii("="), newline = ascii("\n")

    @inline(__always) private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
}
