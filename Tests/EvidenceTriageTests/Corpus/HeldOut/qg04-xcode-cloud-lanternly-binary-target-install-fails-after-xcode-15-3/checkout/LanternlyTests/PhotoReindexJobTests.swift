import XCTest
@testable import Lanternly

final class PhotoReindexJobTests: XCTestCase {
    func testReindexSkipsAlreadyTaggedPhotos() async throws {
        let job = PhotoReindexJob(library: .fixture(tagged: 3, untagged: 2))
        let processed = try await job.reindexPending()
        XCTAssertEqual(processed, 2)
    }
}
