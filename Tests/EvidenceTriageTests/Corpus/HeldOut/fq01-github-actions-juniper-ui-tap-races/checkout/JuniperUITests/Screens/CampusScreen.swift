//
//  CampusScreen.swift
//  JuniperUITests
//
//  Screen object for the campus map + building detail sheet.
//

import XCTest

enum TestIdentifiers {
    enum Campus {
        static let libraryCard = "campus.card.library"
        static let detailSheet = "campus.detail.sheet"
        static let detailMenu = "campus.detail.menu"
        static let reportAProblem = "campus.detail.menu.report"
        static let reportScreenPrompt = "campus.report.prompt"
    }

    enum Navigation {
        static let backButton = "nav.back"
    }
}

struct CampusScreen {
    let app: XCUIApplication

    var libraryCard: XCUIElement {
        app.buttons[TestIdentifiers.Campus.libraryCard]
    }

    var detailSheet: XCUIElement {
        app.otherElements[TestIdentifiers.Campus.detailSheet]
    }

    func openLibraryDetail(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(libraryCard.waitForExistence(timeout: 15), "Library card missing", file: file, line: line)
        libraryCard.tap()
        XCTAssertTrue(detailSheet.waitForExistence(timeout: 15), "Detail sheet did not open", file: file, line: line)
    }

    func openReportFromMenu() {
        let menu = app.buttons[TestIdentifiers.Campus.detailMenu]
        XCTAssertTrue(menu.waitForExistence(timeout: 10), "Detail sheet has no menu")
        menu.tap()

        let report = app.buttons[TestIdentifiers.Campus.reportAProblem]
        XCTAssertTrue(report.waitForExistence(timeout: 10), "Menu does not offer Report a Problem")
        report.tap()
    }

    /// The report screen must be pushed *inside* the sheet's navigation
    /// stack (not presented as a second sheet), so it carries a back button.
    func verifyReportPushedIntoSheet() {
        XCTAssertTrue(
            app.staticTexts[TestIdentifiers.Campus.reportScreenPrompt]
                .waitForExistence(timeout: 30),
            "The report screen should be up")

        let back = app.navigationBars.buttons[TestIdentifiers.Navigation.backButton]
        XCTAssertTrue(
            back.exists && back.isHittable,
            "The report should push into the sheet's stack, so it carries a back button")
    }
}
