import XCTest
@testable import Alder

final class DeletionJournalTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        defaults = UserDefaults(suiteName: "DeletionJournalTests-\(UUID().uuidString)")
    }

    func testMarkDeletedIsVisibleImmediately() {
        let journal = DeletionJournal(defaults: defaults)
        journal.markDeleted("p9")
        XCTAssertTrue(journal.deletedIDs.contains("p9"))
    }

    func testDeletionMarkersSurviveTermination() {
        let journal = DeletionJournal(defaults: defaults)
        journal.markDeleted("p9")
        // The app is suspended and terminated before the save window elapses
        // (typical right after a background task ends); a new launch reads the journal.
        let relaunched = DeletionJournal(defaults: defaults)
        XCTAssertTrue(relaunched.deletedIDs.contains("p9"), "deleted photo would be uploaded again after relaunch")
    }
}
