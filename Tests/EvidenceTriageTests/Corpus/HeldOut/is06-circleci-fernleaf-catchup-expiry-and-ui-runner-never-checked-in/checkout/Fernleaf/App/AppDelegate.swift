import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let catchUp = EventCatchUpTask.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: EventCatchUpTask.identifier, using: nil) { [catchUp] task in
            catchUp.run(task as! BGProcessingTask)
        }
        Log.app.info("registered launch handler for \(EventCatchUpTask.identifier)")
        EvidenceRecorder.shared.record(EventCatchUpTask.identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }
}
