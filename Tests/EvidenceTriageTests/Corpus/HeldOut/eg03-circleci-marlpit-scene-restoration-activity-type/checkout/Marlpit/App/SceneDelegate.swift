import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let coordinator = RestorationCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let root = NotesSplitViewController(coordinator: coordinator)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        Log.restoration.info("willConnect: stateRestorationActivity=\(session.stateRestorationActivity?.activityType ?? "nil", privacy: .public)")
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        coordinator.deliver(stateRestorationActivity)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        // 4.2: editing activity replaces the old "viewing" type so Handoff opens the editor.
        let activity = NSUserActivity(activityType: NoteActivity.editingType) // "com.marlpit.note.editing"
        activity.addUserInfoEntries(from: coordinator.currentState())
        Log.restoration.info("stateRestorationActivity(for:) -> \(activity.activityType, privacy: .public)")
        return activity
    }
}
