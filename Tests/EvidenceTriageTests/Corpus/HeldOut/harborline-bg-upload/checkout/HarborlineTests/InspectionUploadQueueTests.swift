import XCTest
@testable import Harborline

final class InspectionUploadQueueTests: XCTestCase {
    func testSessionIsBackgroundSession() {
        let config = InspectionUploadQueue.shared.session.configuration
        XCTAssertEqual(config.identifier, InspectionUploadQueue.sessionIdentifier)
        XCTAssertTrue(config.sessionSendsLaunchEvents)
    }

    func testEnqueueSchedulesBackgroundUpload() throws {
        let inspection = Inspection.fixture(id: "INS-20931", berth: "B7")

        let task = try InspectionUploadQueue.shared.enqueue(inspection)

        XCTAssertEqual(task.taskDescription, "INS-20931")
        XCTAssertEqual(task.originalRequest?.httpMethod, "PUT")
        task.cancel()
    }
}
