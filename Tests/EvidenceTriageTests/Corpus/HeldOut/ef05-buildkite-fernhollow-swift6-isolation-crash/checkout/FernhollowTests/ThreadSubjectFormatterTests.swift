import XCTest
@testable import Fernhollow

final class ThreadSubjectFormatterTests: XCTestCase {

    func testStripsSinglePrefix() {
        XCTAssertEqual(ThreadSubjectFormatter().displaySubject("Re: Lunch"), "Lunch")
    }

    func testStripsRepeatedReplyPrefixes() {
        XCTAssertEqual(ThreadSubjectFormatter().displaySubject("Re: RE: Fwd: Lunch on Friday"), "Lunch on Friday")
    }
}
