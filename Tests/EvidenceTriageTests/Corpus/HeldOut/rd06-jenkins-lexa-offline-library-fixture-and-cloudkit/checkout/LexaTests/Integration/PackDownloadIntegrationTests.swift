import XCTest
@testable import Lexa

final class PackDownloadIntegrationTests: XCTestCase {
    private let fixtureURL = URL(string: "https://download.lexa-library.org/packs/wikipedia_fr_climate_change_mini.lexpack")!

    func testDownloadedPackRenders() async throws {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("climate.lexpack")
        try await FixtureDownloader.download(fixtureURL, to: destination)
        let pack = try LexPack(url: destination)
        let page = try await PackRenderer(pack: pack).render(path: "A/Changement_climatique")
        XCTAssertTrue(page.html.contains("<h1"))
    }
}
