import XCTest
@testable import LoginFeature

final class LoginScreenSnapshotTests: XCTestCase {
    func testLoginScreenRendersBrandColors() {
        let view = LoginScreen(model: .preview)
        XCTAssertEqual(view.primaryButtonColor, UILibraryAsset.Colors.brand.color)
    }
}
