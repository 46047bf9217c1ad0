import FileProvider
import XCTest
@testable import CipherboxFileProvider

final class WorkingSetInvalidationTests: XCTestCase {
    private var invalidator: RecordingInvalidator!

    override func setUp() {
        invalidator = RecordingInvalidator()
    }

    func testUnlockedVaultEnumeratesChanges() {
        let enumerator = WorkingSetEnumerator(vault: FakeVault.unlocked(changes: 2), invalidator: invalidator)
        let observer = RecordingChangeObserver()
        enumerator.enumerateChanges(for: observer, from: invalidator.currentAnchor.rawValue)
        XCTAssertEqual(observer.outcome, .finishedWithChanges(2))
    }

    /// The Files app keeps asking for changes while a vault is locked. Invalidating on every
    /// request made it re-enumerate in a loop (hours of background activity).
    func testLockedVaultInvalidatesWorkingSetOnce() {
        let enumerator = WorkingSetEnumerator(vault: FakeVault.locked, invalidator: invalidator)
        for _ in 0..<7 {
            enumerator.enumerateChanges(for: RecordingChangeObserver(), from: invalidator.currentAnchor.rawValue)
        }

        XCTAssertEqual(invalidator.invalidationCount, 1, "working set must be invalidated once per lock")
    }

    func testInvalidatedAnchorReportsNoChanges() {
        invalidator.currentAnchor = SyncAnchor(invalidated: true)
        let enumerator = WorkingSetEnumerator(vault: FakeVault.locked, invalidator: invalidator)
        let observer = RecordingChangeObserver()

        enumerator.enumerateChanges(for: observer, from: invalidator.currentAnchor.rawValue)

        XCTAssertEqual(observer.outcome, .finishedWithoutChanges)
    }
}
