//
//  RiskCardFormatterTests.swift
//  KontaktwarnTests
//

import XCTest
@testable import Kontaktwarn

final class RiskCardFormatterTests: XCTestCase {
    func testLastCheckOneHourAgoEnglish() {
        XCTAssertEqual(RiskCardFormatter(locale: Locale(identifier: "en_GB")).lastCheckText(hoursAgo: 1), "Updated: 1 hour ago")
    }

    func testLastCheckOneHourAgoGerman() {
        XCTAssertEqual(RiskCardFormatter(locale: Locale(identifier: "de_DE")).lastCheckText(hoursAgo: 1), "Aktualisiert: vor 1 Stunde")
    }

    func testLastCheckThreeHoursAgoGerman() {
        XCTAssertEqual(RiskCardFormatter(locale: Locale(identifier: "de_DE")).lastCheckText(hoursAgo: 3), "Aktualisiert: vor 3 Stunden")
    }
}
