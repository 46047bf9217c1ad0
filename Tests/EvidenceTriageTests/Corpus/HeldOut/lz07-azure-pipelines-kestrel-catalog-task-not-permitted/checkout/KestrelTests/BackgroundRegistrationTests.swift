import XCTest
@testable import Kestrel

final class BackgroundRegistrationTests: XCTestCase {
    func testAllTasksRegisterAtLaunch() throws {
        let records = try Diagnostics.records(phase: .registration)
        for id in [BackgroundTasks.epgRefresh, BackgroundTasks.catalogImport] {
            let ok = records.last(where: { $0.identifier == id })?.outcome == .succeeded
            XCTAssertTrue(ok, "registration of \(id)")
        }
    }
}
