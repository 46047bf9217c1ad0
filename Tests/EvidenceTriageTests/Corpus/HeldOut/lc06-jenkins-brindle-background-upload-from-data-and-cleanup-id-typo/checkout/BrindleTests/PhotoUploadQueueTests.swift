import XCTest
@testable import Brindle

final class PhotoUploadQueueTests: XCTestCase {
    func testQueuedPhotoUploadsInBackgroundSession() throws {
        let queue = PhotoUploadQueue(configuration: .background(withIdentifier: "com.brindle.inspect.photo-uploads.tests"))
        let photo = try Data(contentsOf: Bundle(for: Self.self).url(forResource: "roof-04", withExtension: "heic")!)
        let task = queue.enqueue(photo: photo, to: URL(string: "https://uploads.brindle.example/v2/photos/roof-04")!)
        XCTAssertEqual(task.state, .running)
    }
}
