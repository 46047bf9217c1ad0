import SBTUITestTunnelClient
import XCTest

final class DeliverySlotUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchWithCheckoutStubs()
        app.tabBars.buttons["Cart"].tap()
        app.buttons["checkout.chooseSlot"].tap()
    }

    func testShowsThreeDaysOfSlots() {
        XCTAssertEqual(app.collectionViews["slots.days"].cells.count, 3)
    }

    func testPicksEarliestSlot() {
        app.buttons["slots.earliest"].tap()
        XCTAssertTrue(app.staticTexts["checkout.slot.summary"].label.hasPrefix("Today"))
    }
}
