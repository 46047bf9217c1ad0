import Foundation
import Testing
@testable import SprigtimeKit

@Suite struct FocusTimelineBuilderTests {
    static let start = Date(timeIntervalSince1970: 1_794_043_200)       // 2026-11-07 09:20:00 UTC
    static let state = TimerState(phase: .focus, startedAt: start,
                                  endsAt: start.addingTimeInterval(25 * 60), completedRounds: 0)

    @Test func oneEntryPerMinute() {
        let entries = FocusTimelineBuilder.entries(for: Self.state, now: Self.start)
        #expect(entries.count == 25)
        #expect(entries.first?.remaining == 25 * 60)
    }

    @Test func noSessionNeverReloads() {
        #expect(FocusTimelineBuilder.reloadPlan(for: nil, now: Self.start) == .never)
    }

    @Test func timelineReloadsAtSessionEnd() {
        let plan = FocusTimelineBuilder.reloadPlan(for: Self.state, now: Self.start)
        #expect(plan == .after(Self.state.endsAt))
    }
}
