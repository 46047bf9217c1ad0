import XCTest
@testable import Quire
import QuireShared

final class SignInScreenTests: XCTestCase {
    func testSignInScreenRenders() {
        let host = SignInViewControllerKt.SignInViewController { _ in }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = host
        window.makeKeyAndVisible()
        RunLoop.main.run(until: Date().addingTimeInterval(1.0))
        XCTAssertNotNil(host.view.window)
    }
}
