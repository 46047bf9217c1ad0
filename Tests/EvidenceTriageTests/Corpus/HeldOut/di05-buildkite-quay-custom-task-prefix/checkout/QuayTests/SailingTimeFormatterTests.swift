import XCTest
@testable import Quay

final class SailingTimeFormatterTests: XCTestCase {
    func testDepartureLabelIsTwentyFourHour() {
        let d = ISO8601DateFormatter().date(from: "2026-12-01T17:05:00Z")!
        XCTAssertEqual(SailingTimeFormatter(timeZone: .gmt).departure(d), "17:05")
    }
}
