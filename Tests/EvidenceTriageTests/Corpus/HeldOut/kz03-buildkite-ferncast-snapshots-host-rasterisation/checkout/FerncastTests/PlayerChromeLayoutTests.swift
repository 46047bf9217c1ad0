import XCTest
@testable import Ferncast

final class PlayerChromeLayoutTests: XCTestCase {
    func testScrubberInsetOnCompactWidth() {
        XCTAssertEqual(PlayerChromeLayout.scrubberInset(forWidth: 375), 20, "scrubber inset on compact width")
    }

    func testScrubberInsetOnRegularWidth() {
        XCTAssertEqual(PlayerChromeLayout.scrubberInset(forWidth: 820), 32)
    }
}
