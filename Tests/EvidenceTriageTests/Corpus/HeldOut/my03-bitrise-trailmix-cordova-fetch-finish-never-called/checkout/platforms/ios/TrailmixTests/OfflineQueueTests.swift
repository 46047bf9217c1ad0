import XCTest
@testable import Trailmix

final class OfflineQueueTests: XCTestCase {
    func testQueuedEditsFlushInOrder() throws {
        let q = OfflineQueue(store: .inMemory)
        q.enqueue(.rename(trail: "T-18", to: "Ridge Loop"))
        q.enqueue(.addWaypoint(trail: "T-18", lat: 46.55, lon: 7.98))
        q.enqueue(.delete(trail: "T-02"))
        let sent = try q.flush(using: RecordingAPI())
        XCTAssertEqual(sent.map(\.kind), [.rename, .addWaypoint, .delete])
    }
}
