//
//  SilentPushConfigTests.swift
//  LanternChatTests
//

import XCTest

class SilentPushConfigTests: XCTestCase {
    func testRemoteNotificationBackgroundModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []

        XCTAssertTrue(modes.contains("remote-notification"),
                      "content-available pushes only wake the app when Info.plist declares remote-notification")
    }
}
