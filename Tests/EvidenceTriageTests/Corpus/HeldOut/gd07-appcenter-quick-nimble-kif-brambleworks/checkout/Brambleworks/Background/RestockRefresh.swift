import BackgroundTasks
import Foundation

final class RestockRefresh {

    static let shared = RestockRefresh()
    static let identifier = "com.brambleworks.app.restock-refresh"
    private var registered = false

    func registerIfNeeded(model: InventoryModel) {
        guard !registered else { return }
        registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            RestockRefreshAdapter(model: model).handle(task as! BGAppRefreshTask)
        }
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
