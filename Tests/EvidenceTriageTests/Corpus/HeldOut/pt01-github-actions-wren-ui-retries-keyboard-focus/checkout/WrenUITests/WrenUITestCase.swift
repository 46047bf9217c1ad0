import XCTest

class WrenUITestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-reset-store"]
        app.launch()
    }

    /// Focus the field with one tap, then wait for the software keyboard.
    func type(_ text: String, into identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        let field = app.textFields[identifier]
        XCTAssertTrue(field.waitForExistence(timeout: 5), "\(identifier) not found", file: file, line: line)
        field.tap()
        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 10),
                      "Software keyboard never appeared after focusing \(identifier)", file: file, line: line)
        field.typeText(text)
    }
}
