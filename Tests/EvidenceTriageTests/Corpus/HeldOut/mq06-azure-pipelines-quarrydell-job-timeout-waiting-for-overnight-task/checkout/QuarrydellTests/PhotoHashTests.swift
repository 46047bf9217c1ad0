import XCTest
@testable import Quarrydell

final class PhotoHashTests: XCTestCase {
    func testPerceptualHashStableAcrossOrientation() throws {
        let up = try PhotoHash.perceptual(of: .fixture("dune.heic"))
        let rotated = try PhotoHash.perceptual(of: .fixture("dune-exif-orientation-6.heic"))
        XCTAssertEqual(up, rotated)
    }
}
