import XCTest
import BackgroundTasks
@testable import Lanternfly

final class BackgroundSyncTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testOvernightSyncRuns() throws {
        let synced = expectation(forNotification: .readingsSyncFinished, object: nil)
        try ReadingsSyncScheduler.submit()
        // earliestBeginDate is 60 s out; give the system twice that.
        wait(for: [synced], timeout: 120)
    }
}
