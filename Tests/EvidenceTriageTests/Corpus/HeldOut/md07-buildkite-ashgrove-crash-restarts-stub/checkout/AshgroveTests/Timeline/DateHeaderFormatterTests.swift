import XCTest
@testable import Ashgrove

final class DateHeaderFormatterTests: XCTestCase {
    func testYesterdayHeaderAcrossMidnight() {
        let now = ISO8601DateFormatter().date(from: "2026-03-29T00:30:00+01:00")!
        let taken = ISO8601DateFormatter().date(from: "2026-03-28T23:45:00+00:00")!
        let f = DateHeaderFormatter(calendar: .londonGregorian, now: { now })
        XCTAssertEqual(f.header(for: taken), "Yesterday")
    }
}
