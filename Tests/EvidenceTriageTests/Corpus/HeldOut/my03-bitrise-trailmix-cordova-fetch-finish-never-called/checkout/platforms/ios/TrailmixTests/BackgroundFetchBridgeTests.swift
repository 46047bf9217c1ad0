import XCTest
@testable import Trailmix

/// Exercises the cordova-plugin-background-fetch bridge inside the real
/// Cordova web view: the test hands the app delegate a fetch event and waits
/// for the JS callback to call BackgroundFetch.finish(taskId).
final class BackgroundFetchBridgeTests: XCTestCase {
    func testSimulatedFetchDeliversEventAndCompletes() throws {
        let app = UIApplication.shared
        let delegate = try XCTUnwrap(app.delegate as? AppDelegate)
        try CordovaHarness.waitForDeviceReady(timeout: 20)
        let completed = expectation(description: "fetch completion handler called")
        var fetchResult: UIBackgroundFetchResult?
        delegate.application(app, performFetchWithCompletionHandler: { result in
            fetchResult = result
            completed.fulfill()
        })
        wait(for: [completed], timeout: 30)
        XCTAssertEqual(fetchResult, .newData)
    }
}
