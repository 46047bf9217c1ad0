import XCTest
@testable import MossDigest

final class DigestSubjectTests: XCTestCase {
    func testSubjectIncludesCount() {
        let subject = DigestSubject(itemCount: 4, weekOf: "11 Aug")
        XCTAssertEqual(subject.text, "Your week in moss: 4 new finds (11 Aug)")
    }
}
