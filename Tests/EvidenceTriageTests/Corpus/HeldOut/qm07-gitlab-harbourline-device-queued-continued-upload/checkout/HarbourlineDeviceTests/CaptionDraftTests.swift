import XCTest
@testable import Harbourline

final class CaptionDraftTests: XCTestCase {
    func testDraftSurvivesRelaunch() throws {
        let store = CaptionDraftStore(directory: FileManager.default.temporaryDirectory)
        try store.save("Low tide at the slipway", for: "IMG_0142")
        let reloaded = CaptionDraftStore(directory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(try reloaded.draft(for: "IMG_0142"), "Low tide at the slipway")
    }
}
