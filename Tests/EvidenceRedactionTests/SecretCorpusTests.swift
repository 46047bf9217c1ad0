@testable import EvidenceArchive
@testable import EvidenceRun
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
    /// One format with its values filled in, in one placement: the text (lines joined by `\n`) and
    /// the values that must not survive.
    struct Sample {
        var name: String
        var text: String
        var secrets: [String]
    }

    /// One format of `secrets.txt` with its values filled in: the line as CI prints it, the variable a
    /// CI keeps the secret in, and the secret value itself (the template's `«…»`).
    struct Format {
        var name: String
        var key: String
        var text: String
        var value: String
        var secrets: [String]
    }

    static let corpus = TestPaths.secretCorpus.path

    static func formats(seed: UInt64) throws -> [Format] {
        var random = SeededGenerator(seed: seed)
        let lines = try String(contentsOfFile: corpus + "/secrets.txt", encoding: .utf8).split(separator: "\n")
        return lines.filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.split(separator: "\t", maxSplits: 2)
            var secrets: [String] = []
            // `\\n` stays an escape (JSON text); `\n` breaks the line; `\e` is an escape byte (colours).
            let template = String(parts[2]).replacingOccurrences(of: "\\e", with: "\u{1B}").replacingOccurrences(of: "\\\\n", with: "\u{1}")
                .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\u{1}", with: "\\n")
            let marked = fill(template, &random, &secrets)
            // The first `«…»` is the value; any other marks only go.
            let open = marked.range(of: "«")!, close = marked.range(of: "»", range: open.upperBound..<marked.endIndex)!
            let value = String(marked[open.upperBound..<close.lowerBound])
            let text = marked.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
            return Format(name: String(parts[0]), key: String(parts[1]), text: text, value: value, secrets: secrets)
        }
    }

    /// Every format in every placement (`placements`).
    static func samples(seed: UInt64) throws -> [Sample] {
        try formats(seed: seed).flatMap(placements)
    }

    /// The placements of one format: the line as printed; its value as `KEY=value`, xcodebuild's
    /// `export KEY\=value`, a JSON member, a plist's key and string, a URL's query and user info, and
    /// wrapped in a colour; the line in an XML attribute, in CDATA, and behind GitHub Actions'
    /// timestamps; a token with a distinctive prefix (`gluedPrefixes`) joined to the word before it.
    static func placements(_ format: Format) -> [Sample] {
        let value = format.value
        let coloured = format.text.replacingOccurrences(of: value, with: "\u{1B}[33m" + value + "\u{1B}[0m")
        let stamp = "2026-11-20T09:14:03.4170391Z "
        let queryKey = format.key.lowercased()
        var placed: [(String, String)] = [
            ("line", format.text),
            ("env", "\(format.key)=\(value)"),
            ("export", "    export \(format.key)\\=\(shellEscaped(value))"),
            ("json", "{\"env\":{\(jsonString(format.key)):\(jsonString(value))},\"step\":\"Upload\"}"),
            ("xml-attribute", "<failure message=\"\(xmlEscaped(format.text, attribute: true))\" type=\"Failure\"/>"),
            ("cdata", "<system-out><![CDATA[\(format.text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>"))]]></system-out>"),
            ("plist", "<key>\(format.key)</key><string>\(xmlEscaped(value))</string>"),
            ("colour", coloured == format.text ? "\(format.key)=\u{1B}[33m\(value)\u{1B}[0m" : coloured),
            ("actions", format.text.split(separator: "\n", omittingEmptySubsequences: false).map { stamp + $0 }.joined(separator: "\n")),
        ]
        if Self.gluedPrefixes.contains(where: { value.hasPrefix($0) }) {
            // Joined to the word before it by `_` and by `-`, in text (a file name, a cache key).
            placed.append(("glued-underscore", "uploaded artifact_\(value).zip to the run"))
            placed.append(("glued-dash", "cache key build-\(value) restored"))
        }
        if value.contains("-----BEGIN") {
            // No key block travels in a URL.
        } else if value.contains("://") {
            // A URL is a URL's placement itself: with a query after it, as a link.
            placed.append(("url", "see <\(value)?build=42> for details"))
        } else {
            placed.append(("url-query", "curl -fsS \"https://api.example.com/v1/upload?build=42&\(queryKey)=\(percentEncoded(value))\""))
            placed.append(("url-userinfo", "fetching https://ci-bot:\(percentEncoded(value))@artifacts.example.com/App.ipa"))
        }
        return placed.map { placement, text in
            // Percent-encoding changes what a value's bytes look like: those must not survive either.
            let secrets = placement.hasPrefix("url-") ? format.secrets.map(percentEncoded) : format.secrets
            return Sample(name: "\(format.name) (\(placement))", text: text, secrets: secrets)
        }
    }

    /// The distinctive prefixes of the token formats the scanner finds joined to the word before them
    /// (`SecretScanner.gluedToken`): each format whose value starts with one is also placed glued.
    static let gluedPrefixes = [
        "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glft-", "gloas-", "glsa_", "gsk_",
        "glc_", "xoxb-", "xoxp-", "xapp-", "xai-", "xkeysib-", "xoxe.", "sk_live_", "sk_test_", "rk_live_", "whsec_", "sk-ant-", "sk-proj-",
        "sk-svcacct-", "shpat_", "shpss_", "sq0atp-", "sq0csp-", "sntrys_", "sntryu_", "npm_", "pypi-", "hf_", "PMAK-", "NRAK-", "NRII-",
        "HRKU-", "ops_eyJ", "r8_", "pplx-", "pul-", "rubygems_", "bkua_", "CCIPAT_", "figd_", "ntn_", "FLWSECK", "GOCSPX-", "cmVmdGtu",
        "dop_v1_", "dapi", "AKIA", "ASIA", "AIza", "ATATT3", "ATCTT3", "ATBB", "AGE-SECRET-KEY-1", "SG.", "hvs.", "hvb.", "ya29.", "dt0c01.",
        "dp.st.", "dp.pt.",
    ]

    /// xcodebuild's escaping of an environment value in `export KEY\=value`: a backslash before each
    /// byte the shell would read.
    static func shellEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if " \t\"'$`\\|&;<>()=!*?[]#~{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    static func percentEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed)!
    }

    /// Replaces each `{{…}}` with a generated value, noting the values.
    static func fill(_ template: String, _ random: inout SeededGenerator, _ secrets: inout [String]) -> String {
        var output = ""
        var rest = template[...]
        while let open = rest.range(of: "{{"), let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) {
            output += rest[..<open.lowerBound]
            let spec = rest[open.upperBound..<close.lowerBound].split(separator: ":")
            let count = spec.count > 1 ? Int(spec[1])! : 0
            output += generated(spec[0], count: count, &random, &secrets)
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    /// One generated value of a `{{…}}` spec (`kind`, `count`), noting what must not survive.
    static func generated(_ kind: Substring, count: Int, _ random: inout SeededGenerator, _ secrets: inout [String]) -> String {
        switch kind {
        case "PEM", "PEMJ":
            let body = (0..<count).map { _ in value("B", 64, &random) }
            secrets += body
            return body.joined(separator: kind == "PEM" ? "\n" : "\\n")
        case "B64JSON", "B64USER":
            let token = value("A", kind == "B64JSON" ? 32 : 24, &random)
            secrets.append(token)
            let text = kind == "B64JSON" ? #"{"auths":{"registry.example.com":{"token":"\#(token)"}}}"# : "ci-bot:" + token
            let encoded = Data(text.utf8).base64EncodedString()
            secrets.append(String(encoded.dropFirst(kind == "B64JSON" ? 20 : 8).prefix(kind == "B64JSON" ? 24 : 16)))
            return encoded
        case "UUID":
            let uuid = [8, 4, 4, 4, 12].map { value("H", $0, &random) }.joined(separator: "-")
            secrets.append(uuid)
            return uuid
        case "ASP":
            let password = (0..<4).map { _ in value("a", 4, &random) }.joined(separator: "-")
            secrets.append(password)
            return password
        default:
            let generated = value(kind, count, &random)
            secrets.append(generated)
            return generated
        }
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
        case "a": letters = "abcdefghijklmnopqrstuvwxyz"
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

    /// Where a sample's secret stands in `texts` (`<sample> in <path>`): each text read once, each
    /// position's first 8 bytes looked up in a table of the secrets' (the archive holds megabytes, the
    /// corpus thousands of secrets; tests build unoptimised, so no dictionary in the loop).
    static func survivors(of samples: [Sample], in texts: [(path: String, bytes: [UInt8])]) -> [String] {
        var secrets: [(name: String, bytes: [UInt8])] = []
        for sample in samples {
            for secret in Set(sample.secrets) { secrets.append((sample.name, Array(secret.utf8))) }
        }
        let bits = 20, mask = (1 << 20) - 1
        func slot(_ prefix: UInt64) -> Int { Int(truncatingIfNeeded: (prefix &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits)) & mask }
        var table = [Bool](repeating: false, count: 1 << bits)
        var byPrefix: [UInt64: [Int]] = [:]
        for (index, secret) in secrets.enumerated() {
            let prefix = secret.bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            table[slot(prefix)] = true
            byPrefix[prefix, default: []].append(index)
        }
        var found: [String] = []
        for text in texts where text.bytes.count >= 8 {
            text.bytes.withUnsafeBytes { bytes in
                table.withUnsafeBufferPointer { table in
                    for offset in 0...(bytes.count - 8) {
                        let prefix = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        guard table[slot(prefix)], let candidates = byPrefix[prefix] else { continue }
                        for index in candidates where offset + secrets[index].bytes.count <= bytes.count
                            && secrets[index].bytes.elementsEqual(bytes[offset..<offset + secrets[index].bytes.count])
                        {
                            found.append("\(secrets[index].name) in \(text.path)")
                        }
                    }
                }
            }
        }
        return found
    }

    // MARK: - Tests

    @Test func theCorpusCoversAtLeastTwoHundredFormatsInTenPlacements() throws {
        let all = try Self.formats(seed: 1)
        #expect(all.count >= 200)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(all.allSatisfy { !$0.secrets.isEmpty && $0.secrets.allSatisfy { $0.count >= 12 } })
        #expect(all.allSatisfy { format in format.secrets.contains { format.value.contains($0) } }, "every value holds a secret")
        let samples = try Self.samples(seed: 1)
        #expect(samples.count >= all.count * 10)
        // The glued placements cover the formats with a distinctive prefix, not a handful of them.
        #expect(samples.filter { $0.name.hasSuffix("(glued-dash)") }.count >= 60)
        #expect(Set(samples.map(\.name)).count == samples.count)
        #expect(samples.allSatisfy { sample in sample.secrets.contains { sample.text.contains($0) } }, "every placement holds a secret")
    }

    /// Each format on its own, through the redactor: the failure names the format that leaks.
    @Test(arguments: [1, 2] as [UInt64])
    func everyFormatIsRedactedByTheRedactor(seed: UInt64) throws {
        for sample in try Self.samples(seed: seed) {
            let output = try SecretRedactor().redact(Array((sample.text + "\n").utf8))
            for secret in sample.secrets where ByteSearch.contains(output, secret) {
                Issue.record("\(sample.name) leaks: \(String(decoding: output, as: UTF8.self))")
            }
        }
    }

    /// Every format in every kind of evidence, through `collect`: zero survivors in the archive, and
    /// nothing left out (every kind can be redacted where it stands).
    @Test(arguments: [1] as [UInt64])
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
        let survivors = Self.survivors(of: samples, in: texts)
        #expect(survivors.isEmpty, "\(survivors.count) survivors: \(survivors.prefix(20))")
        #expect(result.manifest.skipped.isEmpty, "\(result.manifest.skipped)")
        #expect(result.manifest.redactions.total >= samples.count * 5)
    }

    /// Every single-line format in a line longer than the 1 MiB the redactor holds, its text across
    /// the point where such a line is first cut (the redactor scans it in pieces, cut where no secret
    /// can stand): zero survivors.
    @Test func noSecretSurvivesTheCutOfALongLine() throws {
        let filler = Array(String(repeating: "lorem ipsum dolor sit amet ", count: (SecretRedactor.maximumLineLength + (256 << 10)) / 27).utf8)
        for (index, format) in try Self.formats(seed: 3).enumerated() where !format.text.contains("\n") {
            let text = Array(format.text.utf8)
            // The line's first cut falls in its last 64 KiB before the limit: the text stands at a
            // different offset across that span for each format.
            let before = SecretRedactor.maximumLineLength - (index * 251) % (64 << 10) - text.count / 2
            // Words apart: a token glued to the word before it is no token (`ipsumAKIA…`).
            let line = Array(filler[0..<before]) + [0x20] + text + [0x20] + Array(filler[0..<(70 << 10)]) + [0x0A]
            // In 64 KiB chunks, as collect reads a file: the line is held until it passes the limit,
            // then cut.
            let redactor = SecretRedactor()
            var output: [UInt8] = []
            try line.withUnsafeBytes { all in
                for start in stride(from: 0, to: all.count, by: 64 << 10) {
                    try redactor.process(UnsafeRawBufferPointer(rebasing: all[start..<min(all.count, start + (64 << 10))])) { output.append(contentsOf: $0) }
                }
            }
            try redactor.finish { output.append(contentsOf: $0) }
            for secret in format.secrets where ByteSearch.contains(output, secret) {
                Issue.record("\(format.name) survives at offset \(before)")
            }
        }
    }

    /// The benign corpus is archived byte for byte: no ordinary line is redacted.
    @Test func noBenignLineChanges() throws {
        let path = Self.corpus + "/benign.log"
        let original = try FileReader.prefix(of: path, count: 1 << 20)
        let lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count >= 500)
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
