@testable import EvidenceArchive
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `BlockCompressor` with the deflate codec, wrapped by `GzipContainer` into one gzip member as collect
/// writes it (pigz's scheme): what zlib, `gzip` and `gzip -dc` read back, the bytes the same for any
/// thread count and any sizes of writes, blocks cut where the input says, and failures that surface.
@Suite struct GzipMemberTests {
    /// Collect's gzip blocks.
    static let block = CollectArchive.gzipBlockSize

    /// One gzip member of `input`, written in `chunk`-sized pieces.
    static func gzip(_ input: [UInt8], threads: Int, chunk: Int, blockSize: Int = block) throws -> [UInt8] {
        let sink = CollectingSink()
        let compressor = try BlockCompressor(codec: .deflate(level: 6), sink: sink, threads: threads, blockSize: blockSize)
        try write(input, to: compressor, chunk: chunk)
        try compressor.finish()
        return GzipContainer.header + sink.bytes + GzipContainer.trailer(compressor)
    }

    static func write(_ input: [UInt8], to compressor: BlockCompressor, chunk: Int) throws {
        try input.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + max(1, chunk))
                try compressor.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                offset = end
            }
        }
    }

    // MARK: - Round trip through zlib's own inflate and gzip

    @Test(arguments: [0, 1, 1000, block - 1, block, block + 1, 2 * block, 3 * block, 3 * block + 1, 5 * block - 1])
    func randomInputInflatesBack(size: Int) throws {
        let input = TestInput.random(size, seed: UInt64(size) + 1)
        for threads in [1, 3] {
            let gzip = try Self.gzip(input, threads: threads, chunk: 10_007)
            #expect(try ZlibInflate.gunzip(gzip) == input, "threads \(threads)")
        }
    }

    @Test(arguments: [0, 1, 1000, block - 1, block, block + 1, 2 * block, 4 * block, 4 * block + 1, 6 * block - 1])
    func textInputInflatesBack(size: Int) throws {
        let input = TestInput.text(size)
        for threads in [1, 3] {
            let gzip = try Self.gzip(input, threads: threads, chunk: 65_536)
            #expect(try ZlibInflate.gunzip(gzip) == input, "threads \(threads)")
        }
    }

    @Test func gzipReadsItBack() throws {
        let input = TestInput.text(900_000) + TestInput.random(300_000, seed: 14) + TestInput.text(5)
        let directory = try TemporaryDirectory()
        let path = directory.path("input.gz")
        try Data(try Self.gzip(input, threads: 2, chunk: 50_000)).write(to: URL(fileURLWithPath: path))
        let outcome = try EvidenceProcess.run(executable: "/usr/bin/env", ["gzip", "-dc", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutputBytes == input)
    }

    @Test func smallestBlocksRoundTrip() throws {
        // 32 KiB blocks: every block's dictionary is the whole block before it.
        let input = TestInput.text(700_000) + TestInput.random(100_000, seed: 9) + TestInput.text(64 * 1024)
        let gzip = try Self.gzip(input, threads: 4, chunk: 4096, blockSize: 32 * 1024)
        #expect(try ZlibInflate.gunzip(gzip) == input)
    }

    @Test func emptyInputIsAValidEmptyMember() throws {
        let gzip = try Self.gzip([], threads: 2, chunk: 1)
        #expect(try ZlibInflate.gunzip(gzip) == [])
        // 10-byte header, an empty final block, CRC 0, ISIZE 0.
        #expect(gzip.count == 10 + 2 + 8)
    }

    @Test func headerCarriesNoNameAndNoTime() throws {
        let gzip = try Self.gzip(TestInput.text(5000), threads: 2, chunk: 100)
        #expect(Array(gzip.prefix(10)) == [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
    }

    // MARK: - Blocks

    /// Blocks are cut at multiples of the block size, each written in one piece; a full block waits
    /// for more input, so the last block is never empty unless the whole input is.
    static let blockCounts: [(size: Int, blocks: Int)] = [
        (0, 1), (1, 1), (block - 1, 1), (block, 1), (block + 1, 2), (3 * block, 3), (3 * block + 1, 4),
    ]

    @Test(arguments: blockCounts)
    func oneWriteABlock(size: Int, blocks: Int) throws {
        for (threads, chunk) in [(1, 7919), (3, 1 << 20)] {
            let sink = CollectingSink()
            let compressor = try BlockCompressor(codec: .deflate(level: 6), sink: sink, threads: threads, blockSize: Self.block)
            try Self.write(TestInput.text(size), to: compressor, chunk: chunk)
            try compressor.finish()
            #expect(sink.writes == blocks, "threads \(threads)")
            #expect(compressor.emittedLength == Int64(size))
        }
    }

    // MARK: - Reproducible bytes

    @Test func bytesDoNotDependOnThreadsOrWriteSizes() throws {
        let input = TestInput.text(900_000) + TestInput.random(300_000, seed: 4) + TestInput.text(400_000)
        let reference = try Self.gzip(input, threads: 1, chunk: input.count)
        for (threads, chunk) in [(2, 1 << 20), (8, 4099), (16, 131_072), (2, 131_073)] {
            let gzip = try Self.gzip(input, threads: threads, chunk: chunk)
            #expect(gzip == reference, "threads \(threads), writes of \(chunk) bytes")
        }
        #expect(try ZlibInflate.gunzip(reference) == input)
    }

    @Test func oneByteWritesGiveTheSameBytes() throws {
        let input = TestInput.text(200_000) + TestInput.random(100_000, seed: 3)
        #expect(try Self.gzip(input, threads: 2, chunk: 1) == Self.gzip(input, threads: 1, chunk: input.count))
    }

    @Test func randomBlocksAreStoredButRepeatsInsideTheWindowAreStillFound() throws {
        // Random bytes are stored: barely larger than the input (5 bytes per 64 KiB stored block).
        let random = TestInput.random(1_000_000, seed: 12)
        let stored = try Self.gzip(random, threads: 2, chunk: 1 << 16)
        #expect(stored.count <= random.count + random.count / 1000 + 64)
        #expect(try ZlibInflate.gunzip(stored) == random)
        // The same flat byte histogram repeated every 16 KiB: deflate finds the repeats.
        let pattern = TestInput.random(16 * 1024, seed: 13)
        let repeated = Array((0..<64).map { _ in pattern }.joined())
        let deflated = try Self.gzip(repeated, threads: 2, chunk: 1 << 16)
        #expect(deflated.count < repeated.count / 10)
        #expect(try ZlibInflate.gunzip(deflated) == repeated)
    }

    @Test func sizeStaysWithinOnePercentOfGzip() throws {
        let input = TestInput.text(1_500_000) + TestInput.random(200_000, seed: 11)
        let ours = try Self.gzip(input, threads: 2, chunk: 1 << 16)
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
        let compressor = try BlockCompressor(codec: .deflate(level: 6), sink: sink, threads: threads, blockSize: Self.block)
        var thrown: Error?
        do {
            try Self.write(TestInput.random(3_000_000, seed: 5), to: compressor, chunk: 50_000)
            try compressor.finish()
        } catch {
            thrown = error
        }
        #expect(thrown is FailingSink.Full)
        // The compressor stays failed: finishing again reports the same error instead of writing more.
        #expect(throws: FailingSink.Full.self) { try compressor.finish() }
        #expect(sink.received <= 300_000)
    }

    @Test func droppingAnUnfinishedCompressorStopsItsWorkers() throws {
        // What collect does when an input fails mid-archive: the compressor goes away without finish.
        let sink = CollectingSink()
        do {
            let compressor = try BlockCompressor(codec: .deflate(level: 6), sink: sink, threads: 4, blockSize: Self.block)
            try TestInput.random(2_000_000, seed: 6).withUnsafeBytes { try compressor.write($0) }
        }
        #expect(sink.bytes.count < 2_000_000)
    }

    @Test func writingAfterFinishIsAnError() throws {
        let compressor = try BlockCompressor(codec: .deflate(level: 6), sink: CollectingSink(), threads: 2, blockSize: Self.block)
        try compressor.finish()
        #expect(throws: ZlibError.self) {
            try [UInt8(1)].withUnsafeBytes { try compressor.write($0) }
        }
    }
}
