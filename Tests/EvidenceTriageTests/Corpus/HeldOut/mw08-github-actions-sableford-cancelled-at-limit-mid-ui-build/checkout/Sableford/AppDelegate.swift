import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static private(set) var registeredTaskIdentifiers: Set<String> = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for id in ["com.sableford.timetable.refresh", "com.sableford.timetable.db-vacuum"] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                BackgroundTasks.handle(task)
            }
            if ok { Self.registeredTaskIdentifiers.insert(id) }
            Diagnostics.record(id, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
        return true
    }
}
