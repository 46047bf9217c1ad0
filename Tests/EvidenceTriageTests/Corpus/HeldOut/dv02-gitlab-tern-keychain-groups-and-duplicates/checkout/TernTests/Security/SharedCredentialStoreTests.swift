import XCTest
@testable import Tern

final class SharedCredentialStoreTests: XCTestCase {
    func testWidgetCanReadSharedToken() throws {
        let store = SharedCredentialStore.make()
        XCTAssertNoThrow(try store.save("tok-shared", account: "widget"))
        XCTAssertEqual(try store.load(account: "widget"), "tok-shared")
    }
}
