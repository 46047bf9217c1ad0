import CoreLocation
import XCTest
@testable import LarkfieldTracker

final class PositionQueueTests: XCTestCase {
    private func fix(_ seconds: TimeInterval, receivedAfter delay: TimeInterval) -> Position {
        let t = Date(timeIntervalSince1970: 1_773_600_000 + seconds)
        return Position(latitude: 52.37, longitude: 4.89, fixTime: t, receivedAt: t.addingTimeInterval(delay))
    }

    func testDrainSplitsIntoBatches() {
        let q = PositionQueue()
        (0..<5).forEach { q.enqueue(fix(Double($0) * 60, receivedAfter: 0)) }
        XCTAssertEqual(q.drain(batchSize: 2).map(\.count), [2, 2, 1])
    }

    func testOfflineGapFlushesInOrder() {
        // Significant-change fixes delivered late after an offline gap arrive out of order;
        // the server needs them in fix order.
        let q = PositionQueue()
        q.enqueue(fix(0, receivedAfter: 0))
        q.enqueue(fix(300, receivedAfter: 900))   // deferred delivery
        q.enqueue(fix(600, receivedAfter: 0))
        let sent = q.drain(batchSize: 10).flatMap { $0 }.map(\.fixTime.timeIntervalSince1970)
        XCTAssertEqual(sent, [1_773_600_000, 1_773_600_300, 1_773_600_600])
    }

    func testDrainEmptiesQueue() {
        let q = PositionQueue()
        q.enqueue(fix(0, receivedAfter: 0))
        _ = q.drain(batchSize: 10)
        XCTAssertTrue(q.pending.isEmpty)
    }
}
