import XCTest
@testable import KestrelKit

/// Runs in every configuration of the Locales test plan, including
/// "en_GB 12-hour" (-AppleICUForce12HourTime YES).
final class TimesheetUploadTests: XCTestCase {
    private let recordedAt = Date(timeIntervalSince1970: 1_764_251_922) // 2026-11-27 13:58:42 UTC

    func testUploadBodyIsSortedByShiftStart() throws {
        let uploader = TimesheetUploader(clock: FixedClock(recordedAt))
        let body = try uploader.body(for: .fixture(week: "2026-W48"))
        XCTAssertEqual(body.shifts.map(\.start), body.shifts.map(\.start).sorted())
    }

    func testUploadTimestampIsFixedFormat() throws {
        // Uploaded by the rota-refresh background task as well as from the
        // foreground; the server parses this header strictly.
        let uploader = TimesheetUploader(clock: FixedClock(recordedAt))
        let request = try uploader.request(for: .fixture(week: "2026-W48"))

        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Recorded-At"), "20261127T13:58:42Z", "server rejects anything but yyyyMMdd'T'HH:mm:ss'Z'")
    }
}
