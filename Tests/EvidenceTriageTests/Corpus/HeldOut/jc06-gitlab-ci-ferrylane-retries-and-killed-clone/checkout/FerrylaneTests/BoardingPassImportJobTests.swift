import XCTest
@testable import Ferrylane

final class BoardingPassImportJobTests: XCTestCase {
    func testReimportDoesNotDuplicatePasses() async throws {
        let api = StubBoardingPassAPI(passes: [.fixture(booking: "FL-8Q2K", sailing: "PME-FIS-0715")])
        let wallet = InMemoryWallet()
        let job = BoardingPassImportJob(api: api, wallet: wallet)
        try await job.run()
        try await job.run()
        XCTAssertEqual(wallet.passes.count, 1)
    }
}
