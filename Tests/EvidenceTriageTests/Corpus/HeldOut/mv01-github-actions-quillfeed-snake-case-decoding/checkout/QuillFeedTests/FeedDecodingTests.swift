import XCTest
@testable import QuillFeed

final class FeedDecodingTests: XCTestCase {
    private var decoder: JSONDecoder!

    override func setUp() {
        super.setUp()
        decoder = APIClient.makeDecoder()   // keyDecodingStrategy = .convertFromSnakeCase
    }

    func testDecodesTitle() throws {
        let data = Data(#"{"id": 7, "title": "Morning", "author_id": 12}"#.utf8)
        let post = try decoder.decode(Post.self, from: data)
        XCTAssertEqual(post.title, "Morning")
    }

    func testDecodesAuthorID() throws {
        // The API sends author_id; .convertFromSnakeCase turns it into "authorId",
        // which does not match the property name authorID.
        let data = Data(#"{"id": 7, "title": "Morning", "author_id": 12}"#.utf8)
        let post = try decoder.decode(Post.self, from: data)
        XCTAssertEqual(post.authorID, 12)
    }
}
