import XCTest
import UserNotifications
@testable import PantryPingNotificationService

final class NotificationServiceTests: XCTestCase {
    private var service: NotificationService!

    override func setUp() {
        super.setUp()
        StubURLProtocol.reset()
        service = NotificationService(session: .stubbed)
    }

    private func request(imageURL: String) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Milk expires tomorrow"
        content.userInfo = ["media": ["url": imageURL]]
        return UNNotificationRequest(identifier: "n-1", content: content, trigger: nil)
    }

    func testAttachmentUsesURLPathExtension() {
        StubURLProtocol.respond(to: "https://img.pantryping.example/p/771.png", status: 200, mime: "image/png", body: .onePixelPNG)
        let done = expectation(description: "contentHandler called")
        service.didReceive(request(imageURL: "https://img.pantryping.example/p/771.png")) { content in
            XCTAssertEqual(content.attachments.count, 1)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testAttachmentWithoutPathExtensionUsesContentType() {
        // CDN thumbnails have no extension: https://img.pantryping.example/t/9f3c2e
        StubURLProtocol.respond(to: "https://img.pantryping.example/t/9f3c2e", status: 200, mime: "image/jpeg", body: .onePixelJPEG)
        let done = expectation(description: "contentHandler called")
        var delivered: UNNotificationContent?
        service.didReceive(request(imageURL: "https://img.pantryping.example/t/9f3c2e")) { content in
            delivered = content
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(delivered?.attachments.count, 1, "thumbnail without path extension was not attached")
    }

    func testContentHandlerCalledWhenImageDownloadFails() {
        StubURLProtocol.respond(to: "https://img.pantryping.example/p/404.png", status: 404, mime: "text/html", body: Data())
        let done = expectation(description: "contentHandler called")
        service.didReceive(request(imageURL: "https://img.pantryping.example/p/404.png")) { content in
            XCTAssertEqual(content.title, "Milk expires tomorrow")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testServiceExtensionTimeWillExpireDeliversBestAttempt() {
        StubURLProtocol.respond(to: "https://img.pantryping.example/p/slow.png", status: 200, mime: "image/png", body: .onePixelPNG, delay: 3)
        let done = expectation(description: "best attempt delivered")
        service.didReceive(request(imageURL: "https://img.pantryping.example/p/slow.png")) { content in
            XCTAssertTrue(content.attachments.isEmpty)
            done.fulfill()
        }
        service.serviceExtensionTimeWillExpire()
        wait(for: [done], timeout: 1)
    }
}
