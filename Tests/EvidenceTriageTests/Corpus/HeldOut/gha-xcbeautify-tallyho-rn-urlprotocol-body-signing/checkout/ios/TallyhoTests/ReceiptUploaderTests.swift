import XCTest
@testable import Tallyho

final class ReceiptUploaderTests: XCTestCase {
    private var server: StubReceiptServer!
    private var uploader: ReceiptUploader!

    override func setUp() {
        super.setUp()
        server = StubReceiptServer(signingSecret: "test-secret")
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [RequestSigningProtocol.self, StubURLProtocol.self]
        StubURLProtocol.server = server
        uploader = ReceiptUploader(session: URLSession(configuration: config),
                                   baseURL: URL(string: "https://api.tallyho.test")!,
                                   signer: HMACSigner(secret: "test-secret"))
    }

    func testUploadSignsJsonBody() async throws {
        let result = await uploader.upload(.fixture(id: "r_1042", totalCents: 1899))
        XCTAssertEqual(result, .uploaded(id: "r_1042"), "server log: \(server.lastRejection ?? "-")")
    }

    func testRetryAfter503ReusesSignedBody() async throws {
        server.failNext(with: 503)
        let result = await uploader.upload(.fixture(id: "r_1043", totalCents: 420))
        XCTAssertEqual(server.acceptedIDs, ["r_1043"], "server log: \(server.lastRejection ?? "-")")
        XCTAssertEqual(result, .uploaded(id: "r_1043"))
    }

    func testRejectsOversizedImage() async {
        let result = await uploader.upload(.fixture(id: "r_9", imageBytes: 25_000_000))
        XCTAssertEqual(result, .rejectedLocally(.imageTooLarge))
    }
}
