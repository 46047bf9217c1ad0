import XCTest

final class RestorationUITests: XCTestCase {
    let app = XCUIApplication()

    private func backgroundAndKill() {
        XCUIDevice.shared.press(.home)
        _ = app.wait(for: .runningBackground, timeout: 5)
        sleep(2)                       // let UIKit write the restoration archive
        app.terminate()
        app.launch()
    }

    func testSelectedTabRestoredAfterBackgroundAndRelaunch() {
        app.launch()
        app.tabBars.buttons["Me"].tap()
        backgroundAndKill()
        XCTAssertTrue(app.tabBars.buttons["Me"].isSelected)
    }

    func testAppSettingsScreenRestored() {
        app.launch()
        app.tabBars.buttons["Me"].tap()
        app.cells["me.appSettings"].tap()
        backgroundAndKill()
        XCTAssertTrue(app.navigationBars["App Settings"].waitForExistence(timeout: 5))
    }
}
