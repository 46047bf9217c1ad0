@testable import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Chunk readers stop when their callback says so, without an error to leave it by.
@Suite struct ChunkDecisionTests {
    @Test func fileReadingStopsWhereTheCallbackSays() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("big.bin", Data(repeating: 7, count: FileReader.chunkSize * 3 + 5))
        var chunks = 0
        let stopped = try FileReader(path: path).readChunks { _ in
            chunks += 1
            return chunks == 2 ? .stop : .continue
        }
        #expect(stopped == .stop)
        #expect(chunks == 2)
        var bytes = 0
        let finished = try FileReader(path: path).readChunks { chunk in
            bytes += chunk.count
            return .continue
        }
        #expect(finished == .continue)
        #expect(bytes == FileReader.chunkSize * 3 + 5)
    }

    @Test func decompressionStopsAfterTheFirstChunkWhenAsked() throws {
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: 4 << 20)
        let sink = CollectingSink()
        let writer = try ZstdWriter(sink: sink, threads: 1)
        try text.withUnsafeBytes { try writer.write($0) }
        try writer.finish()
        let decoder = try ZstdStreamDecoder()
        var seen = 0
        let decision = try sink.bytes.withUnsafeBytes { compressed in
            try decoder.decompress(compressed) { output in
                seen += output.count
                return .stop
            }
        }
        #expect(decision == .stop)
        #expect(seen > 0 && seen < text.count)
        let whole = try ZstdStreamDecoder()
        var all = 0
        try sink.bytes.withUnsafeBytes { compressed in try whole.feed(compressed) { all += $0.count } }
        #expect(all == text.count)
    }
}
