import XCTest
@testable import Fernhollow

final class TagCloudTests: XCTestCase {
    func testTagOrderStable() {
        let cloud = TagCloud(tags: ["walk": 4, "rain": 4, "tea": 2])
        XCTAssertEqual(cloud.ordered.map(\.name), ["rain", "walk", "tea"])
    }
}
