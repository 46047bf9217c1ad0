import XCTest
@testable import Harbor

final class BackgroundFetchIntervalTests: XCTestCase {
    func testFetchRunsAfterMinimumInterval() {
        UIApplication.shared.setMinimumBackgroundFetchInterval(10)
        let fetched = expectation(description: "performFetchWithCompletionHandler called")
        FetchProbe.onFetch = { fetched.fulfill() }
        XCUIDevice.shared.press(.home)
        wait(for: [fetched], timeout: 30)
    }
}
