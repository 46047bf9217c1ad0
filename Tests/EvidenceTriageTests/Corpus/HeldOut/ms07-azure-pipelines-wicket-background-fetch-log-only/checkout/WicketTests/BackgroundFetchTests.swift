import XCTest
@testable import Wicket

final class BackgroundFetchTests: XCTestCase {
    // Sends the app to the background and waits for iOS to call
    // application(_:performFetchWithCompletionHandler:).
    func testFetchDeliversNewArticles() {
        let delivered = expectation(description: "background fetch delivered new articles")
        let token = NotificationCenter.default.addObserver(forName: .syncDidFetchInBackground, object: nil, queue: .main) { _ in
            delivered.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }
        AppLifecycle.simulateEnterBackground()
        wait(for: [delivered], timeout: 120)
    }
}
