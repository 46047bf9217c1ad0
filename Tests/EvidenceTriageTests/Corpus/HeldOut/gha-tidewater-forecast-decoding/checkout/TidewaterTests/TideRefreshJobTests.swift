import XCTest
@testable import Tidewater

final class TideRefreshJobTests: XCTestCase {
    private var store: InMemorySnapshotStore!
    private var client: StubForecastClient!

    override func setUp() {
        super.setUp()
        store = InMemorySnapshotStore(selectedStationID: "9414290")
        client = StubForecastClient()
    }

    func testSuccessfulRunReplacesSnapshot() async {
        client.response = .success(Fixtures.json("forecast-seconds"))
        let ok = await TideRefreshJob(client: client, store: store).run()
        XCTAssertTrue(ok)
        XCTAssertEqual(store.snapshot?.observations.count, 3)
    }

    func testFailedDecodeKeepsPreviousSnapshotAndCursor() async {
        let previous = Date(timeIntervalSince1970: 1_796_000_000)
        store.lastSyncDate = previous
        store.snapshot = Fixtures.payload("forecast-seconds")
        client.response = .success(Data(#"{"observations":[{"observed_at":"garbage"}]}"#.utf8))

        let ok = await TideRefreshJob(client: client, store: store).run(now: Date(timeIntervalSince1970: 1_796_003_600))

        XCTAssertFalse(ok)
        XCTAssertEqual(store.lastSyncDate, previous, "a failed refresh must not advance lastSyncDate")
        XCTAssertEqual(store.snapshot?.observations.count, 3)
    }
}
