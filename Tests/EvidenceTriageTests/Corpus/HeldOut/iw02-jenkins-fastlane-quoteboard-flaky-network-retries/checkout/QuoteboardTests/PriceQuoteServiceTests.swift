import XCTest
@testable import Quoteboard

final class PriceQuoteServiceTests: XCTestCase {
    private let service = PriceQuoteService(baseURL: URL(string: "https://quotes.sandbox.quoteboard.app")!)

    func testFetchPriceQuoteBuy() {
        let buyQuoteExpectation = expectation(description: "buyQuoteExpectation")
        var quote: PriceQuote?
        service.fetchQuote(symbol: "AAPL", side: .buy) { quote = try? $0.get(); buyQuoteExpectation.fulfill() }
        wait(for: [buyQuoteExpectation], timeout: 2)
        XCTAssertNotNil(quote)
    }

    func testFetchPriceQuoteSell() {
        // Talks to the sandbox quote server; 2 s is tight on shared CI agents.
        let sellQuoteExpectation = expectation(description: "sellQuoteExpectation")
        var error: Error?
        var quote: PriceQuote?
        service.fetchQuote(symbol: "AAPL", side: .sell) { result in
            switch result {
            case .success(let q): quote = q
            case .failure(let e): error = e
            }
            sellQuoteExpectation.fulfill()
        }
        wait(for: [sellQuoteExpectation], timeout: 2)
        XCTAssertNil(error)
        XCTAssertEqual(quote?.feePercentText, "0.875%")
    }
}
