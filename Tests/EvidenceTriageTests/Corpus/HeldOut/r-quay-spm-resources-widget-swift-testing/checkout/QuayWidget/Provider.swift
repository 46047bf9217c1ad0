import WidgetKit

struct Provider: TimelineProvider {
    func timelineEntries(for now: Date) async -> [SessionEntry] {
        // Widget reads the shared schedule written by the app.
        guard let defaults = UserDefaults(suiteName: "group.io.quay.conference") else { return [] }
        let schedule = ScheduleCache.read(from: defaults) ?? .empty
        return schedule.sessions(on: now).map(SessionEntry.init)
    }
}
