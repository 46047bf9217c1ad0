import XCTest
@testable import MatchdayLiveShared

final class LiveActivityContentTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "test.\(name)")
        defaults.removePersistentDomain(forName: "test.\(name)")
    }

    func testPlaceholderWhenNothingStored() {
        XCTAssertEqual(ScoreboardContent.load(for: LiveActivitiesAppAttributes(), from: defaults), .placeholder)
    }

    func testScoreboardReadsValuesForItsOwnActivity() {
        // Two matches running at once, written the way the plugin writes them.
        let derby = LiveActivitiesAppAttributes()
        let cup = LiveActivitiesAppAttributes()
        defaults.set("2", forKey: derby.prefixedKey("homeScore"))
        defaults.set("1", forKey: derby.prefixedKey("awayScore"))
        defaults.set("0", forKey: cup.prefixedKey("homeScore"))
        defaults.set("3", forKey: cup.prefixedKey("awayScore"))

        let content = ScoreboardContent.load(for: derby, from: defaults)
        XCTAssertEqual(content.homeScore, "2")
        XCTAssertEqual(content.awayScore, "1")
    }
}
