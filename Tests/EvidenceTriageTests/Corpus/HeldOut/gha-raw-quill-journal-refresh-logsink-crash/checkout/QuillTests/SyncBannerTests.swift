import XCTest
@testable import Quill

@MainActor
final class SyncBannerTests: XCTestCase {
    func testBannerShowsWhileSyncing() {
        let model = SyncBannerModel()
        model.syncDidStart()
        XCTAssertTrue(model.isVisible)
    }

    func testBannerHidesAfterSync() async {
        let model = SyncBannerModel(hideDelay: .milliseconds(300))
        model.syncDidStart()
        model.syncDidFinish()
        try? await Task.sleep(for: .milliseconds(400))
        XCTAssertFalse(model.isVisible, "banner should hide after the sync finishes")
    }
}
