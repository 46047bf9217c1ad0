import XCTest
import iOSSnapshotTestCase
@testable import Lumen

final class JournalCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
        fileNameOptions = [.device, .OS, .screenScale]
    }

    func testEntryCardDefault() {
        let card = JournalCardView(entry: Fixtures.threeEntries[0])
        card.frame = CGRect(x: 0, y: 0, width: 358, height: 144)
        FBSnapshotVerifyView(card)
    }

    func testEntryCardDarkMode() {
        let card = JournalCardView(entry: Fixtures.threeEntries[1])
        card.overrideUserInterfaceStyle = .dark
        card.frame = CGRect(x: 0, y: 0, width: 358, height: 144)
        FBSnapshotVerifyView(card)
    }
}
