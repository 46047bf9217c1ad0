import XCTest
import WebKit
@testable import Orchardgate

final class BridgeSmokeTests: XCTestCase {

    private var host: CordovaTestHost!

    override func setUp() async throws {
        host = try await CordovaTestHost.launch(startPage: "index.html")
    }

    func testDeviceReadyFires() async throws {
        let fired = try await host.evaluate("window.__og.deviceReadyAt !== undefined") as? Bool
        XCTAssertEqual(fired, true)
    }

    func testBackgroundNotificationConfiguredAtStartup() async throws {
        try await host.waitForDeviceReady(timeout: 10)
        let configured = try await host.evaluate("window.__og.bgNotificationConfigured === true") as? Bool
        XCTAssertEqual(configured, true, "background notification handler not configured")
    }
}
