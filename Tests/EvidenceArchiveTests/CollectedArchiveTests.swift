import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// collect's gzip and zstd archives over a few MB of evidence: the same bytes for any `--threads`, and
/// read by gzip, GNU tar, bsdtar, Python's tarfile, zstd and `verify`.
@Suite struct CollectedArchiveTests {
    /// A few MB of evidence: real logs, JUnit and a result bundle (the shared fixtures', else the
    /// sample run's and a synthetic bundle), plus a generated bundle with a large incompressible
    /// attachment and a multi-block log.
    static func evidenceTree(in directory: TemporaryDirectory) throws -> [CollectRequest.Input] {
        try directory.write("Generated.xcresult/Info.plist", Data(TestInput.text(2000)))
        try directory.write("Generated.xcresult/Data/data.0~attachment", Data(TestInput.random(700_000, seed: 21)))
        try directory.write("Generated.xcresult/Data/data.1~log", Data(TestInput.text(900_000)))
        let sample = TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path
        return [
            .init(path: SharedFixtures.available ? TestPaths.fixture("logs") : sample + "/logs"),
            .init(path: SharedFixtures.available ? TestPaths.fixture("junit") : sample + "/junit.xml"),
            .init(path: try SharedFixtures.resultBundle("xcparse__testFailure", orSyntheticAt: directory.path("Made.xcresult"))),
            .init(path: directory.path("Generated.xcresult")),
        ]
    }

    static func collect(_ inputs: [CollectRequest.Input], in directory: TemporaryDirectory, compression: ArchiveCompression, threads: Int) throws -> (path: String, bytes: [UInt8], manifest: Manifest) {
        let output = directory.path("run-\(compression.rawValue)-\(threads).tar")
        let request = CollectRequest(
            inputs: inputs, output: output, commit: "0123456789abcdef", compression: compression, threads: threads,
            environment: ["SOURCE_DATE_EPOCH": "1700000000"], workingDirectory: directory.path)
        let result = try Collector.collect(request)
        return (output, Array(try Data(contentsOf: URL(fileURLWithPath: output))), result.manifest)
    }

    /// The archive collected with one thread, after checking 2 and 8 threads give the same bytes.
    static func collectWithAnyThreadCount(_ compression: ArchiveCompression, in directory: TemporaryDirectory) throws -> (path: String, bytes: [UInt8], manifest: Manifest) {
        let inputs = try evidenceTree(in: directory)
        let single = try collect(inputs, in: directory, compression: compression, threads: 1)
        for threads in [2, 8] {
            #expect(try collect(inputs, in: directory, compression: compression, threads: threads).bytes == single.bytes, "threads \(threads)")
        }
        return single
    }

    @Test func collectedGzipArchiveIsTheSameForAnyThreadCountAndEveryReaderReadsIt() throws {
        let directory = try TemporaryDirectory()
        let single = try Self.collectWithAnyThreadCount(.gzip, in: directory)
        let expected = ["manifest.json"] + single.manifest.entries.map(\.path)
        #expect(expected.count > 20)

        #expect(try EvidenceProcess.run(executable: "/usr/bin/env", ["gzip", "-t", single.path]).status == 0)
        let report = try ArchiveVerifier.verify(archivePath: single.path)
        #expect(report.isIntact)
        #expect(report.checkedEntries == single.manifest.entries.count)

        let gnuTar = try EvidenceProcess.run(executable: "/usr/bin/env", ["tar", "-tzf", single.path])
        #expect(gnuTar.status == 0, "\(gnuTar.standardError)")
        #expect(Self.lines(gnuTar.standardOutputBytes) == expected)
        let bsdtar = try EvidenceProcess.run(executable: "/usr/bin/env", ["bsdtar", "-tf", single.path])
        #expect(bsdtar.status == 0, "\(bsdtar.standardError)")
        #expect(Self.lines(bsdtar.standardOutputBytes) == expected)

        // Python's tarfile reads every entry's bytes; their hashes must be the manifest's.
        let script = """
            import hashlib, sys, tarfile
            with tarfile.open(sys.argv[1], "r:gz") as archive:
                for member in archive:
                    data = archive.extractfile(member).read()
                    print(member.name, hashlib.sha256(data).hexdigest())
            """
        let python = try EvidenceProcess.run(executable: "/usr/bin/env", ["python3", "-c", script, single.path])
        #expect(python.status == 0, "\(python.standardError)")
        let hashes = Self.lines(python.standardOutputBytes).dropFirst().map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(hashes == single.manifest.entries.map(\.sha256))
    }

    @Test func collectedZstdArchiveIsTheSameForAnyThreadCount() throws {
        let directory = try TemporaryDirectory()
        let single = try Self.collectWithAnyThreadCount(.zstd, in: directory)
        #expect(try EvidenceProcess.run(executable: "/usr/bin/env", ["zstd", "-t", "-q", single.path]).status == 0)
        #expect(try ArchiveVerifier.verify(archivePath: single.path).isIntact)
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
