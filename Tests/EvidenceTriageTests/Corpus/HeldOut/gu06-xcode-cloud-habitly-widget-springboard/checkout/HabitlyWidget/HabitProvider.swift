import AppIntents
import WidgetKit
import os

struct HabitEntry: TimelineEntry {
    let date: Date
    let habit: HabitSnapshot?
}

struct HabitProvider: AppIntentTimelineProvider {
    private let log = Logger(subsystem: "app.habitly.widget", category: "timeline")

    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: .now, habit: nil)
    }

    func snapshot(for configuration: PickHabitIntent, in context: Context) async -> HabitEntry {
        HabitEntry(date: .now, habit: SharedHabitStore().habits().first)
    }

    func timeline(for configuration: PickHabitIntent, in context: Context) async -> Timeline<HabitEntry> {
        let habits = SharedHabitStore().habits()
        // The configured pick, else the first habit so a fresh tile is never empty.
        let picked = habits.first { $0.name == configuration.habit?.id } ?? habits.first
        log.info("timeline: configured=\(configuration.habit?.id ?? "nil", privacy: .public) resolved=\(picked?.name ?? "nil", privacy: .public)")
        let entry = HabitEntry(date: .now, habit: picked)
        return Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(30 * 60)))
    }
}
