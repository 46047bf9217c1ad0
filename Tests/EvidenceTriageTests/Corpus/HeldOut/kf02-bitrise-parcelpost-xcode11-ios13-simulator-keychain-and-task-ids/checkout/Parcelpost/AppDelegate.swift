import BackgroundTasks
import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let trackingRefreshTaskID = "com.parcelpost.app.tracking-refresh"
    static let archiveCleanupTaskID = "com.parcelpost.app.archive-cleanup"

    /// Identifiers whose launch handler BGTaskScheduler accepted (read by TrackingRefreshRegistrationTests).
    static private(set) var registeredTaskIdentifiers: Set<String> = []

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if #available(iOS 13.0, *) {
            register(Self.trackingRefreshTaskID, kind: .appRefresh) { task in
                TrackingRefresher.shared.handle(task as! BGAppRefreshTask)
            }
            register(Self.archiveCleanupTaskID, kind: .processing) { task in
                ArchiveCleanup.shared.handle(task as! BGProcessingTask)
            }
        } else {
            application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        }
        return true
    }

    @available(iOS 13.0, *)
    private func register(_ identifier: String, kind: TaskRecord.Kind, handler: @escaping (BGTask) -> Void) {
        let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            TaskRecorder.shared.write(identifier, kind, .launch, .succeeded)
            handler(task)
        }
        if accepted {
            Self.registeredTaskIdentifiers.insert(identifier)
            TaskRecorder.shared.write(identifier, kind, .registration, .succeeded)
        } else {
            NSLog("[BG] register(forTaskWithIdentifier: %@) returned false", identifier)
            TaskRecorder.shared.write(identifier, kind, .registration, .failed, error: "BGTaskScheduler.Error.notPermitted")
        }
    }
}
