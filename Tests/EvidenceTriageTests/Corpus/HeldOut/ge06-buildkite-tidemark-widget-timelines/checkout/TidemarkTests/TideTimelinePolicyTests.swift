import Foundation
import Testing
@testable import Tidemark

@Suite("Tide widget reload policy")
struct TideTimelinePolicyTests {
    let start = try! Date("2026-11-16T08:00:00Z", strategy: .iso8601)

    @Test("first entry shows the next tide")
    func firstEntryShowsNextTide() {
        let provider = TideTimelineProvider(store: .inMemory(tides: .fixture), settings: .inMemory(refresh: 3_600),
                                            now: { start })
        #expect(provider.timeline(at: start).entries.first?.next.kind == .high)
    }

    @Test("reload policy honours the configured interval")
    func reloadPolicyHonoursConfiguredInterval() {
        let settings = WidgetSettings.inMemory(refresh: 3_600)
        let provider = TideTimelineProvider(store: .inMemory(tides: .fixture), settings: settings, now: { start })

        let next = provider.timeline(at: start).nextReload

        #expect(next == start.addingTimeInterval(3_600))
    }
}
