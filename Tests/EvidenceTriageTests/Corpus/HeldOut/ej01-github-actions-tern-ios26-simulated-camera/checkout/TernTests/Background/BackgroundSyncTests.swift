import BackgroundTasks
import XCTest
@testable import Tern

final class BackgroundSyncTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSyncIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [BackgroundSync.identifier])
    }

    func testScheduledSyncRunsWithinFifteenMinutes() {
        let ran = expectation(description: "system launches com.ternapp.notes.sync")
        BackgroundSync.shared.onCompletion = { _ in ran.fulfill() }

        BackgroundSync.shared.schedule(after: 60)

        // The system should pick the request up shortly after earliestBeginDate.
        wait(for: [ran], timeout: 120)
    }
}
