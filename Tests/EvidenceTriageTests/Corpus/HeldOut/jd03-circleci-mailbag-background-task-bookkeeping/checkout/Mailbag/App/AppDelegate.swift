import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let uploadRetryTask = "com.mailbag.field.upload-retry"
    private var eventHandlerTask: UIBackgroundTaskIdentifier = .invalid

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UploadRetryJob.register(identifier: Self.uploadRetryTask)
        launchSequence(using: application)
        return true
    }

    /// Everything that must happen on launch, separated so tests can inject a fake UIApplication.
    func launchSequence(using app: BackgroundTaskProviding) {
        Storage.shared.open()
        installEventHandler(using: app)
        Sync.shared.start()
        NSLog("[Mailbag] launch: storage open, event handler installed")
    }

    /// Keeps the sync event handler alive long enough to flush state when the
    /// app is suspended.
    func installEventHandler(using app: BackgroundTaskProviding) {
        eventHandlerTask = app.beginBackgroundTask(withName: "EventHandler") { [weak self] in
            guard let self else { return }
            Sync.shared.pause()
            app.endBackgroundTask(self.eventHandlerTask)
            self.eventHandlerTask = .invalid
        }
        Sync.shared.onEvent = { event in EventLog.shared.append(event) }
    }
}
