import XCTest

final class OnboardingUITests: XCTestCase {
  func testOnboardingShowsFourCards() {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing", "-reset-onboarding"]
    app.launch()
    let pager = app.pageIndicators["onboarding.pager"]
    XCTAssertTrue(pager.waitForExistence(timeout: 10))
    XCTAssertEqual(pager.value as? String, "page 1 of 4", "onboarding should show four cards on a fresh install")
  }

  func testSkipGoesToMap() {
    let app = XCUIApplication()
    app.launchArguments += ["-ui-testing", "-reset-onboarding"]
    app.launch()
    app.buttons["Skip"].tap()
    XCTAssertTrue(app.otherElements["map.canvas"].waitForExistence(timeout: 10))
  }
}
