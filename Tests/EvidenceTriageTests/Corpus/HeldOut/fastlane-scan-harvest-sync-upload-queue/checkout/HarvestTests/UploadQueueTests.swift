import XCTest
@testable import Harvest

final class UploadQueueTests: XCTestCase {
    func testEnqueuesPhotoUploadsOnBackgroundSession() {
        let session = RecordingSession(kind: .background)
        let queue = UploadQueue(session: session, limit: 4)
        queue.enqueue(Fixtures.photos(5))
        XCTAssertEqual(session.configuration.identifier, "com.lanternworks.harvest.uploads")
    }

    /// The stub server speaks HTTP/2 like the production CDN.
    func testLimitsConcurrentUploadsPerHost() {
        let server = StubUploadServer(protocol: .http2, latency: .milliseconds(400))
        let session = RecordingSession(kind: .background, server: server)
        let queue = UploadQueue(session: session, limit: 4)
        queue.enqueue(Fixtures.photos(37))
        server.waitUntilIdle(timeout: 3)
        XCTAssertLessThanOrEqual(server.maxConcurrentRequests, 4)
    }
}
