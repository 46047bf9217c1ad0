import BackgroundTasks
import XCTest
@testable import Shiftboard

/// Device-lab only: checks that the rota refresh actually runs after we background the app.
final class RotaRefreshTests: XCTestCase {
    func testRefreshRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "rota refresh launched")
        RotaRefresh.onLaunchForTesting = { ran.fulfill() }

        try RotaRefresh.submit(earliestIn: 60)   // earliestBeginDate = now + 1 min

        wait(for: [ran], timeout: 15 * 60)
    }
}
