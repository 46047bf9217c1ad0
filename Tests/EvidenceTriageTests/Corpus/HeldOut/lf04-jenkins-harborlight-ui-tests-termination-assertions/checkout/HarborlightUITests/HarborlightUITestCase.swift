import XCTest

class HarborlightUITestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        app.launchEnvironment["EVIDENCE_TEST_ID"] = words.joined(separator: "/")
        app.launchArguments += ["-AppleLanguages", "(en)", "-uiTesting"]
        app.launch()
    }
}
