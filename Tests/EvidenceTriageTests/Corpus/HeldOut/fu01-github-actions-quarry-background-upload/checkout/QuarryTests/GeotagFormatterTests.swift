//
//  GeotagFormatterTests.swift
//  QuarryTests
//

import XCTest
@testable import QuarryKit

final class GeotagFormatterTests: XCTestCase {
    private let formatter = GeotagFormatter()

    func testFormatsNorthernHemisphereLatitude() {
        XCTAssertEqual(formatter.latitude(51.5072), "51.5072° N")
    }

    func testFormatsSouthernHemisphereLatitude() {
        XCTAssertEqual(formatter.latitude(-33.8688), "33.8688° S")
    }

    func testFormatsWesternLongitude() {
        XCTAssertEqual(formatter.longitude(-0.1276), "0.1276° W")
    }
}
