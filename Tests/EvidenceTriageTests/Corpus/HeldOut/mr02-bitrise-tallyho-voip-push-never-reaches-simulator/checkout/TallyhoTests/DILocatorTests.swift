import XCTest
@testable import Tallyho

final class DILocatorTests: XCTestCase {
    func testSipUseCaseResolvesUnderTests() {
        let useCase: SipUseCase = DILocator.instance.resolve()
        XCTAssertFalse(useCase.isRegistered)
    }
}

