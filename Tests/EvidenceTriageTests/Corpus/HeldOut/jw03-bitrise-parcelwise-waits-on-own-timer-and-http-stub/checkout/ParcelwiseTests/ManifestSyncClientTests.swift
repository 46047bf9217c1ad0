import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Parcelwise

final class ManifestSyncClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        HTTPStubs.setEnabled(true, for: ManifestSyncClient.shared.session.configuration)
        stub(condition: isHost("lockers.parcelwise.example") && isPath("/v2/manifest")) { _ in
            HTTPStubsResponse(fileAtPath: OHPathForFile("manifest-3-parcels.json", Self.self)!,
                              statusCode: 200, headers: ["Content-Type": "application/json"])
        }
    }

    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testBackgroundManifestSyncReadsStubbedResponse() {
        let delivered = expectation(description: "stubbed manifest delivered")
        ManifestSyncClient.shared.syncManifest(lockerID: "PW-0042") { result in
            if case .success(let manifest) = result {
                XCTAssertEqual(manifest.parcels.count, 3)
                delivered.fulfill()
            }
        }
        wait(for: [delivered], timeout: 10)
    }
}
