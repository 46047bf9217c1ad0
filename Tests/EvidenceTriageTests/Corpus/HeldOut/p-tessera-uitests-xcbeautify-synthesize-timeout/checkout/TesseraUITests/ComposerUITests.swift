import XCTest

final class ComposerUITests: XCTestCase {
    func testTypingFastKeepsAllCharacters() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset"]
        app.launch()
        let composer = app.textViews["composer"]
        composer.tap()
        composer.typeText("Some long text that I am going to type very fast")
        XCTAssertEqual(composer.value as? String, "Some long text that I am going to type very fast")
    }
}
