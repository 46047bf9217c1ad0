import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TideRefresh.identifier, using: nil) { task in
            TideRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: TideRefresh.identifier, kind: .appRefresh, phase: .registration, outcome: .succeeded)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            TideRefresh.submit()
        }
        return true
    }
}

enum TideRefresh {
    static let identifier = "com.quayside.tides.refresh"
    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return request
    }
    static func submit() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Quayside] tide refresh submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
    static func handle(_ task: BGAppRefreshTask) { /* fetch tide tables */ }
}
