import XCTest
@testable import Facemark

@MainActor
final class ReviewSessionTests: XCTestCase {
    func testAutosaveFiresAfterDebounce() {
        let session = ReviewSession()
        let saved = expectation(forNotification: .reviewSessionAutosaved, object: session)
        session.edit(Contact(name: "Ada", email: "ada@initech.io"))
        wait(for: [saved], timeout: 0.5)
    }

    func testSecondEditRestartsDebounce() {
        let session = ReviewSession()
        session.edit(Contact(name: "Ada", email: "ada@initech.io"))
        session.edit(Contact(name: "Grace", email: "grace@acme.com"))
        XCTAssertNil(session.lastAutosave)
    }
}
