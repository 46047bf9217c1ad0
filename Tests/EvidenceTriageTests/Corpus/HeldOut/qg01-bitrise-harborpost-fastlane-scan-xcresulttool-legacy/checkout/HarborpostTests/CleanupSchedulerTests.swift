import XCTest
import BackgroundTasks
@testable import Harborpost

final class CleanupSchedulerTests: XCTestCase {
    func testIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(permitted?.contains(CleanupScheduler.identifier) == true)
    }

    func testCleanupRequestAccepted() {
        XCTAssertNoThrow(try CleanupScheduler.shared.scheduleCleanup(after: 60))
    }
}
