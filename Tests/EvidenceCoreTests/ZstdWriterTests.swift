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

    /// A frame that ends exactly as the decoder's output buffer fills (1 MiB of one letter: a few
    /// dozen bytes, decoded in 128 KiB pieces) is whole: the stream decoder used to call once more, start
    /// on a next frame's header, and call this one truncated — so a redaction scan of such a blob
    /// gave up on it.
    @Test(arguments: [1 << 20, (1 << 20) + 1, 1 << 17])
    func aFrameEndingAsTheOutputFillsIsWhole(size: Int) throws {
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: size)
        let compressed = try Self.zstd(input, threads: 1, chunk: input.count)
        let decoder = try ZstdStreamDecoder()
        var output: [UInt8] = []
        try compressed.withUnsafeBytes { try decoder.feed($0) { output += $0 } }
        try decoder.finish()
        #expect(output == input)
        // Fed a byte at a time, the same.
        let slow = try ZstdStreamDecoder()
        var slowCount = 0
        for byte in compressed { try [byte].withUnsafeBytes { try slow.feed($0) { slowCount += $0.count } } }
        try slow.finish()
        #expect(slowCount == size)
        // A frame cut short is still called truncated.
        let cut = try ZstdStreamDecoder()
        try compressed.dropLast(4).withUnsafeBytes { try cut.feed($0) { _ in } }
        #expect(throws: ZstdError.self) { try cut.finish() }
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
