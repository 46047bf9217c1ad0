import Foundation

/// Owns the NSUserActivity objects that describe what the user is doing. The scene's
/// `stateRestorationActivity` is whichever one is current when the app is backgrounded.
final class ActivityTracker {
    static let browsingType = "com.quillnote.app.browsing"
    static let editingType = "com.quillnote.app.editing"

    private(set) var browsingActivity: NSUserActivity?
    private(set) var editingActivity: NSUserActivity?

    var restorationActivity: NSUserActivity? { editingActivity ?? browsingActivity }

    func beginBrowsing(folderID: String) {
        let activity = NSUserActivity(activityType: Self.browsingType)
        activity.userInfo = ["folderID": folderID]
        activity.becomeCurrent()
        browsingActivity = activity
    }

    func beginEditing(noteID: String) {
        let activity = NSUserActivity(activityType: Self.editingType)
        activity.userInfo = ["noteID": noteID]
        activity.becomeCurrent()
        editingActivity = activity
    }

    func invalidateBrowsing() {
        browsingActivity?.invalidate()
        browsingActivity = nil
    }

    func invalidateEditing() {
        editingActivity?.invalidate()
        editingActivity = nil
    }
}
