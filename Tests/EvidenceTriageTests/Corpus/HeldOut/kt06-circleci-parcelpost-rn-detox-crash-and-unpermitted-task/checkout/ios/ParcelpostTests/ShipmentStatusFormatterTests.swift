import XCTest
@testable import Parcelpost

final class ShipmentStatusFormatterTests: XCTestCase {
    func testDeliveredTodayLabel() {
        let now = ISO8601DateFormatter().date(from: "2026-11-29T18:00:00Z")!
        let delivered = ISO8601DateFormatter().date(from: "2026-11-29T09:12:00Z")!
        XCTAssertEqual(ShipmentStatusFormatter.label(for: .delivered(at: delivered), now: now), "Delivered today, 09:12")
    }
}
