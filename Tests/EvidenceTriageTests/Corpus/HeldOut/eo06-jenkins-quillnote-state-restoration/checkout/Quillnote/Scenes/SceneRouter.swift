import UIKit

/// Turns a user activity (from state restoration, Handoff or a Spotlight tap) into screens.
final class SceneRouter {
    private let makeEditor: (String) -> UIViewController & UIUserActivityRestoring
    private(set) var presented: [UIViewController] = []

    init(makeEditor: @escaping (String) -> UIViewController & UIUserActivityRestoring) {
        self.makeEditor = makeEditor
    }

    /// Mirrors `application(_:continue:restorationHandler:)`: the objects passed to the
    /// handler get `restoreUserActivityState(_:)` called on them by UIKit.
    @discardableResult
    func continueActivity(_ activity: NSUserActivity,
                          restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        switch activity.activityType {
        case ActivityTracker.editingType:
            guard let noteID = activity.userInfo?["noteID"] as? String else { return false }
            let editor = makeEditor(noteID)
            presented.append(editor)
            return route(activity, restorationHandler: { _ in })
        case ActivityTracker.browsingType:
            return true
        default:
            return false
        }
    }

    private func route(_ activity: NSUserActivity, restorationHandler: ([UIUserActivityRestoring]?) -> Void) -> Bool {
        restorationHandler(presented.compactMap { $0 as? UIUserActivityRestoring })
        return true
    }
}
