import XCTest
import Shared

final class SyncBannerTests: XCTestCase {
    func testBannerHidesAfterSync() {
        let model = SyncBannerModel()
        let hidden = expectation(description: "banner hidden")
        model.onVisibilityChange { visible in if !visible.boolValue { hidden.fulfill() } }
        model.syncFinished()
        wait(for: [hidden], timeout: 1.0)
    }
}
