import XCTest
@testable import iosApp

final class BackgroundRefreshTests: XCTestCase {
    func testRatesRefreshRunsAfterBackgrounding() {
        let refreshed = expectation(forNotification: .ratesRefreshed, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [refreshed], timeout: 120)
    }
}
