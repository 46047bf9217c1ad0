import XCTest
@testable import Moss

final class RelativeTimeLabelTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_764_400_000)

    func testJustNowUnderOneMinute() {
        XCTAssertEqual(RelativeTimeLabel.text(for: now.addingTimeInterval(-59), now: now), "now")
    }

    func testMinutes() {
        XCTAssertEqual(RelativeTimeLabel.text(for: now.addingTimeInterval(-600), now: now), "10m")
    }
}
