import XCTest
@testable import QuarryMail

final class ThreadRowViewModelTests: XCTestCase {
    func testReadThreadHasNoBadge() {
        let model = ThreadRowViewModel(thread: .init(id: "t1", subject: "Hi", unreadCount: 0))
        XCTAssertNil(model.badgeText)
    }

    func testUnreadBadgeUsesNewWording() {
        let model = ThreadRowViewModel(thread: .init(id: "t2", subject: "Invoice", unreadCount: 2))
        XCTAssertEqual(model.badgeText, "2 new")
    }
}
