import UIKit
import XCTest
@testable import Marlowe

final class ClipboardShareTests: XCTestCase {
    func testCopyLinkPutsNoteURLOnPasteboard() {
        ShareActions.copyLink(forNote: "note-42")
        XCTAssertEqual(UIPasteboard.general.url?.absoluteString, "https://marlowe.example/n/note-42")
    }
}
