import XCTest
@testable import Runner

final class FetchAfterTerminateTests: XCTestCase {
    func testFetchFiresAfterUserSwipesAppAway() throws {
        let app = XCUIApplication(bundleIdentifier: "fm.bramble.radio")
        app.launch()
        XCTAssertTrue(app.staticTexts["[BackgroundFetch] configure success: 2"].waitForExistence(timeout: 10))
        app.terminate()                                  // user swipes the app away
        let marker = SharedContainer.url(for: "last-fetch.json")
        let fired = XCTNSPredicateExpectation(predicate: NSPredicate { _, _ in FileManager.default.fileExists(atPath: marker.path) }, object: nil)
        wait(for: [fired], timeout: 25 * 60)
    }
}
