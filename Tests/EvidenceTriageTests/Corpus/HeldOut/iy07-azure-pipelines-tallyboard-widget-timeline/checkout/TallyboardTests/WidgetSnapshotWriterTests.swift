import XCTest
@testable import Tallyboard

final class MemorySnapshotStore: WidgetSnapshotStoring {
    var snapshot: WidgetSnapshot?
    var readError: Error?
    func read() throws -> WidgetSnapshot? {
        if let readError { throw readError }
        return snapshot
    }
    func write(_ snapshot: WidgetSnapshot) { self.snapshot = snapshot }
}

struct RecordingReloader: TimelineReloading {
    func reloadTimelines(ofKind kind: String) {}
}

final class WidgetSnapshotWriterTests: XCTestCase {
    private let yesterday = Date(timeIntervalSince1970: 1_765_100_000)

    func testRefreshFailingForEveryHabitKeepsPreviousSnapshot() {
        let store = MemorySnapshotStore()
        store.snapshot = WidgetSnapshot(generatedAt: yesterday, entries: [
            .init(habitID: "h1", title: "Stretch", streak: 12, doneToday: true),
            .init(habitID: "h2", title: "Read 20 pages", streak: 4, doneToday: false),
            .init(habitID: "h3", title: "No sugar", streak: 31, doneToday: true),
        ])
        let offline = URLError(.notConnectedToInternet)

        WidgetSnapshotWriter(store: store, reloader: RecordingReloader())
            .publish([.failure(offline), .failure(offline), .failure(offline)])

        XCTAssertEqual(store.snapshot?.entries.count, 3, "a refresh that failed for every habit must keep the previous snapshot")
    }

    func testPartialFailureKeepsFetchedHabits() {
        let store = MemorySnapshotStore()
        WidgetSnapshotWriter(store: store, reloader: RecordingReloader())
            .publish([.success(.init(habitID: "h1", title: "Stretch", streak: 13, doneToday: true)),
                      .failure(URLError(.timedOut))])
        XCTAssertEqual(store.snapshot?.entries.map(\.habitID), ["h1"])
    }
}
