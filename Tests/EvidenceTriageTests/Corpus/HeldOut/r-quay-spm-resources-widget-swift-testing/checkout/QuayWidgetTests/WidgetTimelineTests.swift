import Testing
import WidgetKit
@testable import QuayWidget

@Suite("Widget timeline")
struct WidgetTimelineTests {
    @Test("Timeline shows today's sessions")
    func timelineShowsTodaysSessions() async {
        ScheduleCache.write(.fixtureDay2, appGroup: QuayConfig.appGroupIdentifier)   // what the app does after sync
        let entries = await Provider().timelineEntries(for: .fixtureDay2Morning)
        #expect(entries.count == 6)
    }
}
