import XCTest
@testable import Tern

final class BackgroundRegistrarTests: XCTestCase {
    func testRegisteredIdentifiersMatchPlist() {
        XCTAssertEqual(BackgroundRegistrar.identifiers, ["com.ternnotes.app.compact", "com.ternnotes.app.refresh"])
    }

    func testRegisterAllIsIdempotent() {
        // the host app already ran registerAll() at launch
        BackgroundRegistrar.shared.registerAll()
        XCTAssertTrue(BackgroundRegistrar.shared.isRegistered("com.ternnotes.app.compact"))
    }
}
