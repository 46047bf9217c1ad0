import XCTest
@testable import Corkboard

final class RecipePhotoPrefetchTests: XCTestCase {

    func testPrefetchDownloadsCompleteWithinTimeout() throws {
        let prefetcher = RecipePhotoPrefetcher()
        let finished = expectation(description: "background photo downloads finished")
        finished.expectedFulfillmentCount = 3
        var completed = 0
        prefetcher.onFinished = { _ in completed += 1; finished.fulfill() }

        prefetcher.prefetch([
            URL(string: "https://cdn.corkboard.dev/photos/4711/full.jpg")!,
            URL(string: "https://cdn.corkboard.dev/photos/4712/full.jpg")!,
            URL(string: "https://cdn.corkboard.dev/photos/4713/full.jpg")!,
        ])

        wait(for: [finished], timeout: 30)
        XCTAssertEqual(completed, 3)
    }
}
