//
//  SilentPushCapabilityTests.swift
//  QuinceTests
//
//  Shared notebooks push {"aps":{"content-available":1}} so the app can refresh
//  widgets in the background. Bundle.main is the built Quince.app test host.
//

import XCTest

final class SilentPushCapabilityTests: XCTestCase {
    func testAppDeclaresRemoteNotificationBackgroundMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
