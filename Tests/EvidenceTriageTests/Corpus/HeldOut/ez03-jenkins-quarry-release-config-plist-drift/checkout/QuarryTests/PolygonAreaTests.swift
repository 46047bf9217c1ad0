//
//  PolygonAreaTests.swift
//  QuarryTests
//

import XCTest
@testable import Quarry

final class PolygonAreaTests: XCTestCase {
    // 50.5 m x 30.17 m plot walked clockwise (the walker's default).
    private let clockwise: [ProjectedPoint] = [
        .init(easting: 500_000.0, northing: 5_700_030.17),
        .init(easting: 500_050.5, northing: 5_700_030.17),
        .init(easting: 500_050.5, northing: 5_700_000.0),
        .init(easting: 500_000.0, northing: 5_700_000.0),
    ]

    func testCounterClockwiseRingHasPositiveArea() {
        XCTAssertEqual(PolygonArea.squareMetres(of: clockwise.reversed()), 1523.585, accuracy: 0.01)
    }

    func testClockwiseRingHasPositiveArea() {
        XCTAssertEqual(PolygonArea.squareMetres(of: clockwise), 1523.585, accuracy: 0.01)
    }

    func testDegenerateRingHasZeroArea() {
        XCTAssertEqual(PolygonArea.squareMetres(of: Array(clockwise.prefix(2))), 0)
    }
}
