import XCTest
@testable import Harbormaster

final class ManifestDiffTests: XCTestCase {
    func testRemovedContainersListed() {
        let old = Manifest(containers: ["MSCU1234567", "TGHU7654321", "CAIU1111111"])
        let new = Manifest(containers: ["MSCU1234567"])
        XCTAssertEqual(ManifestDiff(old: old, new: new).removed, ["CAIU1111111", "TGHU7654321"])
    }
}
