import XCTest
@testable import Quillmate

final class RelativeTimeFormatterTests: XCTestCase {
    private let now = ISO8601DateFormatter().date(from: "2026-06-15T12:00:00Z")!
    private lazy var formatter = RelativeTimeFormatter(now: { self.now },
                                                       locale: Locale(identifier: "en_US_POSIX"),
                                                       timeZone: TimeZone(identifier: "UTC")!)

    func testPastHour() {
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-40 * 60)), "40m")
    }

    func testPastWeek() {
        XCTAssertEqual(formatter.string(for: now.addingTimeInterval(-6 * 86_400)), "6d")
    }

    func testOlderThanAWeek() {
        let date = ISO8601DateFormatter().date(from: "2026-06-01T09:30:00Z")!
        XCTAssertEqual(formatter.string(for: date), "Jun 01")
    }
}
