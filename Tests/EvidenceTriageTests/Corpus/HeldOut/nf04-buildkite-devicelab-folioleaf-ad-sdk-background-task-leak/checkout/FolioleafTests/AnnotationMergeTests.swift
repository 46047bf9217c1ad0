import XCTest
@testable import Folioleaf

final class AnnotationMergeTests: XCTestCase {
    func testMergesAnnotationsWithoutDuplicates() throws {
        let local = [Annotation.fixture(id: "a1", page: 12), .fixture(id: "a2", page: 40)]
        let remote = [Annotation.fixture(id: "a2", page: 40), .fixture(id: "a3", page: 77)]
        let merged = AnnotationMerger().merge(local: local, remote: remote)
        XCTAssertEqual(merged.map(\.id), ["a1", "a2", "a3"])
    }
}
