import XCTest
@testable import Tidewell

final class TypingIndicatorTests: XCTestCase {
    func testIndicatorHidesAfterFiveSeconds() {
        let indicator = TypingIndicator(timeout: 0.2)
        indicator.peerStartedTyping()
        let hidden = expectation(description: "hidden")
        indicator.onHide = { hidden.fulfill() }
        wait(for: [hidden], timeout: 0.3)
    }
}
