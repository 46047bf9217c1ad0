import Capacitor
import TSBackgroundFetch
import XCTest
@testable import App

/// Drives the fetch path end to end inside the host app: native plugin ->
/// WebView listener (src/app/background/fetch.service.ts) -> finish(taskId)
/// -> completion handler. The WebView is the real app bundle.
final class BackgroundFetchBridgeTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(AppTestHost.waitForBridge(timeout: 20), "Capacitor bridge did not load")
        AppTestHost.signInFixtureAccount()
    }

    func testFetchEventCallsCompletionHandler() {
        let completed = expectation(description: "fetch completion handler called")
        var result: UIBackgroundFetchResult?

        TSBackgroundFetch.sharedInstance().perform(completionHandler: { fetchResult in
            result = fetchResult
            completed.fulfill()
        }, applicationState: .background)

        wait(for: [completed], timeout: 30)
        XCTAssertEqual(result, .newData)
    }

    func testFetchTimeoutFinishesTask() {
        let finished = expectation(description: "timeout path finished the task")
        AppTestHost.evaluate("window.__birchline.fetch.simulateTimeout('com.transistorsoft.fetch')") { _ in
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
    }
}
