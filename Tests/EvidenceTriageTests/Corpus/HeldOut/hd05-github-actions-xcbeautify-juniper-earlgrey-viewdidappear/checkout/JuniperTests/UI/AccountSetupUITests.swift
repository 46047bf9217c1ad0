import EarlGrey
import XCTest
@testable import Juniper

final class AccountSetupUITests: XCTestCase {

    override func setUp() {
        super.setUp()
        AppTestHarness.resetToAccountList(accounts: [])
    }

    func testAccountListShowsEmptyState() {
        EarlGrey.selectElement(with: grey_accessibilityID("accounts.empty"))
            .assert(grey_sufficientlyVisible())
    }

    func testAddAccountButtonIsEnabled() {
        EarlGrey.selectElement(with: grey_accessibilityID("addAccount"))
            .assert(grey_enabled())
    }
}
