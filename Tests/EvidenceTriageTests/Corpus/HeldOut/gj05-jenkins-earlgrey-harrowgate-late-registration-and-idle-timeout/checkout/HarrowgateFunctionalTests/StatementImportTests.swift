import EarlGrey
import XCTest

final class StatementImportTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let app = XCUIApplication()
        app.launchArguments += ["-UseStubbedStatementImporter", "YES"]
        app.launch()
    }

    func testImportedStatementAppearsInList() {
        EarlGrey.selectElement(with: grey_accessibilityID("tab-accounts")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("import-statement")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_text("Sample Bank – April 2020.ofx")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("statement-row-0"))
            .assert(grey_sufficientlyVisible())
    }

    func testCancelImportLeavesListUnchanged() {
        EarlGrey.selectElement(with: grey_accessibilityID("tab-accounts")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("import-statement")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_text("Cancel")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("statement-row-0"))
            .assert(grey_notVisible())
    }
}
