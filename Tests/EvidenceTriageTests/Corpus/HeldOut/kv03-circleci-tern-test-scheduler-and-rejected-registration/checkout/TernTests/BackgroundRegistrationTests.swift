import XCTest
@testable import Tern

final class BackgroundRegistrationTests: XCTestCase {
    func testArchiveCleanupIsRegisteredAtLaunch() {
        let registry = (UIApplication.shared.delegate as! AppDelegate).taskRegistry
        XCTAssertTrue(registry.isRegistered(TaskIDs.archiveCleanup), "archive-cleanup launch handler was not accepted by BGTaskScheduler")
    }

    func testFeedRefreshIsRegisteredAtLaunch() {
        let registry = (UIApplication.shared.delegate as! AppDelegate).taskRegistry
        XCTAssertTrue(registry.isRegistered(TaskIDs.feedRefresh))
    }
}
