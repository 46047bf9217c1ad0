import BackgroundTasks
import XCTest
@testable import Skylark

final class PollenRefreshTests: XCTestCase {
    func testPollenRefreshDelivered() throws {
        PollenStore.shared.reset()
        try PollenRefresh.shared.submit(earliestIn: 60)
        sleep(90)
        XCTAssertNotNil(PollenStore.shared.lastRefresh, "pollen refresh did not run")
    }
}
