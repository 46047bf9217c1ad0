//
//  Application.swift
//  UITests
//
//  Launches the app in a UI-test screen and compares screenshots against recorded references.
//

import SnapshotTesting
import XCTest

enum Application {
    static func launch(_ identifier: UITestsScreenIdentifier) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchEnvironment = [
            "UI_TESTS_SCREEN": identifier.rawValue,
            // Locale of the reference images; the app maps missing keys to the English fallback.
            "UI_TESTS_LOCALE": "en-GB",
        ]
        app.launch()
        return app
    }
}

extension XCUIApplication {
    /// Device, OS and locale are part of the reference name, so a reference is only compared on the
    /// simulator it was recorded on (iPhone 14, iOS 16.2 in the UITests plan).
    func assertScreenshot(_ identifier: UITestsScreenIdentifier,
                          step: Int? = nil,
                          file: StaticString = #file,
                          testName: String = #function,
                          line: UInt = #line) {
        let name = [identifier.rawValue, step.map(String.init)].compactMap { $0 }.joined(separator: "-")
            + "-" + localeCode + "-" + deviceName + "-" + osVersion
        let snapshot = screenshot().image

        // Wait for animations and the first layout pass to settle before comparing.
        _ = windows.firstMatch.waitForExistence(timeout: 2)

        let failure = verifySnapshot(matching: snapshot,
                                     as: .image(precision: 0.99, perceptualPrecision: 0.98, scale: nil),
                                     named: name,
                                     testName: "Application",
                                     file: file,
                                     line: line)

        if let failure {
            XCTFail(failure, file: file, line: line)
        }
    }

    private var localeCode: String { "en-GB" }
    private var deviceName: String { UIDevice.current.name.replacingOccurrences(of: " ", with: "-") }
    private var osVersion: String { UIDevice.current.systemVersion }
}

extension XCUIApplication {
    func assertScreenshotHere(_ identifier: UITestsScreenIdentifier) { assertScreenshot(identifier) }
}
