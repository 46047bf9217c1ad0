import UIKit
import XCTest
@testable import Brindle

final class ShareLinkTests: XCTestCase {
    func testCopyLinkPutsURLOnPasteboard() async {
        let list = ShoppingList.fixture(shareCode: "9QZK2")
        await ShareLinkCopier().copy(list)
        XCTAssertEqual(UIPasteboard.general.url, URL(string: "https://brindle.app/l/9QZK2"))
    }
}
