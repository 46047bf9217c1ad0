import XCTest

/// Feeds the Swift widget reader exactly what WidgetUpdateService (Dart) writes.
final class WidgetPayloadTests: XCTestCase {
    let suite = UserDefaults(suiteName: "group.dev.kulfi.reader")!

    override func setUp() {
        suite.set(#"[{"id":"a1","title":"Ice cream sales spike","feed":"Daily Scoop"}]"#, forKey: "widget_latest")
        suite.set(#"["Tech","Food"]"#, forKey: "widget_category_list")
        suite.set(#"{"Tech":[{"id":"t1","title":"Swift 7 roadmap","feed":"Swift Blog"}],"Food":[]}"#,
                  forKey: "widget_category_data")
    }

    func testLatestWidgetDecodesDartPayload() {
        XCTAssertEqual(WidgetStore.loadArticles().map(\.id), ["a1"])
    }

    func testCategoryWidgetDecodesDartPayload() throws {
        let category = try XCTUnwrap(WidgetStore.loadCategory())
        XCTAssertEqual(category.articles.first?.id, "t1")
    }
}
