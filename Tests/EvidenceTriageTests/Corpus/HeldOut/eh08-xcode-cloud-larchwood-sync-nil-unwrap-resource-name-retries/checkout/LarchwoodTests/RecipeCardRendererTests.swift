import XCTest
@testable import Larchwood

final class RecipeCardRendererTests: XCTestCase {
    func testPreviewTemplateLoads() throws {
        let bundle = Bundle(for: RecipeCardRenderer.Marker.self)
        let url = try XCTUnwrap(RecipeCardRenderer.templateURL(in: bundle),
                                "template folder missing; bundle has: \(bundle.resourceFolders)")
        XCTAssertTrue(try String(contentsOf: url, encoding: .utf8).contains("{{title}}"))
    }
}
