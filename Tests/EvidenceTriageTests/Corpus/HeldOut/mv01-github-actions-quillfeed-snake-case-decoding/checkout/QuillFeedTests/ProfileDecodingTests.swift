import XCTest
@testable import QuillFeed

final class ProfileDecodingTests: XCTestCase {
    func testAvatarURLIsDecoded() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "profile", withExtension: "json"))
        let profile = try APIClient.makeDecoder().decode(Profile.self, from: Data(contentsOf: url))
        XCTAssertEqual(profile.displayName, "Ines Okafor")
        XCTAssertNotNil(profile.avatarURL, "avatar_url was present in the payload")
    }
}
