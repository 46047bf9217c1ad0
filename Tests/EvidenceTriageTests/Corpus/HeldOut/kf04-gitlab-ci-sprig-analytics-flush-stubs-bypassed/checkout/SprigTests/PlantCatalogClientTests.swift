import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Sprig

final class PlantCatalogClientTests: XCTestCase {
    override func tearDown() { HTTPStubs.removeAllStubs(); super.tearDown() }

    func testSearchDecodesResults() async throws {
        HTTPStubs.onStubActivation { request, _, _ in NSLog("[OHHTTPStubs] stubbed %@", request.url!.absoluteString) }
        stub(condition: isHost("catalog.sprig.example") && isPath("/v1/search")) { _ in
            HTTPStubsResponse(jsonObject: ["results": [["id": "monstera-deliciosa", "name": "Swiss cheese plant"]]],
                              statusCode: 200, headers: nil)
        }
        let results = try await PlantCatalogClient(session: .shared).search("monstera")
        XCTAssertEqual(results.map(\.id), ["monstera-deliciosa"])
    }
}
