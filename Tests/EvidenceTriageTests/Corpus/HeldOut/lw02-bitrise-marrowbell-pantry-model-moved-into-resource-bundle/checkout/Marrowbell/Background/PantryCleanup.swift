import BackgroundTasks
import Foundation

/// Nightly pantry cleanup: prunes expired items and compacts the store.
enum PantryCleanup {
    static let identifier = "com.marrowbell.pantry-cleanup"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            PantryCleanupHandler.shared.run(task as! BGProcessingTask)
        }
        NSLog("[Pantry] registered %@: %@", identifier, ok ? "YES" : "NO")
    }

    static func makeRequest(now: Date = Date()) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        return request
    }

    static func schedule() throws {
        try BGTaskScheduler.shared.submit(makeRequest())
    }
}
