import XCTest
import JavaScriptCore

final class DoseTextTests: XCTestCase {
    func context() -> JSContext {
        let ctx = JSContext()!
        let url = Bundle(for: Self.self).url(forResource: "schedule", withExtension: "js")!
        ctx.evaluateScript(try! String(contentsOf: url))
        return ctx
    }

    func testPluralizesPuffs() {
        XCTAssertEqual(context().evaluateScript("doseText(2)").toString(), "Take 2 puffs")
    }
}
