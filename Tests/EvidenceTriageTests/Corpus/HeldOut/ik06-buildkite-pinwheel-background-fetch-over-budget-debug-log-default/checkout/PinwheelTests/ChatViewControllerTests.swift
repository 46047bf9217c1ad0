import XCTest
@testable import Pinwheel

final class ChatViewControllerTests: XCTestCase {
    func testTypingTimerStopsWhenBackgrounded() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let chat = ChatViewController(chat: .fixture(typing: ["ana@pinwheel.test"]))
        nav.pushViewController(chat, animated: false)

        nav.popViewController(animated: false)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        RunLoop.main.run(until: Date().addingTimeInterval(1.0))

        XCTAssertNil(chat.typingIndicatorText)
    }
}
