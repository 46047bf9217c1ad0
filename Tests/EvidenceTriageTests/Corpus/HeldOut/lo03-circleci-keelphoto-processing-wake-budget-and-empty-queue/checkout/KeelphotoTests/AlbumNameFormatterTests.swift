import XCTest
@testable import Keelphoto

final class AlbumNameFormatterTests: XCTestCase {
    private let formatter = AlbumNameFormatter()

    func testFavoritesInGerman() {
        XCTAssertEqual(formatter.name(for: .favorites, locale: Locale(identifier: "de")), "Favoriten")
    }

    func testRecentsIsLocalizedInFrench() {
        XCTAssertEqual(formatter.name(for: .recents, locale: Locale(identifier: "fr")), "Récents")
    }

    func testVideosInEnglish() {
        XCTAssertEqual(formatter.name(for: .videos, locale: Locale(identifier: "en")), "Videos")
    }
}
