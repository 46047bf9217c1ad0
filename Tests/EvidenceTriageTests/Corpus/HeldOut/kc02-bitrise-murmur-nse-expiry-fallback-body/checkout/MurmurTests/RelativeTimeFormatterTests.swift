import XCTest
@testable import Murmur

final class RelativeTimeFormatterTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_796_000_000)

    func testJustNow() {
        XCTAssertEqual(RelativeTimeFormatter.short(now.addingTimeInterval(-20), relativeTo: now), "now")
    }

    func testTwoHoursShort() {
        XCTAssertEqual(RelativeTimeFormatter.short(now.addingTimeInterval(-7_200), relativeTo: now), "2h")
    }
}
