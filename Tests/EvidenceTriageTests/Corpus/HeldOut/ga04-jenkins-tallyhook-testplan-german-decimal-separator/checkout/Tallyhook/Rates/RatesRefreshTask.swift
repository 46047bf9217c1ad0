import BackgroundTasks
import Foundation

enum RatesRefreshTask {
    static let identifier = "com.tallyhook.ios.rates-refresh"

    static func register(client: RatesClient, store: RatesStore) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            schedule()
            let work = Task {
                do {
                    let feed = try await client.downloadFeed()
                    let rates = try ExchangeRateParser().parse(feed)
                    try store.replaceAll(rates)
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
