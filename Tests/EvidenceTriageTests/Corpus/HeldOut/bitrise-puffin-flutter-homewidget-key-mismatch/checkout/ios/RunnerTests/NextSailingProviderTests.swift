import WidgetKit
import XCTest
@testable import Runner

/// NextSailingProvider.swift is compiled into both the PuffinWidget extension and
/// RunnerTests. The Flutter side writes with home_widget:
///   HomeWidget.saveWidgetData<String>('next_sailing', '14:30 Oban → Craignure')
final class NextSailingProviderTests: XCTestCase {
    private let groupId = "group.com.puffin.ferries"
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: groupId)
        defaults.removePersistentDomain(forName: groupId)
        // Same call HomeWidgetPlugin.saveWidgetData makes on iOS.
        defaults.set("14:30 Oban → Craignure", forKey: "next_sailing")
        defaults.set("on time", forKey: "sailing_status")
    }

    func testPlaceholderHasNoNetworkDependency() {
        let entry = NextSailingProvider(groupId: groupId).placeholder(in: .preview)
        XCTAssertEqual(entry.title, "Next sailing")
    }

    func testEntryShowsNextSailingFromSharedDefaults() {
        let entry = NextSailingProvider(groupId: groupId).currentEntry(now: Date(timeIntervalSince1970: 1_755_165_600))
        XCTAssertEqual(entry.title, "14:30 Oban → Craignure", "widget must show what the Flutter app saved")
        XCTAssertEqual(entry.status, "on time")
    }
}
