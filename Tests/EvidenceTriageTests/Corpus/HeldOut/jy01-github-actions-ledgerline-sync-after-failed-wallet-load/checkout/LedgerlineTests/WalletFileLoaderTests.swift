import XCTest
@testable import Ledgerline

final class WalletFileLoaderTests: XCTestCase {
    private let docs = URL(fileURLWithPath: "/tmp/ledgerline-tests/Documents")

    func testOfflineModeSkipsSync() {
        let core = FakeLedgerCore()
        let loader = WalletFileLoader(documentsURL: { self.docs },
                                      readData: { _ in Fixtures.settings(offline: true) }, core: core)
        XCTAssertFalse(loader.loadWalletFile())
    }

    func testLoadsExistingWallet() {
        let core = FakeLedgerCore()
        let loader = WalletFileLoader(documentsURL: { self.docs },
                                      readData: { _ in Fixtures.settings(offline: false) }, core: core)
        XCTAssertTrue(loader.loadWalletFile())
        XCTAssertEqual(core.loadCalls, 1)
    }

    func testUnreadableSettingsIsReportedAsFailure() {
        // While the device is locked, data protection makes settings.json unreadable.
        let core = FakeLedgerCore()
        let loader = WalletFileLoader(documentsURL: { self.docs },
                                      readData: { _ in throw CocoaError(.fileReadNoPermission) }, core: core)
        XCTAssertFalse(loader.loadWalletFile(), "settings.json unreadable (device locked) must not be reported as a loaded wallet")
        XCTAssertEqual(core.loadCalls, 0)
    }
}
