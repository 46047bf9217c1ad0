import XCTest
@testable import Sonar

final class EncryptionKeysTests: XCTestCase {

    func testThatEncryptionKeysAreSuccessfullyCreated() throws {
        let account = Account.fixture()
        let keys = try EncryptionKeys.createKeys(for: account)
        XCTAssertNotNil(keys.databaseKey)
    }
}
