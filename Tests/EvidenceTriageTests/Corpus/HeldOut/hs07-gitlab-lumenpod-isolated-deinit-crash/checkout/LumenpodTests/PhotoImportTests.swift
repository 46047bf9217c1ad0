import XCTest
@testable import Lumenpod

final class PhotoImportTests: XCTestCase {
    func testImportsHEICStill() async throws {
        let result = try await PhotoImporter().importAsset(at: Fixtures.url("still.heic"))
        XCTAssertEqual(result.kind, .still)
    }

    func testImportsLivePhotoPair() async throws {
        // 48 MP pair; decoding both resources at once.
        let result = try await PhotoImporter().importAsset(at: Fixtures.url("live-48mp.heic"),
                                                          pairedVideo: Fixtures.url("live-48mp.mov"))
        XCTAssertEqual(result.kind, .livePhoto)
    }
}
