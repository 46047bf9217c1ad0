//
//  BackgroundFetchResultMapperTests.swift
//  ParcelnoteTests
//

import XCTest
import NotificationKit

final class BackgroundFetchResultMapperTests: XCTestCase {
    func testNewDataWhenParcelsChanged() {
        XCTAssertEqual(BackgroundFetchResultMapper.result(forChangedParcels: 3), .newData)
    }

    func testNoDataWhenInboxUnchanged() {
        // Claiming .newData for empty wakes gets the app's silent pushes throttled.
        XCTAssertEqual(BackgroundFetchResultMapper.result(forChangedParcels: 0), .noData)
    }
}
