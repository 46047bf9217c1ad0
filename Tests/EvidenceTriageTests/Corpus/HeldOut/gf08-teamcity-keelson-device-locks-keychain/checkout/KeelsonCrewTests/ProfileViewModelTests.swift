import XCTest
@testable import KeelsonCrew

@MainActor
final class ProfileViewModelTests: XCTestCase {

    func testSavesAvatarTokenOnLogin() throws {
        let tokens = KeychainTokenStore(service: "com.keelson.crew.tokens.tests")
        let model = ProfileViewModel(tokens: tokens)

        XCTAssertNoThrow(try model.completeLogin(avatarToken: "fixture-avatar-token",
                                                 avatarURL: URL(string: "https://cdn.keelson.example/a/77.png")!))
        XCTAssertEqual(try tokens.read(account: "avatar-cdn"), "fixture-avatar-token")
    }

    func testAvatarURLIsPublished() throws {
        let model = ProfileViewModel(tokens: KeychainTokenStore(service: "com.keelson.crew.tokens.tests"))
        XCTAssertNil(model.avatarURL)
    }
}
