import ActivityKit
import XCTest
@testable import Wickerbay

/// Runs against the real ActivityKit in the test host (no fake center).
final class PushToStartTokenTests: XCTestCase {
    func testActivitiesAreEnabledForTheApp() {
        XCTAssertTrue(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    func testPushToStartTokenArrivesSoonAfterLaunch() async {
        let received = expectation(description: "push-to-start token from ActivityKit")
        let center = SystemActivityCenter()

        let listener = Task {
            for await token in center.pushToStartTokenUpdates {
                print("[LiveActivity] push-to-start token \(token.hexString.prefix(8))…")
                received.fulfill()
                break
            }
        }
        print("[LiveActivity] waiting for pushToStartTokenUpdates…")

        await fulfillment(of: [received], timeout: 30)
        listener.cancel()
    }
}
