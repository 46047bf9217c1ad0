import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let coordinator = BackgroundTaskCoordinator(scheduler: BGTaskScheduler.shared,
                                                recorder: .shared,
                                                syncService: NoteSyncService.shared,
                                                uploads: UploadQueueDrainer.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Both identifiers are listed in BGTaskSchedulerPermittedIdentifiers (Pinecone/Info.plist).
        coordinator.registerHandlers()
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    }
}
