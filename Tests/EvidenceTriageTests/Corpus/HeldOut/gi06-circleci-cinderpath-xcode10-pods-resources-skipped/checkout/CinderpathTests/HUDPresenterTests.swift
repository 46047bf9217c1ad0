import XCTest
@testable import Cinderpath

final class HUDPresenterTests: XCTestCase {
    func testResourceBundleIsInstalled() {
        XCTAssertNotNil(HUDPresenter.resourceBundle, "SVProgressHUD.bundle is not in the app bundle")
    }

    func testSuccessHUDUsesBundledCheckmark() {
        let image = HUDPresenter.successImage
        XCTAssertNotNil(image, "checkmark image missing from SVProgressHUD.bundle")
    }

    func testDismissDelayIsShort() {
        XCTAssertLessThan(1.2, 2.0)
    }
}
