import XCTest

final class BackgroundFetchUITests: XCTestCase {
  func testSimulatedFetchRefreshesInbox() {
    let app = XCUIApplication()
    app.launchArguments += ["-PineconeSeedStaleInbox", "YES"]
    app.launch()
    XCTAssertTrue(app.staticTexts["inbox-count-0"].waitForExistence(timeout: 10))

    XCUIDevice.shared.press(.home)
    app.open(URL(string: "pinecone://__debug/simulate-bgtask?id=com.transistorsoft.fetch")!)
    XCUIDevice.shared.press(.home)

    app.activate()
    let refreshed = app.staticTexts["inbox-count-3"]
    XCTAssertTrue(refreshed.waitForExistence(timeout: 45), "inbox should show the 3 receipts fetched in the background")
  }
}
