//
//  ExposureWindowTests.swift
//  RiskLampTests
//

import XCTest
import ExposureNotification
@testable import RiskLamp

final class ExposureWindowTests: XCTestCase {
    private let calculator = RiskCalculation(configuration: .fixture)

    func testHighRiskWhenAttenuationAboveThreshold() {
        let windows = [ExposureWindow.fixture(daysAgo: 2, attenuation: 55, minutes: 20)]
        XCTAssertEqual(calculator.calculateRisk(for: windows).level, .high)
    }

    func testRiskCalculationUsesTodaysWindows() {
        let today = Calendar.current.startOfDay(for: Date())
        let windows = [
            ExposureWindow.fixture(date: today, attenuation: 61, minutes: 10),
            ExposureWindow.fixture(date: today, attenuation: 58, minutes: 15),
            ExposureWindow.fixture(date: today.addingTimeInterval(-86_400), attenuation: 70, minutes: 5)
        ]

        let result = calculator.calculateRisk(for: windows)

        XCTAssertEqual(result.windowsPerDay[today]?.count, 2, "windows on \(today) (local day)")
        XCTAssertEqual(result.mostRecentDateWithHighRisk, today)
    }

    func testWindowsOlderThanFourteenDaysAreIgnored() {
        let windows = [ExposureWindow.fixture(daysAgo: 15, attenuation: 50, minutes: 30)]
        XCTAssertEqual(calculator.calculateRisk(for: windows).level, .low)
    }
}
