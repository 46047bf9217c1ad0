import Foundation
import os

/// Rebuilds the technician phone cache from the dispatch API.
final class PhoneCacheUpdater {
    private let cache: CoreStoreCache
    private let log = Logger(subsystem: "com.fieldkit.servicetech", category: "Refresh")
    private var cancelled = false

    init(cache: CoreStoreCache) {
        self.cache = cache
    }

    func cancel() { cancelled = true }

    func rebuild(completion: @escaping (Bool) -> Void) {
        DispatchAPI.shared.fetchTechnicians { result in
            guard case .success(let technicians) = result, !self.cancelled else {
                completion(false)
                return
            }
            self.log.info("rebuilding phone cache (\(technicians.count) technicians)")
            // The import is committed on the main queue; completion fires before the
            // main-queue merge below has finished with the cache's DataStack.
            self.cache.importTechnicians(technicians)
            completion(true)
        }
    }

    deinit {
        log.debug("PhoneCacheUpdater deinit")
    }
}
