@testable import EvidenceArchive
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Collect's one pass: a file found to hold a secret after megabytes of clean lines is taken back out
/// of the compressed stream and written again redacted, with its redacted size; the archive verifies,
/// reads back as the redactor's output, and its bytes do not depend on --threads.
@Suite struct OneReadCollectTests {
    static func collect(_ directory: TemporaryDirectory, compression: ArchiveCompression, threads: Int) throws -> (CollectResult, [UInt8]) {
        let output = directory.path("run-\(compression.rawValue)-\(threads)")
        var request = CollectRequest(inputs: [.init(path: directory.path("in")), .init(path: directory.path("blob.bin"))], output: output, commit: "abc1234", compression: compression, threads: threads, environment: [:], workingDirectory: directory.path)
        request.binarySecrets = .withhold
        let result = try Collector.collect(request)
        return (result, Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    }

    @Test(arguments: [ArchiveCompression.gzip, .zstd, .none])
    func aSecretLateInABigLogIsRedactedAndTheBytesAreStable(compression: ArchiveCompression) throws {
        let directory = try TemporaryDirectory()
        let clean = String(decoding: TestInput.text(3_000_000), as: UTF8.self)
        let late = clean + "\nexport API_TOKEN=ghp_0123456789abcdefghijABCDEFGHIJ012345\n" + clean
        try directory.write("in/late.log", late)
        try directory.write("in/first.log", "password=hunter2hunter2\n" + clean)
        try directory.write("in/clean.log", clean)
        // A binary file with a secret: streamed, then withheld (taken back out).
        try directory.write("blob.bin", Data(TestInput.random(200_000, seed: 7) + Array("ghp_0123456789abcdefghijABCDEFGHIJ012345".utf8)))
        let (result, bytes) = try Self.collect(directory, compression: compression, threads: 1)
        for threads in [2, 8] {
            #expect(try Self.collect(directory, compression: compression, threads: threads).1 == bytes, "threads \(threads)")
        }
        #expect(try ArchiveVerifier.verify(archivePath: directory.path("run-\(compression.rawValue)-1")).isIntact)
        let entries = Dictionary(uniqueKeysWithValues: result.manifest.entries.map { ($0.path, $0) })
        for name in ["late", "first", "clean"] {
            let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.path("in/\(name).log"))))
            let redacted = try SecretRedactor().redact(original)
            let entry = try #require(entries["logs/\(name).log"])
            #expect(entry.size == Int64(redacted.count), "\(name)")
            #expect(entry.sha256 == SHA256Hasher.hex(of: redacted), "\(name)")
            #expect((entry.redactions ?? 0) == (name == "clean" ? 0 : 1), "\(name)")
        }
        #expect(result.manifest.skipped.map(\.path).contains { $0.hasSuffix("blob.bin") })
    }
}
