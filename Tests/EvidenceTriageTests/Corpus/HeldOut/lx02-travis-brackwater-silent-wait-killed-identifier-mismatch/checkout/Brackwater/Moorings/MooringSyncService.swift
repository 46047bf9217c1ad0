import BackgroundTasks
import Foundation

final class MooringSyncService {
    static let identifier = "com.brackwater.moorings.sync"

    func registerProcessingTask() {
        let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
        print("[Moorings] register(\(Self.identifier)) -> \(accepted)")
    }

    func scheduleNightly() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        try? BGTaskScheduler.shared.submit(request)
    }

    private func handle(_ task: BGProcessingTask) {
        task.setTaskCompleted(success: true)
    }
}
