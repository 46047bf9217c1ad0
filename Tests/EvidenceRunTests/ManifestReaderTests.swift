@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
import EvidenceReaders
import EvidenceTestSupport
import Foundation
import Testing

/// `ManifestReader` reads `manifest.json` without Foundation's JSON tree (issue 28, part 5): it must
/// accept exactly the documents `JSONDecoder` accepted, into the same `Manifest`, and refuse the
/// others in the same words where they name one field.
@Suite struct ManifestReaderTests {
    static let manifest = Manifest(
        schema: Manifest.schemaIdentifier, tool: .init(name: "evidence", version: "0.1.0"), created: "2023-11-14T22:13:20Z",
        commit: CommitInfo(sha: "0123456789abcdef0123456789abcdef01234567", source: "git"),
        ci: CIMetadata(provider: "github-actions", runURL: "https://github.com/o/r/actions/runs/1", job: "test", branch: nil),
        compression: "gzip", redactions: .init(total: 3, byRule: ["token": 2, "password": 1]),
        entries: [
            .init(path: "logs/xcodebuild-test.log", kind: .log, size: 1234, sha256: String(repeating: "a", count: 64), redactions: 3),
            .init(path: "config/App/Info.plist", kind: .plist, size: 99, sha256: String(repeating: "b", count: 64), redactions: nil, droppedValues: 1),
            .init(path: "other/blob.bin", kind: .other, size: 7, sha256: String(repeating: "c", count: 64), redactions: nil, unredactedSecrets: ["jwt": 1]),
            .init(path: "logs/é\u{301}\"quoted\"\\\t\u{1F600}.log", kind: .log, size: 0, sha256: String(repeating: "d", count: 64), redactions: nil),
        ],
        skipped: [SkippedInput(path: "in/x.txt", reason: .notRecognized), SkippedInput(path: "in/l", reason: .linkOutsideInput(target: "/etc/passwd"))],
        skippedTotal: 2, sources: .init(checkout: "/work", unresolved: [.init(path: "A.swift", reason: "not in the checkout")], unresolvedTotal: 1))

    enum Outcome: Equatable {
        case success(Manifest)
        case failure(String)
    }

    static func viaFoundation(_ text: String) -> Outcome {
        do {
            return .success(try JSONDecoder().decode(Manifest.self, from: Data(text.utf8)))
        } catch {
            return .failure(Manifest.describe(error))
        }
    }

    static func viaReader(_ text: String) -> Outcome {
        let bytes = Array(text.utf8)
        do {
            return .success(try bytes.withUnsafeBytes { try ManifestReader.decode($0).manifest })
        } catch {
            return .failure((error as? ManifestReader.Failure)?.sentence ?? "\(error)")
        }
    }

    /// The written manifest, and variants of it: fields left out, nulls, wrong types, unknown fields
    /// (nested too), escapes, spaces, broken JSON.
    static var documents: [String] {
        let written = String(decoding: try! manifest.encoded(), as: UTF8.self)
        var documents = [written, written.replacingOccurrences(of: "\n", with: " \r\n\t")]
        let replacements: [(String, String)] = [
            ("\"tool\"", "\"tools\""), ("\"skippedTotal\" : 2", "\"skippedTotal\" : null"), ("\"skippedTotal\" : 2", "\"skippedTotal\" : \"2\""),
            ("\"size\" : 1234", "\"size\" : -1234"), ("\"size\" : 1234", "\"size\" : \"1234\""), ("\"size\" : 1234", "\"size\" : 99999999999999999999"),
            ("\"kind\" : \"log\"", "\"kind\" : \"logs\""), ("\"kind\" : \"log\"", "\"kind\" : 1"), ("\"redactions\" : 3", "\"redactions\" : null"),
            ("\"sha\" : \"0123456789abcdef0123456789abcdef01234567\"", "\"sha\" : null"), ("\"ci\" : {", "\"extra\" : [1, {\"a\": [null, true]}], \"ci\" : {"),
            ("\"job\" : \"test\"", "\"job\" : null"), ("\"checkout\" : \"\\/work\"", "\"checkout\" : 3"), ("\"checkout\" : \"/work\"", "\"checkout\" : 3"),
            ("\"entries\" : [", "\"entries\" : {"), ("\"byRule\" : {", "\"byRule\" : ["), ("\"token\" : 2", "\"token\" : 2.5"),
            ("\"schema\" : \"evidence.manifest\\/v1\"", "\"schema\" : \"evidence.manifest\\u002fv1\""), ("\"compression\" : \"gzip\"", "\"compression\" : \"g\\u00e9\\ud83d\\ude00\""),
            ("\"compression\" : \"gzip\"", "\"compression\" : \"\\ud83d\""), ("\"compression\" : \"gzip\"", "\"compression\" : \"a\tb\""),
            ("\"compression\" : \"gzip\"", "\"compression\" : 'gzip'"), ("\"total\" : 3", "\"total\" : 03"), ("\"total\" : 3", "\"total\" : 3,"),
            ("\"reason\" : \"not recognised as evidence\"", "\"why\" : \"x\""), ("\"unresolvedTotal\" : 1", "\"unresolvedTotal\" : true"),
        ]
        for (from, to) in replacements where written.contains(from) {
            documents.append(written.replacingOccurrences(of: from, with: to))
        }
        documents += ["", "[]", "null", "{}", #"{"schema":"other/v9"}"#, written + "x", written + "{}", String(written.dropLast(3)), "\u{FEFF}" + written]
        return documents
    }

    @Test func readsWhatJSONDecoderReadsAndRefusesWhatItRefuses() throws {
        let documents = Self.documents
        #expect(documents.count > 30)
        for document in documents {
            switch (Self.viaFoundation(document), Self.viaReader(document)) {
            case (.success(let expected), .success(let read)):
                #expect(read == expected, "\(document.prefix(200))")
            case (.failure(let expected), .failure(let read)):
                // A field named by both: the same one.
                if expected.hasPrefix("missing field") { #expect(read == expected) }
            case (let expected, let read):
                Issue.record("JSONDecoder: \(expected), ManifestReader: \(read) for \(document.prefix(300))")
            }
        }
        #expect(Self.viaReader(String(decoding: try Self.manifest.encoded(), as: UTF8.self)) == .success(Self.manifest))
    }

    /// Entries past the limit are counted, not kept.
    @Test func keepsEntriesUpToTheLimitAndCountsTheRest() throws {
        let bytes = try Self.manifest.encoded()
        let (manifest, count) = try bytes.withUnsafeBytes { try ManifestReader.decode($0, entryLimit: 2) }
        #expect(count == 4)
        #expect(manifest.entries == Array(Self.manifest.entries.prefix(2)))
    }
}
