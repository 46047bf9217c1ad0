import XCTest
@testable import Runner

final class NotificationActionHandlerTests: XCTestCase {
    func testReplyActionStoresDraftForFlutter() {
        let defaults = UserDefaults(suiteName: "NotificationActionHandlerTests")!
        defaults.removePersistentDomain(forName: "NotificationActionHandlerTests")
        let day = Date(timeIntervalSince1970: 1_699_401_600)   // 2023-11-08

        NotificationActionHandler(defaults: defaults)
            .handle(actionIdentifier: NotificationActionHandler.replyActionID, text: "Saw herons", date: day)

        XCTAssertEqual(defaults.string(forKey: "flutter.draft.2023-11-08"), "Saw herons")
    }
}
