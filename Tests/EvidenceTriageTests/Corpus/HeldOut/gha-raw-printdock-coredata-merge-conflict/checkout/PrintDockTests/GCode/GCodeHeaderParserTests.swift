import XCTest
@testable import PrintDock

final class GCodeHeaderParserTests: XCTestCase {
    func testParsesFilamentLength() throws {
        let header = try GCodeHeaderParser().parse(fixture("benchy_prusaslicer.gcode"))
        XCTAssertEqual(header.filamentUsedMM, 3962.1, accuracy: 0.1)
    }

    func testParsesEstimatedPrintTime() throws {
        // PrusaSlicer writes both; the explicit ;TIME: line is the slicer's own figure.
        let text = """
        ;FLAVOR:Marlin
        ;TIME:5430
        ;PRINT.TIME: 1h 30m 0s
        G28
        """
        let header = try GCodeHeaderParser().parse(text)
        XCTAssertEqual(header.estimatedSeconds, 5430, ";TIME: must win over ;PRINT.TIME")
    }

    private func fixture(_ name: String) -> String {
        let url = Bundle(for: Self.self).url(forResource: name, withExtension: nil)!
        return try! String(contentsOf: url, encoding: .utf8)
    }
}
