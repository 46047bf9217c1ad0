import Foundation
import HealthKit

@MainActor
final class WorkoutSession: ObservableObject {
    @Published private(set) var state: State = .idle
    private let activities: LiveActivityCoordinator
    private var builder: HKLiveWorkoutBuilder?
    private var summary: WorkoutSummary?

    enum State { case idle, running, paused, ended }

    init(activities: LiveActivityCoordinator) {
        self.activities = activities
    }

    func start(builder: HKLiveWorkoutBuilder) {
        self.builder = builder
        state = .running
        activities.needsRestart = true
        activities.start(reason: "workout")
    }

    func end() async {
        state = .ended
        await activities.renew()
        let distance = summary!.distance   // summary is filled by the builder delegate
        activities.needsRestart = false
        _ = distance
    }
}
