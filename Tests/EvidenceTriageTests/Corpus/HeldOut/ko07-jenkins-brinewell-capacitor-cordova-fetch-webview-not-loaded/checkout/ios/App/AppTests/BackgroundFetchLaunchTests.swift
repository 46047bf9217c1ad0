import XCTest
import UIKit
@testable import App

/// A fetch that arrives while iOS launched us in the background (no window on screen, so
/// CAPBridgeViewController has not loaded its web view yet) must still be answered.
final class BackgroundFetchLaunchTests: XCTestCase {

    func testWarmFetchCallsCompletionHandler() {
        let done = expectation(description: "fetch completion handler called")
        let delegate = UIApplication.shared.delegate as! AppDelegate
        delegate.application(UIApplication.shared, performFetchWithCompletionHandler: { _ in done.fulfill() })
        wait(for: [done], timeout: 25)
    }

    func testColdFetchLaunchCallsCompletionHandler() {
        let harness = BackgroundLaunchHarness()          // fresh AppDelegate + window that is never made key
        harness.launch(options: [:])

        let done = expectation(description: "fetch completion handler called")
        harness.delegate.application(UIApplication.shared, performFetchWithCompletionHandler: { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        })
        wait(for: [done], timeout: 25)
    }
}
