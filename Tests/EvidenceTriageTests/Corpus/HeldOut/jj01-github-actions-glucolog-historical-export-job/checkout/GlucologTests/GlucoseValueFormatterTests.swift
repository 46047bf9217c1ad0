//
//  GlucoseValueFormatterTests.swift
//  GlucologTests
//

import XCTest
import HealthKit
@testable import Glucolog

final class GlucoseValueFormatterTests: XCTestCase {
    func testMilligramsPerDeciliterHasNoDecimals() {
        let formatter = GlucoseValueFormatter(unit: .milligramsPerDeciliter, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(from: HKQuantity(unit: .milligramsPerDeciliter, doubleValue: 112.4)), "112 mg/dL")
    }

    func testMmolPerLiterOneDecimal() {
        let formatter = GlucoseValueFormatter(unit: .millimolesPerLiter, locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(from: HKQuantity(unit: .millimolesPerLiter, doubleValue: 5.55)), "5.6 mmol/L")
    }

    func testMmolPerLiterUsesLocaleDecimalSeparator() {
        let formatter = GlucoseValueFormatter(unit: .millimolesPerLiter, locale: Locale(identifier: "de_DE"))
        XCTAssertTrue(formatter.string(from: HKQuantity(unit: .millimolesPerLiter, doubleValue: 6.0)).hasPrefix("6,0"))
    }
}
