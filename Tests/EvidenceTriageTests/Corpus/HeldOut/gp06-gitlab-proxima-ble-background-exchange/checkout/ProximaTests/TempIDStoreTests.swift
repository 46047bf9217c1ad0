import XCTest
@testable import ProximaKit

final class TempIDStoreTests: XCTestCase {
    func testCurrentIDMatchesClock() {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_792_400_000))
        let store = TempIDStore(batch: Fixtures.tempIDs(count: 4, from: clock.now, every: TempIDStore.rotationInterval), clock: clock)
        clock.advance(by: TempIDStore.rotationInterval + 1)
        XCTAssertEqual(store.current()?.index, 1)
    }

    func testStockpileLastsUntilNextFetch() {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_792_400_000))
        let store = TempIDStore(batch: Fixtures.tempIDs(count: TempIDStore.batchSize, from: clock.now, every: TempIDStore.rotationInterval), clock: clock)

        XCTAssertGreaterThanOrEqual(store.coverage / 3600, TempIDStore.minimumCoverage / 3600,
                                    "a temp ID batch must last until the next fetch (hours)")
    }
}
