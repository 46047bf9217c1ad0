import BackgroundTasks
import os

final class PriceAlertTask {
    static let identifier = "com.saltmarsh.wallet.price-alerts"
    static let shared = PriceAlertTask()
    var onCompleted: ((Bool) -> Void)?
    private let log = Logger(subsystem: "com.saltmarsh.wallet", category: "alerts")

    func schedule() throws {
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: Self.identifier))
    }

    func handle(_ task: BGAppRefreshTask) {
        task.expirationHandler = { [log] in log.info("price-alert task expired") }
        Task {
            let alerts = await AlertEvaluator().evaluate()
            log.info("evaluated \(alerts.count) alert(s)")
            if !alerts.isEmpty {
                await NotificationPoster.post(alerts)
                task.setTaskCompleted(success: true)
                onCompleted?(true)
            }
        }
    }
}
