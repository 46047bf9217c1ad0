import XCTest
@testable import HeronKit

/// Uploads are started either by the app or by the share extension, each in its own
/// background URLSession ("com.heronphotos.app.uploads" / "com.heronphotos.app.share.uploads").
final class BackgroundUploadRouterTests: XCTestCase {
    func testExtensionAndAppTasksWithSameTaskIdentifierAreTrackedSeparately() throws {
        let store = InMemoryUploadStore()
        let router = BackgroundUploadRouter(store: store)
        router.didStart(sessionIdentifier: "com.heronphotos.app.uploads", taskIdentifier: 1, assetID: "A-311")
        router.didStart(sessionIdentifier: "com.heronphotos.app.share.uploads", taskIdentifier: 1, assetID: "S-027")

        router.didComplete(sessionIdentifier: "com.heronphotos.app.share.uploads", taskIdentifier: 1, error: nil)

        XCTAssertEqual(store.state(of: "S-027"), .uploaded)
        XCTAssertEqual(store.state(of: "A-311"), .inFlight, "completing the extension's task 1 must not touch the app's task 1")
    }

    func testCompletionForUnknownTaskIsIgnored() {
        let store = InMemoryUploadStore()
        let router = BackgroundUploadRouter(store: store)
        router.didComplete(sessionIdentifier: "com.heronphotos.app.uploads", taskIdentifier: 9, error: nil)
        XCTAssertTrue(store.isEmpty)
    }
}
