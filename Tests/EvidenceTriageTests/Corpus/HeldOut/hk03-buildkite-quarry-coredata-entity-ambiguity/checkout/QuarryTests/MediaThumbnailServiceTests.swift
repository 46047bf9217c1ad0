import CoreData
import XCTest
@testable import Quarry

final class MediaThumbnailServiceTests: XCTestCase {
    private var stack: TestCoreDataStack!

    override func setUp() {
        super.setUp()
        stack = TestCoreDataStack()
    }

    override func tearDown() {
        stack = nil
        super.tearDown()
    }

    func testSmallThumbnailForRemoteVideo() throws {
        let media = Media(context: stack.context)
        media.mediaID = "v-8812"
        media.kind = "video"
        media.remoteURL = URL(string: "https://cdn.quarry.example/v/8812.mp4")
        try stack.context.save()

        let url = MediaThumbnailService(context: stack.context).smallThumbnailURL(forMediaID: "v-8812")
        XCTAssertEqual(url?.absoluteString, "https://cdn.quarry.example/v/8812_thumb_s.jpg")
    }

    func testLocalPhotoUsesLocalThumbnail() throws {
        let media = NSEntityDescription.insertNewObject(forEntityName: "Media", into: stack.context) as! Media
        media.mediaID = "p-1"
        media.kind = "photo"
        media.localThumbnailURL = URL(fileURLWithPath: "/tmp/p-1.jpg")
        try stack.context.save()

        let url = MediaThumbnailService(context: stack.context).smallThumbnailURL(forMediaID: "p-1")
        XCTAssertEqual(url?.path, "/tmp/p-1.jpg")
    }
}
