import XCTest
@testable import Pagewell

final class ReaderSettingsTests: XCTestCase {
    func testRightToLeftDefaultForManga() {
        let settings = ReaderSettings(defaults: UserDefaults(suiteName: #function)!)
        XCTAssertEqual(settings.readingDirection(for: .manga), .rightToLeft)
    }

    func testWebtoonDefaultsToVertical() {
        let settings = ReaderSettings(defaults: UserDefaults(suiteName: #function)!)
        XCTAssertEqual(settings.readingDirection(for: .webtoon), .vertical)
    }
}
