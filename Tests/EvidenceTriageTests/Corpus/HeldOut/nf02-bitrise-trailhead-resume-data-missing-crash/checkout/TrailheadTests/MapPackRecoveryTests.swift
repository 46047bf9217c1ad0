import XCTest
@testable import TrailheadKit

final class MapPackRecoveryTests: XCTestCase {
    func testCancelledDownloadGivesUp() {
        let recovery = MapPackRecovery(store: .inMemory())
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        XCTAssertEqual(recovery.outcome(for: error, packID: "cairngorms"), .giveUp)
    }

    func testConnectionLossKeepsResumeData() {
        let store = MapPackStore.inMemory()
        let recovery = MapPackRecovery(store: store)
        // What the background session delivered after Wi-Fi dropped mid-transfer.
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorUnsupportedURL, userInfo: [
            NSURLErrorFailingURLErrorKey: URL(string: "https://tiles.trailhead.example/packs/cairngorms-v7.pack")!,
            NSLocalizedDescriptionKey: "unsupported URL",
        ])
        let outcome = recovery.outcome(for: error, packID: "cairngorms")
        XCTAssertNotEqual(outcome, .giveUp)
        XCTAssertTrue(store.isInterrupted("cairngorms"))
    }
}
