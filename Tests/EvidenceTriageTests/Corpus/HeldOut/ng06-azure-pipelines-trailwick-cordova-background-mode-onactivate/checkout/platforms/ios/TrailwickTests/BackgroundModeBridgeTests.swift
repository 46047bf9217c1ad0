import XCTest
@testable import Trailwick

final class BackgroundModeBridgeTests: XCTestCase {

    private var host: CordovaTestHost!

    override func setUp() async throws {
        host = try await CordovaTestHost.launch(startPage: "index.html")
        try await host.waitForDeviceReady(timeout: 10)
    }

    func testActivateEventReachesJs() async throws {
        try await host.evaluate("cordova.plugins.backgroundMode.enable()")
        host.simulateDidEnterBackground()
        let activated = try await host.poll("window.__tw.backgroundActivatedAt !== undefined", timeout: 5)
        XCTAssertTrue(activated, "activate event never reached the web view")
    }
}
