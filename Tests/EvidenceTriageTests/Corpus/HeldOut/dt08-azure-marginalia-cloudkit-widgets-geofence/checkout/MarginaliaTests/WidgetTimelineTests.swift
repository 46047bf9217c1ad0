import WidgetKit
import XCTest
@testable import Marginalia

final class WidgetTimelineTests: XCTestCase {

    func testTimelineReloadsAfterPolicyDate() throws {
        let store = SharedNoteStore(appGroup: "group.app.marginalia.notes")
        store.clearTimelineStamps()
        try store.save(Note(title: "CI note", body: "created by WidgetTimelineTests"))
        WidgetCenter.shared.getCurrentConfigurations { result in
            print("WidgetCenter.getCurrentConfigurations: \((try? result.get()) ?? [])")
        }
        WidgetCenter.shared.reloadTimelines(ofKind: "RecentNotes")

        // The provider asks for .after(now + 60 s); give WidgetKit 75 s to
        // build the first timeline and come back for the second.
        let reloaded = expectation(description: "two timelines generated")
        let poll = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            if store.timelineStamps().count >= 2 { reloaded.fulfill() }
        }
        wait(for: [reloaded], timeout: 75)
        poll.invalidate()
    }
}
