@testable import EvidenceCore
@testable import EvidenceRedaction
import EvidenceTestSupport
import Testing

/// Hostile inputs for the candidate filter: whenever `SecretScanner.scanWords` finds a secret in a
/// line, `SecretCandidateFilter.mayHoldSecret` must let that line through (a false negative leaks a
/// secret into the archive). Also checks the table search against the position-by-position reference.
@Suite struct SecretCandidateFilterAdversarialTests {
    /// Lines aimed at each necessary condition the filter relies on.
    static let adversarial: [String] = [
        // Keyed values: every form of what may stand between key and separator.
        "token=x", "token:x", "token =x", "token   :   x", "token\"=x", "token':x", "token\\\":x", "token\\\" : x",
        "\"token\":\"x\"", "'token':'x'", "{\\\"password\\\":\\\"hunter2\\\"}", "{\"body\":\"{\\\"secret\\\":\\\"v\\\"}\"}",
        "TOKEN=x", "ToKeN=x", "PASSWORD=x", "PassPhrase: x", "Api-Key: x", "X_API_KEY=x", "PRIVATE_KEY=x",
        "aws_secret_access_key = x", "SECRETACCESSKEY=x", "Secret-Access-Key: x", "passwd:\tx", "password=\t\t'x y'",
        // Keys of exactly 5 bytes, 64 bytes and 65 bytes (the scanner's limit).
        "token=v", String(repeating: "a", count: 59) + "token=v", String(repeating: "a", count: 60) + "token=v",
        String(repeating: "_", count: 58) + "secret=v", String(repeating: "-", count: 56) + "password:v",
        "~" + String(repeating: "Z", count: 59) + "TOKEN:v",
        // Non-word and non-ASCII bytes right before the key, tabs where the scanner takes none.
        "é_token=v", "ü-password: v", "\u{00A0}secret=v", "日本token=v", "token\t=v", "token \t=v", "\ttoken=v",
        // Separators at position 0 and 1, values at the very end.
        "=token", ":token=v", "=x", ":", "=", "a=", "token=", "token= ", "t=v", "to=v", "tok=v", "toke=v",
        // Authorization headers and Bearer with several spaces.
        "Authorization: Basic dXNlcjpwYXNz", "authorization:x", "AUTHORIZATION = y", "Proxy-Authorization: Negotiate z",
        "-H 'Authorization: token abc'", "X-Authorization: z", "Bearer abcdefgh", "bearer        abcdefgh12",
        "BEARER a.b/c+d=e~f", "BeArEr 12345678", "xbearer abcdefgh", "Bearer\tabcdefgh", "Bearer abcdefg",
        // URLs with credentials.
        "https://user:pass@host", "a://b:c@d", "://:p@h", "git+ssh://u:p@h/x", "ftp://u:p:q@h", "s3://AKIA:x@b",
        // Shaped tokens.
        "ghp_1234567890abcdefghij", "gho_0123456789abcdefXYZ", "github_pat_0123456789ABCDEFabcdef_mnopqrs", // no `gh`: only `git` signs it
        "AKIAIOSFODNN7EXAMPLE", "ASIA0123456789ABCDEF", "AGPA0123456789ABCDEF", "AIDA0123456789ABCDEF",
        "AROA0123456789ABCDEF", "ANPA0123456789ABCDEF", "ANVA0123456789ABCDEF", "AIPA0123456789ABCDEF",
        "AIzaSyA1234567890abcdefghijklmnopqrstuv", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig", "eyJabcdefghijklm.abcd.",
        "xoxb-123456789012-abc", "xoxp-1234567890abc", "xoxa-", "xoxs-123456789012345",
    ]

    @Test func everyAdversarialLineAtEveryPaddingIsACandidateWhenTheScannerMatches() {
        // Fillers: a non-word byte, a word byte (changes the key), space, tab, a 2-byte scalar, 0xFF.
        let fillers: [[UInt8]] = [[0x7E], [0x61], [0x20], [0x09], [0xC3, 0xA9], [0xFF], [0x2E]]
        var matched = 0
        for example in Self.adversarial {
            let body = Array(example.utf8)
            for padding in 0...70 {
                let filler = fillers[padding % fillers.count]
                let pad = Array(Array(repeating: filler, count: padding).joined().prefix(padding))
                matched += check(pad + body) ? 1 : 0
                matched += check(body + pad) ? 1 : 0
            }
        }
        #expect(matched > 5_000)
    }

    /// Short signs placed at every position of every line length 0...70 (every length falls
    /// on the edges of the eight-position steps and the one-by-one tail).
    @Test func everySignAtEveryPositionOfEveryLength() {
        // A value shaped like a secret (a lone lowercase word is not one: `deviceToken = token`).
        let signs = ["token=x7", "passwd:'x'", "a://b:c@d", "Bearer abcdefgh", "\\\"token\\\":x7", "API_KEY = x7"]
        var matched = 0
        for sign in signs.map({ Array($0.utf8) }) {
            for length in 0...70 where length >= sign.count {
                for position in 0...(length - sign.count) {
                    let line = Array(repeating: UInt8(ascii: "~"), count: position) + sign
                        + Array(repeating: UInt8(ascii: "~"), count: length - position - sign.count)
                    let found = check(line)
                    #expect(found, "\(escaped(line))")
                    matched += found ? 1 : 0
                }
            }
        }
        #expect(matched > 5_000)
    }

    /// Real secrets, mutated (bytes inserted, deleted, replaced, case flipped, runs duplicated), then
    /// padded on both sides to random lengths 0...70.
    @Test func mutatedSecretsNeverSlipPastTheFilter() {
        let seeds = SecretRedactorTests.triggering.map(\.input) + Self.adversarial
        let alphabet = Array(" \t\"'\\=:/@.-_~?#&,;)]}<>$*aAeEtTyYnNdDkKoOxXgGhHiIbBrRJ0123456789".utf8) + [0x80, 0xC3, 0xA9, 0xFF]
        var random = SeededGenerator(seed: 0xF117E5)
        func pick(_ upperBound: Int) -> Int { Int(random.next() % UInt64(upperBound)) }
        var matched = 0
        for _ in 0..<4_000 {
            var line = Array(seeds[pick(seeds.count)].utf8)
            for _ in 0..<(1 + pick(4)) {
                let at = pick(line.count + 1)
                switch pick(6) {
                case 0: line.insert(alphabet[pick(alphabet.count)], at: at)
                case 1: if at < line.count { line.remove(at: at) }
                case 2: if at < line.count { line[at] = alphabet[pick(alphabet.count)] }
                case 3:
                    if at < line.count, (line[at] | 0x20) >= 0x61, (line[at] | 0x20) <= 0x7A { line[at] ^= 0x20 }
                case 4:
                    let end = min(line.count, at + 1 + pick(8))
                    line.insert(contentsOf: Array(line[at..<end]), at: at)
                default:
                    let from = pick(seeds.count)
                    let other = Array(seeds[from].utf8)
                    line.insert(contentsOf: other.prefix(pick(other.count + 1)), at: at)
                }
            }
            let before = [UInt8](repeating: alphabet[pick(alphabet.count)], count: pick(71))
            let after = [UInt8](repeating: alphabet[pick(alphabet.count)], count: pick(71))
            matched += check(before + line + after) ? 1 : 0
            matched += check(line) ? 1 : 0
        }
        #expect(matched > 2_000)
    }

    /// Records an issue if the scanner finds a secret the filter hides, or if the table search
    /// disagree with the position-by-position reference. Returns whether the scanner found one.
    @discardableResult
    private func check(_ line: [UInt8]) -> Bool {
        line.withUnsafeBytes { buffer in
            var matches: [SecretScanner.Match] = []
            SecretScanner.scanWords(buffer, into: &matches)
            let filtered = SecretCandidateFilter.mayHoldSecret(buffer)
            let reference = (0..<buffer.count).contains { SecretCandidateFilter.mayStartSecret(buffer, at: $0) }
            if filtered != reference {
                Issue.record("search \(filtered) != reference \(reference): \(escaped(line))")
            }
            if !matches.isEmpty, !filtered {
                Issue.record("filter hides a secret (\(matches[0].kind)): \(escaped(line))")
            }
            return !matches.isEmpty
        }
    }

    private func escaped(_ line: [UInt8]) -> String {
        var text = "\""
        for byte in line {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text + "\" (\(line.count) bytes)"
    }
}
