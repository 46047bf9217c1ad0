import XCTest
@testable import Lumen

final class WidgetTimelineTests: XCTestCase {
    func testWidgetAdvancesAtClassBoundary() throws {
        let store = WidgetSnapshotStore.shared
        store.write(.fixture(current: "Algebra II", endsAt: .now.addingTimeInterval(60)))
        WidgetCenter.shared.reloadTimelines(ofKind: "CourseWidget")
        let advanced = expectation(description: "widget timeline regenerated after class end")
        TimelineProbe.onGetTimeline { if $0.current != "Algebra II" { advanced.fulfill() } }
        wait(for: [advanced], timeout: 120)
    }
}
