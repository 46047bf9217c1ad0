import Foundation
import Testing
@testable import Lenscircle

@Suite struct ClubDirectoryDecodingTests {
    @Test("Decodes the first members page") func decodesMembersPage() throws {
        let url = try #require(Bundle(for: BundleToken.self).url(forResource: "members-page1", withExtension: "json"))
        let page = try JSONDecoder().decode(MembersPage.self, from: Data(contentsOf: url))
        #expect(page.members.count == 25)
    }

    @Test("Decodes the bundled club directory") func decodesBundledClubDirectory() throws {
        let url = try #require(Bundle(for: BundleToken.self).url(forResource: "club-directory", withExtension: "json"))
        let directory = try JSONDecoder().decode(ClubDirectory.self, from: Data(contentsOf: url))
        #expect(directory.clubs.count == 3)
        #expect(directory.clubs.filter(\.isMember).map(\.id) == ["fc-bellamy", "pc-lichtval"])
    }
}
