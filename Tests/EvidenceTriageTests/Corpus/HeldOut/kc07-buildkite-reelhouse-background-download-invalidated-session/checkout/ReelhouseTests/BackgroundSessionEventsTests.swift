import XCTest
@testable import Reelhouse

/// Downloads a small file from the local stub server through the real background session and
/// expects iOS to hand the app its background-session events.
final class BackgroundSessionEventsTests: XCTestCase {
    func testSystemDeliversEventsForCompletedDownload() {
        let delivered = expectation(for: NSPredicate { _, _ in
            SharedMarkers.date("handledBackgroundSessionEvents") != nil
        }, evaluatedWith: nil)
        SharedMarkers.remove("handledBackgroundSessionEvents")

        AppEnvironment.shared.downloads.enqueue(.fixture("stub:trailer-480p", url: "http://127.0.0.1:8089/trailer-480p.mp4"))

        wait(for: [delivered], timeout: 60)
    }
}
