//
//  SettingsUITests.swift
//

import XCTest
@testable import Brightwater

final class SettingsUITests: XCTestCase {
    func testToggleUnits() throws {
        let app = XCUIApplication()
        app.launch()
        app.switches["metricUnits"].tap()
    }

}
