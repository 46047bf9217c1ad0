@testable import EvidenceRedaction
import EvidenceTestSupport
import Testing

/// The candidate filter may only skip lines the scanner would leave alone.
@Suite struct SecretCandidateFilterTests {
    /// Every rule's triggering example, at every offset from 0 to 40 (so its sign falls in the
    /// vector steps and in the scalar tail), is a candidate.
    @Test(arguments: SecretRedactorTests.triggering)
    func everyTriggeringExampleIsACandidateAtAnyOffset(_ example: RedactionExample) {
        for padding in 0...40 {
            let line = Array((String(repeating: "~", count: padding) + example.input).utf8)
            #expect(candidate(line), "offset \(padding)")
        }
    }

    @Test func ordinaryLogLinesAreNotCandidates() {
        let lines = [
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
    /// walk finds a secret, the filter let the line through; and the vector steps agree with the
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

    private func candidate(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { SecretCandidateFilter.mayHoldSecret($0) }
    }
}
