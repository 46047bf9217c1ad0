import Testing
import WidgetKit
import Foundation
@testable import MarigoldWidget

/// Runs against the widget installed on the CI simulator: the extension bumps
/// a counter in the shared container every time WidgetKit asks it for a timeline.
@Suite("Widget schedule (simulator)")
struct WidgetScheduleTests {
    @Test("Reload policy is .after(+15 min) for a fresh board")
    func policyIsFifteenMinutes() async {
        let provider = ServerWidgetProvider(client: .stub(headline: "On time"), cache: WidgetCache(suiteName: nil), clock: { .fixture })
        let timeline = await provider.timeline()
        #expect(timeline.policy == .after(Date.fixture.addingTimeInterval(900)))
    }

    @Test("Timeline is requested again at the .after date")
    func timelineReloadsAtPolicyDate() async throws {
        let counter = ReloadCounter(appGroup: "group.app.marigold.transit")
        counter.reset()
        WidgetCenter.shared.reloadTimelines(ofKind: "Departures")
        try await Task.sleep(for: .seconds(5))
        #expect(counter.value == 1)
        // The extension answers with .after(now + 60 s) when MARIGOLD_WIDGET_FAST_POLICY is set.
        try await Task.sleep(for: .seconds(90))
        #expect(counter.value >= 2, "WidgetKit should have asked for a new timeline after the policy date")
    }
}
