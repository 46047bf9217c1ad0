@testable import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Secrets in a result bundle's typed objects (a failure message quoting a token) are masked in
/// place — same length, so the object still parses — and never reach the archive.
@Suite struct TypedObjectRedactionTests {
    /// Every rule's triggering example: the span the redactor replaces is masked with `*`, byte for
    /// byte, and nothing else changes.
    @Test(arguments: SecretRedactorTests.triggering)
    func maskingKeepsEveryLength(_ example: RedactionExample) {
        let input = Array(example.input.utf8)
        let expected = Array(example.expected.utf8)
        let prefix = zip(input, expected).prefix { $0 == $1 }.count
        let suffix = zip(input.reversed(), expected.reversed()).prefix { $0 == $1 }.count
        var wanted = input
        for index in prefix..<(input.count - suffix) { wanted[index] = UInt8(ascii: "*") }
        var masked = input
        let counts = masked.withUnsafeMutableBytes { SecretMasker.mask($0) }
        #expect(masked == wanted, "\(String(decoding: masked, as: UTF8.self))")
        #expect(counts == [example.kind: 1])
    }

    @Test func aPrivateKeyBodyIsMasked() {
        var text = Array("key: -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBYr\n-----END EC PRIVATE KEY----- done".utf8)
        let counts = text.withUnsafeMutableBytes { SecretMasker.mask($0) }
        #expect(String(decoding: text, as: UTF8.self) == "key: -----BEGIN EC PRIVATE KEY-----" + String(repeating: "*", count: 14) + "-----END EC PRIVATE KEY----- done")
        #expect(counts == [.privateKey: 1])
    }

    static let failure = #"XCTAssertEqual failed: ("Bearer s3cr3tT0kenValue42") is not equal to ("ghp_1234567890abcdefghijABCDEFGHIJ123456")"#

    /// Collects a bundle whose failure message holds two secrets, its objects raw or compressed.
    func collectBundle(compressingObjects: Bool) throws -> (archive: String, manifest: Manifest) {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("in/Secret.xcresult"))
        try synthetic.writeTestRun(tests: [("testToken()", "Failure", Self.failure)])
        if compressingObjects {
            let data = synthetic.path + "/Data"
            for name in try FileManager.default.contentsOfDirectory(atPath: data) where name.hasPrefix("data.") {
                let raw = try Data(contentsOf: URL(fileURLWithPath: "\(data)/\(name)"))
                var compressed: [UInt8] = []
                let writer = try ZstdWriter(sink: ClosureSink { compressed.append(contentsOf: $0) }, threads: 1)
                try raw.withUnsafeBytes { try writer.write($0) }
                try writer.finish()
                try Data(compressed).write(to: URL(fileURLWithPath: "\(data)/\(name)"))
            }
        }
        let archive = directory.path("run.tar")
        let result = try Collector.collect(CollectRequest(
            inputs: [.init(path: directory.path("in"))], output: archive, commit: String(repeating: "a", count: 40),
            compression: .none, environment: [:], workingDirectory: directory.path("in")))
        // Keep the archive past the directory's cleanup.
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("typed-\(UUID().uuidString).tar").path
        try FileManager.default.copyItem(atPath: archive, toPath: kept)
        return (kept, result.manifest)
    }

    @Test(arguments: [false, true])
    func secretsInAFailureMessageNeverReachTheArchive(compressingObjects: Bool) throws {
        let (archive, manifest) = try collectBundle(compressingObjects: compressingObjects)
        defer { try? FileManager.default.removeItem(atPath: archive) }
        #expect(manifest.redactions.byRule["bearer-token"] == 1)
        #expect(manifest.redactions.byRule["github-token"] == 1)
        // Not in the tar, nor in any object decompressed.
        var texts: [[UInt8]] = [Array(try Data(contentsOf: URL(fileURLWithPath: archive)))]
        let reader = try ArchiveReader(path: archive)
        while try reader.nextEntry() != nil {
            var bytes: [UInt8] = []
            try reader.readData { bytes.append(contentsOf: $0) }
            texts.append(bytes.starts(with: ZstdDecoder.frameMagic) ? try ZstdDecoder().decompress(bytes, limit: 1 << 24) : bytes)
        }
        for text in texts {
            #expect(!ByteSearch.contains(text, "s3cr3tT0kenValue42") && !ByteSearch.contains(text, "ghp_1234567890"))
        }
        // The bundle still reads, and says where the secrets were.
        let documents = try XCResultReader(preference: .objectStore).read(archivePath: archive)
        let message = try #require(documents.first?.runs.first?.issues.first?.message)
        #expect(message == #"XCTAssertEqual failed: ("Bearer "# + String(repeating: "*", count: 18) + #"") is not equal to (""# + String(repeating: "*", count: 40) + #"")"#)
    }
}
