@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceRedaction
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Issue 28, "never destroy, never leak": redaction never makes a file unreadable to its reader. Each
/// test runs the real `collect` into a real archive and reads every structured entry back with the
/// readers that read it for real — Foundation's XMLParser and PropertyListSerialization, JSON
/// serialisation, and triage's own JUnit, registration-record and plist readers.
@Suite struct StructuredRedactionTests {
    static let token = "abcdefghijklmnop1234567890QRSTUV"

    // MARK: - Readers

    /// What a structured entry fails to parse with, or nil when it parses (or is not structured).
    static func parseProblem(path: String, bytes: [UInt8]) -> String? {
        let data = Data(bytes)
        if path.hasSuffix(".jsonl") || path.hasPrefix("diagnostics/") {
            for (number, line) in bytes.split(separator: 0x0A).enumerated() where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                if (try? JSONSerialization.jsonObject(with: Data(line), options: [.fragmentsAllowed])) == nil { return "line \(number + 1) is not JSON" }
            }
            return nil
        }
        if path.hasSuffix(".json") {
            return (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil ? "not JSON" : nil
        }
        if path.hasSuffix(".plist") || isXMLPlist(bytes) {
            return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) == nil ? "not a property list" : nil
        }
        if path.hasSuffix(".xml") || path.hasPrefix("junit/") {
            let parser = XMLParser(data: data)
            return parser.parse() ? nil : "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")"
        }
        return nil
    }

    static func isXMLPlist(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(256), as: UTF8.self)
        return head.contains("<plist") || head.hasPrefix("bplist")
    }

    /// Collects `inputs` and returns the result and every entry but the manifest.
    static func collect(_ inputs: [String], in directory: TemporaryDirectory, binarySecrets: BinarySecretsPolicy = .withhold) throws -> (CollectResult, [(path: String, bytes: [UInt8])], String) {
        let output = directory.path("run-\(UUID().uuidString.prefix(8)).tgz")
        var request = CollectRequest(
            inputs: inputs.map { .init(path: $0) }, output: output, commit: String(repeating: "0", count: 40), environment: [:],
            workingDirectory: directory.path(""))
        request.binarySecrets = binarySecrets
        let result = try Collector.collect(request)
        let entries = try ArchiveRewriter.entries(of: output).filter { $0.path != Manifest.archivePath }.map { ($0.path, $0.contents) }
        return (result, entries, output)
    }

    /// Every structured entry that parsed before collect parses after it.
    static func expectReadable(_ entries: [(path: String, bytes: [UInt8])], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for entry in entries {
            #expect(parseProblem(path: entry.path, bytes: entry.bytes) == nil, "\(entry.path): \(parseProblem(path: entry.path, bytes: entry.bytes) ?? "")", sourceLocation: sourceLocation)
        }
    }

    // MARK: - The audit's cases

    static let junit = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
        <testsuite name="Net" tests="3" failures="2">
        <testcase classname="Net" name="testHeader" time="0.1"><failure message="request failed: Authorization: Bearer \(token)">curl -H &quot;Authorization: Bearer \(token)&quot; https://api.example.com</failure></testcase>
        <testcase classname="Net" name="testEntity" time="0.1"><failure message="Authorization: Bearer \(token)&quot; was sent &amp; refused"><![CDATA[token=\(token)]]></failure></testcase>
        <testcase classname="Net" name="testPasses" time="0.1"><system-out>password=\(token)
        authorization: granted</system-out></testcase>
        <properties><property name="api_token" value="\(token)"/><property name="authorization" value="granted"/></properties>
        </testsuite>
        </testsuites>

        """

    static let records = """
        {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"failed","errorType":"sync failed: Authorization: Bearer \(token)","timestamp":"2026-11-20T09:14:03Z"}
        {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"submission","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:04Z"}

        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.app</string>
        \t<key>Note</key>
        \t<string>authorization: granted</string>
        \t<key>BGTaskSchedulerPermittedIdentifiers</key>
        \t<array><string>com.example.app.refresh</string></array>
        </dict>
        </plist>

        """

    static let secretPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.secret</string>
        \t<key>APIToken</key>
        \t<string>\(token)</string>
        \t<key>ClientSecret</key>
        \t<data>
        \tYWJjZGVmZ2hpamtsbW5vcDEyMzQ1Njc4OTBRUlNUVVY=
        \t</data>
        \t<key>Endpoint</key>
        \t<string>https://ci:\(token)@example.com/ &amp; Authorization: Bearer \(token)</string>
        </dict>
        </plist>

        """

    @Test func theAuditsFilesStayReadableAndLoseTheirSecrets() throws {
        let directory = try TemporaryDirectory()
        let inputs = [
            try directory.write("in/junit.xml", Self.junit),
            try directory.write("in/registration.jsonl", Self.records),
            try directory.write("in/App.app/Info.plist", Self.plist),
            try directory.write("in/Secret.app/Info.plist", Self.secretPlist),
            try directory.write("in/settings.json", #"{"endpoint":"https://api.example.com","token":"\#(Self.token)","keychain_password":123456,"retries":3}"#),
        ]
        let (result, entries, archive) = try Self.collect(inputs, in: directory)
        #expect(entries.count == 5)
        Self.expectReadable(entries)
        for entry in entries {
            #expect(!ByteSearch.contains(entry.bytes, "1234567890QRSTUV"), "\(entry.path) leaks")
        }
        #expect(result.manifest.skipped.isEmpty)
        // The benign plist is archived byte for byte: `authorization: granted` is no secret.
        let benign = try #require(entries.first { $0.path == "config/App/Info.plist" })
        #expect(benign.bytes == Array(Self.plist.utf8))
        // The secret plist: its string redacted, its data zeroed (still base64), named as dropped.
        let secret = try #require(entries.first { $0.path == "config/Secret/Info.plist" })
        let list = try #require(try PropertyListSerialization.propertyList(from: Data(secret.bytes), format: nil) as? [String: Any])
        #expect(list["APIToken"] as? String == "[REDACTED:token]")
        #expect((list["ClientSecret"] as? Data).map { $0.allSatisfy { $0 == 0 } } == true)
        #expect((list["Endpoint"] as? String)?.hasPrefix("https://ci:[REDACTED:url-credentials]@example.com/ & Authorization: [REDACTED:") == true)
        let entry = try #require(result.manifest.entries.first { $0.path == "config/Secret/Info.plist" })
        #expect(entry.droppedValues == 1)

        // Triage reads every JUnit result, every record and both plists.
        let input = try ArchiveEvidenceReader.read(archivePath: archive)
        #expect(input.readProblems.isEmpty, "\(input.readProblems)")
        let junit = try #require(input.reports.first { $0.source == "junit/junit.xml" })
        #expect(junit.tests.count == 3)
        #expect(input.registrations.count == 2)
        #expect(input.plists.count == 2)
        let stored = String(decoding: try #require(entries.first { $0.path == "junit/junit.xml" }).bytes, as: UTF8.self)
        #expect(stored.contains(#"message="request failed: Authorization: [REDACTED:authorization-header]""#))
        #expect(stored.contains(#"<property name="api_token" value="[REDACTED:token]"/><property name="authorization" value="granted"/>"#))
        #expect(stored.contains("<![CDATA[token=[REDACTED:token]]]>"))
        let settings = String(decoding: try #require(entries.first { $0.path == "other/settings.json" }).bytes, as: UTF8.self)
        #expect(settings == #"{"endpoint":"https://api.example.com","token":"[REDACTED:token]","keychain_password":"[REDACTED:password]","retries":3}"#)
    }

    /// A binary table of strings inside a result bundle (a log archive's chunk): scanned, never
    /// rewritten. Without findings it is archived byte for byte (`self-token:\0Couldn't` holds no
    /// value); with one it is withheld by default and named under `skipped`, or kept unchanged with
    /// `keep` and its findings named in its manifest entry.
    @Test(arguments: [BinarySecretsPolicy.withhold, .keep])
    func aBinaryChunkIsNeverRewritten(policy: BinarySecretsPolicy) throws {
        let directory = try TemporaryDirectory()
        let bundle = try SyntheticXCResult(at: directory.path("in/Run.xcresult"))
        try bundle.writeTestRun(tests: [("testSync()", "Failure", "XCTAssertTrue failed")])
        let strings = (0..<400).map { "format string %@ number \($0)" } + ["self-token:", "Couldn't find %@ for client"]
        let clean = [0x99, 0x88, 0x77, 0x66, 0x02, 0x00, 0x00, 0x00] + Array(strings.joined(separator: "\0").utf8) + [0]
        let leaking = clean + Array("Authorization: Bearer \(Self.token)\0next string\0".utf8)
        try Data(clean).write(to: URL(fileURLWithPath: bundle.path + "/Data/data.0~cleanchunk"))
        try Data(leaking).write(to: URL(fileURLWithPath: bundle.path + "/Data/data.0~leakingchunk"))

        let (result, entries, archive) = try Self.collect([bundle.path], in: directory, binarySecrets: policy)
        let cleanEntry = try #require(entries.first { $0.path.hasSuffix("data.0~cleanchunk") })
        #expect(cleanEntry.bytes == clean)
        let leakingEntry = entries.first { $0.path.hasSuffix("data.0~leakingchunk") }
        let manifestEntry = result.manifest.entries.first { $0.path.hasSuffix("data.0~leakingchunk") }
        switch policy {
        case .withhold:
            #expect(leakingEntry == nil)
            let skipped = try #require(result.manifest.skipped.first { $0.path.hasSuffix("data.0~leakingchunk") })
            #expect(skipped.reason.sentence.contains("binary file") && skipped.reason.sentence.contains("authorization-header"))
        case .keep:
            #expect(leakingEntry?.bytes == leaking)
            #expect(manifestEntry?.unredactedSecrets?["authorization-header"] == 1)
            #expect(manifestEntry?.redactions == nil)
            #expect(result.manifest.skipped.isEmpty)
        }
        #expect(result.manifest.redactions.total == 0)
        #expect(try ArchiveVerifier.verify(archivePath: archive).problems.isEmpty)
    }

    /// The audit's survivor: a zstd text blob in a bundle that expands past the scan's limit (64 MiB
    /// here, from a few KB) was stored as it was, unscanned, with whatever it held. It is withheld
    /// and named.
    @Test func aBlobThatExpandsPastTheLimitIsWithheldAndNamed() throws {
        let directory = try TemporaryDirectory()
        let bundle = try SyntheticXCResult(at: directory.path("in/Run.xcresult"))
        try bundle.writeTestRun(tests: [("testSync()", "Failure", "XCTAssertTrue failed")])
        let sink = CollectingSink()
        let compressor = try ZstdWriter(sink: sink, threads: 1)
        let lines = Array(String(repeating: "Test Case passed\n", count: 1 << 16).utf8)
        for _ in 0..<((StreamedSecretScan.expansionFloor + (1 << 20)) / Int64(lines.count)) {
            try lines.withUnsafeBytes { try compressor.write($0) }
        }
        try Array("api_token=expandedPastTheLimit0123456789\n".utf8).withUnsafeBytes { try compressor.write($0) }
        try compressor.finish()
        try Data(sink.bytes).write(to: URL(fileURLWithPath: bundle.path + "/Data/data.0~expanding"))

        let (result, entries, archive) = try Self.collect([bundle.path], in: directory)
        #expect(!entries.contains { $0.path.hasSuffix("data.0~expanding") })
        let skipped = try #require(result.manifest.skipped.first { $0.path.hasSuffix("data.0~expanding") })
        #expect(skipped.reason.sentence.contains("too large to scan for secrets"))
        #expect(try ArchiveVerifier.verify(archivePath: archive).problems.isEmpty)
    }

    /// Text in a bundle with a stray NUL is still text, redacted; a table of C strings is not.
    @Test func nulRunsTellTextFromAStringTable() {
        var text = NULRuns()
        let log = Array(String(repeating: "Test Case 'x' passed (0.001 seconds).\n", count: 2000).utf8)
        (log + [0, 0, 0] + log + [0] + log).withUnsafeBytes { text.update($0) }
        #expect(!text.isBinary)
        var table = NULRuns()
        let strings = Array((0..<100).map { "string \($0)" }.joined(separator: "\0").utf8)
        // Cut at every byte boundary a reader might: runs are counted the same.
        strings.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let end = min(all.count, offset + 7)
                table.update(UnsafeRawBufferPointer(rebasing: all[offset..<end]))
                offset = end
            }
        }
        #expect(table.runs == 99)
        #expect(table.isBinary)
    }

    // MARK: - The corpora in every structured placement

    /// Every secret format in a JUnit attribute, text and CDATA, a plist string and a JSON string
    /// (JSON Lines and a JSON document): every file parses after collect as it did before, and no
    /// value survives.
    @Test func theSecretCorpusInEveryStructuredPlacementLeavesFilesReadable() throws {
        let samples = try SecretCorpusTests.samples(seed: 3)
        let directory = try TemporaryDirectory()
        var inputs = try SecretCorpusTests.writeEvidence(samples, in: directory)
        var junit = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"Placements\">\n"
        var json: [String] = []
        for (index, sample) in samples.enumerated() {
            // Control bytes (terminal colours) cannot stand in XML 1.0 as they are: a character reference.
            let text = Self.xmlCharacterReferences(SecretCorpusTests.xmlEscaped(sample.text, attribute: true))
            junit += "<testcase classname=\"Placements\" name=\"test\(index)\"><failure message=\"\(text)\" type=\"\(text)\">"
                + "<![CDATA[\(Self.xmlCharacterReferences(sample.text).replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>")))]]></failure>"
                + "<system-err>\(Self.xmlCharacterReferences(SecretCorpusTests.xmlEscaped(sample.text)))</system-err></testcase>\n"
            json.append(SecretCorpusTests.jsonString(sample.text))
        }
        junit += "</testsuite>\n</testsuites>\n"
        inputs.append(try directory.write("in/placements.xml", junit))
        inputs.append(try directory.write("in/messages.json", "{\"messages\": [\n" + json.joined(separator: ",\n") + "\n], \"count\": \(json.count)}\n"))
        // Which structured inputs parse before collect (the corpus plist holds raw XML fragments, so
        // it does not): those must parse after it.
        let sources = ["junit/junit.xml": inputs[1], "diagnostics/registration.jsonl": inputs[3], "junit/placements.xml": inputs[5], "other/messages.json": inputs[6]]
        for (path, input) in sources {
            #expect(Self.parseProblem(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: input)))) == nil, "\(input) is not readable before collect")
        }
        let unreadableBefore = Self.parseProblem(path: "config/App/Info.plist", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: inputs[2])))) != nil
        for input in inputs where !input.hasSuffix(".xcresult") && !input.hasSuffix(".log") {
            let redactor = StructuredRedactor(format: input.hasSuffix(".json") || input.hasSuffix(".jsonl") ? .json : .xml)
            _ = try redactor.redact(Array(try Data(contentsOf: URL(fileURLWithPath: input))))
            #expect(!redactor.fellBackToText, "\(input) was read as text")
        }
        let (result, entries, _) = try Self.collect(inputs, in: directory)
        Self.expectReadable(entries.filter { !(unreadableBefore && $0.path == "config/App/Info.plist") })
        #expect(Set(sources.keys).isSubset(of: entries.map(\.path)))
        let survivors = SecretCorpusTests.survivors(of: samples, in: entries.map { ($0.path, $0.bytes) })
        #expect(survivors.isEmpty, "\(survivors.count) survivors: \(survivors.prefix(20))")
        #expect(result.manifest.skipped.isEmpty, "\(result.manifest.skipped)")
    }

    /// XML 1.0 holds no escape byte, not even as `&#27;`: a writer drops the colour sequences
    /// (JSON keeps them).
    static func xmlCharacterReferences(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
    }

    /// The benign corpus in every structured placement is archived byte for byte: no line is
    /// redacted in a JUnit attribute or text, a plist string or a JSON string either.
    @Test func theBenignCorpusInEveryStructuredPlacementIsUntouched() throws {
        let path = SecretCorpusTests.corpus + "/benign.log"
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let directory = try TemporaryDirectory()
        var junit = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"Benign\">\n"
        var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleIdentifier</key>\n\t<string>com.example.benign</string>\n"
        var records: [String] = []
        for (index, line) in lines.enumerated() {
            let attribute = Self.xmlCharacterReferences(SecretCorpusTests.xmlEscaped(line, attribute: true))
            let text = Self.xmlCharacterReferences(SecretCorpusTests.xmlEscaped(line))
            junit += "<testcase classname=\"Benign\" name=\"test\(index)\"><failure message=\"\(attribute)\">\(text)</failure></testcase>\n"
            plist += "\t<key>Line\(index)</key>\n\t<string>\(text)</string>\n"
            records.append(#"{"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"failed","errorType":\#(SecretCorpusTests.jsonString(line)),"timestamp":"2026-11-20T09:14:03Z"}"#)
        }
        junit += "</testsuite>\n</testsuites>\n"
        plist += "</dict>\n</plist>\n"
        let inputs = [
            try directory.write("in/benign.xml", junit),
            try directory.write("in/Benign.app/Info.plist", plist),
            try directory.write("in/benign.jsonl", records.joined(separator: "\n") + "\n"),
        ]
        let (result, entries, _) = try Self.collect(inputs, in: directory)
        #expect(result.manifest.redactions.total == 0, "\(result.manifest.redactions.byRule)")
        #expect(entries.count == 3)
        #expect(Set(entries.map(\.path)) == ["junit/benign.xml", "config/Benign/Info.plist", "diagnostics/benign.jsonl"])
        for entry in entries {
            let source = try #require(inputs.first { entry.path.hasSuffix(($0 as NSString).lastPathComponent) || entry.path == "config/Benign/Info.plist" && $0.hasSuffix("Info.plist") })
            let original = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
            if entry.bytes != original {
                let changed = zip(String(decoding: original, as: UTF8.self).split(separator: "\n"), String(decoding: entry.bytes, as: UTF8.self).split(separator: "\n")).filter { $0 != $1 }
                Issue.record("\(entry.path) changed: \(changed.prefix(5))")
            }
        }
        Self.expectReadable(entries)
    }

    // MARK: - The redactor on its own

    /// An element or object that names its secret before its value — a scheme's environment variable, a test plan's
    /// entry, .NET's `<add key=… value=…>`, AWS's `{"Name": …, "Value": …}` — has that value judged whole; the others
    /// keep theirs, and JUnit's test cases named like secrets keep their attributes (round 100's review, H6).
    @Test func aValueNamedBeforeItIsJudgedAsItsNamesSecret() throws {
        let xml = try String(decoding: StructuredRedactor(format: .xml).redact(Array("""
            <Scheme>
               <EnvironmentVariable
                  key = "STAGING_API_TOKEN"
                  value = "q8Zr2LmX7vKp4Tn9Wc3Hd6Jf"
                  isEnabled = "YES">
               </EnvironmentVariable>
               <EnvironmentVariable key = "LOG_LEVEL" value = "debug" isEnabled = "YES"></EnvironmentVariable>
               <add key="DbPassword" value="hunter2-correct-horse"/>
               <testcase classname="AuthTests" name="testToken" time="0.1"/>
            </Scheme>

            """.utf8)), as: UTF8.self)
        #expect(!xml.contains("q8Zr2LmX7vKp4Tn9Wc3Hd6Jf") && !xml.contains("hunter2-correct-horse"))
        #expect(xml.contains("value = \"debug\"") && xml.contains("name=\"testToken\" time=\"0.1\""))
        let json = try String(decoding: StructuredRedactor(format: .json).redact(Array("""
            {"environmentVariableEntries":[{"key":"BACKEND_PASSWORD","value":"hunter2-correct-horse"},{"key":"USE_LOCAL_STORE","value":"1"}],
             "tags":[{"Name":"AWS_SESSION_TOKEN","Value":"FwoGZXIvYXdzEBYaDHhR2kq9"}],"name":"token-refresh","value":"kept"}

            """.utf8)), as: UTF8.self)
        #expect(!json.contains("hunter2-correct-horse") && !json.contains("FwoGZXIvYXdzEBYaDHhR2kq9"))
        #expect(json.contains("\"value\":\"1\"") && json.contains("\"value\":\"kept\""))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    /// Any cut of the input into chunks gives the same bytes (the two passes of collect, and a
    /// value, an entity or an escape split across reads).
    @Test(arguments: [1, 2, 3, 7, 64])
    func theOutputDoesNotDependOnChunkSizes(chunk: Int) throws {
        for (format, text) in [(StructuredFormat.xml, Self.junit), (.xml, Self.secretPlist), (.json, Self.records)] {
            let whole = try StructuredRedactor(format: format).redact(Array(text.utf8))
            let redactor = StructuredRedactor(format: format)
            var output: [UInt8] = []
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + chunk)
                try bytes[offset..<end].withUnsafeBytes { try redactor.process($0) { output.append(contentsOf: $0) } }
                offset = end
            }
            try redactor.finish { output.append(contentsOf: $0) }
            #expect(output == whole, "\(format) in chunks of \(chunk)")
            #expect(!redactor.fellBackToText)
        }
    }

    /// The replacement stays inside its value whatever follows the secret: an entity, a quote of the
    /// other kind, `]]>`, a JSON escape; escapes in unchanged text are kept as they were.
    @Test func aRedactionNeverReachesPastItsValue() throws {
        func xml(_ text: String) throws -> String {
            String(decoding: try StructuredRedactor(format: .xml).redact(Array(text.utf8)), as: UTF8.self)
        }
        func json(_ text: String) throws -> String {
            String(decoding: try StructuredRedactor(format: .json).redact(Array(text.utf8)), as: UTF8.self)
        }
        #expect(try xml("<a b='Authorization: Bearer \(Self.token)' c=\"&apos;x\"/>") == "<a b='Authorization: [REDACTED:authorization-header]' c=\"&apos;x\"/>")
        #expect(try xml("<a>token=\(Self.token)&lt;/a&gt; &#65;</a>") == "<a>token=[REDACTED:token]&lt;/a&gt; A</a>")
        #expect(try xml("<a><![CDATA[token=\(Self.token)]>]]></a>") == "<a><![CDATA[token=[REDACTED:token]]]]><![CDATA[>]]></a>")
        #expect(try xml("<!-- password=\(Self.token) --><a/>") == "<!-- password=[REDACTED:password] --><a/>")
        #expect(try json(#"{"m":"Authorization: Bearer \#(Self.token)\"x\u00e9","n":"caf\u00e9"}"#) == #"{"m":"Authorization: [REDACTED:authorization-header]","n":"caf\u00e9"}"#)
        #expect(try json(#"{"body":"{\"client_secret\":\"\#(Self.token)\"}"}"#) == #"{"body":"{\"client_secret\":\"[REDACTED:token]\"}"}"#)
        #expect(try json(#"[{"token":null,"token":"none","token":12,"password":"$PASSWORD"}]"#) == #"[{"token":null,"token":"none","token":12,"password":"$PASSWORD"}]"#)
    }

    /// Terminal colours are read past: a secret they wrap or split is replaced from its first byte to
    /// its last, the colours outside it stay, and a line without a secret keeps every byte.
    @Test func terminalColoursAreReadPastAndKept() throws {
        func redacted(_ line: String) throws -> String {
            String(decoding: try SecretRedactor().redact(Array(line.utf8)), as: UTF8.self)
        }
        let token = "ghp_" + Self.token + "abcd"
        #expect(try redacted("\u{1B}[33m\(token)\u{1B}[0m\n") == "\u{1B}[33m[REDACTED:github-token]\u{1B}[0m\n")
        #expect(try redacted("\u{1B}[32mMATCH_PASSWORD\u{1B}[0m=\u{1B}[33m\(Self.token)\u{1B}[0m\n") == "\u{1B}[32mMATCH_PASSWORD\u{1B}[0m=\u{1B}[33m[REDACTED:password]\u{1B}[0m\n")
        #expect(try redacted("got \(token.prefix(20))\u{1B}[1m\(token.dropFirst(20)) back\n") == "got [REDACTED:github-token] back\n")
        #expect(try redacted("\u{1B}]0;title\u{07}\u{1B}[32mauthorization: granted\u{1B}[0m\n") == "\u{1B}]0;title\u{07}\u{1B}[32mauthorization: granted\u{1B}[0m\n")
        // Typed objects mask in place, the same bytes found.
        var masked = Array("\u{1B}[33m\(token)\u{1B}[0m".utf8)
        let counts = masked.withUnsafeMutableBytes { SecretMasker.mask($0) }
        #expect(counts == [.githubToken: 1])
        #expect(String(decoding: masked, as: UTF8.self) == "\u{1B}[33m" + String(repeating: "*", count: token.utf8.count) + "\u{1B}[0m")
    }

    /// `log show --predicate …` puts its banner line before the entries: the export is still JSON after
    /// it — a header's secret replaced inside its `eventMessage`, every entry still parsing — in any
    /// chunking, in both styles; the format is chosen only for a unified-log export.
    @Test(arguments: [1, 5, 4096])
    func aUnifiedLogExportAfterLogsBannerIsRedactedAsJSON(chunk: Int) throws {
        let banner = #"Filtering the log data using "subsystem == "com.apple.BackgroundTasks" OR process == "dasd"""# + "\n"
        let entry = #"{"eventMessage":"GET /v2 Authorization: Bearer \#(Self.token) sent","eventType":"logEvent","timestamp":"2026-11-20 09:14:03.118402+0000"}"#
        let styles = [banner + entry + "\n\n{\"count\":1,\"finished\":1}\n", banner + "[" + entry + "]\n"]
        for text in styles {
            let bytes = Array(text.utf8)
            let format = bytes.withUnsafeBytes { StructuredFormat.of(kind: .oslog, name: "oslog/test.ndjson", head: $0) }
            #expect(format == .jsonAfterBanner)
            #expect(bytes.withUnsafeBytes { StructuredFormat.of(kind: .other, name: "notes.txt", head: $0) } == nil)
            let redactor = StructuredRedactor(format: .jsonAfterBanner)
            var output: [UInt8] = []
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + chunk)
                try bytes[offset..<end].withUnsafeBytes { try redactor.process($0) { output.append(contentsOf: $0) } }
                offset = end
            }
            try redactor.finish { output.append(contentsOf: $0) }
            let written = String(decoding: output, as: UTF8.self)
            #expect(!redactor.fellBackToText)
            #expect(redactor.counts == [.authorizationHeader: 1])
            #expect(written == text.replacingOccurrences(of: "Bearer \(Self.token) sent", with: "[REDACTED:authorization-header]"))
            let body = written.split(separator: "\n", maxSplits: 1)[1]
            for line in body.split(separator: "\n") {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
            }
        }
    }

    /// A file that stops being XML or JSON part way is redacted as text from there: nothing leaks.
    @Test func aBrokenFileIsRedactedAsTextFromWhereItBreaks() throws {
        let redactor = StructuredRedactor(format: .json)
        let output = String(decoding: try redactor.redact(Array("{\"a\":1}\nnot json: token=\(Self.token)\n".utf8)), as: UTF8.self)
        #expect(redactor.fellBackToText)
        #expect(output == "{\"a\":1}\nnot json: token=[REDACTED:token]\n")
    }

    // MARK: - Real files

    /// The shared fixtures' JUnit, plists and result bundles: archived, every structured file still
    /// parses, and with no secret in them nothing changes (the two public bundles' binary chunks
    /// included).
    @Test(.requiresSharedFixtures) func theSharedFixturesStayByteForByte() throws {
        let directory = try TemporaryDirectory()
        let inputs = ["junit", "plists", "xcresult"].map { TestPaths.fixture($0) }
        let (result, entries, _) = try Self.collect(inputs, in: directory)
        #expect(entries.count > 100)
        Self.expectReadable(entries)
        #expect(result.manifest.redactions.total == 0, "\(result.manifest.redactions.byRule)")
        #expect(result.manifest.entries.allSatisfy { $0.unredactedSecrets == nil && $0.droppedValues == nil })
        #expect(!result.manifest.skipped.contains { $0.reason.sentence.contains("secret") })
    }
}
