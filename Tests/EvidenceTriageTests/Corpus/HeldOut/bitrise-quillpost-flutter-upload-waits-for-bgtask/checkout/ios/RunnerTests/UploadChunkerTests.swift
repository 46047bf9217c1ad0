import XCTest
@testable import Runner

final class UploadChunkerTests: XCTestCase {
    func testChunkOffsetsAreContiguous() {
        let chunker = UploadChunker(chunkSize: 5 * 1024 * 1024)
        let chunks = chunker.chunks(forFileSize: 12_582_912)
        XCTAssertEqual(chunks.map(\.offset), [0, 5_242_880, 10_485_760])
        XCTAssertEqual(chunks.last?.length, 2_097_152)
    }

    func testSingleChunkForSmallFile() {
        let chunks = UploadChunker(chunkSize: 5 * 1024 * 1024).chunks(forFileSize: 1_000)
        XCTAssertEqual(chunks.count, 1)
    }
}
