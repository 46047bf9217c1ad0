import XCTest
@testable import KestrelShareKit

final class UploadQueueTests: XCTestCase {
    func testRetriesFailedChunkOnce() async throws {
        let api = FlakyChunkAPI(failuresBeforeSuccess: 5)
        let queue = UploadQueue(api: api, maxRetries: 1)
        _ = try? await queue.upload(chunks: 3)
        XCTAssertEqual(api.attempts(forChunk: 0), 2)
    }
}
