@testable import EvidenceArchive
@testable import EvidenceCore
@testable import EvidenceHistory
@testable import EvidenceRedaction
import EvidenceTestSupport
import Foundation
import Testing

/// The secret corpus (`SecretCorpus/secrets.txt`: every format, values generated here) and the benign
/// corpus (`SecretCorpus/benign.log`: ordinary lines that mention passwords, tokens, secrets, keys and
/// authorization), run through the real `collect` into real archives: not one generated value
/// survives, in a log, JUnit, a plist, registration records, a bundle's text blobs (raw and zstd),
/// its typed objects or its database; and not one benign line changes.
@Suite struct SecretCorpusTests {
    /// One format with its values filled in: the text (lines joined by `\n`) and the values that
    /// must not survive.
    struct Sample {
        var name: String
        var text: String
        var secrets: [String]
    }

    static let corpus = TestPaths.packageRoot.appendingPathComponent("Tests/EvidenceKitTests/SecretCorpus").path

    static func samples(seed: UInt64) throws -> [Sample] {
        var random = SeededGenerator(seed: seed)
        let lines = try String(contentsOfFile: corpus + "/secrets.txt", encoding: .utf8).split(separator: "\n")
        return lines.filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            var secrets: [String] = []
            // `\\n` stays an escape (JSON text); `\n` breaks the line; `\e` is an escape byte (colours).
            let template = String(parts[1]).replacingOccurrences(of: "\\e", with: "\u{1B}").replacingOccurrences(of: "\\\\n", with: "\u{1}")
                .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\u{1}", with: "\\n")
            let text = fill(template, &random, &secrets)
            return Sample(name: String(parts[0]), text: text, secrets: secrets)
        }
    }

    /// Replaces each `{{…}}` with a generated value, noting the values.
    static func fill(_ template: String, _ random: inout SeededGenerator, _ secrets: inout [String]) -> String {
        var output = ""
        var rest = template[...]
        while let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) {
            output += rest[..<open.lowerBound]
            let spec = rest[open.upperBound..<close.lowerBound].split(separator: ":")
            let count = spec.count > 1 ? Int(spec[1])! : 0
            switch spec[0] {
            case "PEM", "PEMJ":
                let body = (0..<count).map { _ in value("B", 64, &random) }
                secrets += body
                output += body.joined(separator: spec[0] == "PEM" ? "\n" : "\\n")
            case "B64JSON":
                let token = value("A", 32, &random)
                secrets.append(token)
                let json = #"{"auths":{"registry.example.com":{"token":"\#(token)"}}}"#
                let encoded = Data(json.utf8).base64EncodedString()
                secrets.append(String(encoded.dropFirst(20).prefix(24)))
                output += encoded
            default:
                let generated = value(spec[0], count, &random)
                secrets.append(generated)
                output += generated
            }
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    static func value(_ alphabet: Substring, _ count: Int, _ random: inout SeededGenerator) -> String {
        let letters: String
        switch alphabet {
        case "A": letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        case "L": letters = "abcdefghijklmnopqrstuvwxyz0123456789"
        case "U": letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        case "H": letters = "0123456789abcdef"
        case "D": letters = "0123456789"
        case "W": letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
        default: letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        }
        let characters = Array(letters)
        return String((0..<count).map { _ in characters[Int(random.next() % UInt64(characters.count))] })
    }

    // MARK: - Placements

    /// XML 1.0 holds no escape byte, not even as a character reference: a writer drops the colour
    /// sequences.
    static func xmlEscaped(_ text: String, attribute: Bool = false) -> String {
        var escaped = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        if attribute { escaped = escaped.replacingOccurrences(of: "\"", with: "&quot;") }
        return escaped
    }

    static func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: try! encoder.encode(text), as: UTF8.self)
    }

    /// XML fragments stand in XML as they are; other text is escaped.
    static func inXML(_ sample: Sample) -> String {
        sample.text.hasPrefix("<") ? sample.text : xmlEscaped(sample.text)
    }

    /// Writes every sample into every kind of evidence under `directory`; returns the inputs.
    static func writeEvidence(_ samples: [Sample], in directory: TemporaryDirectory) throws -> [String] {
        let log = "Test Suite 'All tests' started at 2026-11-20 09:14:03.120.\n"
            + samples.map { "[\($0.name)] " + $0.text }.joined(separator: "\n") + "\n** TEST FAILED **\n"
        var junit = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"Corpus\" tests=\"\(samples.count)\" failures=\"\(samples.count)\">\n"
        for (index, sample) in samples.enumerated() {
            let message = sample.text.contains("\n") || sample.text.hasPrefix("<") ? "failed" : xmlEscaped(sample.text, attribute: true)
            junit += "<testcase classname=\"Corpus\" name=\"test\(index)\"><failure message=\"\(message)\">\n\(inXML(sample))\n</failure><system-out>\n\(inXML(sample))\n</system-out></testcase>\n"
        }
        junit += "</testsuite>\n</testsuites>\n"
        var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleIdentifier</key>\n\t<string>com.example.corpus</string>\n"
        for (index, sample) in samples.enumerated() {
            // XML fragments (a plist's own key and string) stand as elements, other text in a string.
            plist += sample.text.hasPrefix("<") ? "\t\(sample.text)\n" : "\t<key>Note\(index)</key>\n\t<string>\(xmlEscaped(sample.text))</string>\n"
        }
        plist += "</dict>\n</plist>\n"
        let records = samples.map {
            #"{"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"failed","errorType":\#(jsonString($0.text)),"timestamp":"2026-11-20T09:14:03Z"}"#
        }.joined(separator: "\n") + "\n"

        let bundle = try SyntheticXCResult(at: directory.path("in/Corpus.xcresult"))
        // Failure messages of the result model (typed objects) hold the single-line samples.
        try bundle.writeTestRun(tests: samples.enumerated().filter { !$0.element.text.contains("\n") }.map { ("test\($0.offset)()", "Failure", $0.element.text) })
        let data = bundle.path + "/Data"
        try Data(log.utf8).write(to: URL(fileURLWithPath: data + "/data.0~consoleRaw"))
        try Data(("[" + log).utf8).write(to: URL(fileURLWithPath: data + "/data.0~consoleBracket"))
        try Data(try BundleRedactionEdgeTests.zstd(Array(log.utf8))).write(to: URL(fileURLWithPath: data + "/data.0~consoleZstd"))
        let database = try SQLiteDatabase(bytes: [], name: "corpus", writable: true)
        try database.execute("CREATE TABLE Messages(id INTEGER PRIMARY KEY, text TEXT)")
        for sample in samples {
            let insert = try database.prepare("INSERT INTO Messages(text) VALUES (?1)")
            try insert.bind(textBytes: Array(sample.text.utf8), at: 1)
            _ = try insert.step()
        }
        try Data(try database.serialized()).write(to: URL(fileURLWithPath: bundle.path + "/database.sqlite3"))

        return [
            try directory.write("in/xcodebuild-test.log", log),
            try directory.write("in/junit.xml", junit),
            try directory.write("in/App.app/Info.plist", plist),
            try directory.write("in/registration.jsonl", records),
            bundle.path,
        ]
    }

    /// Every archived entry's bytes, zstd blobs decompressed.
    static func archivedTexts(_ archive: String) throws -> [(path: String, bytes: [UInt8])] {
        try ArchiveRewriter.entries(of: archive).map { entry in
            let bytes = entry.contents.withUnsafeBytes { ZstdDecoder.hasFrameMagic($0) }
                ? try entry.contents.withUnsafeBytes { try ZstdDecoder().decompress($0, limit: 64 << 20) } : entry.contents
            return (entry.path, bytes)
        }
    }

    // MARK: - Tests

    @Test func theCorpusCoversAtLeastSixtyFormats() throws {
        let samples = try Self.samples(seed: 1)
        #expect(samples.count >= 60)
        #expect(Set(samples.map(\.name)).count == samples.count)
        #expect(samples.allSatisfy { !$0.secrets.isEmpty && $0.secrets.allSatisfy { $0.count >= 12 } })
    }

    /// Each format on its own, through the redactor: the failure names the format that leaks.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyFormatIsRedactedByTheRedactor(seed: UInt64) throws {
        for sample in try Self.samples(seed: seed) {
            let output = String(decoding: try SecretRedactor().redact(Array((sample.text + "\n").utf8)), as: UTF8.self)
            for secret in sample.secrets {
                #expect(!output.contains(secret), "\(sample.name) leaks: \(output)")
            }
        }
    }

    /// Every format in every kind of evidence, through `collect`: zero survivors in the archive, and
    /// nothing left out (every kind can be redacted where it stands).
    @Test(arguments: [1, 2] as [UInt64])
    func noSecretSurvivesCollect(seed: UInt64) throws {
        let samples = try Self.samples(seed: seed)
        let directory = try TemporaryDirectory()
        let inputs = try Self.writeEvidence(samples, in: directory)
        let output = directory.path("run.tgz")
        let result = try Collector.collect(CollectRequest(
            inputs: inputs.map { .init(path: $0) }, output: output, commit: String(repeating: "0", count: 40), environment: [:],
            workingDirectory: directory.path("in")))
        let texts = try Self.archivedTexts(output)
        #expect(texts.count >= 8)
        var survivors: [String] = []
        for sample in samples {
            for secret in sample.secrets {
                for text in texts where ByteSearch.contains(text.bytes, secret) {
                    survivors.append("\(sample.name) in \(text.path)")
                }
            }
        }
        #expect(survivors.isEmpty, "\(survivors.count) survivors: \(survivors.prefix(20))")
        #expect(result.manifest.skipped.isEmpty, "\(result.manifest.skipped)")
        #expect(result.manifest.redactions.total >= samples.count * 5)
    }

    /// The benign corpus is archived byte for byte: no ordinary line is redacted.
    @Test func noBenignLineChanges() throws {
        let path = Self.corpus + "/benign.log"
        let original = try FileReader.prefix(of: path, count: 1 << 20)
        let lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count >= 200)
        for line in lines {
            let redactor = SecretRedactor()
            let output = try redactor.redact(Array((line + "\n").utf8))
            #expect(String(decoding: output, as: UTF8.self) == line + "\n")
        }
        let directory = try TemporaryDirectory()
        let result = try Collector.collectForTests([path], into: directory.path("run.tgz"))
        #expect(result.manifest.redactions.total == 0)
        let archived = try ArchiveRewriter.entries(of: directory.path("run.tgz")).filter { $0.path != Manifest.archivePath }
        #expect(archived.map(\.contents) == [original])
    }

    /// Redacted text holds nothing the rules find again: a database is scanned again after its
    /// update, and a second finding would leave it out.
    @Test func redactingTwiceFindsNothingNew() throws {
        for sample in try Self.samples(seed: 1) {
            let once = try SecretRedactor().redact(Array((sample.text + "\n").utf8))
            let again = SecretRedactor()
            #expect(try again.redact(once) == once, "\(sample.name)")
            #expect(again.total == 0, "\(sample.name): \(again.counts)")
        }
    }

    /// The manifest schema, the README and docs/security.md name every rule id the redactor writes.
    @Test func everyRuleIsDocumented() throws {
        let root = TestPaths.packageRoot.path
        let schema = try String(contentsOfFile: root + "/docs/schemas/evidence.manifest.v1.schema.json", encoding: .utf8)
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let security = try String(contentsOfFile: root + "/docs/security.md", encoding: .utf8)
        for kind in SecretKind.allCases {
            #expect(schema.contains("\"\(kind.rawValue)\""), "\(kind.rawValue) in the schema")
            #expect(readme.contains("`\(kind.rawValue)`"), "\(kind.rawValue) in README.md")
            #expect(security.contains("`\(kind.rawValue)`"), "\(kind.rawValue) in docs/security.md")
        }
    }

    /// Every kind has a summary of its own (a table: a kind added without its line would fall back
    /// to its rule id).
    @Test func everyKindHasItsSummary() {
        for kind in SecretKind.allCases {
            #expect(kind.summary != kind.rawValue && !kind.summary.isEmpty, "\(kind.rawValue) has no summary")
        }
        #expect(Set(SecretKind.allCases.map(\.summary)).count == SecretKind.allCases.count)
        #expect(SecretKind.bearerToken.summary == "the token after `Bearer `")
    }
}
