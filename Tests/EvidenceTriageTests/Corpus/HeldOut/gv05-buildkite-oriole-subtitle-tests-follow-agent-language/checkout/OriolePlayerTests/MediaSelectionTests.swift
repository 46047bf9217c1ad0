import AVFoundation
import XCTest
@testable import OriolePlayer

final class MediaSelectionTests: XCTestCase {
    private var selection: MediaSelection!

    override func setUp() async throws {
        try await super.setUp()
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "subtitled-en-fr", withExtension: "m3u8"))
        let asset = AVURLAsset(url: url)
        let loaded = try await asset.loadMediaSelectionGroup(for: .legible)
        let group = try XCTUnwrap(loaded)
        selection = MediaSelection(group: group)
    }

    func testLegibleOptionDisplayNames() {
        XCTAssertEqual(selection.legibleDisplayNames.first, "English")
        XCTAssertEqual(selection.legibleDisplayNames.last, "French")
    }

    func testAutomaticSelectionPicksEnglishSubtitles() {
        XCTAssertEqual(selection.automaticOption()?.extendedLanguageTag, "en")
    }

    func testAutomaticSelectionHonoursExplicitLanguages() {
        XCTAssertEqual(selection.automaticOption(preferredLanguages: ["fr"])?.extendedLanguageTag, "fr")
    }
}
