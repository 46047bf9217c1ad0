import XCTest

final class PrescriptionScannerUITests: XCTestCase {
    func testScanBarcodeFillsForm() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestCameraFixture", "gs1-datamatrix-sertraline"]
        app.launch()

        app.tabBars.buttons["Prescriptions"].tap()
        app.buttons["prescriptions.add"].tap()
        app.buttons["scanner.capture"].tap()

        XCTAssertEqual(app.textFields["form.medicine"].value as? String, "Sertraline 50 mg")
    }
}
