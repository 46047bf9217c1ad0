import XCTest
@testable import Lanternfish

final class DurationTextTests: XCTestCase {
    func testHoursAndMinutes() {
        let text = DurationText.episode(82 * 60)
        XCTAssertEqual(text, "1 hr 22 min")
    }
}
