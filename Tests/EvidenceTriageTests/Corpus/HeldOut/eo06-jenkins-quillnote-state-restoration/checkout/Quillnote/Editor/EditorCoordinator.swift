import UIKit

final class EditorCoordinator {
    private let tracker: ActivityTracker
    private(set) var openNoteID: String?

    init(tracker: ActivityTracker) {
        self.tracker = tracker
    }

    func open(noteID: String) {
        openNoteID = noteID
        tracker.beginEditing(noteID: noteID)
    }

    /// Back to the note list. The list keeps its browsing activity.
    func closeEditor() {
        openNoteID = nil
        tracker.invalidateBrowsing()
    }
}
