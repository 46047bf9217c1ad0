import XCTest
@testable import Quayline

final class DeliveryWindowFormatterTests: XCTestCase {
    private let formatter = DeliveryWindowFormatter()
    private let now = ISO8601DateFormatter().date(from: "2026-11-24T15:00:00Z")!   // 9 AM in Chicago

    func testSameDayWindow() {
        let start = ISO8601DateFormatter().date(from: "2026-11-24T20:00:00Z")!     // 2 PM
        let end = ISO8601DateFormatter().date(from: "2026-11-24T22:00:00Z")!       // 4 PM
        XCTAssertEqual(formatter.string(from: start, to: end, relativeTo: now), "Today, 2–4 PM")
    }
}
