import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundRegistry.register(id: "com.kestrel.chat.sync-refresh", kind: .appRefresh, handler: SyncRefreshJob.handle)
        BackgroundRegistry.register(id: "com.kestrel.chat.attachment-cleanup", kind: .processing, handler: AttachmentCleanupJob.handle)
        return true
    }
}
