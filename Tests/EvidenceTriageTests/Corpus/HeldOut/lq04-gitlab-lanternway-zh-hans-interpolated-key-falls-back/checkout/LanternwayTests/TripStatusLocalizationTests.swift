import XCTest
@testable import Lanternway

/// Resolves the zh-Hans table by hand: passing a locale alone still reads en.lproj on an
/// English simulator, so these assertions would pass against the English text.
final class TripStatusLocalizationTests: XCTestCase {
    private var zhHans: Bundle!
    private let locale = Locale(identifier: "zh-Hans")

    override func setUpWithError() throws {
        let path = try XCTUnwrap(Bundle.main.path(forResource: "zh-Hans", ofType: "lproj"))
        zhHans = try XCTUnwrap(Bundle(path: path))
    }

    func testNoSignalInSimplifiedChinese() {
        XCTAssertEqual(TripStatusText.noSignal(bundle: zhHans, locale: locale), "此步道无信号")
    }

    func testLastSyncedInSimplifiedChinese() {
        XCTAssertEqual(TripStatusText.lastSynced(minutes: 5, bundle: zhHans, locale: locale), "5 分钟前已同步")
    }

    func testOfflineDaysInSimplifiedChinese() {
        XCTAssertEqual(TripStatusText.offline(days: 3, bundle: zhHans, locale: locale), "离线 3 天")
    }
}
