import BackgroundTasks
import XCTest
@testable import Tidemark

final class ArchiveCompactionTaskTests: XCTestCase {
    private var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testRegistersTideRefreshHandler() {
        XCTAssertEqual(AppDelegate.registrationResults[BackgroundTaskIDs.tideRefresh], true)
    }

    func testRegistersArchiveCompactionHandler() {
        XCTAssertEqual(AppDelegate.registrationResults[BackgroundTaskIDs.archiveCompact], true,
                       "launch handler for \(BackgroundTaskIDs.archiveCompact) was not registered")
    }

    func testSubmitsNightlyCompaction() {
        XCTAssertNoThrow(try app.archiveCompaction.scheduleNightly())
    }

    func testCompactionRequiresExternalPower() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskIDs.archiveCompact)
        request.requiresExternalPower = true
        XCTAssertTrue(request.requiresExternalPower)
    }
}
