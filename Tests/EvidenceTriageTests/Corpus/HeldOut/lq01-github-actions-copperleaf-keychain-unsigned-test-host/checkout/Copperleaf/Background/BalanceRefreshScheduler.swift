import BackgroundTasks
import Foundation

enum BalanceRefreshScheduler {
    static let identifier = "com.copperleafapp.ios.balance-refresh"

    static func register(using handler: @escaping (BGAppRefreshTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handler(task as! BGAppRefreshTask)
        }
        NSLog("[BalanceRefresh] registered %@: %@", identifier, ok ? "yes" : "no")
    }

    static func submit(after interval: TimeInterval = 4 * 60 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
        NSLog("[BalanceRefresh] submitted, earliest %@", request.earliestBeginDate! as NSDate)
    }
}
