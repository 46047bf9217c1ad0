import XCTest
@testable import Runner

final class BackgroundFetchTests: XCTestCase {
    func testFetchIntervalIsMinimum() {
        XCTAssertEqual(AppDelegate.fetchInterval, UIApplication.backgroundFetchIntervalMinimum)
    }

    /// Mirrors Xcode's Debug > Simulate Background Fetch: deliver the legacy fetch
    /// straight to the app delegate and expect the Dart callbackDispatcher to answer.
    func testSimulatedFetchInvokesDartCallback() {
        let app = UIApplication.shared
        let delegate = app.delegate as! AppDelegate
        let done = expectation(description: "fetch completion")
        var result: UIBackgroundFetchResult?
        NSLog("[larkspur] simulating performFetchWithCompletionHandler")
        delegate.application(app, performFetchWithCompletionHandler: { r in
            result = r
            done.fulfill()
        })
        wait(for: [done], timeout: 30)
        XCTAssertEqual(result, .newData)
    }

    func testFetchResultMapsNoData() {
        XCTAssertEqual(FetchResultMapper.map(false), .noData)
    }
}
