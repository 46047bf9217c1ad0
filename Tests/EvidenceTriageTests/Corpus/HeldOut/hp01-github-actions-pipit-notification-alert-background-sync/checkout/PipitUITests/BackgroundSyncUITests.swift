import XCTest

final class BackgroundSyncUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-state", "-uitest-stub-network"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncUITests/" + testRunName
        app.launch()
    }

    func testManualSyncButtonUploadsPending() throws {
        addSighting("Rock Pipit")
        app.buttons["sync.now"].tap()
        XCTAssertTrue(app.staticTexts["sync.upToDate"].waitForExistence(timeout: 10))
    }

    func testPendingSightingUploadsAfterBackgrounding() throws {
        addSighting("Meadow Pipit")
        XCTAssertTrue(app.staticTexts["sync.pending"].waitForExistence(timeout: 5))

        // Leave the app so the system can run the sightings-sync refresh task.
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()

        XCTAssertTrue(app.staticTexts["sync.upToDate"].waitForExistence(timeout: 10),
                      "Pending sighting was not synced while the app was in the background")
    }

    private func addSighting(_ species: String) {
        app.buttons["sightings.add"].tap()
        let field = app.textFields["sighting.species"]
        field.tap()
        field.typeText(species)
        app.buttons["sighting.save"].tap()
    }

    private var testRunName: String {
        String(name.split(separator: " ").last!.dropLast())
    }
}
