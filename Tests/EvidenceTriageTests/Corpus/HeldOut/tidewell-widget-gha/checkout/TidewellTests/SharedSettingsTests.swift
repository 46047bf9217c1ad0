import XCTest
@testable import Tidewell

final class SharedSettingsTests: XCTestCase {

    private var suiteName: String!
    private var defaults: UserDefaults!

    override func setUp() {
        suiteName = "tests.sharedsettings.\(UUID().uuidString)"
        defaults = UserDefaults(suiteName: suiteName)
    }

    override func tearDown() {
        defaults.removePersistentDomain(forName: suiteName)
    }

    func testAppSeesRegisteredDefaultUnits() {
        let settings = SharedSettings(defaults: defaults)
        settings.registerAppDefaults()          // what AppDelegate does at launch
        XCTAssertEqual(settings.heightUnit, .feet)
    }

    /// The widget process never runs AppDelegate, so nothing registers defaults there.
    /// A user who never opened Settings must still see the same unit in the app and the widget.
    func testWidgetSeesDefaultUnitsWhenNeverSet() {
        let widgetSide = SharedSettings(defaults: defaults)   // no registerAppDefaults()
        XCTAssertEqual(widgetSide.heightUnit, .feet, "widget falls back to a different unit than the app registers")
    }

    func testExplicitChoiceIsSharedWithWidget() {
        SharedSettings(defaults: defaults).heightUnit = .meters
        XCTAssertEqual(SharedSettings(defaults: defaults).heightUnit, .meters)
    }
}
