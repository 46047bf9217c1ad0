import XCTest
@testable import BrantShared

/// Live pinning checks against hosts in the pin set (the CI job allows outbound HTTPS).
final class CertificatePinningTests: XCTestCase {
    private var delegate: PinningURLSessionDelegate!
    private var session: URLSession!

    override func setUp() {
        super.setUp()
        delegate = PinningURLSessionDelegate(pins: .bundled)
        session = URLSession(configuration: .default, delegate: delegate, delegateQueue: nil)
    }

    override func tearDown() {
        session.invalidateAndCancel()
        super.tearDown()
    }

    func testMismatchedPinIsRejected() async {
        let strict = URLSession(configuration: .default,
                                delegate: PinningURLSessionDelegate(pins: .only(["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="])),
                                delegateQueue: nil)
        do {
            _ = try await strict.data(from: URL(string: "https://search.brant.app/health")!)
            XCTFail("connection should have been cancelled by the pinning delegate")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
    }

    func testPinnedHostAllowsConnection() async throws {
        let (_, response) = try await session.data(from: URL(string: "https://search.brant.app/health")!)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
        XCTAssertTrue(delegate.evaluatedHosts.contains("search.brant.app"))
    }

    func testPinnedSubdomainAllowsConnection() async throws {
        let (_, response) = try await session.data(from: URL(string: "https://updates.brant.app/health")!)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
    }
}
