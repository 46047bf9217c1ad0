import XCTest
@testable import TidewellKit

final class DatasetUpdateManagerTests: XCTestCase {
    var clock: MockClock!
    var store: InMemoryDatasetStore!
    var flags: MockFeatureFlags!
    var sut: DatasetUpdateManager!

    override func setUp() {
        clock = MockClock()
        store = InMemoryDatasetStore()
        flags = MockFeatureFlags()
        sut = DatasetUpdateManager(store: store, client: StubTideClient.fixture(), clock: clock, flags: flags)
    }

    func testWhenPeriodicUpdatesAreCancelled_noFurtherUpdatesReceived() async {
        flags.isStationDatasetEnabled = true
        let task = sut.startPeriodicUpdates(interval: 60)
        await clock.advance(by: 60)
        task.cancel()
        let countAtCancel = store.updateCount
        await clock.advance(by: 600)
        XCTAssertEqual(store.updateCount, countAtCancel)
    }

    func testWhenPeriodicUpdatesStart_andFlagOff_dataSetsAreNotUpdated() async {
        flags.isStationDatasetEnabled = false
        let task = sut.startPeriodicUpdates(interval: 60)
        await clock.advance(by: 60)
        task.cancel()
        XCTAssertEqual(store.updateCount, 0)
    }
}
