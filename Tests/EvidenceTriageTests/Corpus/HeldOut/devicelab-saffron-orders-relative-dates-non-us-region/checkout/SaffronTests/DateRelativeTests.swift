import XCTest
@testable import Saffron

final class DateRelativeTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_788_000_000)

    func testUpdatedJustNow() {
        let date = now.addingTimeInterval(-20)
        XCTAssertEqual(date.relativeUpdateString(now: now), NSLocalizedString("Updated moments ago", comment: ""))
    }

    func testUpdatedTwoMinutesAgo() {
        let date = now.addingTimeInterval(-120)
        XCTAssertEqual(date.relativeUpdateString(now: now), "Updated 2 minutes ago")
    }

    func testUpdatedOneHourAgo() {
        let date = now.addingTimeInterval(-3_600)
        XCTAssertEqual(date.relativeUpdateString(now: now), "Updated 1 hour ago")
    }
}
