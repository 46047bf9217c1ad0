import XCTest
import JavaScriptCore

final class RefillReminderTests: XCTestCase {
    func testRefillDateSkipsWeekend() {
        let ctx = JSContext()!
        let url = Bundle(for: Self.self).url(forResource: "refill", withExtension: "js")!
        ctx.evaluateScript(try! String(contentsOf: url))
        // last refill Fri 2024-04-05, 30-day supply lands on Sun 2024-05-05
        let day = ctx.evaluateScript("nextRefillDate(new Date(2024,3,5), 30).getDay()").toInt32()
        XCTAssertEqual(day, 1, "refill should move to Monday")
    }
}
