import UIKit
import XCTest
@testable import Parley

final class ConversationRestorationTests: XCTestCase {
    /// Round-trips the conversation screen through UIKit state restoration the
    /// way a relaunch after the system terminated Parley in the background does.
    func testRestoresOpenConversationAfterRelaunch() throws {
        let original = ConversationViewController.make(conversation: .fixture(name: "Ana"))
        original.loadViewIfNeeded()

        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        original.encodeRestorableState(with: archiver)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false

        let restored = ConversationViewController.viewController(withRestorationIdentifierPath: ["Conversation"],
                                                                 coder: unarchiver) as! ConversationViewController
        restored.decodeRestorableState(with: unarchiver)
        restored.loadViewIfNeeded()
        XCTAssertEqual(restored.title, "Ana")
    }
}
