import XCTest
@testable import Fernbank

final class RecordingReloader: TimelineReloading {
    var kinds: [String] = []
    func reloadTimelines(ofKind kind: String) { kinds.append(kind) }
}

final class WidgetPublisherTests: XCTestCase {
    func testReloadsEachKindAtMostOncePerRound() {
        let reloader = RecordingReloader()
        let publisher = WidgetPublisher(store: InMemorySnapshotStore(), reloader: reloader)
        publisher.publish(round: [.fixture(id: "org-a"), .fixture(id: "org-b"), .fixture(id: "org-c")])
        XCTAssertEqual(reloader.kinds.filter { $0 == WidgetSurface.errors.kind }.count, 1)
    }

    func testSkipsReloadWhenOnlyVolatileFieldsChange() {
        let store = InMemorySnapshotStore()
        let reloader = RecordingReloader()
        let publisher = WidgetPublisher(store: store, reloader: reloader)
        publisher.publish(round: [.fixture(id: "org-a")])
        reloader.kinds.removeAll()
        // lastSeenAt and the throughput window move on every fetch without changing a glyph
        publisher.publish(round: [.fixture(id: "org-a").bumpingVolatileFields()])
        XCTAssertEqual(reloader.kinds.count, 0)
    }
}
