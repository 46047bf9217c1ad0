import Testing
import WidgetKit
@testable import OrreryWidgets

@Suite struct WidgetTimelineTests {
    @Test func reloadPolicyAfterNextDeparture() {
        let departure = Date(timeIntervalSince1970: 1_786_862_520)
        let timeline = DepartureTimelineBuilder().timeline(now: departure.addingTimeInterval(-600), departures: [.init(at: departure)])
        #expect(timeline.policy == .after(departure))
    }
    @Test func entriesAreChronological() {
        let timeline = DepartureTimelineBuilder().timeline(now: .distantPast, departures: .fixture)
        #expect(timeline.entries.map(\.date) == timeline.entries.map(\.date).sorted())
    }
}
