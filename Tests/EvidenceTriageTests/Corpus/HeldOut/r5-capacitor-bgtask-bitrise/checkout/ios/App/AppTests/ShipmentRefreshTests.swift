import BackgroundTasks
import XCTest
@testable import App

final class ShipmentRefreshTests: XCTestCase {

    func testRefreshFiresAfterMinimumInterval() {
        let fired = expectation(description: "shipment refresh launched")
        ShipmentRefresh.onLaunch = { fired.fulfill() }
        ShipmentRefresh.schedule(minimumInterval: 60)   // earliestBeginDate = now + 60 s
        wait(for: [fired], timeout: 150)
    }
}
