import XCTest
import CloudKit
@testable import Lexa

final class CloudBookmarksTests: XCTestCase {
    func testBookmarkRoundTripsThroughCloudKit() async throws {
        let store = CloudBookmarkStore(container: CKContainer(identifier: "iCloud.org.lexa-library.Lexa"))
        let bookmark = Bookmark(pack: "wikipedia_en_medicine", path: "A/Insulin", title: "Insulin")
        try await store.save(bookmark)
        let fetched = try await store.fetchAll()
        XCTAssertTrue(fetched.contains(bookmark))
    }
}
