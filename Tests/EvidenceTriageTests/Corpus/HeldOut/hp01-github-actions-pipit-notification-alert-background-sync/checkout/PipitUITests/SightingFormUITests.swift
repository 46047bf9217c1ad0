import XCTest

final class SightingFormUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-state", "-uitest-stub-network"]
        app.launch()
    }

    func testSpeciesPickerFiltersByRegion() throws {
        app.buttons["sightings.add"].tap()
        app.buttons["sighting.region"].tap()
        app.buttons["Norfolk Broads"].tap()
        XCTAssertTrue(app.staticTexts["Bearded Tit"].exists)
    }

    func testSavingSightingWithFieldNote() throws {
        app.buttons["sightings.add"].tap()

        let species = app.textFields["sighting.species"]
        species.tap()
        species.typeText("Meadow Pipit")

        let note = app.textViews["sighting.note"]
        note.tap()
        note.typeText("Two birds on the fen gate, calling")

        app.buttons["sighting.save"].tap()
        XCTAssertTrue(app.cells["Meadow Pipit"].waitForExistence(timeout: 5))
    }
}
