import XCTest
@testable import Lanternfish

private final class FlakyTransport: ChunkTransport {
    let alwaysFailing: Set<Int>
    private(set) var attempts: [Int: Int] = [:]
    init(alwaysFailing: Set<Int>) { self.alwaysFailing = alwaysFailing }
    func send(chunk index: Int) -> Bool {
        attempts[index, default: 0] += 1
        return !alwaysFailing.contains(index)
    }
}

final class UploadQueueTests: XCTestCase {
    func testChunksAreSentInOrder() {
        let transport = FlakyTransport(alwaysFailing: [])
        XCTAssertEqual(UploadQueue(transport: transport).upload(chunks: 4), [])
        XCTAssertEqual(transport.attempts.keys.sorted(), [0, 1, 2, 3])
    }

    func testFailedChunkIsRetriedOnce() {
        let transport = FlakyTransport(alwaysFailing: [3])
        let failed = UploadQueue(transport: transport, maxRetries: 1).upload(chunks: 6)
        XCTAssertEqual(failed, [3])
        XCTAssertEqual(transport.attempts[3], 2, "chunk 3 should be sent once and retried once")
    }

    func testCancelledItemsAreDropped() {
        let transport = FlakyTransport(alwaysFailing: [])
        XCTAssertEqual(UploadQueue(transport: transport).upload(chunks: 0), [])
    }
}
