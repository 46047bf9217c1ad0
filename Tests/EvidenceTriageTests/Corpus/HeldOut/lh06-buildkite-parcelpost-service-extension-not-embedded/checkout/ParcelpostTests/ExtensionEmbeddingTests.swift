import XCTest

final class ExtensionEmbeddingTests: XCTestCase {
    func testNotificationServiceExtensionIsEmbedded() throws {
        let plugins = Bundle.main.builtInPlugInsURL!
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []
        XCTAssertTrue(contents.contains("ParcelpostNotificationService.appex"), "PlugIns/ contains \(contents)")
    }
}
