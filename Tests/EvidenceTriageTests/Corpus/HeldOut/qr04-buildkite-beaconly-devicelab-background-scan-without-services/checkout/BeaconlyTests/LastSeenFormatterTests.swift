import XCTest
@testable import Beaconly

final class LastSeenFormatterTests: XCTestCase {
    func testMinutesAgoSingular() {
        XCTAssertEqual(LastSeenFormatter.text(secondsAgo: 75), "1 minute ago")
    }
}
