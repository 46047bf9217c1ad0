import CZlib
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct ParallelGzipWriterTests {
    static let block = ParallelGzipWriter.defaultBlockSize

    // MARK: - Round trip through zlib's own inflate

    @Test(arguments: [0, 1, 1000, block - 1, block, block + 1, 2 * block, 3 * block, 3 * block + 1, 5 * block - 1])
    func randomInputInflatesBack(size: Int) throws {
        let input = TestInput.random(size, seed: UInt64(size) + 1)
        for threads in [1, 3] {
            let gzip = try TestInput.gzip(input, threads: threads, chunk: 10_007)
            #expect(try ZlibInflate.gunzip(gzip) == input, "threads \(threads)")
        }
    }

    @Test(arguments: [0, 1, 1000, block - 1, block, block + 1, 2 * block, 4 * block, 4 * block + 1, 6 * block - 1])
    func textInputInflatesBack(size: Int) throws {
        let input = TestInput.text(size)
        for threads in [1, 3] {
            let gzip = try TestInput.gzip(input, threads: threads, chunk: 65_536)
            #expect(try ZlibInflate.gunzip(gzip) == input, "threads \(threads)")
        }
    }

    @Test func smallestBlocksRoundTrip() throws {
        // 32 KiB blocks: every block's dictionary is the whole block before it.
        let input = TestInput.text(700_000) + TestInput.random(100_000, seed: 9) + TestInput.text(64 * 1024)
        let gzip = try TestInput.gzip(input, threads: 4, chunk: 4096, blockSize: 32 * 1024)
        #expect(try ZlibInflate.gunzip(gzip) == input)
    }

    @Test func emptyInputIsAValidEmptyMember() throws {
        let gzip = try TestInput.gzip([], threads: 2, chunk: 1)
        #expect(try ZlibInflate.gunzip(gzip) == [])
        // 10-byte header, an empty final block, CRC 0, ISIZE 0.
        #expect(gzip.count == 10 + 2 + 8)
    }

    @Test func headerCarriesNoNameAndNoTime() throws {
        let gzip = try TestInput.gzip(TestInput.text(5000), threads: 2, chunk: 100)
        #expect(Array(gzip.prefix(10)) == [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
    }

    // MARK: - Reproducible bytes

    @Test func bytesDoNotDependOnThreadsOrWriteSizes() throws {
        let input = TestInput.text(900_000) + TestInput.random(300_000, seed: 4) + TestInput.text(400_000)
        let reference = try TestInput.gzip(input, threads: 1, chunk: input.count)
        for (threads, chunk) in [(2, 1 << 20), (8, 4099), (16, 131_072), (2, 131_073)] {
            let gzip = try TestInput.gzip(input, threads: threads, chunk: chunk)
            #expect(gzip == reference, "threads \(threads), writes of \(chunk) bytes")
        }
        #expect(try ZlibInflate.gunzip(reference) == input)
    }

    @Test func oneByteWritesGiveTheSameBytes() throws {
        let input = TestInput.text(200_000) + TestInput.random(100_000, seed: 3)
        #expect(try TestInput.gzip(input, threads: 2, chunk: 1) == TestInput.gzip(input, threads: 1, chunk: input.count))
    }

    @Test func randomBlocksAreStoredButRepeatsInsideTheWindowAreStillFound() throws {
        // Random bytes are stored: barely larger than the input (5 bytes per 64 KiB stored block).
        let random = TestInput.random(1_000_000, seed: 12)
        let stored = try TestInput.gzip(random, threads: 2, chunk: 1 << 16)
        #expect(stored.count <= random.count + random.count / 1000 + 64)
        #expect(try ZlibInflate.gunzip(stored) == random)
        // The same flat byte histogram repeated every 16 KiB: deflate finds the repeats.
        let pattern = TestInput.random(16 * 1024, seed: 13)
        let repeated = Array((0..<64).map { _ in pattern }.joined())
        let deflated = try TestInput.gzip(repeated, threads: 2, chunk: 1 << 16)
        #expect(deflated.count < repeated.count / 10)
        #expect(try ZlibInflate.gunzip(deflated) == repeated)
    }

    @Test func sizeStaysWithinOnePercentOfGzip() throws {
        let input = TestInput.text(1_500_000) + TestInput.random(200_000, seed: 11)
        let ours = try TestInput.gzip(input, threads: 2, chunk: 1 << 16)
        let directory = try TemporaryDirectory()
        let path = directory.path("input")
        try Data(input).write(to: URL(fileURLWithPath: path))
        let outcome = try EvidenceProcess.run(executable: "/usr/bin/env", ["gzip", "-6", "-n", "-c", path])
        #expect(outcome.status == 0)
        let reference = outcome.standardOutputBytes.count
        #expect(Double(ours.count) <= Double(reference) * 1.01, "ours \(ours.count), gzip -6 \(reference)")
    }

    // MARK: - Errors

    @Test(arguments: [1, 4])
    func sinkErrorSurfacesWithoutHanging(threads: Int) throws {
        let sink = FailingSink(failAfter: 300_000)
        let writer = try ParallelGzipWriter(sink: sink, threads: threads)
        let input = TestInput.random(3_000_000, seed: 5)
        var thrown: Error?
        do {
            try input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + 50_000)
                    try writer.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                    offset = end
                }
            }
            try writer.finish()
        } catch {
            thrown = error
        }
        #expect(thrown is FailingSink.Full)
        // The writer stays failed: finishing again reports the same error instead of writing a trailer.
        #expect(throws: FailingSink.Full.self) { try writer.finish() }
        #expect(sink.received <= 300_000)
    }

    @Test func droppingAnUnfinishedWriterStopsItsWorkers() throws {
        // What collect does when an input fails mid-archive: the writer goes away without finish.
        let sink = CollectingSink()
        do {
            let writer = try ParallelGzipWriter(sink: sink, threads: 4)
            let input = TestInput.random(2_000_000, seed: 6)
            try input.withUnsafeBytes { try writer.write($0) }
        }
        #expect(!sink.isFinished)
        #expect(sink.bytes.count < 2_000_000)
    }

    @Test func writingAfterFinishIsAnError() throws {
        let writer = try ParallelGzipWriter(sink: CollectingSink(), threads: 2)
        try writer.finish()
        #expect(throws: ZlibError.self) {
            try [UInt8(1)].withUnsafeBytes { try writer.write($0) }
        }
    }

    // MARK: - Through collect

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

    @Test func collectedGzipArchiveIsTheSameForAnyThreadCountAndEveryReaderReadsIt() throws {
        let directory = try TemporaryDirectory()
        let inputs = try Self.evidenceTree(in: directory)
        let single = try Self.collect(inputs, in: directory, compression: .gzip, threads: 1)
        for threads in [2, 8] {
            #expect(try Self.collect(inputs, in: directory, compression: .gzip, threads: threads).bytes == single.bytes, "threads \(threads)")
        }
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
        let inputs = try Self.evidenceTree(in: directory)
        let single = try Self.collect(inputs, in: directory, compression: .zstd, threads: 1)
        for threads in [2, 8] {
            #expect(try Self.collect(inputs, in: directory, compression: .zstd, threads: threads).bytes == single.bytes, "threads \(threads)")
        }
        #expect(try EvidenceProcess.run(executable: "/usr/bin/env", ["zstd", "-t", "-q", single.path]).status == 0)
        #expect(try ArchiveVerifier.verify(archivePath: single.path).isIntact)
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

// MARK: - Helpers

/// zlib's own inflate with gzip decoding (windowBits 15 + 16); insists on exactly one member.
enum ZlibInflate {
    struct Failure: Error { var code: Int32 }

    static func gunzip(_ compressed: [UInt8]) throws -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            inflateEnd(stream)
            stream.deallocate()
        }
        guard evidence_inflateInit2(stream, 15 + 16) == Z_OK else { throw Failure(code: Z_STREAM_ERROR) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = compressed
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.pointee.next_in = source.baseAddress
            stream.pointee.avail_in = uInt(source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.pointee.next_out = target.baseAddress
                    stream.pointee.avail_out = uInt(target.count)
                    let result = inflate(stream, Z_NO_FLUSH)
                    output.append(contentsOf: target.prefix(target.count - Int(stream.pointee.avail_out)))
                    return result
                }
                if result != Z_OK { return result }
            }
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        // Nothing may follow the member.
        guard stream.pointee.avail_in == 0 else { throw Failure(code: Z_DATA_ERROR) }
        return output
    }
}

enum TestInput {
    /// Deterministic incompressible bytes (xorshift64*).
    static func random(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        var bytes = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            bytes[index] = UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
        }
        return bytes
    }

    /// Log-like lines with varying numbers, so the text compresses about as well as a real build log.
    static func text(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 200)
        var line = 0
        while bytes.count < count {
            let text = line % 3 == 0
                ? "CompileSwift normal arm64 /Users/ci/App/Sources/Sync/Job\(line % 97).swift (in target 'App' from project 'App')\n"
                : "Test Case '-[AppTests.SyncRefreshJobTests test\(line % 13)]' passed (\(line % 7).\(line % 1000) seconds).\n"
            bytes.append(contentsOf: text.utf8)
            line += 1
        }
        return Array(bytes.prefix(count))
    }

    static func gzip(_ input: [UInt8], threads: Int, chunk: Int, blockSize: Int = ParallelGzipWriter.defaultBlockSize) throws -> [UInt8] {
        let sink = CollectingSink()
        let writer = try ParallelGzipWriter(sink: sink, threads: threads, blockSize: blockSize)
        try input.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + max(1, chunk))
                try writer.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                offset = end
            }
        }
        try writer.finish()
        #expect(sink.isFinished)
        return sink.bytes
    }
}

final class CollectingSink: ByteSink {
    var bytes: [UInt8] = []
    var isFinished = false
    func write(_ bytes: UnsafeRawBufferPointer) throws { self.bytes.append(contentsOf: bytes) }
    func finish() throws { isFinished = true }
}

/// A sink that fills up: like a full disk.
final class FailingSink: ByteSink {
    struct Full: Error {}
    let failAfter: Int
    var received = 0
    init(failAfter: Int) { self.failAfter = failAfter }
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard received + bytes.count <= failAfter else { throw Full() }
        received += bytes.count
    }
    func finish() throws {}
}
