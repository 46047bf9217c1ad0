import XCTest
@testable import Rowan

final class ApplePayScopeTests: XCTestCase {
    private var actions: MockClientSessionActionsModule!

    override func setUp() {
        super.setUp()
        actions = MockClientSessionActionsModule()
    }

    func testButtonHiddenWhenWalletUnavailable() async {
        let sut = DefaultApplePayScope(actions: actions, wallet: StubWallet(canMakePayments: false))
        XCTAssertFalse(sut.isButtonVisible)
    }

    func testLoadingResetsAfterFailedPayment() async throws {
        actions.resultToReturn = .failure(PaymentError.declined)
        let sut = DefaultApplePayScope(actions: actions, wallet: StubWallet(canMakePayments: true))

        sut.performPayment()

        var sawLoading = false
        while !sawLoading {
            sawLoading = sut.isLoading
            await Task.yield()
        }
        while sut.isLoading {
            await Task.yield()
        }
        XCTAssertEqual(sut.lastError as? PaymentError, .declined)
    }
}
