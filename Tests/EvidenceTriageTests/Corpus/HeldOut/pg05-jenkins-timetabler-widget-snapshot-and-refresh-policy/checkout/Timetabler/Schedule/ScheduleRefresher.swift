import Foundation
import WidgetKit

final class ScheduleRefresher {
    private let api: ScheduleAPI
    private let cache: ScheduleCache
    private let widgets: WidgetReloading

    init(api: ScheduleAPI, cache: ScheduleCache, widgets: WidgetReloading = WidgetCenter.shared) {
        self.api = api; self.cache = cache; self.widgets = widgets
    }

    func refresh() async throws {
        let remote = try await api.fetchSchedule(group: cache.group)
        guard remote.version != cache.version else { return }
        cache.store(remote)
        // Widget snapshots are built for the next 24 h from the cache.
    }
}
