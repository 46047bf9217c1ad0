import XCTest
@testable import Pinecone

final class ShareHandoffTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UserDefaults(suiteName: "group.com.pinecone.shared")?.removeObject(forKey: "share.inbox")
    }

    func testInitialShareDeliveredToHostApp() throws {
        let item = SharedItem(kind: .url, value: "https://example.org/longread", createdAt: Date())
        ShareStore(groupID: "group.com.pinecone.shared").write(item)

        let received = try XCTUnwrap(ShareBridge.shared.getInitialShare())
        XCTAssertEqual(received.value, item.value)
    }

    func testImageCopiedIntoGroupContainer() throws {
        let src = Bundle(for: Self.self).url(forResource: "pinecone-sample", withExtension: "jpg")!
        let copied = try ShareBridge.shared.copyIntoGroupContainer(src)
        XCTAssertTrue(FileManager.default.fileExists(atPath: copied.path))
    }

    func testPlainTextItemRoundTrips() throws {
        let item = SharedItem(kind: .text, value: "hello", createdAt: Date())
        let data = try JSONEncoder().encode(item)
        XCTAssertEqual(try JSONDecoder().decode(SharedItem.self, from: data).value, "hello")
    }
}
