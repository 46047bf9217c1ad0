import Testing
import WidgetKit
@testable import LanternWidgets

@Suite("Widget refresh on device")
struct WidgetRefreshTests {
    let host = WidgetHostProbe(kind: "IncidentSummaryWidget")

    @Test("Timeline ends with an .after policy two hours out")
    func timelinePolicyIsTwoHours() async throws {
        let timeline = try await IncidentTimelineProvider().timeline(for: .preview, now: .fixture)
        #expect(timeline.policy == .after(Date.fixture.addingTimeInterval(2 * 3600)))
    }

    @Test("Widget reloads at the timeline policy date")
    func widgetReloadsAtPolicyDate() async throws {
        let accepted = try await host.waitForTimelineAccepted()
        let reloadAt = accepted.policyDate
        let next = try await host.waitForNextTimelineRequest(timeout: .seconds(300))
        #expect(abs(next.requestedAt.timeIntervalSince(reloadAt)) < 60)
    }
}
