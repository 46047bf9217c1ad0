import UserNotifications
import XCTest
@testable import MurmurNotifications

final class NotificationServiceTests: XCTestCase {
    private let iconURL = URL(string: "https://files.murmur.example/avatars/lena.png")!
    private var keyStore: PushKeyStore!
    private var session: URLSession!

    override func setUp() {
        keyStore = PushKeyStore.fixture()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        session = URLSession(configuration: configuration)
    }

    override func tearDown() {
        StubURLProtocol.reset()
    }

    func testDecryptsMentionBody() {
        let service = NotificationService(keyStore: keyStore, session: session)
        let delivered = expectation(description: "content delivered")
        var content: UNNotificationContent?

        service.didReceive(.fixture(.mentionWithoutIcon, keyStore: keyStore)) { content = $0; delivered.fulfill() }

        wait(for: [delivered], timeout: 2)
        XCTAssertEqual(content?.body, "@lena: the ferry is running again")
    }

    /// iOS calls serviceExtensionTimeWillExpire when the extension runs out of time (~30 s).
    /// Whatever was decrypted so far must be shown instead of the server's placeholder body.
    func testTimeWillExpireDeliversDecryptedBestAttempt() {
        StubURLProtocol.stub(iconURL, respondAfter: 30)  // avatar host never answers in time
        let service = NotificationService(keyStore: keyStore, session: session)
        let delivered = expectation(description: "contentHandler called from serviceExtensionTimeWillExpire")
        var content: UNNotificationContent?

        service.didReceive(.fixture(.mentionWithIcon, keyStore: keyStore)) { content = $0; delivered.fulfill() }
        service.serviceExtensionTimeWillExpire()

        wait(for: [delivered], timeout: 5)
        XCTAssertEqual(content?.body, "@lena: the ferry is running again")
    }

    func testIconDownloadHasShortTimeout() {
        let request = IconFetchPolicy.request(for: iconURL)
        let timeout = request.timeoutInterval

        XCTAssertLessThanOrEqual(timeout, 10,
                                 "icon fetch must finish well inside the extension's time budget")
    }
}
