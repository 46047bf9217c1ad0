import Foundation
import LarkspurPlatform
import Observation

/// Backs Settings ▸ Background refresh: shows which background requests are pending.
@MainActor
@Observable
final class BackgroundScheduleModel {
    private let scheduler: BackgroundTaskScheduling
    private(set) var pending: [String] = []
    private(set) var lastRefreshedAt: Date?

    init(scheduler: BackgroundTaskScheduling) {
        self.scheduler = scheduler
    }

    func refreshPending(_ done: @escaping () -> Void = {}) {
        scheduler.pendingIdentifiers { identifiers in
            self.pending = identifiers.sorted()
            self.lastRefreshedAt = Date()
            done()
        }
    }
}
