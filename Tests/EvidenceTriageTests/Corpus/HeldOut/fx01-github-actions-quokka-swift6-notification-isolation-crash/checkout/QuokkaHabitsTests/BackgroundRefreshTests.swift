import BackgroundTasks
import XCTest
@testable import QuokkaHabits

/// Hosted in QuokkaHabits.app; the records go to the app's Caches/evidence/diagnostics.jsonl.
final class BackgroundRefreshTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        let suite = words[0].split(separator: ".").last!
        setenv("EVIDENCE_TEST_ID", "\(suite)/\(words[1])", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testStreakRefreshIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, ["com.quokkalabs.habits.streak-refresh"])
    }

    /// Submits a refresh one second out and waits for the streak job to report that it ran.
    func testStreakRefreshRunsAfterSubmit() throws {
        let ran = expectation(forNotification: .streakRefreshDidRun, object: nil)
        BackgroundTasks.scheduleStreakRefresh(after: 1)
        wait(for: [ran], timeout: 90)
    }
}
