import BackgroundTasks
import Foundation

enum RegionPrefetchTask {
    // Renamed from "com.cairnfield.ios.prefetch" in PR #2208 to match the other task identifiers.
    static let identifier = "com.cairnfield.ios.region-prefetch"
    private(set) static var registered = false

    static func register() {
        registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            PrefetchCoordinator.shared.run(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, outcome: registered ? .succeeded : .failed)
    }
}
