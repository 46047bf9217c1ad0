import XCTest
@testable import Syncmoth

final class FolderConflictTests: XCTestCase {
    func testConflictCopyName() {
        let name = ConflictNamer.copyName(for: "notes.md", device: "iPad", date: .init(timeIntervalSince1970: 1_780_000_000))
        XCTAssertEqual(name, "notes.sync-conflict-20260528-204640-iPad.md")
    }
}
