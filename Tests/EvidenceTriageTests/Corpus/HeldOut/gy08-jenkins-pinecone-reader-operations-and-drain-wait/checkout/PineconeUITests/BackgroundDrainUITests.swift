// PineconeUITests
import XCTest

final class BackgroundDrainUITests: XCTestCase {
  func testQueuedSaveDrainsWhileBackgrounded() {
    let app = XCUIApplication()
    app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundDrainUITests/testQueuedSaveDrainsWhileBackgrounded"
    app.launchEnvironment["PINECONE_STUB_NETWORK"] = "offline-then-online"
    app.launch()

    app.buttons["save.paste"].tap()
    XCTAssertTrue(app.staticTexts["queue.pending.1"].waitForExistence(timeout: 5))

    // Going to the background submits the drain request (earliest begin: 60 s).
    XCUIDevice.shared.press(.home)

    let drained = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "exists == true"),
      object: app.staticTexts["queue.pending.0"])
    // Give the system two minutes to run the processing task.
    let result = XCTWaiter().wait(for: [drained], timeout: 120)
    app.activate()
    XCTAssertEqual(result, .completed, "the drain task should have run while the app was in the background")
  }
}
