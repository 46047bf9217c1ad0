import XCTest
@testable import Tally

final class RatesRefreshSchedulingTests: XCTestCase {
    /// After the app is backgrounded the system should wake it to refresh exchange rates.
    func testRatesRefreshRunsAfterBackgrounding() {
        let ran = expectation(forNotification: RatesRefresher.didRefresh, object: nil)
        ran.expectationDescription = "rates-refresh task ran"
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [ran], timeout: 120)
    }
}
