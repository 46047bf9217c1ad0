//
//  SharedSnapshotStoreTests.swift
//  ParcelPostTests
//
//  Hosted in ParcelPost.app so the App Group entitlement applies.
//

import XCTest
@testable import ParcelPost

final class SharedSnapshotStoreTests: XCTestCase {

    func testReadReturnsNilWhenNothingWritten() throws {
        let store = SharedSnapshotStore(groupIdentifier: "group.com.parcelpost.ios")
        XCTAssertNoThrow(try store.read())
    }

    func testWritesWidgetSnapshotToAppGroup() throws {
        let store = SharedSnapshotStore()
        let snapshot = WidgetSnapshot(trackingNumber: "1Z999AA10123456784", carrier: "UPS",
                                      status: "Out for delivery", eta: Date(timeIntervalSince1970: 1_796_000_000))

        XCTAssertNoThrow(try store.write(snapshot))
        XCTAssertEqual(try store.read(), snapshot)
    }
}
