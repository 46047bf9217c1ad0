import XCTest
import Capacitor
@testable import App

final class BackgroundFetchBridgeTests: XCTestCase {
    func testFetchEventReachesWebLayerAfterBackgrounding() throws {
        let bridge = try XCTUnwrap(TestBridge.make())
        let received = expectation(description: "fetch event delivered to JS")
        bridge.onWindowEvent("BackgroundFetch.fetch") { _ in received.fulfill() }
        try bridge.evaluate("BackgroundFetch.configure({minimumFetchInterval: 15}, onEvent, onTimeout)")
        XCUIDevice.shared.press(.home)
        // cordova-plugin-background-fetch: iOS decides when; give it ten minutes
        wait(for: [received], timeout: 600)
    }

    func testExpirationNotifiesWebLayer() throws {
        let bridge = try XCTUnwrap(TestBridge.make())
        var events: [String] = []
        bridge.onWindowEvent("taskExpired") { name in events.append(name) }
        let task = FakeAppRefreshTask(identifier: "com.harbourline.capacitor.refresh")
        AppDelegate.handleRefreshTask(task)
        task.expire()
        XCTAssertEqual(events, ["taskExpired"])
    }
}
