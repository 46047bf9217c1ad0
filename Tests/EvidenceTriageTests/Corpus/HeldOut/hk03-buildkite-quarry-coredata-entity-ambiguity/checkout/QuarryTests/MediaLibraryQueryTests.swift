import CoreData
import XCTest
@testable import Quarry

final class MediaLibraryQueryTests: XCTestCase {
    private var stack: TestCoreDataStack!

    override func setUp() {
        super.setUp()
        stack = TestCoreDataStack()
    }

    func testPhotosOnlyFilterExcludesVideo() throws {
        for (id, kind) in [("p-1", "photo"), ("v-1", "video")] {
            let m = NSEntityDescription.insertNewObject(forEntityName: "Media", into: stack.context) as! Media
            m.mediaID = id; m.kind = kind; m.capturedAt = Date()
        }
        try stack.context.save()
        XCTAssertEqual(try MediaLibraryQuery(context: stack.context).items(kind: "photo").map(\.mediaID), ["p-1"])
    }

    func testRecentVideosFetchIncludesRemote() throws {
        let now = Date()
        for (i, remote) in [true, true].enumerated() {
            let m = Media(context: stack.context)
            m.mediaID = "v-\(i)"
            m.kind = "video"
            m.capturedAt = now.addingTimeInterval(Double(-i) * 60)
            m.remoteURL = remote ? URL(string: "https://cdn.quarry.example/v/\(i).mp4") : nil
        }
        try stack.context.save()
        XCTAssertEqual(try MediaLibraryQuery(context: stack.context).recentVideos(limit: 10).count, 2)
    }
}
