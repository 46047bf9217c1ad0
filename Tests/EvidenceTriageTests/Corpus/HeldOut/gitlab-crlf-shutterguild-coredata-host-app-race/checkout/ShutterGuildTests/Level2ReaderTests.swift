import XCTest
@testable import ShutterGuild

final class Level2ReaderTests: XCTestCase {
    func testMemberCountWaalwijk() throws {
        let context = PersistenceController.shared.container.viewContext
        try Level2JsonReader.load(file: "fgWaalwijk", into: context, isInTestBundle: true)
        let members = try MemberPortfolio.fetch(club: "fgWaalwijk", in: context)
        XCTAssertEqual(members.count, 14)
    }
}
