import XCTest
@testable import Tidewire

final class TypingIndicatorTests: XCTestCase {
    func testIndicatorExpiresAfterFiveSeconds() {
        let indicator = TypingIndicator(timeout: 5)
        indicator.userStartedTyping("ana")
        let gone = expectation(description: "indicator cleared")
        indicator.onChange = { if $0.isEmpty { gone.fulfill() } }
        wait(for: [gone], timeout: 6)
    }
}
