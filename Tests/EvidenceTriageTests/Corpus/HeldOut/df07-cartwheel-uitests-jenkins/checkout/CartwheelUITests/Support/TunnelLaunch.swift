import SBTUITestTunnelClient
import XCTest

extension XCUIApplication {
    /// Launches Cartwheel with the SBTUITestTunnel server and the stubs every
    /// checkout test needs. The startup block runs inside the app before
    /// `application(_:didFinishLaunchingWithOptions:)` returns.
    func launchWithCheckoutStubs() {
        launchTunnel(withOptions: [SBTUITunneledApplicationLaunchOptionResetFilesystem]) {
            self.stubRequests(matching: SBTRequestMatch(url: "api.cartwheel.shop/v2/cart"),
                              response: SBTStubResponse(fileNamed: "cart-three-items.json"))
            self.stubRequests(matching: SBTRequestMatch(url: "api.cartwheel.shop/v2/promo"),
                              response: SBTStubResponse(fileNamed: "promo-welcome10.json"))
        }
    }
}
