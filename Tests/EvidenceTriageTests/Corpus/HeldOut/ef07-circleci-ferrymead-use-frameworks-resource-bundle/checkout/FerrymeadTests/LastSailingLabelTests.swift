import XCTest
import DepartureBoardKit

final class LastSailingLabelTests: XCTestCase {

    func testMinutesAgoText() {
        XCTAssertEqual(LastSailingLabel().text(minutesAgo: 5), "Updated 5 min ago")
    }
}
