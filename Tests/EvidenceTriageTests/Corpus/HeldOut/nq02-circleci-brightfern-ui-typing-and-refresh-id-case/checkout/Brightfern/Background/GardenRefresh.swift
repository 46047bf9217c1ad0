import BackgroundTasks
import os

final class GardenRefresh {
    static let shared = GardenRefresh()
    static let identifier = "com.brightfern.app.refresh"
    private(set) var didRegister = false
    private let log = Logger(subsystem: "com.brightfern.app", category: "Refresh")

    func register() {
        didRegister = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(self.didRegister)")
    }

    private func handle(_ task: BGAppRefreshTask) {
        task.setTaskCompleted(success: true)
    }
}
