import XCTest
import UIKit
@testable import Canopy

final class SilentRefreshPushTests: XCTestCase {

    func testContentAvailablePushWakesRefresh() throws {
        let payload: [String: Any] = ["aps": ["content-available": 1], "feeds": ["garden-journal"]]
        let woke = expectation(description: "background refresh started by silent push")
        RefreshCoordinator.shared.onPushRefresh = { _ in woke.fulfill() }
        try SimulatorPush.send(payload, to: "com.fernlabs.canopy")   // xcrun simctl push
        XCUIDevice.shared.press(.home)
        wait(for: [woke], timeout: 30)
    }
}
