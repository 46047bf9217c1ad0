import BackgroundTasks
import XCTest
@testable import Brindle

final class AutosaveTests: XCTestCase {
    func testAutosaveIdentifierIsStable() {
        XCTAssertEqual(AutosaveTask.identifier, "com.brindle.notes.autosave")
    }

    func testAutosaveTaskRunsWhenLaunched() {
        let saved = expectation(description: "autosave flushed drafts")
        DraftStore.shared.insertDraft(text: "unsaved paragraph")
        AutosaveTask.shared.onFlush = { saved.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: AutosaveTask.identifier)
        wait(for: [saved], timeout: 30)
        XCTAssertTrue(DraftStore.shared.pendingDrafts.isEmpty)
    }
}
