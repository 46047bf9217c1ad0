import XCTest
@testable import KestrelField

/// Device lab only. Waits for iOS itself to deliver the periodic fetch configured at launch.
final class BackgroundFetchSchedulingTests: XCTestCase {
    func testRealFetchEventArrivesWithin15Minutes() throws {
        try JSBridgeHarness.waitForAppReady()
        XCUIDevice.shared.press(.home)                       // app goes to the background
        let delivered = expectation(description: "com.transistorsoft.fetch delivered by iOS")
        JSEventLog.onEvent("com.transistorsoft.fetch") { delivered.fulfill() }
        wait(for: [delivered], timeout: 15 * 60)              // minimumFetchInterval is 15 minutes
    }
}
