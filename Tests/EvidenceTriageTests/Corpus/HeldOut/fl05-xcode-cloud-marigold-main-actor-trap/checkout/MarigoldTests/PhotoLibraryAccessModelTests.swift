import XCTest
@testable import Marigold

/// Calls back on a background queue, like PhotoKit does.
private struct BackgroundQueueAuthorizer: PhotoAuthorizing {
    let result: PhotoAccessStatus
    func requestAuthorization(_ handler: @escaping (PhotoAccessStatus) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { handler(result) }
    }
}

@MainActor
final class PhotoLibraryAccessModelTests: XCTestCase {
    func testStartsNotDetermined() {
        XCTAssertEqual(PhotoLibraryAccessModel(authorizer: BackgroundQueueAuthorizer(result: .authorized)).status, .notDetermined)
    }

    func testDeniedAccessShowsSettingsPrompt() async {
        let model = PhotoLibraryAccessModel(authorizer: BackgroundQueueAuthorizer(result: .denied))
        let answered = expectation(description: "authorization answered")
        model.requestAccess { answered.fulfill() }
        await fulfillment(of: [answered], timeout: 2)
        XCTAssertTrue(model.showsSettingsPrompt)
    }

    func testLimitedAccessDoesNotPrompt() async {
        let model = PhotoLibraryAccessModel(authorizer: BackgroundQueueAuthorizer(result: .limited))
        let answered = expectation(description: "authorization answered")
        model.requestAccess { answered.fulfill() }
        await fulfillment(of: [answered], timeout: 2)
        XCTAssertFalse(model.showsSettingsPrompt)
    }
}
