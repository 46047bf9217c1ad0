import Foundation

/// The work behind the app.saltgrass.tides.refresh app-refresh task.
final class TideRefreshJob {
    private let cache: TideCache
    private let client: TideClient
    private let clock: Clock
    private let station: Station

    init(cache: TideCache, client: TideClient, clock: Clock, station: Station) {
        self.cache = cache
        self.client = client
        self.clock = clock
        self.station = station
    }

    /// `completion(true)` when the table on disk is fresh. The adapter passes the
    /// result straight to BGAppRefreshTask.setTaskCompleted(success:).
    func run(completion: @escaping (Bool) -> Void) {
        if let cached = cache.load(station: station), cached.isFresh(now: clock.now) {
            completion(true)
        }
        client.fetchTable(station: station, days: 3) { [cache] result in
            switch result {
            case .success(let table):
                do {
                    try cache.store(table)
                    completion(true)
                } catch {
                    completion(false)
                }
            case .failure:
                completion(cache.load(station: self.station) != nil)
            }
        }
    }
}
