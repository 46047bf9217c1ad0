//
//  PlantCareScheduleTests.swift
//  FernbankTests
//

import XCTest
@testable import Fernbank

final class PlantCareScheduleTests: XCTestCase {
    func testWateringIntervalForFernsInSummer() {
        XCTAssertEqual(WateringSchedule.intervalDays(for: .bostonFern, in: .summer), 3)
    }

    func testWateringIntervalForSucculentsInWinter() {
        // Echeveria: every 7 days in the growing season, about every 3 weeks when dormant.
        XCTAssertEqual(WateringSchedule.intervalDays(for: .echeveria, in: .winter), 21)
    }
}
