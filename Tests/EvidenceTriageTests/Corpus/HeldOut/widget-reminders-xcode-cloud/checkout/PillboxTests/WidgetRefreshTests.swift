import Testing
import WidgetKit
@testable import Pillbox

@Suite("Widget refresh", .serialized)
struct WidgetRefreshTests {

    /// After a dose is saved the app asks WidgetKit to reload; the widget
    /// extension's getTimeline stamps `lastTimelineRequest` in the app group.
    @Test func savingDoseReloadsWidgetTimeline() async throws {
        let shared = AppGroup.defaults
        shared.removeObject(forKey: "lastTimelineRequest")
        let before = Date()

        try await DoseLog.shared.record(.init(medication: "Levothyroxine", takenAt: before))
        WidgetCenter.shared.reloadTimelines(ofKind: "NextDoseWidget")

        var timelineRequested = false
        for _ in 0..<30 {
            if let stamp = shared.object(forKey: "lastTimelineRequest") as? Date, stamp >= before {
                timelineRequested = true
                break
            }
            try await Task.sleep(for: .seconds(1))
        }
        #expect(timelineRequested)
    }

    @Test func entriesAreSortedByDate() throws {
        let entries = NextDoseProvider.entries(for: .fixtureWeek, now: .fixtureMonday)
        #expect(entries.map(\.date) == entries.map(\.date).sorted())
    }
}
