import XCTest
@testable import Quillfeather

final class SharedDraftStoreTests: XCTestCase {

    func testDraftWrittenByShareExtensionIsVisibleToApp() throws {
        let container = try XCTUnwrap(SharedDraftStore.containerURL, "app group container unavailable")
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.path))

        let draft = Draft(id: UUID(), text: "Sunrise over the estuary", createdAt: Date())
        try SharedDraftStore.write(draft)
        XCTAssertEqual(try SharedDraftStore.pendingDrafts().map(\.id), [draft.id])
    }

    func testDraftRoundTripsThroughJSON() throws {
        let draft = Draft(id: UUID(), text: "x", createdAt: Date(timeIntervalSince1970: 0))
        let decoded = try JSONDecoder().decode(Draft.self, from: JSONEncoder().encode(draft))
        XCTAssertEqual(decoded, draft)
    }
}
