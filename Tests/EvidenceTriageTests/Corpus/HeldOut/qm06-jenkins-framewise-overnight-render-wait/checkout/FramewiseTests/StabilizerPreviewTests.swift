import XCTest
@testable import Framewise

final class StabilizerPreviewTests: XCTestCase {
    func testPreviewRendersFirstFrame() async throws {
        let preview = StabilizerPreview(asset: .fixtureClip)
        let image = try await preview.frame(at: .zero)
        XCTAssertNotNil(image)
    }
}
