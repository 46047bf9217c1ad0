import SwiftUI
import Shared

@main
struct LarkfieldApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { NotesRootView() } }
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let backgrounder = AppGraph.shared.backgrounder
        backgrounder.register(taskId: SyncWorker.companion.ID) { SyncWorker(repo: AppGraph.shared.repository) }
        backgrounder.register(taskId: "attachments-upload") { AttachmentUploadWorker(store: AppGraph.shared.attachments) }
        backgrounder.register(taskId: "export") { NotebookExportWorker(exporter: AppGraph.shared.exporter) }
        // Registers BGTaskScheduler handlers for the tick and every one-shot id; must run before we return.
        backgrounder.start()
        return true
    }
}
