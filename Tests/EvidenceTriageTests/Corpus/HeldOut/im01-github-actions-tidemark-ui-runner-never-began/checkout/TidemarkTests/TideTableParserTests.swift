import XCTest
@testable import Tidemark

final class TideTableParserTests: XCTestCase {
    private let london = TimeZone(identifier: "Europe/London")!

    private func localTime(_ date: Date) -> String {
        let f = DateFormatter()
        f.timeZone = london
        f.dateFormat = "HH:mm"
        return f.string(from: date)
    }

    func testParsesHighAndLowWater() throws {
        let csv = "date,time,kind,height\n2026-06-02,05:12,HW,5.1\n2026-06-02,11:30,LW,0.9\n"
        let events = try TideTableParser(timeZone: london).parse(csv)
        XCTAssertEqual(events.map(\.kind), [.high, .low])
    }

    func testParsesDaylightSavingTransition() throws {
        // Clocks go forward at 01:00 GMT on 29 March 2026; the table is in local time.
        let csv = "date,time,kind,height\n2026-03-28,14:05,LW,1.2\n2026-03-29,02:41,HW,4.8\n"
        let events = try TideTableParser(timeZone: london).parse(csv)
        XCTAssertEqual(localTime(events[1].date), "02:41", "high water after the spring-forward transition")
    }
}
