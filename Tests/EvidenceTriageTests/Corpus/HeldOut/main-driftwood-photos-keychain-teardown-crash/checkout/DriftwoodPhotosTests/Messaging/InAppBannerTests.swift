import XCTest
@testable import DriftwoodPhotos

final class InAppBannerTests: XCTestCase {
    func testFullscreenBannerDisplays() {
        let presenter = InAppBannerPresenter(window: UIWindow(frame: UIScreen.main.bounds))
        let shown = expectation(description: "banner shown")
        DispatchQueue.global().async {
            presenter.present(.fixture(style: .fullscreen)) { shown.fulfill() }
        }
        wait(for: [shown], timeout: 3)
    }
}
