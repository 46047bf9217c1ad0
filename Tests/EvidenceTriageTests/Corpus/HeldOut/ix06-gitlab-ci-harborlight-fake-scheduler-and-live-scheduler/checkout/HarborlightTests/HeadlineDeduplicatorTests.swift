import XCTest
@testable import Harborlight

final class HeadlineDeduplicatorTests: XCTestCase {
    func testMergesSyndicatedCopies() {
        let items = [
            Headline(title: "Ferry fares rise", url: URL(string: "https://harbor.example/ferry-fares")!),
            Headline(title: "Ferry fares rise", url: URL(string: "https://harbor.example/ferry-fares?utm_source=wire")!),
            Headline(title: "Storm closes pier", url: URL(string: "https://harbor.example/storm-pier")!),
        ]
        let merged = HeadlineDeduplicator().merge(items)
        XCTAssertEqual(merged.count, 2)
    }
}
