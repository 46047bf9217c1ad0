import XCTest
@testable import Atlas

final class TileFetchTests: XCTestCase {
    private let prefetcher = TilePrefetcher(session: URLSession(configuration: .default))

    func testPrefetchSurvivesBackgroundExpiry() throws {
        let finished = expectation(description: "prefetch finished")
        var failure: Error?
        ProcessInfo.processInfo.performExpiringActivity(withReason: "tile prefetch") { expired in
            guard !expired else { return }
            prefetcher.prefetch(zoom: 12, around: .chamonix) { failure = $0; finished.fulfill() }
        }
        TestHost.simulateBackgroundTimeExpiry(after: 2)
        wait(for: [finished], timeout: 90)
        XCTAssertNil(failure)
    }
}
