import ActivityKit
import XCTest
@testable import Scoreline

@MainActor
final class PushToStartIntegrationTests: XCTestCase {
    func testPushToStartTokenArrivesWithin20Seconds() {
        let listener = PushToStartListener()
        let token = expectation(description: "push-to-start token from ActivityKit")
        listener.onToken = { _ in token.fulfill() }
        listener.start()
        wait(for: [token], timeout: 20)
    }
}
