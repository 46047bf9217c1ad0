import XCTest
import BackgroundTasks
@testable import JuniperNotes

final class BackgroundRefreshTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(permitted?.contains(RefreshScheduler.refreshIdentifier) ?? false)
    }

    func testScheduleRefreshSubmitsRequest() throws {
        let scheduler = RefreshScheduler(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try scheduler.scheduleAppRefresh(earliest: Date(timeIntervalSinceNow: 3600)))
    }
}
