import CoreData
import XCTest
@testable import Moss

final class DatabaseCleanerTests: XCTestCase {
    private var stack: InMemoryStack!
    private let me = "npub1moss0test0author"
    private let now = Date(timeIntervalSince1970: 1_764_400_000)

    override func setUpWithError() throws {
        stack = try InMemoryStack()
    }

    func testDeletesOldEventsFromOthers() throws {
        try stack.insertEvent(author: "npub1other", receivedAt: now.addingTimeInterval(-30 * 86_400))
        let deleted = try DatabaseCleaner(context: stack.context, currentAuthorKey: me).run(now: now)
        XCTAssertEqual(deleted, 1)
    }

    func testKeepsNotesAuthoredByCurrentUser() throws {
        try stack.insertEvent(author: me, receivedAt: now.addingTimeInterval(-30 * 86_400))
        try stack.insertEvent(author: "npub1other", receivedAt: now.addingTimeInterval(-30 * 86_400))
        _ = try DatabaseCleaner(context: stack.context, currentAuthorKey: me).run(now: now)
        XCTAssertEqual(try stack.eventCount(author: me), 1, "the user's own notes must survive cleanup")
    }
}
