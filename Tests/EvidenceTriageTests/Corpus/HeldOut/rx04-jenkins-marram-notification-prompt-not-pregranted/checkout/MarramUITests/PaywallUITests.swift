import XCTest

final class PaywallUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-skipOnboarding", "YES", "-openPaywall", "YES"]
        app.launch()
    }

    func testAnnualPlanPreselected() {
        let selected = app.buttons.matching(NSPredicate(format: "isSelected == true")).firstMatch
        XCTAssertEqual(selected.identifier, "paywall.plan.annual")
    }
}
