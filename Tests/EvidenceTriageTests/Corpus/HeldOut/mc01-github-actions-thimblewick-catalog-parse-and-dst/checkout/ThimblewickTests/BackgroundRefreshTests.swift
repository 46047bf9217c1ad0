import XCTest
import BackgroundTasks
@testable import Thimblewick

final class BackgroundRefreshTests: XCTestCase {
    func testLibraryRefreshRunsAfterSubmit() throws {
        let ran = expectation(description: "library refresh handler ran")
        LibraryRefreshScheduler.shared.onRun = { ran.fulfill() }
        LibraryRefreshScheduler.shared.schedule(earliest: Date(timeIntervalSinceNow: 60))
        // The system should pick the request up shortly after earliestBeginDate.
        wait(for: [ran], timeout: 120)
    }
}
