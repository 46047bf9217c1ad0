//
//  StepsBackgroundDeliveryUITests.swift
//  SproutUITests
//

import XCTest

final class StepsBackgroundDeliveryUITests: XCTestCase {
    private let sprout = XCUIApplication()
    private let seeder = XCUIApplication(bundleIdentifier: "app.sprout.steps.healthseeder")

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    /// Background observers are meant to wake Sprout when new steps land in HealthKit,
    /// even after the user has killed the app.
    func testObserverFiresAfterAppIsKilled() throws {
        sprout.launchArguments += ["--enable-background-observers"]
        sprout.launch()
        XCTAssertTrue(sprout.staticTexts["Background sync: on"].waitForExistence(timeout: 10))
        sprout.terminate()

        seeder.launchArguments += ["--write-steps", "1200"]
        seeder.launch()
        XCTAssertTrue(seeder.staticTexts["wrote 1200 steps"].waitForExistence(timeout: 10))
        seeder.terminate()

        XCTAssertTrue(sprout.wait(for: .runningBackground, timeout: 120),
                      "Sprout was not woken by HealthKit background delivery")
    }
}
