import UIKit
import XCTest
@testable import Ledgerleaf

/// Hosted test: the app registers for remote notifications in didFinishLaunching so that
/// content-available pushes can refresh balances in the background.
final class PushRegistrationTests: XCTestCase {
    func testRegistersForRemoteNotificationsAtLaunch() {
        let registration = PushRegistrationObserver.shared
        let settled = expectation(description: "registration settled")
        registration.onSettled { settled.fulfill() }
        wait(for: [settled], timeout: 10)
        XCTAssertNotNil(registration.deviceToken, "registration error: \(String(describing: registration.lastError))")
    }
}
