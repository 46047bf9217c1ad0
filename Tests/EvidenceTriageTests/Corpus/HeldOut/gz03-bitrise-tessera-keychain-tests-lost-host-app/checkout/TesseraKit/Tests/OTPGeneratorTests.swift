import XCTest
@testable import TesseraKit

/// RFC 6238 Appendix B vectors.
final class OTPGeneratorTests: XCTestCase {
    func testTOTPSHA1RFC6238Vector() throws {
        let gen = OTPGenerator(secret: Data("12345678901234567890".utf8), algorithm: .sha1, digits: 8)
        XCTAssertEqual(gen.password(at: Date(timeIntervalSince1970: 59)), "94287082")
    }

    func testTOTPSHA256RFC6238Vector() throws {
        let gen = OTPGenerator(secret: Data("12345678901234567890123456789012".utf8), algorithm: .sha256, digits: 8)
        XCTAssertEqual(gen.password(at: Date(timeIntervalSince1970: 59)), "46119246")
    }

    func testTOTPSHA512RFC6238Vector() throws {
        let secret = Data("1234567890123456789012345678901234567890123456789012345678901234".utf8)
        let gen = OTPGenerator(secret: secret, algorithm: .sha512, digits: 8)
        XCTAssertEqual(gen.password(at: Date(timeIntervalSince1970: 59)), "90693936")
    }
}
