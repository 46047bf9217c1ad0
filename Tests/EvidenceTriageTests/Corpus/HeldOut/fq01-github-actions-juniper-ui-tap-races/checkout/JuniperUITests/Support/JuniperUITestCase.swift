//
//  JuniperUITestCase.swift
//  JuniperUITests
//
//  Shared launch + tap helpers for the Juniper UI suite.
//

import XCTest

class JuniperUITestCase: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-reset-state"]
        app.launchEnvironment["JUNIPER_STUB_NETWORK"] = "1"
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
        app = nil
    }

    /// Taps `element` and retries until it has left the hierarchy.
    ///
    /// The save/discard affordances in the note editor only exist while the
    /// buffer is dirty, so "gone" is the signal that the tap registered.
    /// Only taps when the element reports itself hittable, so a tap never
    /// lands under the status bar while the top bar is still animating in.
    func tapUntilGone(
        _ element: XCUIElement,
        timeout: TimeInterval = 20,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard element.exists else { return }
            if element.isHittable {
                element.tap()
                if element.waitForNonExistence(timeout: 2) { return }
            } else {
                // Frame not settled yet; wait and look again.
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
        if element.exists {
            XCTFail(
                "Element still present after \(timeout)s: \(element.identifier)",
                file: file,
                line: line
            )
        }
    }

    /// Taps a plain element after waiting for it to exist.
    func tapWhenPresent(
        _ element: XCUIElement,
        timeout: TimeInterval = 10,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertTrue(
            element.waitForExistence(timeout: timeout),
            "\(element.identifier) never appeared",
            file: file,
            line: line
        )
        element.tap()
    }
}
