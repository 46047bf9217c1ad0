import ActivityKit
import Testing
@testable import Runner

/// Runs a real Live Activity in the simulator's test host and pushes the
/// per-second countdown the way the app does during the last 10 s of a phase.
@Suite(.serialized) struct LiveActivityThrottleTests {
    @Test func everyOneSecondUpdateIsDelivered() async throws {
        let activity = try Activity.request(
            attributes: IntervalAttributes(workoutName: "Tabata"),
            content: .init(state: .init(phase: "work", remaining: 10), staleDate: nil)
        )
        defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }

        let delivered = DeliveredStates()
        let watcher = Task { for await state in activity.contentUpdates { await delivered.append(state.state) } }

        for second in stride(from: 9, through: 0, by: -1) {
            try await Task.sleep(for: .seconds(1))
            await activity.update(.init(state: .init(phase: "work", remaining: second), staleDate: nil))
        }
        try await Task.sleep(for: .seconds(2))
        watcher.cancel()

        #expect(await delivered.count == 10, "every countdown second should reach the Lock Screen")
    }
}
