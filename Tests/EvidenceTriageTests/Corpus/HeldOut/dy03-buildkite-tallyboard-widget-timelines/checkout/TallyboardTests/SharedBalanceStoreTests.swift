import XCTest
@testable import Tallyboard

final class SharedBalanceStoreTests: XCTestCase {
    /// The built extensions inside the host app, so the test reads the same Info.plist
    /// each extension reads on device.
    private func extensionBundle(_ name: String) -> Bundle {
        Bundle(url: Bundle.main.builtInPlugInsURL!.appendingPathComponent("\(name).appex"))!
    }

    func testAppRoundTrip() {
        let store = SharedBalanceStore(bundle: .main)
        store.write(balanceCents: 4_200, asOf: Date())
        XCTAssertEqual(store.readBalanceCents(), 4_200)
    }

    func testHomeScreenExtensionSeesBalanceWrittenByApp() {
        let appStore = SharedBalanceStore(bundle: .main)
        appStore.write(balanceCents: 12_550, asOf: Date())

        let widgetStore = SharedBalanceStore(bundle: extensionBundle("TallyboardWidgets"))
        XCTAssertEqual(widgetStore.readBalanceCents(), 12_550)
    }

    func testLockScreenExtensionSeesBalanceWrittenByApp() {
        let appStore = SharedBalanceStore(bundle: .main)
        appStore.write(balanceCents: 12_550, asOf: Date())

        let lockStore = SharedBalanceStore(bundle: extensionBundle("TallyboardLockScreen"))
        XCTAssertEqual(lockStore.readBalanceCents(), 12_550,
                       "lock screen extension read group \(lockStore.groupIdentifier), app wrote group \(appStore.groupIdentifier)")
    }
}
