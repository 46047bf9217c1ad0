import XCTest
@testable import Starforge

final class SaveGameMigrationTests: XCTestCase {
    func testV3SaveKeepsUnlockedShips() throws {
        let v3 = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "save_v3", withExtension: "json"))
        let save = try SaveGameMigrator().load(from: Data(contentsOf: v3))
        XCTAssertEqual(save.unlockedShips, ["scout", "corvette", "dreadnought"])
    }
}
