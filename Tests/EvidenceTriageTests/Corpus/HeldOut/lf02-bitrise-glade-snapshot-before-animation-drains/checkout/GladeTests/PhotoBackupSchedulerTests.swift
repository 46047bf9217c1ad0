import BackgroundTasks
import XCTest
@testable import Glade

final class PhotoBackupSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshRegisteredAtLaunch() {
        XCTAssertTrue(BackupTasks.registered.contains("com.glade.photos.refresh"))
    }

    func testSubmitsOvernightBackupRequest() {
        XCTAssertTrue(BackupTasks.registered.contains(BackupTasks.overnightBackup.rawValue),
                      "overnight backup handler was not registered at launch")
        XCTAssertNoThrow(try BackupTasks.submitOvernightBackup())
    }
}
