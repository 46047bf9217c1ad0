import XCTest
@testable import Quillmail

final class NotificationFetcherTests: XCTestCase {

    func testBackgroundTaskBeginsBeforeDatabaseAccess() {
        let journal = CallJournal()
        let fetcher = NotificationFetcher()
        fetcher.application = FakeApplication(journal: journal)
        fetcher.database = FakeDatabase(journal: journal, chats: [42: .fixture(muted: false)])

        fetcher.handleIncomingMessage(chatId: 42, messageId: 9001)

        // The sqlite file lives in the app-group container; touching it without
        // holding a background task risks 0xdead10cc when iOS suspends us.
        XCTAssertEqual(journal.calls.first, "beginBackgroundTask",
                       "background task must be held before the database is touched")
        XCTAssertEqual(journal.calls.last, "endBackgroundTask")
    }

    func testMutedChatPostsNothing() {
        let journal = CallJournal()
        let fetcher = NotificationFetcher()
        fetcher.application = FakeApplication(journal: journal)
        fetcher.database = FakeDatabase(journal: journal, chats: [7: .fixture(muted: true)])

        fetcher.handleIncomingMessage(chatId: 7, messageId: 1)

        XCTAssertEqual(NotificationPosterSpy.posted, 0)
    }
}
