import XCTest
@testable import KestrelShareKit

final class AppStateProviderTests: XCTestCase {
    func testReportsExtensionStateInsideExtension() {
        let provider = AppStateProvider(bundle: ShareExtensionHarness.extensionBundle)
        XCTAssertEqual(provider.currentState, .extensionForeground)
    }
}
