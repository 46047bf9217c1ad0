import XCTest
@testable import CairnWatch_Watch_App

final class ComplicationRefreshTests: XCTestCase {

    func testRefreshStoresAllReadingsWhenServerIsFast() async {
        let server = StubReadingServer(delays: ["summit-a": .zero, "summit-b": .zero, "summit-c": .zero])
        let store = InMemorySnapshotStore()
        let refresher = ComplicationRefresher(stations: server.stations, session: server.session, store: store)
        _ = await refresher.refresh(deadline: .seconds(10))
        XCTAssertEqual(store.saved.last?.readings.keys.sorted(), ["summit-a", "summit-b", "summit-c"])
    }

    /// summit-b's server hangs. The background refresh is completed at the
    /// 10 s deadline, so the fresh readings for a and c must already be saved.
    func testRefreshStoresFreshReadingsBeforeDeadline() async {
        let server = StubReadingServer(delays: ["summit-a": .zero, "summit-b": .seconds(45), "summit-c": .zero])
        let store = InMemorySnapshotStore()
        let refresher = ComplicationRefresher(stations: server.stations, session: server.session, store: store)

        let refresh = Task { await refresher.refresh(deadline: .seconds(10)) }
        try? await Task.sleep(for: .seconds(10))      // the task handler's deadline
        refresh.cancel()

        XCTAssertEqual(store.saved.last?.readings.keys.sorted() ?? [], ["summit-a", "summit-c"],
                       "fresh readings must be stored before the refresh deadline")
    }
}
