import XCTest
@testable import DosewiseKit

final class RelativeTimeLabelTests: XCTestCase {
    private let now = Date()

    func testYesterday() {
        let date = now.addingTimeInterval(-60 * 60 * 24)
        XCTAssertEqual(date.relativeTimeLabel(relativeTo: now), "yesterday")
    }

    func testFiveWeeksAgoSaysMoreThanAMonth() {
        let date = now.addingTimeInterval(-60 * 60 * 24 * 7 * 5)
        XCTAssertEqual(date.relativeTimeLabel(relativeTo: now), "more than a month ago")
    }
}
