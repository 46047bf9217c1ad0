import XCTest
@testable import Tallgrass

final class BackgroundFetchBridgeTests: XCTestCase {
    func testSimulatedFetchDeliversToJS() {
        let host = ReactTestHost.launch(bundle: "index")
        let delivered = expectation(description: "[BackgroundFetch] taskId com.transistorsoft.fetch")
        host.onConsole { line in if line.contains("[BackgroundFetch] taskId") { delivered.fulfill() } }
        host.waitForJSReady(timeout: 20)
        BGTaskSchedulerDebug.simulateLaunch(identifier: "com.transistorsoft.fetch")
        wait(for: [delivered], timeout: 60)
    }
}
