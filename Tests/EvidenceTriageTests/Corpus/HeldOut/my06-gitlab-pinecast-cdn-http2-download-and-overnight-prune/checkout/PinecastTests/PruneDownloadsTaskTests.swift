import XCTest
import BackgroundTasks
@testable import Pinecast

final class PruneDownloadsTaskTests: XCTestCase {
    func testPruneRunsOvernight() throws {
        let ran = expectation(description: "com.pinecast.ios.prune launched by the system")
        PruneDownloadsTask.onRun = { ran.fulfill() }
        try PruneDownloadsTask.schedule(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 120)
    }
}
