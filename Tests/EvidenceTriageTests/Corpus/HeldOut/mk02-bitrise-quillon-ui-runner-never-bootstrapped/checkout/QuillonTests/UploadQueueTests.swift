import XCTest
@testable import Quillon

final class UploadQueueTests: XCTestCase {
    func testRetryAfterOfflineDoesNotResendConfirmedReceipts() async throws {
        let api = FlakyUploadAPI(failAfter: 2)          // accepts r1, r2, then the connection drops
        let queue = UploadQueue(store: InMemoryUploadStore(ids: ["r1", "r2", "r3"]), api: api)
        _ = try? await queue.drain()
        api.reconnect()
        try await queue.drain()
        XCTAssertEqual(api.secondPassUploads, ["r3"])
    }
}
