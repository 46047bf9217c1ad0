import XCTest
@testable import Larkspur

final class CrashReportFormatterTests: XCTestCase {
    func testThreadNameIncludedInReport() throws {
        let report = CrashReport.fixture(threads: [.init(index: 0, name: "com.larkspur.upload", crashed: true)])
        let text = CrashReportFormatter().format(report)
        XCTAssertTrue(text.contains("Thread 0 name: com.larkspur.upload"))
    }
}
