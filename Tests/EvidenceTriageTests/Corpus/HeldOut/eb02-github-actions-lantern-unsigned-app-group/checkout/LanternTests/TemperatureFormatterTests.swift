//
//  TemperatureFormatterTests.swift
//  LanternTests
//

import XCTest
@testable import Lantern

final class TemperatureFormatterTests: XCTestCase {

    func testRoundsHalfUpForPositives() {
        XCTAssertEqual(TemperatureFormatter().string(fromCelsius: 12.5), "13°")
    }

    func testRoundsHalfAwayFromZeroForNegatives() {
        XCTAssertEqual(TemperatureFormatter().string(fromCelsius: -2.5), "-3°")
    }

    func testFahrenheit() {
        XCTAssertEqual(TemperatureFormatter(unit: .fahrenheit).string(fromCelsius: 20), "68°")
    }
}
