import Testing
@testable import Lanternfly

struct BadgeTextTests {
    @Test("No badge when everything is played")
    func noBadgeWhenZero() {
        #expect(BadgeText.unread(0) == nil)
    }

    @Test("Unread badge caps at 99+")
    func unreadBadgeCapsAtNinetyNinePlus() {
        #expect(BadgeText.unread(120) == "99+")
    }
}
