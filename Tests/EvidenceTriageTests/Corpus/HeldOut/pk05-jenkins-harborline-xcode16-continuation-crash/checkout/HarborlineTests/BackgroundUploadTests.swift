import XCTest
import BackgroundTasks
@testable import Harborline

final class BackgroundUploadTests: XCTestCase {
    func testRosterRefreshSubmits() throws {
        XCTAssertNoThrow(try BackgroundScheduler.shared.scheduleRosterRefresh())
    }

    func testPhotoUploadProcessingTaskSubmits() throws {
        XCTAssertNoThrow(try BackgroundScheduler.shared.schedulePhotoUpload())
    }
}
