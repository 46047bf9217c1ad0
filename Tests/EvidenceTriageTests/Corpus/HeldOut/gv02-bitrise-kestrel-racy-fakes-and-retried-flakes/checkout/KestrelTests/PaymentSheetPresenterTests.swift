import XCTest
@testable import Kestrel

final class PaymentSheetPresenterTests: XCTestCase {
    func testAsyncPresentCompletion() async {
        let host = UIViewController()
        let presenter = PaymentSheetPresenter(host: host)
        let presented = await presenter.present(amount: 1299, currency: "EUR")
        XCTAssertTrue(presented, "present() completed without showing the sheet")
    }
}
