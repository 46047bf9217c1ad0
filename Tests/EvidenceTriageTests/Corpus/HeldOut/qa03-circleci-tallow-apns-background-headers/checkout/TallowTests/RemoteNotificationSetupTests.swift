import XCTest
@testable import Tallow

final class RemoteNotificationSetupTests: XCTestCase {
    func testDelegateHandlesBackgroundPush() {
        XCTAssertTrue(AppDelegate.instancesRespond(to: #selector(UIApplicationDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:))))
    }

    func testBackgroundModesAdvertiseRemoteNotification() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
