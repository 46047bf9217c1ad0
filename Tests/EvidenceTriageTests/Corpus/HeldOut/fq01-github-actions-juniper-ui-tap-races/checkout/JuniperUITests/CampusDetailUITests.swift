//
//  CampusDetailUITests.swift
//  JuniperUITests
//

import XCTest

final class CampusDetailUITests: JuniperUITestCase {

    func testDetailSheetOpensForLibrary() throws {
        let campus = CampusScreen(app: app)
        campus.openLibraryDetail()
        XCTAssertTrue(app.staticTexts["Hale Library"].exists)
    }

    func testDetailSheetMenuOffersReportAProblem() throws {
        let campus = CampusScreen(app: app)
        campus.openLibraryDetail()
        campus.openReportFromMenu()
        campus.verifyReportPushedIntoSheet()
    }

    func testDetailSheetShowsOpeningHours() throws {
        let campus = CampusScreen(app: app)
        campus.openLibraryDetail()
        XCTAssertTrue(app.staticTexts["campus.detail.hours"].waitForExistence(timeout: 10))
    }
}
