import XCTest
@testable import Fennel

final class LevelFixtureTests: XCTestCase {
    private static let testBundle = Bundle(identifier: "app.fennel.FennelTests.Fixtures")

    private func fixtureURL(_ name: String) -> URL {
        guard let url = Self.testBundle?.url(forResource: name, withExtension: nil) else {
            fatalError("Failed to find URL to test bundle \(name) because testBundle is nil.")
        }
        return url
    }

    func testLevelOneFixturesDecode() throws {
        let data = try Data(contentsOf: Bundle(for: Self.self).url(forResource: "clubs.level1", withExtension: "json")!)
        XCTAssertFalse(try JSONDecoder().decode([Club].self, from: data).isEmpty)
    }

    func testLevelTwoFixturesDecode() throws {
        let data = try Data(contentsOf: fixtureURL("fgDeGender.level2.json"))
        let members = try JSONDecoder().decode([Member].self, from: data)
        XCTAssertEqual(members.count, 14)
    }
}
