import XCTest
import WidgetKit
@testable import PineAlmanac

/// The widget extension posts the Darwin notification "pinealmanac.timeline.requested"
/// from getTimeline(in:completion:); TimelineProbe counts those posts.
final class WidgetRefreshTests: XCTestCase {
    private let probe = TimelineProbe(kind: "TodayAlmanacWidget")

    func testReloadRequestedAfterSave() {
        let center = RecordingWidgetCenter()
        AlmanacEditor(widgetCenter: center).save(note: "first frost", for: .today)
        XCTAssertEqual(center.reloadedKinds, ["TodayAlmanacWidget"])
    }

    func testTimelineReloadsWithin5SecondsOfSave() {
        let requested = probe.expectation(for: self)
        AlmanacEditor(widgetCenter: WidgetCenter.shared).save(note: "first frost", for: .today)
        wait(for: [requested], timeout: 5)
    }

    func testHourlyPolicyRefreshesAfterOneHour() {
        let provider = TodayAlmanacProvider(refreshInterval: 60)   // test build: 60 s instead of 1 h
        XCTAssertEqual(provider.nextReloadPolicy(after: .now).interval, 60)
        let second = probe.expectation(for: self, count: 2)
        WidgetCenter.shared.reloadTimelines(ofKind: "TodayAlmanacWidget")
        wait(for: [second], timeout: 90)
    }
}
