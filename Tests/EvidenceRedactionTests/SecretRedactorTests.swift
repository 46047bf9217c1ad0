@testable import EvidenceCore
@testable import EvidenceRedaction
import EvidenceTestSupport
import Testing

/// Each rule with text that must trigger it (and what must remain) and text that must not.
struct RedactionExample: CustomTestStringConvertible, Sendable {
    var kind: SecretKind
    var input: String
    var expected: String
    var testDescription: String { "\(kind.rawValue): \(input.prefix(40))" }
}

@Suite struct SecretRedactorTests {
    static let triggering: [RedactionExample] = [
        .init(kind: .authorizationHeader, input: "Authorization: Bearer abc.def.ghi-123", expected: "Authorization: [REDACTED:authorization-header]"),
        .init(kind: .authorizationHeader, input: "curl -H \"Authorization: token 0123456789abcdef\" https://api", expected: "curl -H \"Authorization: [REDACTED:authorization-header]\" https://api"),
        .init(kind: .authorizationHeader, input: "{\"authorization\":\"Basic dXNlcjpwYXNz\",\"x\":1}", expected: "{\"authorization\":\"[REDACTED:authorization-header]\",\"x\":1}"),
        .init(kind: .bearerToken, input: "retrying with bearer sk_live_51HxYz0AbCdEf now", expected: "retrying with bearer [REDACTED:bearer-token] now"),
        .init(kind: .githubToken, input: "git clone https://ghp_1234567890abcdefghijABCDEFGHIJ123456@github.com/x/y", expected: "git clone https://[REDACTED:github-token]@github.com/x/y"),
        .init(kind: .githubToken, input: "GH=github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", expected: "GH=[REDACTED:github-token]"),
        .init(kind: .awsAccessKeyID, input: "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", expected: "AWS_ACCESS_KEY_ID=[REDACTED:aws-access-key-id]"),
        .init(kind: .awsSecretAccessKey, input: "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", expected: "aws_secret_access_key = [REDACTED:aws-secret-access-key]"),
        .init(kind: .awsSecretAccessKey, input: "\"SecretAccessKey\": \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\"", expected: "\"SecretAccessKey\": \"[REDACTED:aws-secret-access-key]\""),
        .init(kind: .jwt, input: "id eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk end", expected: "id [REDACTED:jwt] end"),
        .init(kind: .password, input: "login user=ci password=hunter2 ok", expected: "login user=ci password=[REDACTED:password] ok"),
        .init(kind: .password, input: "DB_PASSWORD: 's3cr3t value'", expected: "DB_PASSWORD: '[REDACTED:password]'"),
        .init(kind: .tokenPair, input: "GET /sync?token=abc123&page=2", expected: "GET /sync?token=[REDACTED:token]&page=2"),
        .init(kind: .tokenPair, input: "client_secret=Zm9vYmFy", expected: "client_secret=[REDACTED:token]"),
        .init(kind: .tokenPair, input: "X-Api-Key: 9f8e7d6c5b4a", expected: "X-Api-Key: [REDACTED:token]"),
        .init(kind: .urlCredentials, input: "fetch https://deploy:pa55word@example.com/repo.git", expected: "fetch https://deploy:[REDACTED:url-credentials]@example.com/repo.git"),
        .init(kind: .slackToken, input: "SLACK=xoxb-123456789012-abcdefABCDEF", expected: "SLACK=[REDACTED:slack-token]"),
        .init(kind: .googleAPIKey, input: "key AIzaSyA1234567890abcdefghijklmnopqrstuv", expected: "key [REDACTED:google-api-key]"),
        // Near the shapes no secret has (a status, a lone lowercase word, a short count): still secrets.
        .init(kind: .password, input: "KEYCHAIN_PASSWORD=sunshine", expected: "KEYCHAIN_PASSWORD=[REDACTED:password]"),
        .init(kind: .password, input: "pin password: 1234 ok", expected: "pin password: [REDACTED:password] ok"),
        .init(kind: .tokenPair, input: "verify token: 123456", expected: "verify token: [REDACTED:token]"),
        .init(kind: .tokenPair, input: "refresh_token=-34018abc", expected: "refresh_token=[REDACTED:token]"),
        .init(kind: .tokenPair, input: "api_key=abcdefghijklmnopq", expected: "api_key=[REDACTED:token]"),
        // Hand-made secrets under an environment's or a config's key (a code's own name is exempt, these are not).
        .init(kind: .tokenPair, input: "SESSION_SECRET=keyboardcat", expected: "SESSION_SECRET=[REDACTED:token]"),
        .init(kind: .tokenPair, input: "client_secret: opensesame", expected: "client_secret: [REDACTED:token]"),
        .init(kind: .tokenPair, input: "SIGNING_KEY=4821", expected: "SIGNING_KEY=[REDACTED:token]"),
        .init(kind: .password, input: "KEYCHAIN_PASSWORD=-84721936", expected: "KEYCHAIN_PASSWORD=[REDACTED:password]"),
        .init(kind: .password, input: "PASSWORD=!@#^~", expected: "PASSWORD=[REDACTED:password]"),
        .init(kind: .password, input: "KEYCHAIN_PASSWORD=Open.Sesame!", expected: "KEYCHAIN_PASSWORD=[REDACTED:password]"),
        .init(kind: .password, input: "\"password\": \"{Summer2024}\"", expected: "\"password\": \"[REDACTED:password]\""),
        .init(kind: .authorizationHeader, input: "authorization: Basic dXNlcjpsZXRtZWlu rejected by proxy", expected: "authorization: [REDACTED:authorization-header]"),
        .init(kind: .authorizationHeader, input: "Authorization: Xyzzyplughtoken", expected: "Authorization: [REDACTED:authorization-header]"),
        .init(kind: .password, input: "Keychain password: HUNTR for ci", expected: "Keychain password: [REDACTED:password] for ci"),
        // Issue 12: formats that leaked.
        .init(kind: .tokenPair, input: "    export API_TOKEN\\=oXNQ8f2kLmPq7RtZ", expected: "    export API_TOKEN\\=[REDACTED:token]"),
        .init(kind: .password, input: "    export MATCH_PASSWORD\\=ab\\ cd", expected: "    export MATCH_PASSWORD\\=[REDACTED:password]"),
        .init(kind: .tokenPair, input: "<failure message=\"{&quot;token&quot;:&quot;abc123def456&quot;}\"/>", expected: "<failure message=\"{&quot;token&quot;:&quot;[REDACTED:token]&quot;}\"/>"),
        .init(kind: .password, input: "DB_PASSWORD=ab;cd ok", expected: "DB_PASSWORD=[REDACTED:password] ok"),
        .init(kind: .tokenPair, input: "SECRET_KEY_BASE=0123abcd4567ef", expected: "SECRET_KEY_BASE=[REDACTED:token]"),
        .init(kind: .tokenPair, input: "AccountName=ci;AccountKey=abc+/def==;EndpointSuffix=core", expected: "AccountName=ci;AccountKey=[REDACTED:token];EndpointSuffix=core"),
        .init(kind: .password, input: "Server=db;Password=p@ss;w0rd;Database=ci", expected: "Server=db;Password=[REDACTED:password];Database=ci"),
        .init(kind: .password, input: "xcrun altool --upload-app -f App.ipa -u ci -p abcd-efgh-ijkl", expected: "xcrun altool --upload-app -f App.ipa -u ci -p [REDACTED:password]"),
        .init(kind: .password, input: "xcrun altool --upload-app --password abcd-efgh-ijkl -f App.ipa", expected: "xcrun altool --upload-app --password [REDACTED:password] -f App.ipa"),
        .init(kind: .password, input: "security unlock-keychain -p s3cret build.keychain", expected: "security unlock-keychain -p [REDACTED:password] build.keychain"),
        .init(kind: .gitlabToken, input: "using glpat-abcdefghij0123456789 now", expected: "using [REDACTED:gitlab-token] now"),
        .init(kind: .stripeKey, input: "sk_live_abcdefghij0123456789", expected: "[REDACTED:stripe-key]"),
        .init(kind: .stripeKey, input: "key rk_live_abcdefghij0123456789", expected: "key [REDACTED:stripe-key]"),
        .init(kind: .npmToken, input: "npm_abcdefghij0123456789abcdefghij0123", expected: "[REDACTED:npm-token]"),
        .init(kind: .sendgridKey, input: "SG.abcdefghij0123456789.abcdefghij0123456789abcdefghij", expected: "[REDACTED:sendgrid-key]"),
        .init(kind: .googleOAuthToken, input: "refresh 1//0abcdefghij0123456789abcdefghij0123456789", expected: "refresh [REDACTED:google-oauth-token]"),
        .init(kind: .webhookURL, input: "https://hooks.slack.com/services/T000/B000/abcdefghij0123456789", expected: "https://hooks.slack.com/services/[REDACTED:webhook-url]"),
        .init(kind: .urlCredentials, input: "dsn https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/1", expected: "dsn https://[REDACTED:url-credentials]@o1.ingest.sentry.io/1"),
        .init(kind: .encodedSecret, input: "AUTH=eyJ0b2tlbiI6ImFiY2RlZmdoaWprbG1ub3AifQ== done", expected: "AUTH=[REDACTED:encoded-secret] done"),
        .init(kind: .tokenPair, input: "cb%3Faccess_token%3Dabc123def%26x=1", expected: "cb%3Faccess_token%3D[REDACTED:token]%26x=1"),
        .init(kind: .vendorToken, input: "hvs.abcdefghij0123456789abcdefghij", expected: "[REDACTED:vendor-token]"),        // Issue 28: vendor prefixes caught bare, not only after a key that names them.
        .init(kind: .stripeKey, input: "secret whsec_abcdefghij0123456789ABCDEFGHIJ ok", expected: "secret [REDACTED:stripe-key] ok"),
        .init(kind: .vendorToken, input: "r8_abcdefghij0123456789ABCDEFGHIJabcdefg", expected: "[REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "with pplx-abcdefghij0123456789ABCDEFGHIJabcdefghij01234567", expected: "with [REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "login pul-0123456789abcdef0123456789abcdef01234567", expected: "login [REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "push rubygems_0123456789abcdef0123456789abcdef0123456789abcdef", expected: "push [REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "bkua_0123456789abcdef0123456789abcdef01234567", expected: "[REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "CCIPAT_abcdefghij0123456789AB_0123456789abcdef0123456789abcdef01234567", expected: "[REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "figd_abcdefghij0123456789ABCDEFGHIJabcdefghij", expected: "[REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "ntn_abcdefghij0123456789ABCDEFGHIJabcdefghij012345", expected: "[REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "FLWSECK_TEST-0123456789abcdef0123456789abcdef-X", expected: "[REDACTED:vendor-token]"),
        .init(kind: .googleOAuthToken, input: "uses GOCSPX-abcdefghij0123456789ABCDEFGH", expected: "uses [REDACTED:google-oauth-token]"),
        .init(kind: .googleOAuthToken, input: "token ya29.a0abcdefghij0123456789ABCDEFGHIJabcdefghij. Done", expected: "token [REDACTED:google-oauth-token]. Done"),
        .init(kind: .vendorToken, input: "doppler dp.st.ci.abcdefghij0123456789ABCDEFGHIJabcdefghij", expected: "doppler [REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "dt0c01.ABCDEFGHIJ0123456789ABCD.ABCDEFGHIJ0123456789ABCDEFGHIJ0123456789ABCDEFGHIJ0123456789ABCD", expected: "[REDACTED:vendor-token]"),
        .init(kind: .vendorToken, input: "jf cmVmdGtuOjAxOjabcdefghij0123456789ABCDEFGHIJabcdefghij0123456789", expected: "jf [REDACTED:vendor-token]"),
        .init(kind: .password, input: "  password abc123def456\" type=\"Failure\"/>", expected: "  password [REDACTED:password]\" type=\"Failure\"/>"),
    ]

    static let nonTriggering: [String] = [
        "Test Case '-[AppTests.SyncRefreshJobTests testTokenRefresh]' passed (0.010 seconds).",
        "/Users/ci/App/Sync.swift:42: error: -[AppTests.SyncTests testPassword] : XCTAssertEqual failed: (\"1\") is not equal to (\"2\")",
        "Registration rejected; com.example.app.refresh is not advertised in the application's Info.plist",
        "password=$(SECRET_FROM_KEYCHAIN) token=${CI_TOKEN} secret=*** apikey=<redacted>",
        "Authorization: [REDACTED:authorization-header]",
        "tokens=3 passwords: none passed",
        // The key stood in a string its quote closes: the error after it is the evidence, not a value.
        "2026-11-30 13:06:13.884 Df FerryPass[60211:4a3c1] [com.facebook.react.log:javascript] 'Error getting FCM token:', [Error: [messaging/unknown] no valid “aps-environment” entitlement string found for application]",
        "console.log(\"push token:\", error)",
        "Bearer short",
        "ghp_short and AKIA-not-a-key and eyJnot.a",
        "https://github.com/owner/repo/actions/runs/1 and git@github.com:owner/repo",
        "BGTaskSchedulerErrorDomain Code=3 \"(null)\"",
        "    PWD = \"/tmp\";",
        // Issue 12: ordinary lines that were mangled.
        "token: nil", "authorization: granted", "secret: false", "apiKey = config.apiKey", "password: String",
        "let token = try await fetchToken()", "authorization: .authorized", "token_type=bearer expires_in=3600",
        // A state inside the text that quotes it (an assertion's value): evidence, not a credential.
        #"XCTAssertEqual failed: ("off (authorization: notDetermined)") is not equal to ("on")"#, #"status="authorization: denied""#,
        "mkdir -p build/logs", "security unlock-keychain -p \"$KEYCHAIN_PASSWORD\" build.keychain",
        "Expected a -----BEGIN RSA PRIVATE KEY----- header here",
    ]

    @Test(arguments: triggering)
    func redactsTriggeringExample(_ example: RedactionExample) throws {
        let redactor = SecretRedactor()
        let output = String(decoding: try redactor.redact(Array(example.input.utf8)), as: UTF8.self)
        #expect(output == example.expected)
        #expect(redactor.counts[example.kind] == 1)
        #expect(redactor.total == 1)
    }

    /// A plist's key and string and JUnit's property escaped in another document's attribute (a
    /// failure message quoting them, read as a log line): found by the markup around them, not by
    /// the candidate filter's signs; a masked typed-object string the same.
    static let escapedMarkup: [RedactionExample] = [
        .init(kind: .tokenPair, input: "<failure message=\"&lt;key&gt;APIToken&lt;/key&gt;&lt;string&gt;abc123def456&lt;/string&gt;\"/>", expected: "<failure message=\"&lt;key&gt;APIToken&lt;/key&gt;&lt;string&gt;[REDACTED:token]&lt;/string&gt;\"/>"),
        .init(kind: .tokenPair, input: "m=\"&lt;property name=&quot;api_token&quot; value=&quot;abc123def456&quot;/&gt;\"", expected: "m=\"&lt;property name=&quot;api_token&quot; value=&quot;[REDACTED:token]&quot;/&gt;\""),
    ]

    @Test(arguments: escapedMarkup)
    func redactsEscapedMarkup(_ example: RedactionExample) throws {
        let redactor = SecretRedactor()
        let output = String(decoding: try redactor.redact(Array(example.input.utf8)), as: UTF8.self)
        #expect(output == example.expected)
        #expect(redactor.counts[example.kind] == 1)
        var masked = Array(example.input.utf8)
        let counts = masked.withUnsafeMutableBytes { SecretMasker.mask($0) }
        #expect(counts[example.kind] == 1)
        #expect(!ByteSearch.contains(masked, "abc123def456"))
    }

    @Test(arguments: nonTriggering)
    func leavesNonTriggeringTextAlone(_ text: String) throws {
        let redactor = SecretRedactor()
        let output = String(decoding: try redactor.redact(Array((text + "\n").utf8)), as: UTF8.self)
        #expect(output == text + "\n")
        #expect(redactor.total == 0)
    }

    @Test func redactsPrivateKeyBlocksAcrossLines() throws {
        let text = """
            before
            -----BEGIN RSA PRIVATE KEY-----
            MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun
            VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK
            -----END RSA PRIVATE KEY-----
            after

            """
        let redactor = SecretRedactor()
        let output = String(decoding: try redactor.redact(Array(text.utf8)), as: UTF8.self)
        #expect(output == "before\n-----BEGIN RSA PRIVATE KEY-----\n[REDACTED:private-key]\n-----END RSA PRIVATE KEY-----\nafter\n")
        #expect(redactor.counts[.privateKey] == 1)
    }

    @Test func redactsAPrivateKeyEscapedOnOneLine() throws {
        let text = #"{"key":"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n"}"#
        let output = String(decoding: try SecretRedactor().redact(Array(text.utf8)), as: UTF8.self)
        #expect(output == #"{"key":"-----BEGIN PRIVATE KEY-----[REDACTED:private-key]-----END PRIVATE KEY-----\n"}"#)
    }

    /// Chunk boundaries anywhere — even inside a secret — give the same output as one whole buffer.
    @Test func chunkBoundariesDoNotMatter() throws {
        let text = Array(Self.triggering.map(\.input).joined(separator: "\r\n").utf8) + Array("\nno newline at end password=x".utf8)
        let whole = try SecretRedactor().redact(text)
        for chunkSize in [1, 2, 7, 64, 1000] {
            let redactor = SecretRedactor()
            var output: [UInt8] = []
            var start = 0
            while start < text.count {
                let end = min(start + chunkSize, text.count)
                try text[start..<end].withUnsafeBytes { try redactor.process($0) { output.append(contentsOf: $0) } }
                start = end
            }
            try redactor.finish { output.append(contentsOf: $0) }
            #expect(output == whole, "chunk size \(chunkSize)")
            #expect(redactor.total == Self.triggering.count + 1)
        }
    }

    @Test func aVeryLongLineIsScannedInPiecesWithBoundedMemory() throws {
        let filler = String(repeating: "abcdefgh ", count: 300_000)  // 2.7 MB, one line
        let text = Array((filler + "token=abc123 " + filler + "\n").utf8)
        let redactor = SecretRedactor()
        let output = try redactInChunks(text, redactor)
        #expect(redactor.counts[.tokenPair] == 1)
        #expect(output.count == text.count - "abc123".utf8.count + "[REDACTED:token]".utf8.count)
    }

    /// In a line longer than the limit, a key, its separator and its value are never cut apart —
    /// whichever of the spaces near the cut they stand at (minified JSON dumped into a log).
    @Test(arguments: ["\"token\": \"s3cr3tvalue\"", "Authorization: Bearer s3cr3tvalue", "password = s3cr3tvalue"])
    func aSecretNearTheCutOfAVeryLongLineIsRedacted(_ secret: String) throws {
        let limit = SecretRedactor.maximumLineLength
        let unit = "{\"k\":1, \"v\":\"abcdefgh\"}, "
        let head = String(repeating: unit, count: limit / 28)
        // After the secret, two 64 KiB chunks more of the same JSON: the chunk past the limit holds
        // no newline, so the line is cut there, seeing the same bytes around the cut as a line twice
        // as long would; the rest of the line is one piece either way.
        let tail = String(repeating: unit, count: 2 * 65536 / unit.utf8.count)
        for offset in [-40, -33, -30, -24, -21, -16, -12, -10, -8, -5, -2, 0, 4] {
            let padding = String(repeating: "x", count: limit + offset - head.utf8.count)
            let text = Array((head + padding + " " + secret + " tail, " + tail + "\n").utf8)
            #expect(text.count > limit + 65536)  // the newline is past the chunk that crosses the limit
            let leaked = ByteSearch.contains(try redactInChunks(text, SecretRedactor()), "s3cr3tvalue")
            #expect(!leaked, "offset \(offset)")
        }
    }

    /// Feeds `text` in 64 KiB chunks, as a file is read: a line longer than the limit then spans chunks.
    private func redactInChunks(_ text: [UInt8], _ redactor: SecretRedactor) throws -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        while start < text.count {
            let end = min(start + 65536, text.count)
            try text[start..<end].withUnsafeBytes { try redactor.process($0) { output.append(contentsOf: $0) } }
            start = end
        }
        try redactor.finish { output.append(contentsOf: $0) }
        return output
    }

    /// The chunk-level search for `-----BEGIN` (three dashes at a time, 32 positions a step) agrees
    /// with a plain search at every offset, among single dashes and runs of other lengths.
    @Test func beginMarkerSearchAgreesWithAPlainSearch() {
        var random = SeededGenerator(seed: 0xBE61)
        let pieces = ["-", "--", "---", "----", "-----", "BEGIN", "-----BEGIN", "----BEGIN", "------BEGIN", "a", " ", "\n", "-[A t]"]
        for _ in 0..<2_000 {
            var text: [UInt8] = []
            for _ in 0..<Int(random.next() % 30) { text += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
            let start = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count))
            let expected = text.withUnsafeBytes { ByteSearch.firstIndex(of: Array("-----BEGIN".utf8), in: $0, from: start) != nil }
            let found = text.withUnsafeBytes { SecretRedactor.holdsBeginMarker($0, from: start) }
            #expect(found == expected, "\(String(decoding: text, as: UTF8.self)) from \(start)")
        }
    }

    /// The substring search (first and last bytes 32 positions a step, then memcmp) finds the first
    /// occurrence a position-by-position search finds, at every start, across its 32-byte steps.
    @Test func substringSearchAgreesWithAPlainSearch() {
        var random = SeededGenerator(seed: 0x5EA4C4)
        let needles = ["error: ", "e ", "ee", "error:error: ", "-----BEGIN", "\n"].map { Array($0.utf8) }
        let pieces = ["e", "error", ": ", "error: ", "r: ", " ", "-", "-----", "BEGIN", "\\", "n", "\n", "abcdefghijklmnopqrstuvwxyz0123456789"]
        for _ in 0..<3_000 {
            var text: [UInt8] = []
            for _ in 0..<Int(random.next() % 40) { text += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
            let needle = needles[Int(random.next() % UInt64(needles.count))]
            let start = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count))
            let expected = start + needle.count <= text.count
                ? (start...(text.count - needle.count)).first { Array(text[$0..<($0 + needle.count)]) == needle } : nil
            let found = text.withUnsafeBytes { ByteSearch.firstIndex(of: needle, in: $0, from: start) }
            #expect(found == expected, "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self)) from \(start)")
        }
    }

    @Test func invalidUTF8PassesThroughUnchanged() throws {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x41, 0x0A, 0xC3, 0x28, 0x0A]
        #expect(try SecretRedactor().redact(bytes) == bytes)
    }
}

/// Secrets a review found slipping through: JSON inside strings, escaped quotes, key/value pairs
/// split over XML elements, text around a one-line private key, a key block that never ends.
@Suite struct SecretRedactorStructureTests {
    func redact(_ text: String) throws -> (String, SecretRedactor) {
        let redactor = SecretRedactor()
        return (String(decoding: try redactor.redact(Array(text.utf8)), as: UTF8.self), redactor)
    }

    @Test func jsonInsideAJSONString() throws {
        let (output, redactor) = try redact(#"{"body":"{\"password\":\"hunter2\",\"user\":\"ci\"}"}"# + "\n")
        #expect(output == #"{"body":"{\"password\":\"[REDACTED:password]\",\"user\":\"ci\"}"}"# + "\n")
        #expect(redactor.total == 1)
    }

    @Test func anEscapedQuoteInsideAValueDoesNotEndIt() throws {
        let (output, _) = try redact(#""password": "ab\"cd-rest-of-secret", "x": 1"# + "\n")
        #expect(output == #""password": "[REDACTED:password]", "x": 1"# + "\n")
    }

    @Test func plistKeyAndValueOnTwoLines() throws {
        let (output, redactor) = try redact("\t<key>APIToken</key>\n\t<string>abc123secret</string>\n\t<key>Name</key>\n\t<string>visible</string>\n")
        #expect(output == "\t<key>APIToken</key>\n\t<string>[REDACTED:token]</string>\n\t<key>Name</key>\n\t<string>visible</string>\n")
        #expect(redactor.counts[.tokenPair] == 1)
    }

    @Test func junitProperty() throws {
        let (output, _) = try redact(#"<property name="api_token" value="abc123secret"/><property name="os" value="iOS 18"/>"# + "\n")
        #expect(output == #"<property name="api_token" value="[REDACTED:token]"/><property name="os" value="iOS 18"/>"# + "\n")
    }

    @Test func textAroundAOneLinePrivateKeyIsScannedToo() throws {
        let text = #"{"client_secret":"s3cr3t","private_key":"-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n","token":"t0k3n"}"# + "\n"
        let (output, redactor) = try redact(text)
        #expect(!output.contains("s3cr3t") && !output.contains("MIIEvQ") && !output.contains("t0k3n"))
        // client_secret and token; the header itself is no secret, and stays.
        #expect(redactor.counts[.privateKey] == 1)
        #expect(redactor.counts[.tokenPair] == 2)
    }

    /// Issue 12: a line that merely mentions a header drops nothing after it.
    @Test func aHeaderFollowedByOrdinaryLinesDropsNothing() throws {
        let body = (1...150).map { "line \($0)" }.joined(separator: "\n")
        let text = "-----BEGIN RSA PRIVATE KEY-----\n\(body)\nTest Case 'x' failed\n"
        let (output, redactor) = try redact(text)
        #expect(output == text)
        #expect(redactor.total == 0)
    }

    /// Issue 28: a line of a megabyte of markers that open and never close (`<key>` without
    /// `</key>`, `<property ` without `name="`, escaped alike) is read in one pass: the searches pass
    /// over a few times the line's bytes, each search once (once per marker before, quadratic: minutes for this line),
    /// and the redactor leaves it as it is.
    @Test(arguments: ["<key>", "&lt;key&gt;", "<property ", "&lt;property ", "<property name=\"x", "<property name=\\\"x", "&lt;property name=&quot;x"])
    func aMegabyteOfUnclosedMarkersIsReadInOnePass(marker: String) throws {
        let line = Array(String(repeating: marker, count: (1 << 20) / marker.utf8.count).utf8)
        var scan = MarkupKeyScan()
        let named = line.withUnsafeBytes { scan.namesSecret($0, marker.hasPrefix("&") ? SecretMarkup.escaped : SecretMarkup.plain) }
        #expect(!named)
        #expect(scan.bytesRead <= 5 * line.count, "\(scan.bytesRead) bytes searched in a line of \(line.count)")
        let start = ContinuousClock.now
        #expect(try SecretRedactor().redact(line + [0x0A]) == line + [0x0A])
        // Generous: the one pass takes milliseconds; once per marker took minutes.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// The one pass finds what the markers name, as written, escaped and quoted in JSON, after any
    /// number of markers that name nothing.
    @Test func theOnePassFindsAKeyAfterManyMarkers() {
        let filler = String(repeating: "<key>Name</key><property name=\"os\" ", count: 1000)
        for (line, dialect) in [
            ("<key>APIToken</key>", SecretMarkup.plain), ("<property name=\"api_token\" value=\"x\"/>", SecretMarkup.plain),
            ("<property name=\\\"api_token\\\" value=\\\"x\\\"/>", SecretMarkup.plain),
            ("&lt;key&gt;APIToken&lt;/key&gt;", SecretMarkup.escaped), ("&lt;property name=&quot;api_token&quot;", SecretMarkup.escaped),
        ] {
            let text = Array((filler + line).utf8)
            var scan = MarkupKeyScan()
            #expect(text.withUnsafeBytes { scan.namesSecret($0, dialect) }, "\(line)")
            var plain = MarkupKeyScan()
            #expect(!Array(filler.utf8).withUnsafeBytes { plain.namesSecret($0, dialect) })
        }
    }

    /// Issue 28: a token joined to the word before it by `_` or `-` is redacted from its prefix on
    /// (the word before stays); an identifier that only looks like one is left alone.
    @Test func aTokenJoinedToTheWordBeforeItIsRedacted() throws {
        let token = "ghp_1234567890abcdefghijABCDEFGHIJ123456"
        for (input, expected) in [
            ("artifact_\(token).zip", "artifact_[REDACTED:github-token].zip"),
            ("build-\(token) ok", "build-[REDACTED:github-token] ok"),
            ("ci-run-glpat-Ab3_dE5-fG7hI9jK1lM2 x", "ci-run-[REDACTED:gitlab-token] x"),
            ("key_SG.abcdefghijklmnop1234.ABCDEFGHIJKLMNOP5678qrst", "key_[REDACTED:sendgrid-key]"),
            ("test_ghp_parser_rejects_short_tokens", "test_ghp_parser_rejects_short_tokens"),
            ("build-glpat-TokenParserTests", "build-glpat-TokenParserTests"),
            ("check_npm_v12_install_cache_directory_path", "check_npm_v12_install_cache_directory_path"),
        ] {
            let (output, _) = try redact(input + "\n")
            #expect(output == expected + "\n", "\(input)")
        }
    }

    /// A word of glued separators is looked at only in its last bytes: the walk stays linear.
    @Test func aLongWordOfSeparatorsStaysLinear() throws {
        let word = String(repeating: "a_ghp_", count: 200_000)
        let start = ContinuousClock.now
        let (output, _) = try redact(word + "\n")
        #expect(output == word + "\n")
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
