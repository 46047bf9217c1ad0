import XCTest
@testable import Feed

final class DraftStoreTests: XCTestCase {
    func testSavesDraftAcrossRelaunch() throws {
        let store = try DraftStore(directory: .temporaryDirectory.appending(path: UUID().uuidString))
        try store.save(Draft(body: "Birch is high today"))
        let reopened = try DraftStore(directory: store.directory)
        XCTAssertEqual(try reopened.load()?.body, "Birch is high today")
    }

    func testEmptyDraftIsNotSaved() throws {
        let store = try DraftStore(directory: .temporaryDirectory.appending(path: UUID().uuidString))
        try store.save(Draft(body: ""))
        XCTAssertNil(try store.load())
    }
}
