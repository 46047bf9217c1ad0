import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var registeredTasks: [String: Bool] = [:]

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let env = Bundle.main.object(forInfoDictionaryKey: "FMEnvironment") as? String ?? "?"
        Log.lifecycle.info("bundle \(Bundle.main.bundleIdentifier ?? "?", privacy: .public), configuration \(env == "staging" ? "Staging" : "Release", privacy: .public)")
        NSLog("[Fieldmason] bundle %@, configuration %@", Bundle.main.bundleIdentifier ?? "?", env == "staging" ? "Staging" : "Release")

        registeredTasks[BackgroundTaskIDs.workOrderSync] = WorkOrderSyncTask.shared.register()
        registeredTasks[BackgroundTaskIDs.photoUpload] = PhotoUploadTask.shared.register()
        return true
    }
}
