import XCTest
@testable import Sandpiper

/// Runs under both test-plan configurations (English, German). Expected text
/// comes from the translators' whole-sentence keys.
final class SystemMessageFormatterTests: XCTestCase {
    private let formatter = SystemMessageFormatter()
    private func sentence(_ key: String, _ names: String) -> String {
        String(format: Bundle.main.localizedString(forKey: key, value: nil, table: "SystemMessages"), names)
    }

    func testMemberAddedWhileAwaySingular() {
        XCTAssertEqual(formatter.membersAddedWhileAway(["Yvonne"]),
                       sentence("system.added_while_away.one", "Yvonne"))
    }

    func testMembersAddedWhileAwayPlural() {
        XCTAssertEqual(formatter.membersAddedWhileAway(["Yvonne", "Bastian"]),
                       sentence("system.added_while_away.other", "Yvonne, Bastian"))
    }

    func testEmptyListProducesNoMessage() {
        XCTAssertEqual(formatter.membersAddedWhileAway([]), "")
    }
}
