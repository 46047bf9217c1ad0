import XCTest
@testable import KestrelField

final class BackgroundFetchSimulationTests: XCTestCase {
    func testSimulatedFetchDeliversJSEvent() throws {
        try JSBridgeHarness.waitForAppReady()
        JSEventLog.reset()
        BackgroundTaskSimulator.simulateLaunch("com.transistorsoft.fetch")
        let finished = expectation(description: "BackgroundFetch.finish called")
        JSEventLog.onFinish("com.transistorsoft.fetch") { finished.fulfill() }
        wait(for: [finished], timeout: 20)
        XCTAssertEqual(JSEventLog.count(for: "com.transistorsoft.fetch"), 1, "one simulated launch must reach the JS callback once")
    }
}
