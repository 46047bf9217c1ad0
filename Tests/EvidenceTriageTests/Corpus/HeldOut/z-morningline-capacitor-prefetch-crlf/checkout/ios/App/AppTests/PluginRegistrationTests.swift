//
//  PluginRegistrationTests.swift
//  AppTests
//

import XCTest
import Capacitor
@testable import App

final class PluginRegistrationTests: XCTestCase {
    func testBridgeLoadsBundledWebApp() throws {
        let bridge = try XCTUnwrap(TestBridge.shared.bridge)
        XCTAssertEqual(bridge.config.appLocation.lastPathComponent, "public")
    }

    func testDailyNotificationPluginIsRegisteredWithBridge() throws {
        let bridge = try XCTUnwrap(TestBridge.shared.bridge)
        let plugin = bridge.plugin(withName: "DailyNotification")
        XCTAssertNotNil(plugin, "DailyNotification must be discoverable by the Capacitor bridge")
        XCTAssertEqual(plugin?.jsName, "DailyNotification")
    }

    func testPreferencesPluginIsRegistered() throws {
        let bridge = try XCTUnwrap(TestBridge.shared.bridge)
        XCTAssertNotNil(bridge.plugin(withName: "Preferences"))
    }
}
