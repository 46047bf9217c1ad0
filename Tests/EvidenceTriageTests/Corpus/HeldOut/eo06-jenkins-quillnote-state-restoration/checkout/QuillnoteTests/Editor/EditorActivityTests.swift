import XCTest
@testable import Quillnote

final class EditorActivityTests: XCTestCase {
    func testOpeningNoteBeginsEditingActivity() {
        let tracker = ActivityTracker()
        let editor = EditorCoordinator(tracker: tracker)

        editor.open(noteID: "N-1042")

        XCTAssertEqual(tracker.restorationActivity?.activityType, ActivityTracker.editingType)
    }

    /// After closing the editor the app must restore to the list, not reopen the note.
    func testClosingEditorInvalidatesEditingActivity() {
        let tracker = ActivityTracker()
        tracker.beginBrowsing(folderID: "inbox")
        let editor = EditorCoordinator(tracker: tracker)
        editor.open(noteID: "N-1042")

        editor.closeEditor()

        XCTAssertNil(tracker.editingActivity, "editing activity should be invalidated when the editor closes")
        XCTAssertEqual(tracker.restorationActivity?.activityType, ActivityTracker.browsingType)
    }
}
