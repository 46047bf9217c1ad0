import XCTest
@testable import Shutterbox

final class ShareExtensionTests: XCTestCase {
    func testSharesThreePhotos() async throws {
        let items = try await ShareItemLoader(provider: .fixture(count: 3)).load(timeout: 2)
        XCTAssertEqual(items.count, 3)
    }
}
