//
//  TariffRollupJobTests.swift
//  TallowmereTests
//

import XCTest
@testable import Tallowmere

final class TariffRollupJobTests: XCTestCase {
    private var store: InMemoryReadingStore!

    override func setUp() {
        super.setUp()
        store = InMemoryReadingStore()
    }

    func testRollupWritesOneEstimatePerMeter() throws {
        let household = store.seedHousehold(meters: 3, readsPerMeter: 48 * 30)
        let job = TariffRollupJob(store: store, tariffs: .fixtures)
        XCTAssertEqual(try job.runBlocking(households: [household]), 3)
    }

    func testRollupKeepsPreviousEstimateWhenWriteFails() throws {
        let household = store.seedHousehold(meters: 2, readsPerMeter: 48)
        store.failWrites(afterCount: 1)
        XCTAssertThrowsError(try TariffRollupJob(store: store, tariffs: .fixtures).runBlocking(households: [household]))
        XCTAssertEqual(store.estimates.count, 1)
    }

    func testRollupCompletesForLargeHousehold() throws {
        // Blocks of flats share one account: 640 sub-meters.
        let household = store.seedHousehold(meters: 640, readsPerMeter: 48)
        let job = TariffRollupJob(store: store, tariffs: .fixtures)
        XCTAssertEqual(try job.runBlocking(households: [household]), 640)
    }
}
