import BackgroundTasks
import Domain
import Integration
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let exposureNotificationTaskIdentifier = "uk.org.hearth.app.exposure-notification"
    private(set) static var registeredTaskIdentifiers: Set<String> = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let identifier = Self.exposureNotificationTaskIdentifier
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: .main) { task in
            AppServices.shared.backgroundTaskAggregator.performBackgroundTask(backgroundTask: task)
        }
        TaskDiagnostics.record(identifier: identifier, kind: .processing, phase: .registration,
                               outcome: registered ? .succeeded : .failed,
                               errorType: registered ? nil : "BGTaskScheduler.Error.notPermitted")
        if registered {
            Self.registeredTaskIdentifiers.insert(identifier)
        } else {
            NSLog("[Hearth] could not register \(identifier); exposure checks will only run in the foreground")
        }
        AppServices.shared.start()
        return true
    }
}
