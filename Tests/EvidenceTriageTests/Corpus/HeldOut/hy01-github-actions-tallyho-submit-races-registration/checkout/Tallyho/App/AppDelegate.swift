import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        DiagnosticsRecorder.shared.begin()

        // PR #1184 moved handler registration off the main thread to shave
        // ~40 ms from cold launch (see BackgroundTaskScheduler.registerHandlers).
        BackgroundTaskScheduler.registerHandlers()

        // Settings are read from disk on a utility queue; once they are loaded
        // we schedule the next balance refresh.
        SettingsStore.shared.load { settings in
            guard settings.backgroundRefreshEnabled else { return }
            BackgroundTaskScheduler.tryScheduleWorker()
        }

        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { _ in
            BackgroundTaskScheduler.tryScheduleWorker()
        }
        return true
    }
}
