import XCTest
import AppTrackingTransparency
@testable import CornerGrocer

final class TrackingConsentTests: XCTestCase {
    func testConsentNotRequestedOnFirstLaunch() {
        let flow = TrackingConsentFlow(launchCount: 1)
        XCTAssertFalse(flow.shouldRequest)
    }

    func testConsentPromptShownOnSecondLaunch() {
        let flow = TrackingConsentFlow(launchCount: 2)
        let done = expectation(description: "ATT callback")
        flow.requestIfNeeded { status in
            XCTAssertNotEqual(status, .restricted)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }
}
