import XCTest
import WebKit
import BackgroundTasks
@testable import Pinecrest

final class BackgroundFetchBridgeTests: XCTestCase {

    var harness: CordovaHarness!

    override func setUpWithError() throws {
        harness = try CordovaHarness.boot(timeout: 30)
    }

    func testConfigureResolvesInWebView() throws {
        let result = try harness.evaluateAsync("window.pinecrest.sync.initBackgroundFetch()", timeout: 10)
        XCTAssertEqual(result as? String, "configured")
    }

    func testSimulatedFetchReachesCallback() throws {
        let fired = expectation(description: "[js] BackgroundFetch event com.transistorsoft.fetch")
        harness.onConsole { line in if line.contains("BackgroundFetch event") { fired.fulfill() } }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.transistorsoft.fetch")
        wait(for: [fired], timeout: 20)
    }
}
