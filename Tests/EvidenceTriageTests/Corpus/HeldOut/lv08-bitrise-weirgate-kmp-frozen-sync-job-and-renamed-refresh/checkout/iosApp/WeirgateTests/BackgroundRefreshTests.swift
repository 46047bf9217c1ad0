import BackgroundTasks
import XCTest
@testable import Weirgate

final class BackgroundRefreshTests: XCTestCase {
    func testSimulatedCompactionLaunchRunsCompaction() {
        let ran = expectation(description: "compaction ran")
        ArchiveCompactionTask.onFinish = { _ in ran.fulfill() }

        // Same private call as the lldb recipe in Apple's docs.
        BGTaskScheduler.shared.perform(
            NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
            with: ArchiveCompactionTask.identifier)

        wait(for: [ran], timeout: 30)
    }
}
