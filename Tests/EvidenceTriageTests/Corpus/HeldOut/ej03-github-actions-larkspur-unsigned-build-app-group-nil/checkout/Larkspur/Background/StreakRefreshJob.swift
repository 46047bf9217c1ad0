import Foundation

/// Body of the com.larkspur.habits.streak-refresh BGAppRefreshTask (see BackgroundTasks.swift).
final class StreakRefreshJob {
    private let habits: HabitStore
    private let snapshots: SharedSnapshotStore
    private let widgets: WidgetReloading
    private(set) var lastPublishedCount = 0

    init(habits: HabitStore, snapshots: SharedSnapshotStore, widgets: WidgetReloading) {
        self.habits = habits; self.snapshots = snapshots; self.widgets = widgets
    }

    func run() async throws {
        let all = try await habits.all()
        for habit in all {
            try snapshots.write(StreakSnapshot(habit: habit.name, days: habit.streak))
        }
        lastPublishedCount = all.count
        widgets.reloadTimelines(ofKind: "StreakWidget")
    }
}
