import XCTest
@testable import Stillwater

final class ListeningSessionTests: XCTestCase {
    func testSessionMarkedStaleAfterThirtyMinutes() {
        let started = Date().addingTimeInterval(-30 * 60)
        let session = ListeningSession(startedAt: started)
        // `isStale` compares against Date() again; on a slow runner the boundary moves.
        XCTAssertTrue(session.isStale, "session started 30 min ago should be stale")
    }
}
