import XCTest
@testable import Quaywise

final class ManifestParserTests: XCTestCase {
    private func date(_ string: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: string)!
    }

    func testDepartureDayUsesTerminalTimeZone() {
        // First sailing out of Victoria: 00:30 on the 5th at the terminal.
        let manifest = SailingManifest(departure: date("2026-12-05 00:30"),
                                       terminalTimeZone: TimeZone(identifier: "America/Vancouver")!)
        XCTAssertEqual(manifest.departureDay, "2026-12-05")
    }

    func testParsesVesselCallSign() throws {
        let manifest = try ManifestParser().parse(line: "CFK2913|Spirit of Vancouver Island|VIC-SWB|2330")
        XCTAssertEqual(manifest.callSign, "CFK2913")
    }
}
