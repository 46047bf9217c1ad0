import XCTest

final class SilentPushWakeE2ETests: XCTestCase {
    let push = PushLabClient(endpoint: ProcessInfo.processInfo.environment["PUSH_LAB_URL"]!)

    func testSilentPushWakesAppAfterForceQuit() throws {
        let app = XCUIApplication(); app.launch()
        let token = try push.waitForDeviceToken(bundleID: "com.sextant.app")
        app.terminate()                         // like swiping the app away
        try push.sendBackground(to: token, payload: ["kind": "fleet-changed"])
        let woke = expectation(for: NSPredicate { _, _ in WakeMarker.exists(since: self.startDate) }, evaluatedWith: nil)
        wait(for: [woke], timeout: 90)
    }

    func testSilentPushWhileSuspendedRefreshesVehicles() throws {
        let app = XCUIApplication(); app.launch()
        let token = try push.waitForDeviceToken(bundleID: "com.sextant.app")
        XCUIDevice.shared.press(.home)          // suspended, not terminated
        try push.sendBackground(to: token, payload: ["kind": "fleet-changed"])
        let marker = try WakeMarker.await(timeout: 60)
        XCTAssertEqual(marker.vehicleCount, 3, "vehicles refreshed by silent push")
    }
}
