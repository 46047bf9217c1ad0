import XCTest
@testable import Ottermere

final class BackgroundFetchTests: XCTestCase {
    func testFetchStatusAvailable() {
        XCTAssertEqual(UIApplication.shared.backgroundRefreshStatus, .available)
    }

    func testSimulatedFetchRunsJsCallback() {
        let app = UIApplication.shared
        let done = expectation(description: "fetch completion handler called")
        var result: UIBackgroundFetchResult?
        app.delegate?.application?(app, performFetchWithCompletionHandler: { r in
            result = r
            done.fulfill()
        })
        wait(for: [done], timeout: 30)
        XCTAssertEqual(result, .newData)
    }
}
