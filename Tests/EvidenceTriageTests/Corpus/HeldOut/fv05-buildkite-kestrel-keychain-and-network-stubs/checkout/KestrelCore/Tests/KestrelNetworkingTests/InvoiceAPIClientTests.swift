import XCTest
@testable import KestrelNetworking

final class InvoiceAPIClientTests: XCTestCase {
    private var session: URLSession!

    override func setUp() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [HTTPStubProtocol.self]
        session = URLSession(configuration: configuration)
        HTTPStubProtocol.reset()
    }

    func testFetchInvoicesDecodesStubbedPage() async throws {
        HTTPStubProtocol.stub(path: "/v2/invoices", status: 200, json: """
        {"items":[{"id":"inv_1","number":"2026-0042","totalCents":129900}],"nextCursor":null}
        """)
        let sut = InvoiceAPIClient(baseURL: URL(string: "https://api.kestrel.test")!, session: session)

        let page = try await sut.fetchInvoices()

        XCTAssertEqual(page.items.map(\.number), ["2026-0042"])
    }
}
