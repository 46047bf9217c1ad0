import Testing
@testable import Quokka

@Suite struct InboxBadgeTests {
    @Test("Badge counts unread threads, not messages")
    func badgeCountsUnreadThreads() {
        let inbox = Inbox(threads: [
            .init(id: 1, messages: [.unread, .unread, .read]),
            .init(id: 2, messages: [.unread]),
            .init(id: 3, messages: [.read])
        ])
        #expect(BadgeCalculator.badge(for: inbox) == 2)
    }
}
