import XCTest
@testable import EmberKit

final class CrashReportConverterTests: XCTestCase {
    func testConvertsMachExceptionName() throws {
        let report = try Fixtures.crashReport(named: "bad-access-sigsegv")
        let sut = CrashReportConverter(report: report)
        XCTAssertEqual(sut.exceptionType(), "EXC_BAD_ACCESS")
    }

    func testUnknownWhenErrorMissing() {
        let sut = CrashReportConverter(report: [:])
        XCTAssertEqual(sut.exceptionType(), "Unknown")
    }
}
