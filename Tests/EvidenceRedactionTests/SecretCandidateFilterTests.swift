@testable import EvidenceRedaction
import EvidenceTestSupport
import Testing

/// The candidate filter may only skip lines the scanner would leave alone.
@Suite struct SecretCandidateFilterTests {
    /// Every rule's triggering example, at every offset from 0 to 40 (so its sign falls in the
    /// eight-position steps and in the one-by-one tail), is a candidate.
    @Test(arguments: SecretRedactorTests.triggering)
    func everyTriggeringExampleIsACandidateAtAnyOffset(_ example: RedactionExample) {
        for padding in 0...40 {
            let line = Array((String(repeating: "~", count: padding) + example.input).utf8)
            #expect(candidate(line), "offset \(padding)")
        }
    }

    @Test func ordinaryLogLinesAreNotCandidates() {
        let lines = [
            // A compiler's command line: signs inside words (`gl` in `mangled`, `dor` in `vendor`,
            // `ru` of `rubygems_` in `runner`, `sw` of `password` in `swiftc`) start no token.
            "    builtin-SwiftDriver -- /Users/runner/Xcode.app/usr/bin/swiftc -module-name App -enforce-exclusivity=checked -vendor apple -demangled",
            "Test Case '-[AppTests.LoginTests testPasswordFieldIsSecure]' passed (0.010 seconds). Running 12 tests; first failure in /Users/runner/work",
            "Test Case '-[AppTests.SyncRefreshJobTests testTokenRefresh]' passed (0.010 seconds).",
            "/Users/ci/App/Sync.swift:42: error: -[AppTests.SyncTests testRefresh] : XCTAssertEqual failed: (\"1\") is not equal to (\"2\")",
            "2026-11-20 09:14:03.120 App[1234:5678] [refresh] scheduled BGAppRefreshTaskRequest earliestBeginDate=900s",
            "{\"identifier\": \"com.example.app.refresh\", \"taskKind\": \"appRefresh\", \"duration\": 0.125, \"status\": \"failed\"},",
        ]
        for line in lines {
            #expect(!candidate(Array(line.utf8)), "\(line)")
        }
    }

    /// Random lines built from keys, separators, token prefixes and filler: whenever the scanner's
    /// walk finds a secret, the filter let the line through; and the table search agrees with the
    /// position-by-position reference.
    @Test func neverHidesALineTheScannerWouldRewrite() {
        let fragments = [
            "token", "Token", "TOKEN", "secret", "Secret", "password", "passwd", "PassPhrase", "api_key", "X-Api-Key",
            "private_key", "SecretAccessKey", "authorization", "Proxy-Authorization", "Bearer", "bearer", "BEARER",
            "ghp_", "github_pat_", "AKIA", "ASIA", "AIza", "eyJ", "xoxb-", "https://", "user:pw@", "=", ":", " = ",
            " : ", "\"", "'", "\\\"", " ", "  ", "\t", "abc", "0123456789ABCDEF", "IOSFODNN7EXAMPLE", "XYZ", "/", ".",
            "-", "_", "é", "$", "*", "<", "@", "?", "&",
            // Issue 12's formats: escaped and encoded separators, prefixed tokens, command lines.
            "\\=", "\\\\=", "&quot;", "&amp;quot;", "%3D", "%3a", "%22", "=>", "=&gt;", "glpat-", "glsa_", "sk_live_",
            "rk_test_", "sk-ant-", "npm_", "SG.", "hvs.", "1//0", "shpat_", "sq0atp-", "sntrys_", "pypi-AgEIcHlwaS5vcmc",
            "hf_", "dop_v1_", "dapi", "PMAK-", "NRAK-", "HRKU-", "ATATT3", "AGE-SECRET-KEY-1", "ops_eyJ",
            "eyJ0b2tlbiI6ImFiY2RlZmdoaWprbG1ub3AifQ", "ewogInRva2VuIjogImFiY2RlZmdoaWprbG1ub3AiIH0", "--password ",
            "--api-key ", "-p ", "-P ", "-k ", "security unlock-keychain ", "altool ", "set-key-partition-list ",
            "hooks.slack.com/services/", "discord.com/api/webhooks/", "0123456789abcdef0123456789abcdef@", ";",
            // Issue 28: vendor prefixes found bare.
            "whsec_", "r8_", "pplx-", "pul-", "rubygems_", "bkua_", "CCIPAT_", "figd_", "ntn_", "FLWSECK", "GOCSPX-", "ya29.",
            "dp.st.", "dp.pt.", "dt0c01.", "cmVmdGtuOjAx", "0123456789abcdef0123456789abcdef",
        ]
        var random = SeededGenerator(seed: 0x5EC2E7)
        var walked = 0
        for _ in 0..<40_000 {
            var line = ""
            for _ in 0..<Int(random.next() % 24) {
                line += fragments[Int(random.next() % UInt64(fragments.count))]
            }
            let bytes = Array(line.utf8)
            let filtered = candidate(bytes)
            let reference = bytes.withUnsafeBytes { buffer in
                (0..<buffer.count).contains { SecretCandidateFilter.mayStartSecret(buffer, at: $0) }
            }
            #expect(filtered == reference, "\(line)")
            var matches: [SecretScanner.Match] = []
            bytes.withUnsafeBytes { SecretScanner.scanWords($0, into: &matches) }
            if !matches.isEmpty {
                walked += 1
                #expect(filtered, "\(line)")
            }
        }
        // The generator must produce plenty of real secrets for the check to mean anything.
        #expect(walked > 2_000)
    }

    /// The pair table is what lets the search skip a position: every pair `mayStartSecret` accepts
    /// at a line's start (whatever the third byte), and every byte a separator's key may end in
    /// before it, is in the table.
    @Test func everyPairASignStartsWithIsInTheTable() {
        let bytes = Array(UInt8(0)..<128) + [0x80, 0xC3, 0xFF]
        let thirds = Array(UInt8(0x20)..<0x7F) + [0]
        var missing: [String] = []
        for first in bytes {
            for second in bytes where !SecretCandidateFilter.pairMayStartSign(first, second) {
                for third in thirds where [first, second, third].withUnsafeBytes({ SecretCandidateFilter.mayStartSecret($0, at: 0, anywhere: true) }) {
                    missing.append(String(decoding: [first, second, third], as: UTF8.self))
                }
            }
        }
        #expect(missing.isEmpty, "\(missing.prefix(20))")
        // Keys (each but its last byte, which is tried with every byte) and the quotes between a
        // key and its separator.
        let stems = [
            "passwor", "PASSWOR", "passw", "toke", "TOKE", "api_ke", "API_KE", "secre", "si", "aut", "add-mas", "passphras", "cooki", "pas",
            "authorizatio", "token", "\"token", "'token", "token\\", "&quot;token&quot", "&#39;token&#39", "%22token%2", "%27token%2", "token  ",
        ]
        for stem in stems.map({ Array($0.utf8) }) {
            for last in bytes {
                for separator in [UInt8(ascii: ":"), UInt8(ascii: "=")] {
                    let line = stem + [last, separator] + Array("abcdefgh".utf8)
                    let introduces = line.withUnsafeBytes { SecretCandidateFilter.mayStartSecret($0, at: stem.count + 1) }
                    #expect(!introduces || SecretCandidateFilter.pairMayStartSign(last, separator), "\(String(decoding: line, as: UTF8.self))")
                }
            }
        }
    }

    /// Word signs count only at a word's start or after `_`/`-` (the scanner looks nowhere else);
    /// inside a word only where a cut or a typed object's string may start (`mayHoldSecretAnywhere`).
    @Test func wordSignsStartAWord() {
        for (line, expected) in [
            ("ghp_0123456789abcdefghijABCD", true), ("xghp_0123456789abcdefghijABCD", false), ("build_ghp_0123456789abcdefghij", true),
            ("v9-glpat-0123456789abcdefghij", true), ("9glpat-0123456789abcdefghij", false), ("x rubygems_0123456789abcdef", true),
            ("xrubygems_0123456789abcdef", false),
        ] {
            #expect(candidate(Array(line.utf8)) == expected, "\(line)")
            #expect(Array(line.utf8).withUnsafeBytes { SecretCandidateFilter.mayHoldSecretAnywhere($0) }, "\(line)")
        }
        // Names of a password end a word, in any case.
        for (line, expected) in [
            ("<PASSWORD>hunter2</PASSWORD>", true), ("&lt;dbPassPhrase&gt;", true), ("password x", true), ("testPasswordField", false),
            ("passwords", false), ("passwd_file", false),
        ] {
            #expect(candidate(Array(line.utf8)) == expected, "\(line)")
        }
    }

    private func candidate(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { SecretCandidateFilter.mayHoldSecret($0) }
    }
}
