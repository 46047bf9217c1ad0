import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct ZstdWriterTests {
    static func zstd(_ input: [UInt8], threads: Int, chunk: Int = 100_003) throws -> [UInt8] {
        let sink = CollectingSink()
        let writer = try ZstdWriter(sink: sink, threads: threads)
        try input.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + chunk)
                try writer.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                offset = end
            }
        }
        try writer.finish()
        #expect(sink.isFinished)
        return sink.bytes
    }

    /// Decompresses with the zstd tool, which also insists the frame is complete.
    static func unzstd(_ compressed: [UInt8]) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let path = directory.path("input.zst")
        try Data(compressed).write(to: URL(fileURLWithPath: path))
        let outcome = try EvidenceProcess.run(executable: "/usr/bin/env", ["zstd", "-d", "-q", "-c", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutputBytes
    }

    @Test(arguments: [0, 1, 1 << 20, (1 << 20) + 1, 2_500_000])
    func inputDecompressesBack(size: Int) throws {
        let input = TestInput.text(size * 4 / 5) + TestInput.random(size - size * 4 / 5, seed: UInt64(size) + 3)
        #expect(try Self.unzstd(Self.zstd(input, threads: 2)) == input)
    }

    @Test func bytesDoNotDependOnThreads() throws {
        // Several 1 MiB jobs, so the workers really split the input.
        let input = TestInput.text(3_000_000) + TestInput.random(600_000, seed: 8) + TestInput.text(500_000)
        let reference = try Self.zstd(input, threads: 1, chunk: input.count)
        for threads in [2, 4, 8] {
            #expect(try Self.zstd(input, threads: threads, chunk: 65_536) == reference, "threads \(threads)")
        }
        #expect(try Self.unzstd(reference) == input)
    }

    @Test func sinkErrorSurfaces() throws {
        let sink = FailingSink(failAfter: 100_000)
        let writer = try ZstdWriter(sink: sink, threads: 2)
        let input = TestInput.random(3_000_000, seed: 2)
        #expect(throws: FailingSink.Full.self) {
            try input.withUnsafeBytes { try writer.write($0) }
            try writer.finish()
        }
        #expect(throws: FailingSink.Full.self) { try writer.finish() }
    }
}
