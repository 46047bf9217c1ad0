@testable import EvidenceArchive
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `BlockCompressor`, what collect's one pass stands on: output that depends on the input alone, and
/// a rollback that leaves exactly the output of a stream that never held the bytes taken back.
@Suite struct BlockCompressorTests {
    static let codecs = ["deflate", "zstd", "store"]

    static func codec(_ name: String) -> BlockCodec {
        switch name {
        case "deflate": .deflate(level: 6)
        case "zstd": .zstd(level: 3)
        default: .store
        }
    }

    static func blockSize(_ codec: BlockCodec) -> Int {
        codec == .deflate(level: 6) ? CollectArchive.gzipBlockSize : 1 << 20
    }

    /// The body of a stream (no gzip wrapper), written in `chunk`-sized pieces.
    static func compress(_ pieces: [[UInt8]], codec: BlockCodec, threads: Int, abandoning abandoned: Set<Int> = [], chunk: Int = 40_009) throws -> (body: [UInt8], compressor: BlockCompressor) {
        let sink = MemorySink()
        let compressor = try BlockCompressor(codec: codec, sink: sink, threads: threads, blockSize: blockSize(codec))
        for (index, piece) in pieces.enumerated() {
            compressor.setMark()
            try piece.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let end = min(bytes.count, offset + chunk)
                    try compressor.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                    offset = end
                }
            }
            if abandoned.contains(index) { try compressor.rollback() }
        }
        try compressor.finish()
        return (sink.bytes, compressor)
    }

    /// Pieces of text and random bytes, some smaller than a block, some spanning several.
    static let pieces: [[UInt8]] = [
        TestInput.text(10_000), TestInput.random(300_000, seed: 3), TestInput.text(2_500_000), TestInput.text(5),
        TestInput.random(1 << 20, seed: 5), TestInput.text(700_001), TestInput.text(131_072), TestInput.text(90_000),
    ]

    @Test(arguments: codecs)
    func aRollbackLeavesTheStreamThatNeverHeldThePiece(name: String) throws {
        let codec = Self.codec(name)
        // Abandon a small piece, one spanning blocks, and a piece ending exactly on a block's end.
        let abandoned: Set<Int> = [1, 2, 6]
        let kept = Self.pieces.enumerated().filter { !abandoned.contains($0.offset) }.map(\.element)
        for threads in [1, 3] {
            let direct = try Self.compress(kept, codec: codec, threads: threads).body
            let rolledBack = try Self.compress(Self.pieces, codec: codec, threads: threads, abandoning: abandoned).body
            #expect(direct == rolledBack, "threads \(threads)")
        }
    }

    @Test(arguments: codecs)
    func bytesDoNotDependOnThreadsOrWriteSizes(name: String) throws {
        let codec = Self.codec(name)
        let one = try Self.compress(Self.pieces, codec: codec, threads: 1, chunk: 4096).body
        for threads in [2, 8] {
            #expect(try Self.compress(Self.pieces, codec: codec, threads: threads, chunk: 100_003).body == one, "threads \(threads)")
        }
    }

    /// A front stream that does not end the member, then a body that does: one gzip member reading
    /// as both inputs in order (how collect puts the manifest before the entries).
    @Test func aFrontAndABodyMakeOneGzipMember() throws {
        let front = TestInput.text(200_000)
        let frontSink = MemorySink()
        let frontCompressor = try BlockCompressor(codec: .deflate(level: 6), sink: frontSink, threads: 1, blockSize: CollectArchive.gzipBlockSize, endsStream: false)
        try front.withUnsafeBytes { try frontCompressor.write($0) }
        try frontCompressor.finish()
        let (compressed, bodyCompressor) = try Self.compress(Self.pieces, codec: .deflate(level: 6), threads: 2, abandoning: [4])
        let member = GzipContainer.header + frontSink.bytes + compressed + GzipContainer.trailer(frontCompressor, bodyCompressor)
        let expected = front + Self.pieces.enumerated().filter { $0.offset != 4 }.flatMap(\.element)
        #expect(try ZlibInflate.gunzip(member) == expected)
    }

    /// One zstd frame per block, read back by the zstd tool as one stream.
    @Test func zstdFramesReadBackAsOneStream() throws {
        let (compressed, _) = try Self.compress(Self.pieces, codec: .zstd(level: 3), threads: 2, abandoning: [0, 5])
        let expected = Self.pieces.enumerated().filter { ![0, 5].contains($0.offset) }.flatMap(\.element)
        #expect(try ZstdWriterTests.unzstd(compressed) == expected)
    }
}
