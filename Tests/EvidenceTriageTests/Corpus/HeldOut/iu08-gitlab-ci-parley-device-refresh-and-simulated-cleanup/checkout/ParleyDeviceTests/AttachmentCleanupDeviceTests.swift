import XCTest
@testable import Parley

final class AttachmentCleanupDeviceTests: XCTestCase {
    func testSimulatedCleanupRemovesExpiredFiles() throws {
        try AttachmentCache.shared.seedExpiredFixtures(count: 3)
        let finished = expectation(forNotification: .attachmentCleanupFinished, object: nil)

        // Same call as `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:...]`
        BGTaskSchedulerDebug.simulateLaunch(AttachmentCleanup.identifier)

        wait(for: [finished], timeout: 20)
    }
}
