import BackgroundTasks
import XCTest
@testable import Copperline

final class PhotoUploadSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testUploadRequestAccepted() {
        let uploads = PhotoUploadScheduler(scheduler: TaskSchedulerFactory.make())

        XCTAssertNoThrow(try uploads.schedulePendingUploads(requiresPower: true))
    }
}
