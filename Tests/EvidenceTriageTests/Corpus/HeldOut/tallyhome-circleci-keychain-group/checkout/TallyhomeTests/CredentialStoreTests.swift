import XCTest
import Security
@testable import Tallyhome

final class CredentialStoreTests: XCTestCase {
    let store = CredentialStore()

    func testSavesRefreshTokenToSharedGroup() {
        let status = store.save(Data("rt-fixture-1".utf8), account: "household-42")
        XCTAssertEqual(status, errSecSuccess)
    }

    func testWidgetReadsSharedToken() {
        store.save(Data("rt-fixture-2".utf8), account: "household-43")
        let widgetView = CredentialStore(accessGroup: KeychainConfig.accessGroup)
        let (status, data) = widgetView.read(account: "household-43")
        XCTAssertEqual(status, errSecSuccess)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "rt-fixture-2")
    }
}
