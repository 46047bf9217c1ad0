import XCTest
import BackgroundTasks
@testable import Nightjar

final class CompactionTaskTests: XCTestCase {
    func testCompactionHandlerRegistered() {
        let ok = BackgroundTasks.registerCompaction(using: CompactionJob.live)
        XCTAssertTrue(ok)
    }
}
