import XCTest
@testable import Skiff
import SkiffShared

final class FareRefreshTests: XCTestCase {
    func testBackgroundRefreshUpdatesFares() {
        let done = expectation(description: "fares applied")
        DispatchQueue.global(qos: .utility).async {
            BackgroundJobs.shared.refreshFares(feed: [5: 340, 15: 560])
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(FareCalculator.shared.fareFor(km: 4), 340)
    }
}
