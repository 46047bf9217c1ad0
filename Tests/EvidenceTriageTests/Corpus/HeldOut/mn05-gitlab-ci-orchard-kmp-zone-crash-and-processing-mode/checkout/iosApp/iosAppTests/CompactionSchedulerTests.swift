import XCTest
import BackgroundTasks
@testable import iosApp

final class CompactionSchedulerTests: XCTestCase {
    func testSubmitNightlyCompaction() throws {
        let request = BGProcessingTaskRequest(identifier: "com.orchard.app.compaction")
        request.requiresExternalPower = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
