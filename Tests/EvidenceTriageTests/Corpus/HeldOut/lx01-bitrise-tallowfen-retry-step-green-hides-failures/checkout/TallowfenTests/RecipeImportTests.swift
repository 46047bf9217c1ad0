import XCTest
@testable import Tallowfen

final class RecipeImportTests: XCTestCase {
    func testImportFromSharedURL() throws {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("share-inbox")
        try? FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let file = container.appendingPathComponent("flapjacks.recipe.json")
        try Data(#"{"title":"Flapjacks","serves":8}"#.utf8).write(to: file)

        let importer = RecipeImporter(inbox: container)
        importer.scanInbox()

        XCTAssertTrue(importer.imported.contains("Flapjacks"), "imported file not found in shared container")
    }
}
