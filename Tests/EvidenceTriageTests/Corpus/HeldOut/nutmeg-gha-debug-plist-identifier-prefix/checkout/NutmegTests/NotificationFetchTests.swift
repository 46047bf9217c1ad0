import XCTest
@testable import Nutmeg
@testable import NutmegKit

final class NotificationFetchTests: XCTestCase {
    func testMarkAsReadSavesOnce() async throws {
        let context = ContextManager.shared.mainContext
        let note = Fixtures.notification(in: context, id: "n-77", read: false)
        let mediator = NotificationSyncMediator(api: StubAPI.timingOutOnce, context: context)
        // Background fetch path: the retry after the timeout saves again.
        try await mediator.markAsRead(note)
        XCTAssertTrue(note.read)
    }
}
