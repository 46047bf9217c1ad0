//
//  SharedSnapshotStoreTests.swift
//  LanternTests
//
//  Hosted in Lantern.app: these tests exercise the real App Group container.
//

import XCTest
@testable import Lantern

final class SharedSnapshotStoreTests: XCTestCase {

    func testResolvesAppGroupContainer() {
        let store = SharedSnapshotStore()
        XCTAssertNotNil(store.containerURL, "App Group \(SharedSnapshotStore.appGroup) is not available to the host app")
    }

    func testRoundTripsSnapshot() throws {
        let store = SharedSnapshotStore()
        let snapshot = ForecastSnapshot.fixture(city: "Bergen")
        try store.write(snapshot)
        XCTAssertEqual(try store.read(), snapshot)
    }
}
