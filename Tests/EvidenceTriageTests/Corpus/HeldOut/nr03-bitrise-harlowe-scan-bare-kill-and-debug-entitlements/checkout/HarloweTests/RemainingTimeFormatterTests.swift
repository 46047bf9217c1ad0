import XCTest
@testable import Harlowe

final class RemainingTimeFormatterTests: XCTestCase {
    func testHoursAndMinutes() {
        XCTAssertEqual(RemainingTimeFormatter().string(from: 3725), "1 hr 2 min left")
    }
}
